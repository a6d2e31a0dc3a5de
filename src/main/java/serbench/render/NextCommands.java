package serbench.render;

import serbench.text.Escape;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The lines a recorded run ends with: where its results are, and the commands that read them. */
public final class NextCommands {

    private static final String JAR = "java -jar target/benchmarks.jar ";

    /** The width the lines keep to: a command's comment is left out where it would not fit. */
    private static final int WIDTH = 100;

    private NextCommands() {
    }

    /**
     * For run directory {@code dir} holding {@code resultFiles} (file names, the baseline first): {@code answer},
     * {@code compare} (the files against the first, or against another run's when there is one file) and
     * {@code report}.
     */
    public static List<String> lines(Path dir, List<String> resultFiles) {
        String d = Escape.line(dir.toString());
        List<String> lines = new ArrayList<>();
        lines.add("Results: " + d + ". Next:");
        lines.add("  " + JAR + "answer " + d + "     # the formats side by side, with intervals");
        if (resultFiles.size() >= 2) {
            StringBuilder files = new StringBuilder();
            resultFiles.forEach(f -> files.append(' ').append(d).append('/').append(Escape.line(f)));
            lines.add("  " + JAR + "compare" + files + "     # each against the first");
        } else if (resultFiles.size() == 1) {
            lines.add("  " + JAR + "compare OTHER_RUN/" + Escape.line(resultFiles.get(0)) + " " + d + "/"
                    + Escape.line(resultFiles.get(0)) + "     # against another run");
        }
        lines.add("  " + JAR + "report " + d + "     # charts and index.html");
        return lines.stream().map(l -> l.length() <= WIDTH || !l.contains("     # ") ? l
                : l.substring(0, l.indexOf("     # "))).toList();
    }
}
