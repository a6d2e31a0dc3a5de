package serbench.profiles;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;

/** Small jars made in a test: a manifest with the given main attributes, and the given entries. */
final class TestJars {

    private TestJars() {
    }

    static Path write(Path jar, Map<String, String> attributes, Map<String, byte[]> entries) throws IOException {
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        attributes.forEach((k, v) -> manifest.getMainAttributes().putValue(k, v));
        try (OutputStream file = Files.newOutputStream(jar); JarOutputStream out = new JarOutputStream(file, manifest)) {
            for (Map.Entry<String, byte[]> e : entries.entrySet()) {
                out.putNextEntry(new JarEntry(e.getKey()));
                out.write(e.getValue());
                out.closeEntry();
            }
        }
        return jar;
    }

    /** A Maven {@code pom.properties} entry for a library of that version. */
    static Map.Entry<String, byte[]> pom(String group, String artifact, String version) {
        return Map.entry("META-INF/maven/" + group + "/" + artifact + "/pom.properties",
                ("groupId=" + group + "\nartifactId=" + artifact + "\nversion=" + version + "\n").getBytes());
    }
}
