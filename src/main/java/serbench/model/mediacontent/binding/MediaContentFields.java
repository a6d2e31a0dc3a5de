package serbench.model.mediacontent.binding;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.dataformat.xml.annotation.JacksonXmlRootElement;
import serbench.model.Digest;
import serbench.model.mediacontent.Image;
import serbench.model.mediacontent.MediaContent;

import java.util.ArrayList;
import java.util.List;

/** {@link MediaContent} as public fields, no accessors. */
@JacksonXmlRootElement(localName = "mediaContent")
@JsonPropertyOrder({"media", "images"})
public class MediaContentFields implements Bound<MediaContent> {

    public MediaFields media;
    public List<ImageFields> images;

    public static MediaContentFields of(MediaContent content) {
        MediaContentFields f = new MediaContentFields();
        f.media = MediaFields.of(content.media());
        f.images = new ArrayList<>(content.images().size());
        for (Image i : content.images()) {
            f.images.add(ImageFields.of(i));
        }
        return f;
    }

    @Override
    public MediaContent toRecord() {
        return Bound.mediaContent(media, images);
    }

    /** Every field: {@link Digest#value()} equals {@code MediaContentModel.digest} of {@link #toRecord()}. */
    @Override
    public void digest(Digest d) {
        Bound.digestMediaContent(d, media, images);
    }
}
