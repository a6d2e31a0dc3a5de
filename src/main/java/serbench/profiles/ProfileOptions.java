package serbench.profiles;

import serbench.io.WrongArgumentException;
import serbench.io.UnusableInputException;


import serbench.io.Excerpt;
import serbench.io.InputFile;

import java.io.IOException;
import java.io.StringReader;
import java.nio.ByteBuffer;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeSet;

/**
 * The options shared by {@code profiles} and {@code run} that define user profiles:
 * <ul>
 *   <li>a profiles file: {@code --profiles-file FILE}, else {@value #DEFAULT_FILE} in the working directory
 *       if it exists. Java properties, keys {@code NAME.flags} (space-separated JVM options),
 *       {@code NAME.jvm} (a {@code java} executable or a JDK home), {@code NAME.jar} (a benchmarks jar built from
 *       this repository, e.g. against other library versions) and {@code NAME.description};</li>
 *   <li>{@code --profile NAME=FLAG,FLAG} or {@code --profile NAME@/path/to/java=FLAG,FLAG} (repeatable;
 *       {@code NAME@PATH} alone changes only the JVM). They are applied after the file.</li>
 * </ul>
 */
public final class ProfileOptions {

    public static final String DEFAULT_FILE = "serbench-profiles.properties";

    private static final List<String> KEYS = List.of("flags", "jvm", "description", "jar");

    /** The largest profiles file read: far more than any set of profiles needs. */
    public static final long MAX_FILE_BYTES = 256L * 1024;
    /** The longest profile name: it goes into file names ({@code rounds/NAME-fork12.json}) and table rows. */
    public static final int MAX_NAME_CHARS = 64;
    /** The longest description: one line of the {@code profiles} table. */
    public static final int MAX_DESCRIPTION_CHARS = 200;

    private ProfileOptions() {
    }

    /** The profiles, and the profiles file they were read from (null: none). */
    public record Parsed(Profiles profiles, Path file) {
    }

    /**
     * The profiles of a profiles file ({@code file}, null for {@value #DEFAULT_FILE} in {@code workDir} when it
     * exists) and of the command line's definitions ({@link #parseDefinition}), the later winning.
     */
    public static Parsed of(Path file, List<ProfileDefinition> definitions, Path workDir) {
        List<ProfileDefinition> defs = new ArrayList<>();
        Path defaultFile = workDir.resolve(DEFAULT_FILE);
        if (file == null && Files.isRegularFile(defaultFile)) {
            file = defaultFile;
        }
        if (file != null) {
            defs.addAll(readFile(file));
        }
        defs.addAll(definitions);
        return new Parsed(Profiles.builtIn().with(defs), file);
    }

    /**
     * One definition given on the command line: {@code NAME[@JAVA][=FLAG,FLAG...]} (at least one of the brackets); a
     * usage error that says what is wrong with it (the command names the option).
     */
    public static ProfileDefinition parseDefinition(String text) {
        String hint = "; expected NAME=FLAG,FLAG or NAME@/path/to/java=FLAG,FLAG, e.g. big-heap=-Xmx4g,-XX:+AlwaysPreTouch";
        String what = "'" + Excerpt.of(text, 200) + "'";
        int eq = text.indexOf('=');
        String head = eq < 0 ? text : text.substring(0, eq);
        int at = head.indexOf('@');
        String name = at < 0 ? head : head.substring(0, at);
        checkName(name, what, hint, false);
        Path jvm = null;
        if (at >= 0) {
            String path = head.substring(at + 1).trim();
            if (path.isEmpty()) {
                throw new WrongArgumentException(what + ": empty JVM path after '@'" + hint);
            }
            jvm = InputFile.path(path, "the JVM path of " + what);
        }
        List<String> flags = null;
        if (eq >= 0) {
            flags = new ArrayList<>();
            for (String f : text.substring(eq + 1).split(",", -1)) {
                String flag = f.trim();
                if (flag.isEmpty() && eq + 1 < text.length()) {
                    throw new WrongArgumentException(what + ": empty flag" + hint);
                }
                if (!flag.isEmpty()) {
                    checkFlag(flag, what, false);
                    flags.add(flag);
                }
            }
        } else if (jvm == null) {
            throw new WrongArgumentException(what + " defines nothing" + hint);
        }
        return new ProfileDefinition(name, jvm, flags, null, "command line");
    }

