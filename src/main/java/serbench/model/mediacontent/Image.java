package serbench.model.mediacontent;

import serbench.model.Required;

/** A picture attached to the media. {@code title} is optional (null when absent); {@code size} is required. */
public record Image(String uri, String title, int width, int height, Size size) {

    public Image {
        Required.value(size, "size");
    }

    public enum Size { SMALL, LARGE }
}
