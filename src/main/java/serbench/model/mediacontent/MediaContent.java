package serbench.model.mediacontent;

import com.fasterxml.jackson.dataformat.xml.annotation.JacksonXmlRootElement;

import java.util.List;

/** The root of the MediaContent model: one media item and its images. */
@JacksonXmlRootElement(localName = "mediaContent")
public record MediaContent(Media media, List<Image> images) {
    public MediaContent {
        images = images == null ? List.of() : List.copyOf(images);
    }
}
