package serbench.model.mediacontent.binding;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import serbench.model.Digest;
import serbench.model.mediacontent.Media;
import serbench.model.mediacontent.MediaContentModel;

import java.util.ArrayList;
import java.util.List;

/** {@link Media} as public fields, no accessors. */
@JsonPropertyOrder({"uri", "title", "width", "height", "format", "duration", "size", "bitrate", "persons", "player",
        "copyright"})
public class MediaFields implements Bound<Media> {

    public String uri;
    public String title;
    public int width;
    public int height;
    public String format;
    public long duration;
    public long size;
    public Integer bitrate;
    public List<String> persons;
    public Media.Player player;
    public String copyright;

    public static MediaFields of(Media media) {
        MediaFields f = new MediaFields();
        f.uri = media.uri();
        f.title = media.title();
        f.width = media.width();
        f.height = media.height();
        f.format = media.format();
        f.duration = media.duration();
        f.size = media.size();
        f.bitrate = media.bitrate();
        f.persons = new ArrayList<>(media.persons());
        f.player = media.player();
        f.copyright = media.copyright();
        return f;
    }

    @Override
    public Media toRecord() {
        return new Media(uri, title, width, height, format, duration, size, bitrate, persons, player, copyright);
    }

    @Override
    public void digest(Digest d) {
        MediaContentModel.digestMedia(d, uri, title, width, height, format, duration, size, bitrate, persons, player,
                copyright);
    }
}
