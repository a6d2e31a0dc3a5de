package serbench.render;

import serbench.io.UnusableInputException;

import serbench.results.ResultFile;
import serbench.results.RunManifest;
import serbench.results.RunRecord;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * What {@code report} reads: the result files (one per profile, the baseline first) and the run's
 * {@code manifest.json} when there is one. A run directory gives its profiles' files in the manifest's order (without
 * a manifest: its {@code *.json} files by name); result files are taken as given. The manifest is the one beside the
 * files when they all sit in one directory.
 */
public record ReportInputs(List<ResultFile> files, List<String> profiles, RunRecord manifest, Path runDir) {

    public static ReportInputs of(List<Path> args) {
        List<ResultFile> files = new ArrayList<>();
        List<String> names = new ArrayList<>();
        for (Path a : args) {
            if (Files.isDirectory(a)) {
                RunRecord m = manifest(a);
                List<Path> inDir = resultFiles(a, m);
                for (Path f : inDir) {
                    files.add(ResultFile.read(f));
                    names.add(profileName(f, m));
                }
            } else if (Files.exists(a)) {
                files.add(ResultFile.read(a));
                names.add(profileName(a, manifest(parent(a))));
            } else {
                throw new UnusableInputException(a + ": no such file or directory; give a run directory (results/...) or "
                        + "JMH result files (-rf json)");
            }
        }
        Path dir = parent(files.get(0).path());
        boolean oneDir = files.stream().allMatch(f -> parent(f.path()).equals(dir));
        return new ReportInputs(List.copyOf(files), List.copyOf(names), oneDir ? manifest(dir) : null, dir);
    }

    private static Path parent(Path p) {
        Path parent = p.toAbsolutePath().normalize().getParent();
        return parent == null ? p.toAbsolutePath() : parent;
    }

    /** The profiles' result files in the manifest's order, else every {@code *.json} but the manifest, by name. */
    private static List<Path> resultFiles(Path dir, RunRecord manifest) {
        List<Path> out = new ArrayList<>();
        if (manifest != null) {
            for (RunRecord.Profile p : RunRecord.orEmpty(manifest.profiles())) {
                String name = p == null || p.resultFile() == null ? "" : p.resultFile();
                if (!name.isEmpty() && !name.contains("/") && !name.contains("\\") && Files.isRegularFile(dir.resolve(name))) {
                    out.add(dir.resolve(name));
                }
            }
        }
        if (out.isEmpty()) {
            try (Stream<Path> s = Files.list(dir)) {
                s.filter(f -> f.getFileName().toString().endsWith(".json")
                                && !f.getFileName().toString().equals("manifest.json") && Files.isRegularFile(f))
                        .sorted().forEach(out::add);
            } catch (IOException e) {
                throw new UnusableInputException(dir + ": cannot list (" + e.getMessage() + ")");
            }
        }
        if (out.isEmpty()) {
            throw new UnusableInputException(dir + ": holds no result files (no profile's file in manifest.json, no *.json);"
                    + " give a directory written by 'run' or JMH result files (-rf json)");
        }
        return out;
    }

    /** The profile's name from the manifest, else the file name without {@code .json}. */
    private static String profileName(Path file, RunRecord manifest) {
        String fileName = file.getFileName().toString();
        if (manifest != null) {
            String name = manifest.profile(fileName).map(RunRecord.Profile::name).orElse(null);
            if (name != null) {
                return name;
            }
        }
        return fileName.endsWith(".json") ? fileName.substring(0, fileName.length() - 5) : fileName;
    }

    /** The directory's {@code manifest.json} if it is a usable one of a sane size; null otherwise (the header says so). */
    static RunRecord manifest(Path dir) {
        return RunManifest.ofDirectory(dir).orElse(null);
    }
}
