package serbench.cli;

import serbench.io.Excerpt;
import serbench.io.UnusableInputException;
import serbench.text.Escape;
import serbench.text.HandTypedFigures;
import serbench.io.InputFile;
import serbench.cli.args.Cli;
import serbench.cli.args.ExitCode;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFileAttributeView;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * {@code docs [--check] [FILE ...]}: every measured figure in README.md, docs/*.md and results/README.md is the output of one of the
 * suite's commands on the committed runs, kept between markers and written here, never by hand:
 *
 * <pre>
 * &lt;!-- serbench: claims --format md --&gt;        (the command's markdown, as printed)
 * ...
 * &lt;!-- /serbench --&gt;
 * &lt;!-- serbench text: sizes --&gt;               (its text output, in a code block)
 * ...
 * &lt;!-- /serbench --&gt;
 * </pre>
 *
 * Without {@code --check} it rewrites each block with what the command prints now (run from the project root: the
 * commands read {@code results/}); with {@code --check} it writes nothing and exits 1 when a block differs (a test
 * runs it, so a figure that no longer follows from the runs fails the build). Both ways it names every figure typed
 * by hand into prose ({@link HandTypedFigures}) and exits 1 when there is one. Only commands that read committed
 * runs or the codecs may fill a block: {@link #ALLOWED}, and none with an option that writes a file ({@code --html}).
 */
final class DocsCommand {

    /** The options, declared once: picocli reads them and prints their help. */
    @Command(name = "docs", sortOptions = false,
            header = "regenerate the figures in README, docs and results/README.md from the runs",
            description = "Fills every generated block of README.md, docs/*.md and results/README.md (<!-- serbench: COMMAND -->) with"
                    + " what its command prints now on the committed runs; run it from the project root.",
            footer = {"examples:", "  docs", "  docs --check README.md",
                    "exit codes: 0 ok, 1 a block is stale (--check), a figure is typed by hand in prose, or an unexpected",
                    "  failure, 2 bad arguments,",
                    "  3 a file or a block's command that cannot be used"})
    static final class Options {
        @Parameters(paramLabel = "FILE", arity = "0..*", description = "the files (default: README.md, docs/*.md and results/README.md)")
        List<String> files = new ArrayList<>();

        @Option(names = "--check", description = "write nothing; exit 1 when a block differs from what its command"
                + " prints now (either way, a figure typed by hand in prose is exit 1)")
        boolean check;

        @Mixin
        Cli.Common common;
    }

    /** The commands whose output may fill a block: they read results or codecs and write nothing. */
    static final Set<String> ALLOWED = Set.of("answer", "claims", "sizes", "compare", "calibration");

    private static final Pattern BLOCK = Pattern.compile(
            "<!-- serbench( text)?: ([^\\n]*?) -->\\n(.*?)<!-- /serbench -->", Pattern.DOTALL);
    /** Where a block begins, whatever follows: a start the block pattern does not match is an error, not skipped. */
    private static final Pattern START = Pattern.compile("<!-- serbench( text)?:");

    /** A block that is not what its command prints now. */
    record Stale(Path file, int line, String command) {
    }

    private DocsCommand() {
    }

