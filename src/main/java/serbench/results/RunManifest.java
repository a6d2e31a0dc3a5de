package serbench.results;

import com.fasterxml.jackson.databind.JsonNode;
import serbench.io.HarnessJson;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The {@code manifest.json} that {@code run} writes beside its result files, as {@code compare} uses it: each
 * profile's entry (its {@code forkRounds}: the round and the machine's load of every fork of every row) and the
 * library versions each profile ran. Absent,
 * unreadable or foreign manifests are simply not used: they only cost the pairing and the load warnings.
 */
public final class RunManifest {

    /** Manifests above this size are not read (a run's manifest is well under a MiB). */
    public static final long MAX_BYTES = 16L << 20;

    private RunManifest() {
    }

    /** The manifest entry of the profile whose merged file is {@code file}, from an interleaved run. */
    public static Optional<JsonNode> profileOf(ResultFile file) {
        Optional<JsonNode> m = read(file).filter(n -> n.path("seed").isNumber());
        return m.flatMap(n -> entry(n, file)).filter(p -> p.path("forkRounds").isArray());
    }

    /**
     * The library versions recorded for {@code file}: its profile's {@code libraries} (each profile may run its own
     * benchmarks jar), else the run's (manifests written before profiles had their own); empty when no manifest says.
     */
    public static Optional<Map<String, String>> libraries(ResultFile file) {
        Optional<JsonNode> m = read(file);
        if (m.isEmpty()) {
            return Optional.empty();
        }
        JsonNode libraries = entry(m.get(), file).map(p -> p.path("libraries"))
                .filter(JsonNode::isObject).orElse(m.get().path("libraries"));
        if (!libraries.isObject() || m.get().path("profiles").isMissingNode()) {
            return Optional.empty();
        }
        Map<String, String> out = new LinkedHashMap<>();
        libraries.fields().forEachRemaining(e -> {
            if (e.getValue().isValueNode()) {
                out.put(e.getKey(), e.getValue().asText());
            }
        });
        return Optional.of(out);
    }

    /** The profile entry whose merged file is {@code file}. */
    private static Optional<JsonNode> entry(JsonNode manifest, ResultFile file) {
        return entry(manifest, file.name());
    }

    /** The profile entry whose merged file is named {@code fileName}. */
    public static Optional<JsonNode> entry(JsonNode manifest, String fileName) {
        for (JsonNode p : manifest.path("profiles")) {
            if (fileName.equals(p.path("resultFile").asText(null))) {
                return Optional.of(p);
            }
        }
        return Optional.empty();
    }

    /** The {@code manifest.json} beside {@code file}, if there is a readable one of a sane size. */
    private static Optional<JsonNode> read(ResultFile file) {
        Path dir = file.path().toAbsolutePath().normalize().getParent();
        return dir == null ? Optional.empty() : ofDirectory(dir);
    }

    /** The run directory's {@code manifest.json}, if there is a readable one of a sane size. */
    public static Optional<JsonNode> ofDirectory(Path dir) {
        Path manifest = dir.resolve("manifest.json");
        try {
            if (!Files.isRegularFile(manifest) || Files.size(manifest) > MAX_BYTES) {
                return Optional.empty();
            }
            JsonNode m = HarnessJson.MAPPER.readTree(manifest.toFile());
            return m != null && m.isObject() ? Optional.of(m) : Optional.empty();
        } catch (IOException | RuntimeException e) {
            return Optional.empty(); // not usable: compared as a plain result file
        }
    }

    /** A warning naming the forks of {@code file} that ran on a loaded machine; empty when none did or nothing is recorded. */
    public static Optional<String> loadWarning(ResultFile file) {
        Optional<JsonNode> profile = profileOf(file);
        if (profile.isEmpty()) {
            return Optional.empty();
        }
        int forks = 0;
        List<String> loaded = new ArrayList<>();
        for (JsonNode row : profile.get().path("forkRounds")) {
            JsonNode rounds = row.path("rounds");
            JsonNode noise = row.path("noise");
            for (int i = 0; i < noise.size(); i++) {
                if (noise.get(i).isObject()) {
                    forks++;
                    if (noise.get(i).path("loaded").asBoolean(false)) {
                        StringBuilder label = new StringBuilder(row.path("benchmark").asText());
                        row.path("params").fields().forEachRemaining(e -> label.append(' ').append(e.getKey())
                                .append('=').append(e.getValue().asText()));
                        loaded.add(label + " round " + rounds.path(i).asText("?") + " (load "
                                + noise.get(i).path("load1").asText("?") + ", steal "
                                + noise.get(i).path("stealPercent").asText("?") + "%)");
                    }
                }
            }
        }
        if (loaded.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(file.name() + ": " + loaded.size() + " of " + forks + " forks ran on a loaded machine (load"
                + " average above the cores, or over 5% CPU stolen), e.g. " + loaded.get(0)
                + "; their rows are noisier: see manifest.json, or rerun on a quiet machine");
    }
}
