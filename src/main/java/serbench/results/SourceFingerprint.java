package serbench.results;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Which code a measurement measured: a SHA-256 over the sources of everything a benchmark times (the benchmarks,
 * the models and their inputs, the formats and codecs, the scenarios, the {@code .proto} files), computed by the
 * build from the source tree and kept in the jar as {@link #RESOURCE}. {@code run} records it in the manifest; a run
 * whose fingerprint differs from the jar's measured other code and is no evidence about this one ({@code claims}).
 * The harness (commands, statistics, reports) is outside it: changing how results are read changes no measurement.
 *
 * <p>Defined on file contents with line endings normalised to {@code \n}, and on paths relative to the project
 * root, sorted: the same sources give the same fingerprint in any clone, on any OS.
 */
public final class SourceFingerprint {

    /** Where the build puts the fingerprint, on the class path. */
    public static final String RESOURCE = "serbench/source-fingerprint";

    /** The measured sources, relative to the project root. */
    public static final List<String> MEASURED = List.of("src/jmh/java", "src/main/java/serbench/format",
            "src/main/java/serbench/model", "src/main/java/serbench/scenario", "src/main/proto");

    private SourceFingerprint() {
    }

    /** The fingerprint of the sources under {@code projectRoot}. */
    public static String of(Path projectRoot) throws IOException {
        List<Path> files = new ArrayList<>();
        for (String dir : MEASURED) {
            Path d = projectRoot.resolve(dir);
            if (!Files.isDirectory(d)) {
                throw new IOException(d + ": no such directory; give the project root");
            }
            try (Stream<Path> s = Files.walk(d)) {
                s.filter(Files::isRegularFile).forEach(files::add);
            }
        }
        List<String> names = files.stream().map(f -> projectRoot.relativize(f).toString().replace('\\', '/'))
                .sorted().toList();
        MessageDigest sha = sha256();
        for (String name : names) {
            byte[] content = new String(Files.readAllBytes(projectRoot.resolve(name)), StandardCharsets.UTF_8)
                    .replace("\r\n", "\n").getBytes(StandardCharsets.UTF_8);
            sha.update(name.getBytes(StandardCharsets.UTF_8));
            sha.update((byte) 0);
            sha.update(Integer.toString(content.length).getBytes(StandardCharsets.US_ASCII));
            sha.update((byte) 0);
            sha.update(content);
        }
        return HexFormat.of().formatHex(sha.digest()).substring(0, 16);
    }

    /** The fingerprint the build put on the class path; empty when there is none (a jar built otherwise). */
    public static Optional<String> current() {
        try (InputStream in = SourceFingerprint.class.getClassLoader().getResourceAsStream(RESOURCE)) {
            return in == null ? Optional.empty()
                    : Optional.of(new String(in.readAllBytes(), StandardCharsets.US_ASCII).trim());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("no SHA-256 in this JVM", e);
        }
    }

    /** The build's step: {@code SourceFingerprint PROJECT_ROOT OUTPUT_FILE}. */
    public static void main(String[] args) throws IOException {
        if (args.length != 2) {
            throw new IllegalArgumentException("usage: SourceFingerprint PROJECT_ROOT OUTPUT_FILE");
        }
        Path out = Path.of(args[1]);
        Files.createDirectories(out.toAbsolutePath().getParent());
        Files.writeString(out, of(Path.of(args[0])) + "\n", StandardCharsets.US_ASCII);
    }
}
