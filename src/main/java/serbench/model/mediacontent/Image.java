package serbench.model.mediacontent;

/** A picture attached to the media. {@code title} is optional (null when absent); {@code size} is required. */
public record Image(String uri, String title, int width, int height, Size size) {

    public Image {
        serbench.model.Required.value(size, "size");
    }

    public enum Size { SMALL, LARGE }
}
