package serbench.sources;

import serbench.io.BoundedRead;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The SHA-256 of every measured source file ({@link SourceFingerprint#MEASURED}), one line each, {@code HASH  PATH},
 * sorted by path: computed by the build into the jar ({@link #RESOURCE}) and copied by {@code run} into the run
 * directory ({@link #FILE}). With it, a run says exactly which code it measured file by file, so whether a benchmark
 * still measures the same code can be decided for that benchmark's own sources, not for the whole tree.
 *
 * <p>Contents are hashed with line endings normalised to {@code \n}, paths are relative to the project root: the same
 * sources give the same lines in any clone, on any OS.
 */
public final class SourceFiles {

    /** Where the build puts the list, on the class path. */
    public static final String RESOURCE = "serbench/source-files";

    /** The list's name in a run directory. */
    public static final String FILE = "sources.txt";

    /** The most read of a run's list (this suite's is about 20 KiB): a larger one is not used. */
    public static final long MAX_BYTES = BoundedRead.MAX_ENTRY_BYTES;

    private SourceFiles() {
    }

    /** The hash of every measured file under {@code projectRoot}, by relative path. */
    public static Map<String, String> of(Path projectRoot) throws IOException {
        Map<String, String> hashes = new TreeMap<>();
        for (String dir : SourceFingerprint.MEASURED) {
            for (String name : ReachedSources.under(projectRoot, dir)) {
                byte[] content = new String(Files.readAllBytes(projectRoot.resolve(name)), StandardCharsets.UTF_8)
                        .replace("\r\n", "\n").getBytes(StandardCharsets.UTF_8);
                hashes.put(name, HexFormat.of().formatHex(sha256(content)));
            }
        }
        return hashes;
    }

    /** The list as written: {@code HASH  PATH} lines, sorted by path. */
    public static String format(Map<String, String> hashes) {
        StringBuilder b = new StringBuilder();
        new TreeMap<>(hashes).forEach((path, hash) -> b.append(hash).append("  ").append(path).append('\n'));
        return b.toString();
    }

    /** Reads a list written by {@link #format}; a line that is not {@code HASH  PATH} is refused with its number. */
    public static Map<String, String> parse(String text) {
        Map<String, String> hashes = new TreeMap<>();
        int n = 0;
        for (String line : text.split("\n")) {
            n++;
            if (line.isEmpty()) {
                continue;
            }
            int sep = line.indexOf("  ");
            if (sep != 64 || !line.substring(0, 64).matches("[0-9a-f]{64}") || line.length() == 66) {
                throw new IllegalArgumentException("line " + n + " is not 'SHA256  PATH'");
            }
            hashes.put(line.substring(66), line.substring(0, 64));
        }
        return hashes;
    }

    /**
     * The list a run directory holds ({@link #FILE}), by path; empty when it holds none.
     *
     * @throws IOException with a one-line message naming the file when it cannot be used: not a regular file,
     *                     unreadable, larger than {@link #MAX_BYTES}, a line that is not {@code HASH  PATH}, no line
     */
    public static Optional<Map<String, String>> ofRun(Path runDir) throws IOException {
        Path file = runDir.resolve(FILE);
        if (!Files.exists(file, LinkOption.NOFOLLOW_LINKS)) {
            return Optional.empty();
        }
        if (!Files.isRegularFile(file)) {
            throw new IOException(file + ": not a regular file");
        }
        byte[] bytes;
        try (InputStream in = Files.newInputStream(file)) {
            bytes = BoundedRead.bytes(in, MAX_BYTES, file.toString());
        } catch (BoundedRead.TooLargeException e) {
            throw e;
        } catch (IOException e) {
            throw new IOException(file + ": cannot be read (" + e.getClass().getSimpleName() + ")", e);
        }
        Map<String, String> hashes;
        try {
            hashes = parse(new String(bytes, StandardCharsets.UTF_8));
        } catch (IllegalArgumentException e) {
            throw new IOException(file + ": " + e.getMessage(), e);
        }
        if (hashes.isEmpty()) {
            throw new IOException(file + ": lists no file");
        }
        return Optional.of(hashes);
    }

    /** The list the build put on the class path; empty when there is none (a jar built otherwise). */
    public static Optional<String> current() {
        try {
            byte[] in = BoundedRead.entry(SourceFiles.class.getClassLoader().getResourceAsStream(RESOURCE), RESOURCE);
            return in == null ? Optional.empty() : Optional.of(new String(in, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static byte[] sha256(byte[] content) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(content);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("no SHA-256 in this JVM", e);
        }
    }

    /** The build's step: {@code SourceFiles PROJECT_ROOT OUTPUT_FILE}. */
    public static void main(String[] args) throws IOException {
        if (args.length != 2) {
            throw new IllegalArgumentException("usage: SourceFiles PROJECT_ROOT OUTPUT_FILE");
        }
        Path out = Path.of(args[1]);
        Files.createDirectories(out.toAbsolutePath().getParent());
        Files.writeString(out, format(of(Path.of(args[0]))), StandardCharsets.UTF_8);
    }
}
