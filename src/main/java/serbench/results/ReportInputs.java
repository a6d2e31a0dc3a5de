package serbench.results;

import serbench.io.Excerpt;
import serbench.io.InputFile;
import serbench.io.SameFile;
import serbench.io.UnusableInputException;
import serbench.io.WrongArgumentException;


import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/**
 * What {@code report} reads: the result files (one per profile, the baseline first) and the run's
 * {@code manifest.json} when there is one. A run directory gives its profiles' files in the manifest's order (without
 * a manifest: its {@code *.json} files by name); result files are taken as given. The manifest is the one beside the
 * files when they all sit in one directory. No file is read twice as two profiles (a manifest naming one file for two
 * profiles is a bad input, one file given twice a wrong argument), and none is left out unsaid: {@code warnings} name
 * the {@code *.json} files of a run directory that its manifest does not name, and the profiles whose file is missing.
 */
public record ReportInputs(List<ResultFile> files, List<String> profiles, RunRecord manifest, Path runDir,
                           List<String> warnings) {

    public static ReportInputs of(List<Path> args) {
        List<Path> paths = new ArrayList<>();
        List<String> names = new ArrayList<>();
        List<String> warnings = new ArrayList<>();
        for (Path a : args) {
            if (Files.isDirectory(a)) {
                RunRecord m = manifest(a);
                for (Path f : resultFiles(a, m, warnings)) {
                    paths.add(f);
                    names.add(profileName(f, m));
                }
            } else if (Files.exists(a)) {
                paths.add(a);
                names.add(profileName(a, manifest(parent(a))));
            } else {
                throw new UnusableInputException(a + ": no such file or directory; give a run directory (results/...) or "
                        + "JMH result files (JSON)");
            }
        }
        SameFile.repeated(paths).ifPresent(twice -> {
            throw new WrongArgumentException(InputFile.shown(paths.get(twice.first())) + " and "
                    + InputFile.shown(paths.get(twice.second()))
                    + " are the same file, given twice: a report of a file against itself shows nothing; give each"
                    + " result file once");
        });
        List<ResultFile> files = paths.stream().map(ResultFile::read).toList();
        Path dir = parent(files.get(0).path());
        boolean oneDir = files.stream().allMatch(f -> parent(f.path()).equals(dir));
        return new ReportInputs(files, List.copyOf(names), oneDir ? manifest(dir) : null, dir, List.copyOf(warnings));
    }

    /** Every file {@code report} reads: the result files and the manifests beside them. */
    public List<Path> paths() {
        List<Path> read = new ArrayList<>();
        files.forEach(f -> {
            read.add(f.path());
            Path manifest = parent(f.path()).resolve(RunRecord.FILE);
            if (Files.exists(manifest)) {
                read.add(manifest);
            }
        });
        return read;
    }

    private static Path parent(Path p) {
        Path parent = p.toAbsolutePath().normalize().getParent();
        return parent == null ? p.toAbsolutePath() : parent;
    }

    /**
     * The profiles' result files in the manifest's order, else every {@code *.json} but the manifest, by name. Two
     * profiles naming one file is a bad manifest; a {@code *.json} file the manifest names for no profile is a warning.
     */
    private static List<Path> resultFiles(Path dir, RunRecord manifest, List<String> warnings) {
        List<Path> out = new ArrayList<>();
        List<String> profiles = new ArrayList<>();
        List<String> missing = new ArrayList<>();
        if (manifest != null) {
            for (RunRecord.Profile p : RunRecord.orEmpty(manifest.profiles())) {
                String name = p == null || p.resultFile() == null ? "" : p.resultFile();
                if (!name.isEmpty() && !name.contains("/") && !name.contains("\\") && Files.isRegularFile(dir.resolve(name))) {
                    out.add(dir.resolve(name));
                    profiles.add(p.name());
                } else if (!name.isEmpty()) {
                    missing.add(Excerpt.of(p.name()) + "'s " + Excerpt.of(name));
                }
            }
        }
        SameFile.repeated(out).ifPresent(twice -> {
            String first = out.get(twice.first()).getFileName().toString();
            String second = out.get(twice.second()).getFileName().toString();
            throw new UnusableInputException(InputFile.shown(dir.resolve(RunRecord.FILE)) + ": profiles "
                    + Excerpt.of(profiles.get(twice.first())) + " and " + Excerpt.of(profiles.get(twice.second()))
                    + " name one result file ("
                    + Excerpt.of(first) + (first.equals(second) ? "" : " and " + Excerpt.of(second) + " are the same file")
                    + "), so a report would compare it with itself and leave a profile out; fix the manifest, or give"
                    + " the result files one by one");
        });
        List<Path> all = new ArrayList<>();
        try (Stream<Path> s = Files.list(dir)) {
            s.filter(f -> f.getFileName().toString().endsWith(".json")
                            && !f.getFileName().toString().equals(RunRecord.FILE) && Files.isRegularFile(f))
                    .sorted().forEach(all::add);
        } catch (IOException e) {
            throw new UnusableInputException(dir + ": cannot list (" + e.getMessage() + ")");
        }
        if (out.isEmpty()) {
            out.addAll(all);
        } else {
            if (!missing.isEmpty()) {
                warnings.add(InputFile.shown(dir.resolve(RunRecord.FILE)) + ": " + missing.size() + " profile(s) name a"
                        + " result file that is not a file in the run directory (" + missing.get(0)
                        + (missing.size() > 1 ? ", ..." : "") + "), so they are not in the report");
            }
            Set<Path> named = new HashSet<>(out);
            List<Path> unnamed = all.stream().filter(f -> !named.contains(f)).toList();
            if (!unnamed.isEmpty()) {
                warnings.add(InputFile.shown(dir) + ": " + unnamed.size() + " *.json file(s) that no profile of "
                        + RunRecord.FILE + " names are not in the report (" + Excerpt.of(unnamed.get(0).getFileName()
                        .toString()) + (unnamed.size() > 1 ? ", ..." : "") + "); give the result files one by one to"
                        + " include them");
            }
        }
        if (out.isEmpty()) {
            throw new UnusableInputException(dir + ": holds no result files (no profile's file in manifest.json, no *.json);"
                    + " give a directory written by 'run' or JMH result files (JSON)");
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
    public static RunRecord manifest(Path dir) {
        return RunManifest.ofDirectory(dir).orElse(null);
    }
}
