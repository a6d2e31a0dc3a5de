package serbench.model.mediacontent;

/** A picture attached to the media. {@code title} is optional (null when absent). */
public record Image(String uri, String title, int width, int height, Size size) {

    public enum Size { SMALL, LARGE }
}
