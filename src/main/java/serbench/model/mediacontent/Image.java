package serbench.model.mediacontent;

/** A picture attached to the media. {@code title} is optional (null when absent); {@code size} is required. */
public record Image(String uri, String title, int width, int height, Size size) {

    public Image {
        java.util.Objects.requireNonNull(size, "size is required");
    }

    public enum Size { SMALL, LARGE }
}
