package serbench.io;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Whether paths name one file, however they are written: {@code x}, {@code ./x} and {@code d/../x}, a symbolic link
 * to it, a hard link (the file system's file key: device and inode). The one place the commands ask it: none writes
 * over one of its own inputs ({@link #refuseOverwrite}, {@code --force} or not), none reads one file twice as two
 * ({@link #repeated}).
 */
public final class SameFile {

    private SameFile() {
    }

    /**
     * What identifies the file at {@code path}: its file key when it exists and the file system has one, else its
     * real path when it exists, else its absolute normalized path (a file that does not exist yet).
     */
    static Object identity(Path path) {
        try {
            Object key = Files.readAttributes(path, BasicFileAttributes.class).fileKey();
            return key != null ? key : path.toRealPath();
        } catch (IOException | SecurityException | UnsupportedOperationException e) {
            return path.toAbsolutePath().normalize();
        }
    }

    /** Whether {@code a} and {@code b} name the same file. */
    public static boolean same(Path a, Path b) {
        return identity(a).equals(identity(b));
    }

    /** Two positions of a list of paths that name one file, the earlier first. */
    public record Twice(int first, int second) {
    }

    /** The first path of {@code paths} that names the same file as an earlier one, with that one's position; linear. */
    public static Optional<Twice> repeated(List<Path> paths) {
        Map<Object, Integer> seen = new HashMap<>();
        for (int i = 0; i < paths.size(); i++) {
            Integer earlier = seen.putIfAbsent(identity(paths.get(i)), i);
            if (earlier != null) {
                return Optional.of(new Twice(earlier, i));
            }
        }
        return Optional.empty();
    }

    /**
     * Refuses, with a {@link WrongArgumentException} (exit 2), to write any of {@code written} when it is one of
     * {@code inputs}: {@code what} is the option and path as the user gave them ({@code --html b.json}), and the
     * message names the input it would overwrite. Called before anything is written.
     */
    public static void refuseOverwrite(String what, Collection<Path> written, Collection<Path> inputs) {
        Map<Object, Path> read = new HashMap<>();
        inputs.forEach(in -> read.putIfAbsent(identity(in), in));
        for (Path w : written) {
            Path input = read.get(identity(w));
            if (input != null) {
                throw new WrongArgumentException(what + " would overwrite " + InputFile.shown(input)
                        + ", one of the command's inputs (never replaced, not even when forced); write to another path");
            }
        }
    }
}
