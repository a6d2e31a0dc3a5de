package serbench.model.mediacontent;

import com.fasterxml.jackson.dataformat.xml.annotation.JacksonXmlRootElement;

import java.util.List;

/** The root of the MediaContent model: one media item (required) and its images. */
@JacksonXmlRootElement(localName = "mediaContent")
public record MediaContent(Media media, List<Image> images) {
    public MediaContent {
        java.util.Objects.requireNonNull(media, "media is required");
        images = images == null ? List.of() : List.copyOf(images);
    }
}
