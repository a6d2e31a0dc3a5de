package serbench.model.mediacontent;

import serbench.model.Required;
import java.util.List;

/**
 * A video or other media file. {@code title}, {@code bitrate} and {@code copyright} are optional (null when absent);
 * {@code player} is required.
 */
public record Media(String uri, String title, int width, int height, String format, long duration, long size,
                    Integer bitrate, List<String> persons, Player player, String copyright) {

    public enum Player { JAVA, FLASH }

    public Media {
        Required.value(player, "player");
        persons = Required.list(persons, "persons");
    }
}