    private static boolean emptyRegularFile(Path file) {
        try {
            return java.nio.file.Files.isRegularFile(file) && java.nio.file.Files.size(file) == 0;
        } catch (IOException e) {
            return false; // InputFile.read says what is wrong
        }
    }

    /**
     * The definitions of a profiles file, in name order; usage errors (exit 3) name the file and key. An empty file
     * defines no profile (as a file of comments does), it is not an error.
     */
    public static List<ProfileDefinition> readFile(Path file) {
        if (emptyRegularFile(file)) {
            return List.of();
        }
        byte[] bytes = InputFile.read(file, MAX_FILE_BYTES, "profiles file");
        String where = "profiles file " + InputFile.shown(file);
        Properties props = new Properties();
        try {
            props.load(new StringReader(StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes)).toString()));
        } catch (IOException | IllegalArgumentException e) {
            throw new UnusableInputException("cannot read " + where + " (" + Excerpt.of(e.toString(), 200)
                    + "); give a UTF-8 file of NAME.flags / NAME.jvm / NAME.description lines");
        }
        Map<String, Map<String, String>> byName = new LinkedHashMap<>();
        for (String key : new TreeSet<>(props.stringPropertyNames())) {
            int dot = key.lastIndexOf('.');
            String name = dot < 0 ? key : key.substring(0, dot);
            String field = dot < 0 ? "" : key.substring(dot + 1);
            if (!KEYS.contains(field)) {
                throw new UnusableInputException(where + ": unknown key '" + key
                        + "'; keys are NAME.flags, NAME.jvm, NAME.jar and NAME.description");
            }
            checkName(name, where + ", key '" + key + "'", "", true);
            byName.computeIfAbsent(name, n -> new LinkedHashMap<>()).put(field, props.getProperty(key).trim());
        }
        List<ProfileDefinition> defs = new ArrayList<>();
        byName.forEach((name, fields) -> {
            List<String> flags = null;
            if (fields.containsKey("flags")) {
                flags = fields.get("flags").isEmpty() ? List.of() : Arrays.asList(fields.get("flags").split("\\s+"));
                flags.forEach(f -> checkFlag(f, where + ", key '" + name + ".flags'", true));
            }
            String jvm = fields.get("jvm");
            if (jvm != null && jvm.isEmpty()) {
                throw new UnusableInputException(where + ": '" + name + ".jvm' is empty; give a java executable or JDK home");
            }
            String jar = fields.get("jar");
            if (jar != null && jar.isEmpty()) {
                throw new UnusableInputException(where + ": '" + name + ".jar' is empty; give a benchmarks jar built from this repository");
            }
            String description = fields.get("description");
            if (description != null && description.length() > MAX_DESCRIPTION_CHARS) {
                throw new UnusableInputException(where + ": '" + name + ".description' has " + description.length()
                        + " characters, more than the limit of " + MAX_DESCRIPTION_CHARS + "; give one short line");
            }
            defs.add(new ProfileDefinition(name, jvm == null ? null : InputFile.path(jvm, where + ", '" + name + ".jvm'"),
                    flags, description, "file " + file.getFileName(),
                    jar == null ? null : file.toAbsolutePath().getParent().resolve(InputFile.path(jar, where + ", '" + name + ".jar'"))));
        });
        return defs;
    }

    private static void checkName(String name, String where, String hint, boolean file) {
        if (!ProfileDefinition.NAME.matcher(name).matches() || name.length() > MAX_NAME_CHARS) {
            String msg = where + ": bad profile name '" + Excerpt.of(name) + "'; use at most " + MAX_NAME_CHARS
                    + " letters, digits, '-' and '_', starting with a letter or digit" + hint;
            throw file ? new UnusableInputException(msg) : new WrongArgumentException(msg);
        }
    }

    private static void checkFlag(String flag, String where, boolean file) {
        if (!flag.startsWith("-")) {
            String msg = where + ": '" + flag + "' is not a JVM option (JVM options start with '-')";
            throw file ? new UnusableInputException(msg) : new WrongArgumentException(msg);
        }
    }
}
