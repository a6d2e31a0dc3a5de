package serbench.model.mediacontent;

import com.fasterxml.jackson.dataformat.xml.annotation.JacksonXmlRootElement;

import java.util.List;

/** The root of the MediaContent model: one media item (required) and its images. */
@JacksonXmlRootElement(localName = "mediaContent")
public record MediaContent(Media media, List<Image> images) {
    public MediaContent {
        serbench.model.Required.value(media, "media");
        images = serbench.model.Required.list(images, "images");
    }
}
