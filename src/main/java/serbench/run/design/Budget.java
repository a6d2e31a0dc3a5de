package serbench.run.design;

import serbench.io.WrongArgumentException;


import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** A {@code --budget} value: {@code 90s}, {@code 20m}, {@code 1h30m}, {@code 2h} (hours, minutes, seconds in that order). */
public final class Budget {

    private static final Pattern FORM = Pattern.compile("(?:(\\d{1,6})h)?(?:(\\d{1,6})m)?(?:(\\d{1,9})s)?");

    private Budget() {
    }

    /**
     * The duration {@code text} gives; a {@link WrongArgumentException} saying what a budget takes otherwise (the
     * caller names the option and the value).
     */
    public static Duration parse(String text) {
        Matcher m = FORM.matcher(text);
        if (text.isEmpty() || !m.matches()) {
            throw new WrongArgumentException("give a duration such as 20m, 90s or 1h30m");
        }
        Duration d = Duration.ZERO;
        if (m.group(1) != null) {
            d = d.plusHours(Long.parseLong(m.group(1)));
        }
        if (m.group(2) != null) {
            d = d.plusMinutes(Long.parseLong(m.group(2)));
        }
        if (m.group(3) != null) {
            d = d.plusSeconds(Long.parseLong(m.group(3)));
        }
        if (d.isZero()) {
            throw new WrongArgumentException("a zero duration; give one such as 20m");
        }
        return d;
    }
}
