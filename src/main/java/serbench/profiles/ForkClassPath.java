package serbench.profiles;

import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;

/**
 * Makes JMH's forks load the benchmarks from a profile's own jar. JMH 1.37 builds a fork's {@code -cp} from this
 * process's {@code java.class.path} system property when it starts the fork ({@code Runner.getForkedMainCommand}),
 * so the property names the profile's jar for the duration of one {@code Runner.run} and is restored after. The host
 * keeps reading its own benchmark list, which {@link JarCheck} requires to equal the jar's.
 */
public final class ForkClassPath {

    static final String PROPERTY = "java.class.path";

    private ForkClassPath() {
    }

    /** Runs {@code action} (a JMH run) with forks on {@code jar}; with no jar, on this process's class path. */
    public static <T> T with(Optional<Path> jar, Callable<T> action) throws Exception {
        if (jar.isEmpty()) {
            return action.call();
        }
        synchronized (ForkClassPath.class) {
            String saved = System.getProperty(PROPERTY);
            System.setProperty(PROPERTY, jar.get().toAbsolutePath().toString());
            try {
                return action.call();
            } finally {
                if (saved == null) {
                    System.clearProperty(PROPERTY);
                } else {
                    System.setProperty(PROPERTY, saved);
                }
            }
        }
    }
}