    static int run(String[] args, PrintStream out, PrintStream err) throws IOException {
        Options o = new Options();
        if (!Cli.parse(o, args, out)) {
            return ExitCode.OK;
        }
        boolean check = o.check;
        List<Path> files = o.files.stream().map(Path::of).toList();
        if (files.isEmpty()) {
            files = defaultFiles(Path.of(""));
        }
        List<Stale> stale = new ArrayList<>();
        List<String> typed = new ArrayList<>();
        int blocks = 0;
        for (Path f : files) {
            String text = read(f);
            String fresh = regenerate(f, text, stale);
            blocks += commands(text).size();
            HandTypedFigures.in(text).forEach(h -> typed.add(f + ":" + h.line() + ": typed by hand: '" + h.figure()
                    + "' in prose; put the figure in a generated block, or leave it out"));
            if (!check && !fresh.equals(text)) {
                replace(f, fresh);
            }
        }
        typed.forEach(out::println);
        String handTyped = typed.isEmpty() ? "" : ", " + typed.size() + " figure(s) typed by hand";
        if (check) {
            for (Stale s : stale) {
                out.println(s.file() + ":" + s.line() + ": stale: '" + s.command()
                        + "' prints other figures now; run 'java -jar target/benchmarks.jar docs' and commit");
            }
            out.println(blocks + " generated block(s) in " + files.size() + " file(s), " + stale.size() + " stale"
                    + handTyped);
            return stale.isEmpty() && typed.isEmpty() ? ExitCode.OK : ExitCode.FAILURE;
        }
        out.println(blocks + " generated block(s) in " + files.size() + " file(s), " + stale.size() + " rewritten"
                + handTyped);
        return typed.isEmpty() ? ExitCode.OK : ExitCode.FAILURE;
    }

