package serbench.run;

import serbench.io.WrongArgumentException;


import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** A {@code --budget} value: {@code 90s}, {@code 20m}, {@code 1h30m}, {@code 2h} (hours, minutes, seconds in that order). */
public final class Budget {

    private static final Pattern FORM = Pattern.compile("(?:(\\d{1,6})h)?(?:(\\d{1,6})m)?(?:(\\d{1,9})s)?");

    private Budget() {
    }

    public static Duration parse(String text) {
        Matcher m = FORM.matcher(text);
        if (text.isEmpty() || !m.matches()) {
            throw new WrongArgumentException("--budget '" + text + "': give a duration such as 20m, 90s or 1h30m");
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
            throw new WrongArgumentException("--budget '" + text + "' is zero; give a duration such as 20m");
        }
        return d;
    }
}
