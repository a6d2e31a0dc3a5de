package serbench.format.streaming;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.io.SerializedString;
import serbench.model.mediacontent.Image;
import serbench.model.mediacontent.Media;
import serbench.model.mediacontent.MediaContent;

import java.io.IOException;
import java.util.List;

import static serbench.format.streaming.JsonOut.name;

/** MediaContent as {@code json} writes it, by hand. Unknown fields are refused, as databind refuses them here. */
final class MediaContentJson implements ModelJson<MediaContent> {

    private static final SerializedString MEDIA = name("media");
    private static final SerializedString IMAGES = name("images");
    private static final SerializedString URI = name("uri");
    private static final SerializedString TITLE = name("title");
    private static final SerializedString WIDTH = name("width");
    private static final SerializedString HEIGHT = name("height");
    private static final SerializedString FORMAT = name("format");
    private static final SerializedString DURATION = name("duration");
    private static final SerializedString SIZE = name("size");
    private static final SerializedString BITRATE = name("bitrate");
    private static final SerializedString PERSONS = name("persons");
    private static final SerializedString PLAYER = name("player");
    private static final SerializedString COPYRIGHT = name("copyright");
    private static final JsonEnum<Media.Player> PLAYERS = JsonEnum.of(Media.Player.class);
    private static final JsonEnum<Image.Size> SIZES = JsonEnum.of(Image.Size.class);

    @Override
    public void write(JsonGenerator g, MediaContent v) throws IOException {
        g.writeStartObject();
        JsonOut.object(g, MEDIA, v.media(), MediaContentJson::writeMedia);
        JsonOut.list(g, IMAGES, v.images(), MediaContentJson::writeImage);
        g.writeEndObject();
    }

    private static void writeMedia(JsonGenerator g, Media m) throws IOException {
        g.writeStartObject();
        JsonOut.optional(g, URI, m.uri());
        JsonOut.optional(g, TITLE, m.title());
        JsonOut.write(g, WIDTH, m.width());
        JsonOut.write(g, HEIGHT, m.height());
        JsonOut.optional(g, FORMAT, m.format());
        JsonOut.write(g, DURATION, m.duration());
        JsonOut.write(g, SIZE, m.size());
        JsonOut.optional(g, BITRATE, m.bitrate());
        JsonOut.list(g, PERSONS, m.persons(), JsonOut::string);
        PLAYERS.write(g, PLAYER, m.player());
        JsonOut.optional(g, COPYRIGHT, m.copyright());
        g.writeEndObject();
    }

    private static void writeImage(JsonGenerator g, Image i) throws IOException {
        g.writeStartObject();
        JsonOut.optional(g, URI, i.uri());
        JsonOut.optional(g, TITLE, i.title());
        JsonOut.write(g, WIDTH, i.width());
        JsonOut.write(g, HEIGHT, i.height());
        SIZES.write(g, SIZE, i.size());
        g.writeEndObject();
    }

    @Override
    public MediaContent read(JsonParser p) throws IOException {
        JsonIn.expectObject(p, MediaContent.class);
        Media media = null;
        List<Image> images = null;
        for (String f = p.nextFieldName(); f != null; f = p.nextFieldName()) {
            switch (f) {
                case "media" -> media = JsonIn.object(p, MediaContentJson::media);
                case "images" -> images = JsonIn.list(p, MediaContentJson::image, Image.class);
                default -> throw JsonIn.unknown(p, MediaContent.class, f);
            }
        }
        return new MediaContent(media, images);
    }

    private static Media media(JsonParser p) throws IOException {
        JsonIn.expectObject(p, Media.class);
        String uri = null;
        String title = null;
        int width = 0;
        int height = 0;
        String format = null;
        long duration = 0;
        long size = 0;
        Integer bitrate = null;
        List<String> persons = null;
        Media.Player player = null;
        String copyright = null;
        for (String f = p.nextFieldName(); f != null; f = p.nextFieldName()) {
            switch (f) {
                case "uri" -> uri = JsonIn.string(p);
                case "title" -> title = JsonIn.string(p);
                case "width" -> width = JsonIn.intValue(p);
                case "height" -> height = JsonIn.intValue(p);
                case "format" -> format = JsonIn.string(p);
                case "duration" -> duration = JsonIn.longValue(p);
                case "size" -> size = JsonIn.longValue(p);
                case "bitrate" -> bitrate = JsonIn.integer(p);
                case "persons" -> persons = JsonIn.strings(p);
                case "player" -> player = PLAYERS.read(p);
                case "copyright" -> copyright = JsonIn.string(p);
                default -> throw JsonIn.unknown(p, Media.class, f);
            }
        }
        return new Media(uri, title, width, height, format, duration, size, bitrate, persons, player, copyright);
    }

    private static Image image(JsonParser p) throws IOException {
        JsonIn.expectObject(p, Image.class);
        String uri = null;
        String title = null;
        int width = 0;
        int height = 0;
        Image.Size size = null;
        for (String f = p.nextFieldName(); f != null; f = p.nextFieldName()) {
            switch (f) {
                case "uri" -> uri = JsonIn.string(p);
                case "title" -> title = JsonIn.string(p);
                case "width" -> width = JsonIn.intValue(p);
                case "height" -> height = JsonIn.intValue(p);
                case "size" -> size = SIZES.read(p);
                default -> throw JsonIn.unknown(p, Image.class, f);
            }
        }
        return new Image(uri, title, width, height, size);
    }
}
