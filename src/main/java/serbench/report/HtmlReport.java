package serbench.report;

/** Placeholder; the HTML page comes next. */
public final class HtmlReport {
    private HtmlReport() {
    }

    public static String render(Comparison c) {
        return "<!doctype html><title>compare</title>";
    }
}