    /**
     * Replaces the file {@code f} names (through a symbolic link, the file it points to) with {@code text}: written
     * whole to a new temporary file beside it (never one that exists) with its permissions, then renamed over it.
     */
    private static void replace(Path f, String text) {
        Path tmp = null;
        try {
            Path real = f.toRealPath();
            // a short name of its own: the page's name plus a suffix could pass the file system's name limit
            tmp = Files.createTempFile(real.getParent(), ".serbench-docs-", ".tmp");
            Files.writeString(tmp, text, StandardCharsets.UTF_8);
            if (Files.getFileStore(real).supportsFileAttributeView(PosixFileAttributeView.class)) {
                Files.setPosixFilePermissions(tmp, Files.getPosixFilePermissions(real));
            }
            Files.move(tmp, real, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            // a read-only directory, a full disk: the page is left as it was
            throw new UnusableInputException("cannot write " + f + " (" + Excerpt.of(String.valueOf(e.getMessage()), 200)
                    + "); the page is unchanged: make its directory writable (and the disk not full), or run"
                    + " docs --check to only compare");
        } finally {
            if (tmp != null) {
                try {
                    Files.deleteIfExists(tmp);
                } catch (IOException ignored) {
                    // nothing was made, or it cannot be removed: the page itself is untouched either way
                }
            }
        }
    }

    /** README.md, docs/*.md and results/README.md (the index of runs) under {@code root}. */
    static List<Path> defaultFiles(Path root) throws IOException {
        List<Path> files = new ArrayList<>();
        Path readme = root.resolve("README.md");
        if (!Files.isRegularFile(readme)) {
            throw new UnusableInputException("no README.md here; run from the project root or give the files");
        }
        files.add(readme);
        Path docs = root.resolve("docs");
        if (Files.isDirectory(docs)) {
            try (Stream<Path> s = Files.list(docs)) {
                s.filter(p -> p.toString().endsWith(".md")).sorted().forEach(files::add);
            }
        }
        Path runs = root.resolve("results").resolve("README.md");
        if (Files.isRegularFile(runs)) {
            files.add(runs);
        }
        return files;
    }

    /** The most a page may hold: README and the docs are a few hundred kB. */
    static final long MAX_PAGE_BYTES = 4L * 1024 * 1024;

    /**
     * A page, read as every input is: a regular file of at most {@link #MAX_PAGE_BYTES} (a FIFO or a device: exit 3),
     * in UTF-8. A page in another encoding (Latin-1, CP1252, UTF-16) is refused in one line, exit 3: read as UTF-8
     * and written back, its bytes outside the generated blocks would change.
     */
    private static String read(Path f) {
        byte[] bytes = InputFile.read(f, MAX_PAGE_BYTES, "page");
        String text = serbench.io.Utf8.textOrNull(bytes);
        if (text == null || text.indexOf('\0') >= 0) {
            throw new serbench.io.UnusableInputException(InputFile.shown(f) + ": not UTF-8 text"
                    + (text == null ? " (a byte sequence UTF-8 does not allow)" : " (NUL characters: UTF-16?)")
                    + "; the pages docs reads and writes are UTF-8: convert it, e.g. iconv -f LATIN1 -t UTF-8");
        }
        return text;
    }

    /** {@code text} with every block filled by its command's output now; blocks that change go to {@code stale}. */
    static String regenerate(Path file, String text, List<Stale> stale) {
        List<Integer> blocks = new ArrayList<>();
        Matcher whole = BLOCK.matcher(text);
        while (whole.find()) {
            blocks.add(whole.start());
        }
        List<int[]> fences = fences(text);
        Matcher start = START.matcher(text);
        while (start.find()) {
            int at = start.start();
            boolean example = fences.stream().anyMatch(f -> f[0] < at && at < f[1]); // shown in a code fence
            if (!example && !blocks.contains(at)) {
                // a start whose block cannot be read (no end marker, CR LF line ends) would pass --check unseen
                int line = (int) text.substring(0, start.start()).lines().count() + 1;
                throw new UnusableInputException(file + ":" + line + ": a generated block that cannot be read: it"
                        + " needs '<!-- serbench: COMMAND -->', a line end (LF), the output and '<!-- /serbench -->'");
            }
        }
        Matcher m = BLOCK.matcher(text);
        StringBuilder sb = new StringBuilder();
        while (m.find()) {
            boolean fenced = m.group(1) != null;
            String command = m.group(2).trim();
            int line = (int) text.substring(0, m.start()).lines().count() + 1;
            String output = output(file, line, command);
            String body = fenced ? "```text\n" + output + "```\n" : output;
            if (!body.equals(m.group(3))) {
                stale.add(new Stale(file, line, command));
            }
            m.appendReplacement(sb, Matcher.quoteReplacement(
                    "<!-- serbench" + (fenced ? " text" : "") + ": " + command + " -->\n" + body + "<!-- /serbench -->"));
        }
        m.appendTail(sb);
        return sb.toString();
    }

    /** The spans of the page's code fences ({@code ```} lines, in pairs): a block start inside one is an example. */
    private static List<int[]> fences(String text) {
        List<int[]> spans = new ArrayList<>();
        Matcher f = Pattern.compile("(?m)^[ \\t]*```").matcher(text);
        int open = -1;
        while (f.find()) {
            if (open < 0) {
                open = f.start();
            } else {
                spans.add(new int[]{open, f.end()});
                open = -1;
            }
        }
        return spans;
    }

    /** What {@code command} prints, ending in a newline; a command that fails or is not allowed is an error. */
    private static String output(Path file, int line, String command) {
        String[] args = command.split("\\s+");
        String where = file + ":" + line + ": '" + command + "'";
        if (!ALLOWED.contains(args[0])) {
            throw new UnusableInputException(where + ": only " + String.join(", ", ALLOWED.stream().sorted().toList())
                    + " may fill a generated block");
        }
        if (Arrays.stream(args).anyMatch(a -> a.equals("--html") || a.startsWith("--html="))) {
            throw new UnusableInputException(where + ": a generated block's command prints, it writes no file (it could"
                    + " replace the very files docs reads); remove --html");
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Main.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        if (code != ExitCode.OK) {
            String why = err.toString(StandardCharsets.UTF_8).lines().findFirst().orElse("no message");
            throw new UnusableInputException(where + " exited " + code + ": " + Escape.line(why));
        }
        String s = out.toString(StandardCharsets.UTF_8);
        return s.endsWith("\n") ? s : s + "\n";
    }

    /** The argument words of every block in {@code text}. */
    static List<List<String>> commands(String text) {
        Matcher m = BLOCK.matcher(text);
        List<List<String>> all = new ArrayList<>();
        while (m.find()) {
            all.add(Arrays.asList(m.group(2).trim().split("\\s+")));
        }
        return all;
    }
}
