package serbench.model.mediacontent.binding;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import serbench.model.Digest;
import serbench.model.mediacontent.Media;
import serbench.model.mediacontent.MediaContentModel;

import java.util.ArrayList;
import java.util.List;

/** {@link Media} as a bean: private fields, getters and setters. */
@JsonPropertyOrder({"uri", "title", "width", "height", "format", "duration", "size", "bitrate", "persons", "player",
        "copyright"})
public class MediaBean implements Bound<Media> {

    private String uri;
    private String title;
    private int width;
    private int height;
    private String format;
    private long duration;
    private long size;
    private Integer bitrate;
    private List<String> persons;
    private Media.Player player;
    private String copyright;

    public static MediaBean of(Media media) {
        MediaBean b = new MediaBean();
        b.setUri(media.uri());
        b.setTitle(media.title());
        b.setWidth(media.width());
        b.setHeight(media.height());
        b.setFormat(media.format());
        b.setDuration(media.duration());
        b.setSize(media.size());
        b.setBitrate(media.bitrate());
        b.setPersons(new ArrayList<>(media.persons()));
        b.setPlayer(media.player());
        b.setCopyright(media.copyright());
        return b;
    }

    @Override
    public Media toRecord() {
        return new Media(uri, title, width, height, format, duration, size, bitrate, persons, player, copyright);
    }

    @Override
    public void digest(Digest d) {
        MediaContentModel.digestMedia(d, getUri(), getTitle(), getWidth(), getHeight(), getFormat(), getDuration(),
                getSize(), getBitrate(), getPersons(), getPlayer(), getCopyright());
    }

    public String getUri() {
        return uri;
    }

    public void setUri(String uri) {
        this.uri = uri;
    }

    public String getTitle() {
        return title;
    }

    public void setTitle(String title) {
        this.title = title;
    }

    public int getWidth() {
        return width;
    }

    public void setWidth(int width) {
        this.width = width;
    }

    public int getHeight() {
        return height;
    }

    public void setHeight(int height) {
        this.height = height;
    }

    public String getFormat() {
        return format;
    }

    public void setFormat(String format) {
        this.format = format;
    }

    public long getDuration() {
        return duration;
    }

    public void setDuration(long duration) {
        this.duration = duration;
    }

    public long getSize() {
        return size;
    }

    public void setSize(long size) {
        this.size = size;
    }

    public Integer getBitrate() {
        return bitrate;
    }

    public void setBitrate(Integer bitrate) {
        this.bitrate = bitrate;
    }

    public List<String> getPersons() {
        return persons;
    }

    public void setPersons(List<String> persons) {
        this.persons = persons;
    }

    public Media.Player getPlayer() {
        return player;
    }

    public void setPlayer(Media.Player player) {
        this.player = player;
    }

    public String getCopyright() {
        return copyright;
    }

    public void setCopyright(String copyright) {
        this.copyright = copyright;
    }
}
