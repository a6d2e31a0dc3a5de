package serbench.hostile;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;

/**
 * Other ways to write the path of an existing file, as an attacker (or a tired user) would give them: relative to
 * the working directory, with {@code .} and {@code d/../d} in it, through a symbolic link to the file or to its
 * directory, or a hard link. Each names the very same file.
 */
final class Spellings {

    /** The kinds of spelling, one per {@link #of} choice. */
    static final String[] KINDS = {"as given", "relative", "dot", "dotdot", "symlink", "linked directory", "hard link"};

    private Spellings() {
    }

    /** A spelling of {@code file} of a kind chosen by {@code random}; links are made in {@code scratch}. */
    static Path of(Path file, Random random, Path scratch) {
        return of(file, random.nextInt(KINDS.length), scratch, random.nextInt(1_000_000));
    }

    /** A spelling of {@code file} of {@code KINDS[kind]}; {@code n} makes the links' names unique. */
    static Path of(Path file, int kind, Path scratch, int n) {
        Path abs = file.toAbsolutePath();
        try {
            return switch (kind) {
                case 0 -> file;
                case 1 -> Path.of("").toAbsolutePath().relativize(abs);
                case 2 -> abs.getParent().resolve(".").resolve(abs.getFileName());
                case 3 -> abs.getParent().resolve("..").resolve(abs.getParent().getFileName()).resolve(abs.getFileName());
                case 4 -> Files.createSymbolicLink(Files.createDirectories(scratch).resolve("link" + n + "-" + abs.getFileName()), abs);
                case 5 -> Files.createSymbolicLink(Files.createDirectories(scratch).resolve("dir" + n), abs.getParent())
                        .resolve(abs.getFileName());
                case 6 -> Files.createLink(Files.createDirectories(scratch).resolve("hard" + n + "-" + abs.getFileName()), abs);
                default -> throw new IllegalArgumentException("kind " + kind);
            };
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
