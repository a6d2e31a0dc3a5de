package serbench.report;

import serbench.cli.Escape;
import serbench.cli.UsageException;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.StandardOpenOption;
import java.util.List;

/**
 * {@code compare FILE FILE…}: reads the files, compares them with the first, prints the report and optionally
 * writes the HTML page. Exit codes: 0, 2 bad arguments, 3 bad input file, {@value #REGRESSION} a significant
 * regression beyond {@code --fail-on-regression PCT}.
 */
public final class CompareCommand {

    /** Exit code when {@code --fail-on-regression} finds a regression. */
    public static final int REGRESSION = 4;

    private CompareCommand() {
    }

    public static int run(String[] args, PrintStream out, PrintStream err) {
        CompareOptions o = CompareOptions.parse(args);
        if (o.help()) {
            out.println(CompareOptions.USAGE);
            return 0;
        }
        List<ResultFile> files = o.files().stream().map(ResultFile::read).toList();
        Comparison c = Comparison.of(files, o.filter());
        out.print(o.format().equals("md") ? MarkdownReport.render(c) : TextReport.render(c));
        if (o.html() != null) {
            write(o, HtmlReport.render(c));
            err.println("serbench compare: wrote " + o.html());
        }
        if (o.failOnRegression() != null) {
            List<String> regressions = c.regressions(o.failOnRegression());
            if (!regressions.isEmpty()) {
                err.println("serbench compare: " + regressions.size() + " significant regression(s) beyond "
                        + Cells.number(o.failOnRegression()) + "%:");
                regressions.forEach(r -> err.println("  " + Escape.line(r)));
                return REGRESSION;
            }
        }
        return 0;
    }

    private static void write(CompareOptions o, String html) {
        try {
            if (o.force()) {
                Files.writeString(o.html(), html, StandardCharsets.UTF_8);
            } else {
                Files.writeString(o.html(), html, StandardCharsets.UTF_8, StandardOpenOption.CREATE_NEW);
            }
        } catch (IOException e) {
            throw UsageException.badArguments("cannot write --html " + o.html() + " (" + e + "); choose another path");
        }
    }
}
