package serbench.format.avro;

import serbench.format.avro.mediacontent.AvroImage;
import serbench.format.avro.mediacontent.AvroMedia;
import serbench.format.avro.mediacontent.AvroMediaContent;
import serbench.format.avro.mediacontent.AvroPlayer;
import serbench.format.avro.mediacontent.AvroSize;
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
final class MediaContentAvro implements AvroModel<MediaContent, AvroMediaContent> {

    @Override
    public Class<AvroMediaContent> type() {
        return AvroMediaContent.class;
    }

    @Override
    public AvroMediaContent toAvro(MediaContent value) {
        Media m = value.media();
        List<AvroImage> images = new ArrayList<>(value.images().size());
        for (Image i : value.images()) {
            images.add(AvroImage.newBuilder()
                    .setUri(i.uri())
                    .setTitle(i.title())
                    .setWidth(i.width())
                    .setHeight(i.height())
                    .setSize(AvroSize.values()[i.size().ordinal()])
                    .build());
        }
        return AvroMediaContent.newBuilder()
                .setMedia(AvroMedia.newBuilder()
                        .setUri(m.uri())
                        .setTitle(m.title())
                        .setWidth(m.width())
                        .setHeight(m.height())
                        .setFormat(m.format())
                        .setDuration(m.duration())
                        .setSize(m.size())
                        .setBitrate(m.bitrate())
                        .setPersons(m.persons())
                        .setPlayer(AvroPlayer.values()[m.player().ordinal()])
                        .setCopyright(m.copyright())
                        .build())
                .setImages(images)
                .build();
    }

    @Override
    public MediaContent fromAvro(AvroMediaContent record) {
        AvroMedia m = record.getMedia();
        List<Image> images = new ArrayList<>(record.getImages().size());
        for (AvroImage i : record.getImages()) {
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
    public long digest(AvroMediaContent record) {
        Digest d = new Digest();
        AvroMedia m = record.getMedia();
        d.add(m.getUri()).add(m.getTitle()).add(m.getWidth()).add(m.getHeight()).add(m.getFormat())
                .add(m.getDuration()).add(m.getSize()).add(m.getBitrate());
        List<String> persons = m.getPersons();
        for (int p = 0; p < persons.size(); p++) {
            d.add(persons.get(p));
        }
        d.add(m.getPlayer().ordinal()).add(m.getCopyright());
        List<AvroImage> images = record.getImages();
        for (int n = 0; n < images.size(); n++) {
            AvroImage i = images.get(n);
            d.add(i.getUri()).add(i.getTitle()).add(i.getWidth()).add(i.getHeight()).add(i.getSize().ordinal());
        }
        return d.value();
    }
}
