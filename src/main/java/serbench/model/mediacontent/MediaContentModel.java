package serbench.model.mediacontent;

import serbench.model.Digest;
import serbench.model.Model;
import serbench.model.Required;

import java.util.ArrayList;
import java.util.List;

/**
 * The classic jvm-serializers MediaContent model and its four standard inputs:
 * {@code media.1} (the standard value), {@code media.2} (every value different, nulls, non-ASCII text and a
 * surrogate pair), {@code media.3} (long strings) and {@code media.4} (one-character strings).
 */
public final class MediaContentModel extends Model<MediaContent, MediaContentPb.MediaContent> {

    /** The tail media.3 appends to every string. */
    private static final String LONG = "lkajldfjlskajdflkjslfjdslfjldjfljsdfljsdlfjsljfldjfldjals;djfasldjf;alskdjf;"
            + "aslkdjf;asdjf;laskdjflsjdalfjd;alksjdfl;jsa;lfdja;slkdjf;alsjfd;lajsfl;dj";

    public MediaContentModel() {
        super("mediacontent", MediaContent.class);
    }

    @Override
    public com.google.protobuf.Parser<MediaContentPb.MediaContent> parser() {
        return MediaContentPb.MediaContent.parser();
    }

    @Override
    public List<String> inputs() {
        return List.of("media.1", "media.2", "media.3", "media.4");
    }

    @Override
    public String defaultInput() {
        return "media.1";
    }

    @Override
    public MediaContent load(String input) {
        switch (resolveInput(input)) {
            case "media.1":
                return standard("", "Javaone Keynote", "Steve Jobs\uC2A4");
            case "media.3":
                return standard(LONG, "Javaone Keynote" + LONG, "Steve Jobs" + LONG);
            case "media.4":
                return new MediaContent(
                        new Media("g", "J", 640, 480, "v", 18_000_000, 58_982_400, 262_144,
                                List.of("B", "S"), Media.Player.JAVA, null),
                        List.of(new Image("h", "J", 1024, 768, Image.Size.LARGE),
                                new Image("h", "J", 320, 240, Image.Size.SMALL)));
            case "media.2":
                return new MediaContent(
                        new Media("http://javaone.com/keynote.ogg\u1234", null, 641, 481, "video/theora\u1234",
                                18_000_001, 58_982_401, null,
                                List.of("Bill Gates, Jr.\u1234", "Steven Jobs\u1234"), Media.Player.FLASH,
                                "2009, Scooby Doo\uD834\uDD1E"),
                        List.of(new Image("http://javaone.com/keynote_huge.jpg\u1234", "Javaone Keynote\u1234",
                                        32000, 24000, Image.Size.LARGE),
                                new Image("http://javaone.com/keynote_large.jpg\u1234", null, 1024, 768,
                                        Image.Size.LARGE),
                                new Image("http://javaone.com/keynote_small.jpg\u1234", null, 320, 240,
                                        Image.Size.SMALL)));
            default:
                throw unknownInput(input);
        }
    }

    /** media.1, and media.3 when every string carries the long tail. */
    private static MediaContent standard(String tail, String title, String secondPerson) {
        return new MediaContent(
                new Media("http://javaone.com/keynote.mpg" + tail, title, 640, 480, "video/mpg4" + tail,
                        18_000_000, 58_982_400, 262_144, List.of("Bill Gates" + tail, secondPerson),
                        Media.Player.JAVA, null),
                List.of(new Image("http://javaone.com/keynote_large.jpg" + tail, title, 1024, 768, Image.Size.LARGE),
                        new Image("http://javaone.com/keynote_small.jpg" + tail, title, 320, 240, Image.Size.SMALL)));
    }

    @Override
    public MediaContent copy(MediaContent source) {
        Media m = source.media();
        List<Image> images = new ArrayList<>(source.images().size());
        for (Image i : source.images()) {
            images.add(new Image(i.uri(), i.title(), i.width(), i.height(), i.size()));
        }
        return new MediaContent(
                new Media(m.uri(), m.title(), m.width(), m.height(), m.format(), m.duration(), m.size(),
                        m.bitrate(), new ArrayList<>(m.persons()), m.player(), m.copyright()),
                images);
    }

    /** The strings protobuf requires (non-optional in the .proto) must be present. */
    @Override
    public void validate(MediaContent value) {
        Required.value(value.media().uri(), "media.uri");
        Required.value(value.media().format(), "media.format");
        for (int i = 0; i < value.images().size(); i++) {
            Required.value(value.images().get(i).uri(), "images[" + i + "].uri");
        }
    }

