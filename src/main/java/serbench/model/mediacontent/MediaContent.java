package serbench.model.mediacontent;

import serbench.model.Required;
import com.fasterxml.jackson.dataformat.xml.annotation.JacksonXmlRootElement;

import java.util.List;

/** The root of the MediaContent model: one media item (required) and its images. */
@JacksonXmlRootElement(localName = "mediaContent")
public record MediaContent(Media media, List<Image> images) {
    public MediaContent {
        Required.value(media, "media");
        images = Required.list(images, "images");
    }
}
