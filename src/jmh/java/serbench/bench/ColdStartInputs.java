package serbench.bench;

import serbench.format.Format;
import serbench.format.Formats;
import serbench.format.Payload;
import serbench.model.Model;
import serbench.model.Models;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The bytes the cold-start benchmarks read, written by the build ({@code process-classes}) into the jar, so a fresh
 * JVM gets them by reading a file, as a short-lived process reads its input: nothing in the fork encodes them, and no
 * class of a format or of the suite's reading code is loaded before the timed shot. One file per model × format of the registries,
 * {@code serbench/cold-start/MODEL.FORMAT}: the model's standard input as the suite's codec writes it.
 */
final class ColdStartInputs {

    /** Where the files are, on the class path. */
    static final String RESOURCE_DIR = "serbench/cold-start/";

    private ColdStartInputs() {
    }

    /** The bytes of one model × format, read from the class path; a clear error when the build wrote none. */
    static byte[] read(String model, String format) {
        String name = RESOURCE_DIR + model + "." + format;
        try (InputStream in = ColdStartInputs.class.getClassLoader().getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalArgumentException("no cold-start input for model '" + model + "' in format '" + format
                        + "': the build writes one for every model and format of its registries (models: " + Models.names()
                        + "; formats: " + Formats.names() + "); rebuild with mvn package");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The build's step: {@code ColdStartInputs OUTPUT_CLASSES_DIR}. */
    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            throw new IllegalArgumentException("usage: ColdStartInputs OUTPUT_CLASSES_DIR");
        }
        Path dir = Path.of(args[0]).resolve(RESOURCE_DIR);
        Files.createDirectories(dir);
        for (Model<?, ?> model : Models.all()) {
            for (Format format : Formats.all()) {
                Files.write(dir.resolve(model.name() + "." + format.name()),
                        Payload.of(model.name(), "default", format.name()).bytes);
            }
        }
    }
}
