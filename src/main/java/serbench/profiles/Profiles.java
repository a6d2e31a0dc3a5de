package serbench.profiles;

import serbench.io.WrongArgumentException;


import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The profiles a command can use: the built-in ones ({@link #BUILT_IN}, the one place they are defined)
 * followed by the user's. A user definition with a built-in's name changes only the parts it gives.
 */
public final class Profiles {

    /** The environment variable naming a JDK 25 home (or its {@code java}) for the {@code jdk25*} profiles. */
    public static final String JDK25_ENV = "SERBENCH_JDK25";

    private static final String BUILT = "built-in";
    private static final JvmLocator JDK25 = new JvmLocator.Jdk(25, JDK25_ENV, JvmLocator.Jdk.usualDirs());
    /** The jar of the Maven profile {@code protobuf3} (pom.xml): the same sources against protobuf 3.25. */
    static final BenchmarksJar PROTOBUF3 = new BenchmarksJar.Variant("benchmarks-protobuf3.jar",
            "mvn -Pprotobuf3 -DskipTests package");

    /** The suite's profiles, as data. */
    public static final List<Profile> BUILT_IN = List.of(
            new Profile("default", "the JVM running this suite, no extra flags", JvmLocator.CURRENT, List.of(), BUILT),
            new Profile("no-escape-analysis", "escape analysis off: no scalar replacement of short-lived objects",
                    JvmLocator.CURRENT, List.of("-XX:-DoEscapeAnalysis"), BUILT),
            new Profile("parallel-gc", "Parallel GC instead of G1", JvmLocator.CURRENT,
                    List.of("-XX:+UseParallelGC"), BUILT),
            new Profile("c1-only", "tiered compilation stops at C1: no C2", JvmLocator.CURRENT,
                    List.of("-XX:TieredStopAtLevel=1"), BUILT),
            new Profile("no-compressed-oops", "64-bit references instead of compressed ones", JvmLocator.CURRENT,
                    List.of("-XX:-UseCompressedOops"), BUILT),
            new Profile("jdk25", "JDK 25, no extra flags", JDK25, List.of(), BUILT),
            new Profile("jdk25-compact-headers", "JDK 25 with compact (8-byte) object headers", JDK25,
                    List.of("-XX:+UseCompactObjectHeaders"), BUILT),
            new Profile("protobuf3", "protobuf-java and protoc 3.25 instead of 4.x: default JVM and flags, benchmarks "
                    + "from " + PROTOBUF3.label(), JvmLocator.CURRENT, List.of(), BUILT, PROTOBUF3));

    private final Map<String, Profile> byName = new LinkedHashMap<>();

    private Profiles(Collection<Profile> profiles) {
        profiles.forEach(p -> byName.put(p.name(), p));
    }

    /** Only the built-in profiles. */
    public static Profiles builtIn() {
        return new Profiles(BUILT_IN);
    }

    /** These profiles with {@code definitions} applied in order (later ones win). */
    public Profiles with(List<ProfileDefinition> definitions) {
        Profiles result = new Profiles(byName.values());
        for (ProfileDefinition d : definitions) {
            result.byName.put(d.name(), d.applyTo(result.byName.get(d.name())));
        }
        return result;
    }

    /** Every profile: built-in ones first, in their order, then the user's in definition order. */
    public List<Profile> all() {
        return List.copyOf(byName.values());
    }

    public List<String> names() {
        return List.copyOf(byName.keySet());
    }

    /** The profile of that name; a usage error listing the valid names otherwise. */
    public Profile get(String name) {
        Profile p = byName.get(name);
        if (p == null) {
            throw new WrongArgumentException("unknown profile '" + name + "'; valid profiles: "
                    + String.join(", ", byName.keySet()) + " (or define one: NAME=FLAG,FLAG)");
        }
        return p;
    }

    /** The profiles of a comma-separated list, in its order; duplicates and empty names are usage errors. */
    public List<Profile> select(String commaSeparated) {
        List<Profile> selected = new ArrayList<>();
        for (String raw : commaSeparated.split(",", -1)) {
            String name = raw.trim();
            if (name.isEmpty()) {
                throw new WrongArgumentException("empty profile name in '" + commaSeparated
                        + "'; give a comma-separated list such as default,c1-only");
            }
            Profile p = get(name);
            if (selected.contains(p)) {
                throw new WrongArgumentException("profile '" + name + "' is listed twice");
            }
            selected.add(p);
        }
        return selected;
    }
}
