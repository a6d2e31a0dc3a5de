package serbench.format.avro;

import serbench.format.avro.mediacontent.Player;
import serbench.format.avro.mediacontent.Size;
import serbench.model.Digest;
import serbench.model.mediacontent.Image;
import serbench.model.mediacontent.Media;
import serbench.model.mediacontent.MediaContent;

import java.util.ArrayList;
import java.util.List;

/**
 * MediaContent in Avro ({@code src/main/avro/mediacontent.avdl}): the conversions and the digest of
 * {@code MediaContentModel}'s protobuf form, on the generated records.
 */
final class MediaContentAvro implements AvroModel<MediaContent, serbench.format.avro.mediacontent.MediaContent> {

    @Override
    public Class<serbench.format.avro.mediacontent.MediaContent> type() {
        return serbench.format.avro.mediacontent.MediaContent.class;
    }

    @Override
    public serbench.format.avro.mediacontent.MediaContent toAvro(MediaContent value) {
        Media m = value.media();
        List<serbench.format.avro.mediacontent.Image> images = new ArrayList<>(value.images().size());
        for (Image i : value.images()) {
            images.add(serbench.format.avro.mediacontent.Image.newBuilder()
                    .setUri(i.uri())
                    .setTitle(i.title())
                    .setWidth(i.width())
                    .setHeight(i.height())
                    .setSize(Size.values()[i.size().ordinal()])
                    .build());
        }
        return serbench.format.avro.mediacontent.MediaContent.newBuilder()
                .setMedia(serbench.format.avro.mediacontent.Media.newBuilder()
                        .setUri(m.uri())
                        .setTitle(m.title())
                        .setWidth(m.width())
                        .setHeight(m.height())
                        .setFormat(m.format())
                        .setDuration(m.duration())
                        .setSize(m.size())
                        .setBitrate(m.bitrate())
                        .setPersons(m.persons())
                        .setPlayer(Player.values()[m.player().ordinal()])
                        .setCopyright(m.copyright())
                        .build())
                .setImages(images)
                .build();
    }

    @Override
    public MediaContent fromAvro(serbench.format.avro.mediacontent.MediaContent record) {
        serbench.format.avro.mediacontent.Media m = record.getMedia();
        List<Image> images = new ArrayList<>(record.getImages().size());
        for (serbench.format.avro.mediacontent.Image i : record.getImages()) {
            images.add(new Image(i.getUri(), i.getTitle(), i.getWidth(), i.getHeight(),
                    Image.Size.values()[i.getSize().ordinal()]));
        }
        return new MediaContent(
                new Media(m.getUri(), m.getTitle(), m.getWidth(), m.getHeight(), m.getFormat(), m.getDuration(),
                        m.getSize(), m.getBitrate(), m.getPersons(), Media.Player.values()[m.getPlayer().ordinal()],
                        m.getCopyright()),
                images);
    }

    /** Every field in {@code MediaContentModel.digestProto}'s order; an enum folds its index (protobuf's number). */
    @Override
    public long digest(serbench.format.avro.mediacontent.MediaContent record) {
        Digest d = new Digest();
        serbench.format.avro.mediacontent.Media m = record.getMedia();
        d.add(m.getUri()).add(m.getTitle()).add(m.getWidth()).add(m.getHeight()).add(m.getFormat())
                .add(m.getDuration()).add(m.getSize()).add(m.getBitrate());
        List<String> persons = m.getPersons();
        for (int p = 0; p < persons.size(); p++) {
            d.add(persons.get(p));
        }
        d.add(m.getPlayer().ordinal()).add(m.getCopyright());
        List<serbench.format.avro.mediacontent.Image> images = record.getImages();
        for (int n = 0; n < images.size(); n++) {
            serbench.format.avro.mediacontent.Image i = images.get(n);
            d.add(i.getUri()).add(i.getTitle()).add(i.getWidth()).add(i.getHeight()).add(i.getSize().ordinal());
        }
        return d.value();
    }
}