    @Override
    public MediaContentPb.MediaContent toProto(MediaContent source) {
        Media m = source.media();
        MediaContentPb.Media.Builder media = MediaContentPb.Media.newBuilder()
                .setUri(m.uri())
                .setWidth(m.width())
                .setHeight(m.height())
                .setFormat(m.format())
                .setDuration(m.duration())
                .setSize(m.size())
                .addAllPersons(m.persons())
                .setPlayer(MediaContentPb.Media.Player.forNumber(m.player().ordinal()));
        if (m.title() != null) {
            media.setTitle(m.title());
        }
        if (m.bitrate() != null) {
            media.setBitrate(m.bitrate());
        }
        if (m.copyright() != null) {
            media.setCopyright(m.copyright());
        }
        MediaContentPb.MediaContent.Builder content = MediaContentPb.MediaContent.newBuilder().setMedia(media);
        for (Image i : source.images()) {
            MediaContentPb.Image.Builder image = MediaContentPb.Image.newBuilder()
                    .setUri(i.uri())
                    .setWidth(i.width())
                    .setHeight(i.height())
                    .setSize(MediaContentPb.Image.Size.forNumber(i.size().ordinal()));
            if (i.title() != null) {
                image.setTitle(i.title());
            }
            content.addImages(image);
        }
        return content.build();
    }

    @Override
    public MediaContent fromProto(MediaContentPb.MediaContent message) {
        MediaContentPb.Media m = message.getMedia();
        List<Image> images = new ArrayList<>();
        for (MediaContentPb.Image i : message.getImagesList()) {
            images.add(new Image(i.getUri(), i.hasTitle() ? i.getTitle() : null, i.getWidth(), i.getHeight(),
                    enumValue(Image.Size.values(), i.getSizeValue(), 0, "image.size")));
        }
        return new MediaContent(
                new Media(m.getUri(), m.hasTitle() ? m.getTitle() : null, m.getWidth(), m.getHeight(), m.getFormat(),
                        m.getDuration(), m.getSize(), m.hasBitrate() ? m.getBitrate() : null, m.getPersonsList(),
                        enumValue(Media.Player.values(), m.getPlayerValue(), 0, "media.player"), m.hasCopyright() ? m.getCopyright() : null),
                images);
    }

    @Override
    public long digest(MediaContent value) {
        Digest d = new Digest();
        Media m = value.media();
        digestMedia(d, m.uri(), m.title(), m.width(), m.height(), m.format(), m.duration(), m.size(), m.bitrate(),
                m.persons(), m.player(), m.copyright());
        List<Image> iList = value.images();
        for (int iAt = 0; iAt < iList.size(); iAt++) {
            Image i = iList.get(iAt);
            digestImage(d, i.uri(), i.title(), i.width(), i.height(), i.size());
        }
        return d.value();
    }

    /**
     * The media's part of {@link #digest}: every field in the records' order. The other Java binding styles
     * ({@code serbench.model.mediacontent.binding}) fold their fields through this and {@link #digestImage}, so
     * equal data gives the record's digest in every style. A null {@code persons} is an empty list, as the record
     * reads it.
     */
    public static void digestMedia(Digest d, String uri, String title, int width, int height, String format,
                                   long duration, long size, Integer bitrate, List<String> persons,
                                   Media.Player player, String copyright) {
        d.add(uri).add(title).add(width).add(height).add(format).add(duration).add(size).add(bitrate);
        if (persons != null) {
            List<String> pList = persons;
            for (int pAt = 0; pAt < pList.size(); pAt++) {
                String p = pList.get(pAt);
                d.add(p);
            }
        }
        d.add(player.ordinal()).add(copyright);
    }

    /** One image's part of {@link #digest}, after the media's. */
    public static void digestImage(Digest d, String uri, String title, int width, int height, Image.Size size) {
        d.add(uri).add(title).add(width).add(height).add(size.ordinal());
    }

    @Override
    public long digestProto(MediaContentPb.MediaContent message) {
        Digest d = new Digest();
        MediaContentPb.Media m = message.getMedia();
        d.add(m.getUri()).add(m.hasTitle() ? m.getTitle() : null).add(m.getWidth()).add(m.getHeight())
                .add(m.getFormat()).add(m.getDuration()).add(m.getSize()).optional(m.hasBitrate(), m.getBitrate());
        for (int p = 0; p < m.getPersonsCount(); p++) {
            d.add(m.getPersons(p));
        }
        d.add(m.getPlayerValue()).add(m.hasCopyright() ? m.getCopyright() : null);
        for (int n = 0; n < message.getImagesCount(); n++) {
            MediaContentPb.Image i = message.getImages(n);
            d.add(i.getUri()).add(i.hasTitle() ? i.getTitle() : null).add(i.getWidth()).add(i.getHeight())
                    .add(i.getSizeValue());
        }
        return d.value();
    }
}
