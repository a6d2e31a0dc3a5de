package serbench.profiles;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * The outcome of running a short external command with a time limit.
 *
 * @param exitCode the exit code, or -1 when the command did not start or finish
 * @param text     what it printed (stdout, plus stderr when asked), trimmed
 * @param failure  why it did not start or finish, or empty
 */
record ProcessOutput(int exitCode, String text, String failure) {

    /** It started, finished in time and exited 0. */
    public boolean ok() {
        return exitCode == 0 && failure.isEmpty();
    }

    /**
     * Runs {@code cmd} in {@code dir} (null: the working directory) and reads its output while it runs,
     * so a command printing more than a pipe holds cannot block.
     */
    public static ProcessOutput run(List<String> cmd, Path dir, boolean withStderr, Duration timeout) {
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
        } catch (IOException e) {
            return new ProcessOutput(-1, "", "cannot start " + cmd.get(0) + ": " + e.getMessage());
        }
        CompletableFuture<String> out = CompletableFuture.supplyAsync(() -> read(p.getInputStream()));
        try {
            if (!p.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
                p.destroyForcibly();
                return new ProcessOutput(-1, "", cmd.get(0) + " did not finish in " + timeout.toSeconds() + " s");
            }
            return new ProcessOutput(p.exitValue(), out.get(timeout.toMillis(), TimeUnit.MILLISECONDS).strip(), "");
        } catch (InterruptedException e) {
            p.destroyForcibly();
            Thread.currentThread().interrupt();
            return new ProcessOutput(-1, "", "interrupted");
        } catch (ExecutionException | TimeoutException e) {
            return new ProcessOutput(-1, "", "cannot read the output of " + cmd.get(0) + ": " + e.getMessage());
        }
    }

    private static String read(InputStream in) {
        try (in) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            return "";
        }
    }
}
