package serbench.model.mediacontent.binding;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.dataformat.xml.annotation.JacksonXmlRootElement;
import serbench.model.Digest;
import serbench.model.mediacontent.Image;
import serbench.model.mediacontent.MediaContent;

import java.util.ArrayList;
import java.util.List;

/** {@link MediaContent} as a bean: private fields, getters and setters. */
@JacksonXmlRootElement(localName = "mediaContent")
@JsonPropertyOrder({"media", "images"})
public class MediaContentBean implements Bound<MediaContent> {

    private MediaBean media;
    private List<ImageBean> images;

    public static MediaContentBean of(MediaContent content) {
        List<ImageBean> images = new ArrayList<>(content.images().size());
        for (Image i : content.images()) {
            images.add(ImageBean.of(i));
        }
        MediaContentBean b = new MediaContentBean();
        b.setMedia(MediaBean.of(content.media()));
        b.setImages(images);
        return b;
    }

    @Override
    public MediaContent toRecord() {
        return Bound.mediaContent(getMedia(), getImages());
    }

    /** Every field, read through the getters: {@link Digest#value()} equals {@code MediaContentModel.digest} of {@link #toRecord()}. */
    @Override
    public void digest(Digest d) {
        Bound.digestMediaContent(d, getMedia(), getImages());
    }

    public MediaBean getMedia() {
        return media;
    }

    public void setMedia(MediaBean media) {
        this.media = media;
    }

    public List<ImageBean> getImages() {
        return images;
    }

    public void setImages(List<ImageBean> images) {
        this.images = images;
    }
}
