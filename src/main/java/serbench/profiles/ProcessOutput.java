package serbench.profiles;

import serbench.io.BoundedRead;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * The outcome of running a short external command with a time limit and a limit on what it may print.
 *
 * @param exitCode the exit code, or -1 when the command did not start or finish
 * @param text     what it printed (stdout, plus stderr when asked), trimmed
 * @param failure  why it did not start or finish, or empty
 */
record ProcessOutput(int exitCode, String text, String failure) {

    /** The most a command may print: {@code java -XX:+PrintFlagsFinal -version} prints about 100 KiB. */
    static final long MAX_BYTES = 1024 * 1024;

    /** It started, finished in time and exited 0. */
    public boolean ok() {
        return exitCode == 0 && failure.isEmpty();
    }

    /** {@link #run(List, Path, boolean, Duration, long)} with {@link #MAX_BYTES}. */
    public static ProcessOutput run(List<String> cmd, Path dir, boolean withStderr, Duration timeout) {
        return run(cmd, dir, withStderr, timeout, MAX_BYTES);
    }

    /**
     * Runs {@code cmd} in {@code dir} (null: the working directory) and reads its output while it runs
     * ({@link BoundedRead}), so a command printing more than a pipe holds cannot block: a command still running
     * after {@code timeout}, or printing more than {@code maxBytes}, is killed (with its children) and is a failure.
     */
    public static ProcessOutput run(List<String> cmd, Path dir, boolean withStderr, Duration timeout, long maxBytes) {
        ProcessBuilder pb = new ProcessBuilder(cmd);
        if (dir != null) {
            pb.directory(dir.toFile());
        }
        if (withStderr) {
            pb.redirectErrorStream(true);
        } else {
            pb.redirectError(ProcessBuilder.Redirect.DISCARD);
        }
        Process p;
        try {
            p = pb.start();
            p.getOutputStream().close();
        } catch (IOException | RuntimeException e) {
            return new ProcessOutput(-1, "", "cannot start " + cmd.get(0) + ": " + e.getMessage());
        }
        String name = cmd.get(0);
        InputStream stdout = p.getInputStream();
        CompletableFuture<byte[]> out = CompletableFuture.supplyAsync(() -> {
            try (stdout) {
                return BoundedRead.bytes(stdout, maxBytes, "the output of " + name);
            } catch (IOException e) {
                throw new CompletionException(e);
            }
        });
        long deadline = System.nanoTime() + timeout.toNanos();
        try {
            byte[] printed = out.get(timeout.toMillis(), TimeUnit.MILLISECONDS);
            if (!p.waitFor(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS)) {
                kill(p, stdout);
                return new ProcessOutput(-1, "", name + " did not finish in " + timeout.toSeconds() + " s");
            }
            return new ProcessOutput(p.exitValue(), new String(printed, StandardCharsets.UTF_8).strip(), "");
        } catch (TimeoutException e) {
            kill(p, stdout);
            return new ProcessOutput(-1, "", name + " did not finish in " + timeout.toSeconds() + " s");
        } catch (InterruptedException e) {
            kill(p, stdout);
            Thread.currentThread().interrupt();
            return new ProcessOutput(-1, "", "interrupted");
        } catch (ExecutionException e) {
            kill(p, stdout);
            Throwable why = e.getCause() instanceof CompletionException c && c.getCause() != null ? c.getCause() : e.getCause();
            if (why instanceof BoundedRead.TooLargeException tooLarge) {
                String head = new String(tooLarge.head(), StandardCharsets.UTF_8);
                return new ProcessOutput(-1, head.substring(0, Math.min(head.length(), 2000)).strip(),
                        tooLarge.getMessage() + " (it was stopped)");
            }
            return new ProcessOutput(-1, "", "cannot read the output of " + name + ": " + why.getMessage());
        }
    }

    /** Ends the process and its children, and stops reading (a child still writing then gets a broken pipe). */
    private static void kill(Process p, InputStream stdout) {
        p.descendants().forEach(ProcessHandle::destroyForcibly);
        p.destroyForcibly();
        try {
            stdout.close();
        } catch (IOException e) {
            // nothing more to read
        }
    }
}
