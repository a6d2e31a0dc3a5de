package serbench.golden;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every relative link of README.md, docs/*.md and results/README.md leads somewhere: the file exists, a
 * {@code #section} is a heading of it (GitHub's anchors), and a page never links to itself as a whole (a link to
 * "docs/input.md" inside docs/input.md tells the reader nothing).
 */
class DocLinksTest {

    private static final Pattern LINK = Pattern.compile("\\]\\(([^)\\s]+)\\)");
    private static final Pattern HEADING = Pattern.compile("(?m)^#{1,6} +(.+?) *$");

    @Test
    void everyRelativeLinkResolves() throws IOException {
        List<Path> pages = new ArrayList<>(List.of(Path.of("README.md"), Path.of("results/README.md")));
        try (Stream<Path> docs = Files.list(Path.of("docs"))) {
            docs.filter(p -> p.toString().endsWith(".md")).sorted().forEach(pages::add);
        }
        List<String> broken = new ArrayList<>();
        int links = 0;
        for (Path page : pages) {
            String text = Files.readString(page);
            Matcher m = LINK.matcher(text);
            while (m.find()) {
                String target = m.group(1);
                if (target.matches("[a-z]+:.*")) {
                    continue; // http:, https:, mailto:
                }
                links++;
                int hash = target.indexOf('#');
                String file = hash < 0 ? target : target.substring(0, hash);
                String anchor = hash < 0 ? null : target.substring(hash + 1);
                Path resolved = file.isEmpty() ? page : page.toAbsolutePath().getParent().resolve(file).normalize();
                String where = page + ": (" + target + ")";
                if (!Files.exists(resolved)) {
                    broken.add(where + ": no such file");
                    continue;
                }
                if (anchor == null && resolved.equals(page.toAbsolutePath().normalize())) {
                    broken.add(where + ": the page links to itself");
                }
                if (anchor != null && resolved.toString().endsWith(".md")
                        && !anchors(Files.readString(resolved)).contains(anchor)) {
                    broken.add(where + ": no heading with that anchor");
                }
            }
        }
        assertTrue(links > 50, links + " links");
        assertTrue(broken.isEmpty(), String.join("\n", broken));
    }

    /**
     * results/README.md lists every committed run directory, and every run it, README or docs name by directory exists:
     * "every committed run" is true, and a cited run is there to read. The runs its "Runs removed" section lists are
     * the exception: each is gone from results/ (git history has it, at the commit the row names), and nothing but
     * that section names it.
     */
    @Test
    void everyCommittedRunIsListedAndEveryCitedRunIsCommitted() throws IOException {
        String listing = Files.readString(Path.of("results/README.md"));
        int start = listing.indexOf("\n" + REMOVED_HEADING + "\n");
        assertTrue(start >= 0, "results/README.md has a '" + REMOVED_HEADING + "' section");
        int end = listing.indexOf("\n## ", start + 1);
        String removedSection = listing.substring(start, end < 0 ? listing.length() : end);
        String catalogue = listing.substring(0, start) + (end < 0 ? "" : listing.substring(end));
        Pattern cited = Pattern.compile("\\b(20[0-9]{6}-[0-9]{6}-[a-z0-9-]*[a-z0-9])\\b");
        Set<String> removed = new HashSet<>();
        Matcher rm = Pattern.compile("(?m)^\\| `(20[0-9]{6}-[0-9]{6}-[a-z0-9-]*[a-z0-9])` \\| `([0-9a-f]{7,40})` \\|")
                .matcher(removedSection);
        while (rm.find()) {
            removed.add(rm.group(1));
        }
        assertTrue(removed.size() > 10, removed.size() + " removed runs listed");
        List<String> problems = new ArrayList<>();
        try (Stream<Path> runs = Files.list(Path.of("results"))) {
            runs.filter(Files::isDirectory).map(d -> d.getFileName().toString()).sorted()
                    .filter(n -> !catalogue.contains("`" + n + "`")).forEach(n -> problems.add(n + " is not listed in"
                            + " results/README.md"));
        }
        for (String r : removed) {
            if (Files.isDirectory(Path.of("results", r))) {
                problems.add(r + " is listed as removed but is still in results/");
            }
        }
        List<Path> pages = new ArrayList<>(List.of(Path.of("README.md")));
        try (Stream<Path> docs = Files.list(Path.of("docs"))) {
            docs.filter(p -> p.toString().endsWith(".md")).forEach(pages::add);
        }
        Map<String, String> texts = new java.util.LinkedHashMap<>();
        for (Path page : pages) {
            texts.put(page.toString(), Files.readString(page));
        }
        texts.put("results/README.md", catalogue);
        for (Map.Entry<String, String> page : texts.entrySet()) {
            Matcher m = cited.matcher(page.getValue());
            while (m.find()) {
                if (removed.contains(m.group(1))) {
                    problems.add(page.getKey() + " names " + m.group(1) + ", a removed run");
                } else if (!Files.isDirectory(Path.of("results", m.group(1)))) {
                    problems.add(page.getKey() + " names " + m.group(1) + ", which is not committed");
                }
            }
        }
        assertTrue(problems.isEmpty(), String.join("\n", problems));
    }

    /** The heading of results/README.md's section of removed runs. */
    static final String REMOVED_HEADING = "## Runs removed";

    /** GitHub's anchors of a page's headings: lower case, punctuation dropped, spaces as hyphens. */
    static Set<String> anchors(String markdown) {
        Set<String> out = new HashSet<>();
        Matcher h = HEADING.matcher(markdown.replaceAll("(?s)```.*?```", ""));
        while (h.find()) {
            String slug = h.group(1).toLowerCase(Locale.ROOT).replace("`", "")
                    .replaceAll("[^\\p{L}\\p{N} _-]", "").replace(' ', '-');
            String unique = slug;
            for (int n = 1; !out.add(unique); n++) {
                unique = slug + "-" + n;
            }
        }
        return out;
    }
}
