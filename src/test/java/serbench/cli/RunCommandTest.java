package serbench.cli;

import serbench.run.design.Budget;
import serbench.run.PrecisionGoal;
import serbench.run.ProbeBenchmark;
import serbench.run.ProfileRun;
import serbench.run.RunPlan;
import serbench.cli.args.ExitCode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openjdk.jmh.runner.Defaults;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Argument handling of {@code run}: nothing here starts JMH. */
class RunCommandTest {

    private static final String BENCH = ProbeBenchmark.class.getName();

    @TempDir
    Path dir;

    private RuntimeException refused(String... args) {
        RuntimeException e = assertThrows(RuntimeException.class, () -> RunCommand.parse(List.of(args), dir));
        assertFalse(e.getMessage().contains("\n"), e.getMessage());
        return e;
    }

    @Test
    void forksZeroIsRefused() {
        assertTrue(refused("--profiles", "default", "-f", "0", BENCH).getMessage().startsWith("-f 0 is refused"));
    }

    @Test
    void missingPayloadFileIsRefusedBeforeAnyFork() {
        RuntimeException e = refused("--profiles", "default", "-p", "input=file:/no/such/response.xml", BENCH);
        assertEquals(ExitCode.BAD_INPUT, ExitCode.of(e));
        assertTrue(e.getMessage().contains("/no/such/response.xml"), e.getMessage());
    }

    @Test
    void unknownProfileIsRefusedWithTheValidNames() {
        RuntimeException e = refused("--profiles", "default,turbo", BENCH);
        assertEquals(ExitCode.BAD_ARGUMENTS, ExitCode.of(e));
        assertTrue(e.getMessage().contains("'turbo'") && e.getMessage().contains("c1-only"), e.getMessage());
    }

    @Test
    void precisionAndBudgetAreChecked() {
        assertTrue(refused("--profiles", "default", "--precision", "0", BENCH).getMessage().contains("--precision '0'"));
        assertTrue(refused("--profiles", "default", "--precision", "x", BENCH).getMessage().contains("--precision 'x'"));
        assertTrue(refused("--profiles", "default", "--budget", "20m", BENCH).getMessage().contains("needs --precision"));
        assertTrue(refused("--profiles", "default", "--precision", "5", "--budget", "soon", BENCH).getMessage()
                .contains("--budget 'soon'"));
        refused("--profiles", "default", "--precision", "5", "--budget", "99999999999h", BENCH);
        refused("--profiles", "default", "--precision", "5", "--budget", "0m", BENCH);
        assertTrue(refused("--profiles", "default", "--seed", "x1", BENCH).getMessage().contains("--seed 'x1'"));
        assertEquals(java.time.Duration.ofMinutes(90), Budget.parse("1h30m"));
        assertEquals(java.time.Duration.ofSeconds(90), Budget.parse("90s"));
        RunPlan r = RunCommand.parse(List.of("--profiles", "default", "--precision", "5%", "--budget", "20m",
                "-f", "7", BENCH), dir);
        assertEquals(5, r.precision().percent, 0);
        assertEquals(7, r.precision().pilotRounds, "-f gives the pilot's rounds");
        assertEquals(7, r.rounds(), "the run's rounds are the pilot's until it plans");
        assertEquals(PrecisionGoal.PILOT_ROUNDS, RunCommand.parse(List.of("--profiles", "default", "--precision", "5",
                "-f", "1", BENCH), dir).precision().pilotRounds, "never fewer than evidence needs");
    }

    @Test
    void quietIsParsedAndCannotBeCombinedWithV() {
        assertTrue(RunCommand.parse(List.of("--profiles", "default", "--quiet", BENCH), dir).quiet());
        assertFalse(RunCommand.parse(List.of("--profiles", "default", BENCH), dir).quiet());
        assertTrue(refused("--profiles", "default", "--quiet", "-v", "EXTRA", BENCH).getMessage()
                .startsWith("--quiet and -v cannot be used together"));
        assertTrue(CommandResult.run("run", "--help").out().contains("--quiet "));
    }

    @Test
    void profilesAreRequired() {
        assertTrue(refused("-f", "1", BENCH).getMessage().contains("--profiles is required"));
    }

    @Test
    void optionsThatRunDecidesItselfAreRefused() {
        refused("--profiles", "default", "-rf", "csv", BENCH);
        refused("--profiles", "default", "-rff", "x.json", BENCH);
        refused("--profiles", "default", "-jvm", "/usr/bin/java", BENCH);
        refused("--profiles", "default", "-o", "log.txt", BENCH);
        refused("--profiles", "default", "-l");
        refused("--profiles", "default", "--bogus", BENCH);
        refused("--profiles", "default", "-f", "x", BENCH);
        refused("--profiles", "default", "--label", "../up", BENCH);
    }

    @Test
    void noMatchingBenchmarkIsRefused() {
        RuntimeException e = refused("--profiles", "default", "-f", "1", "NoSuchBenchmarkAnywhere");
        assertTrue(e.getMessage().startsWith("no benchmarks match [NoSuchBenchmarkAnywhere]"), e.getMessage());
    }

    @Test
    void noRunnableProfileIsRefusedAndCreatesNothing() {
        RuntimeException e = refused("--profiles", "gone", "--profile", "gone@" + dir.resolve("nojdk") + "=", "-f", "1", BENCH);
        assertTrue(e.getMessage().contains("gone: JVM missing"), e.getMessage());
        assertFalse(Files.exists(dir.resolve("results")));
    }

    @Test
    void goodArgumentsGiveForksBenchmarksAndSkippedProfiles() {
        RunPlan r = RunCommand.parse(List.of("--profiles", "c1-only,gone,default", "--profile",
                "gone@" + dir.resolve("nojdk") + "=", "--label", "t1", "--results-dir", "out",
                "-f", "3", "-i", "1", BENCH), dir);
        assertEquals(3, r.rounds());
        assertEquals(List.of(BENCH + ".allocate (avgt)"), r.benchmarks());
        assertEquals(List.of("c1-only", "gone", "default"), r.runs().stream().map(p -> p.profile.name()).toList());
        assertEquals(ProfileRun.Status.SKIPPED, r.runs().get(1).status);
        assertTrue(r.runs().get(0).runnable());
        assertEquals(dir.resolve("out"), r.resultsDir());
        assertEquals(List.of("-f", "3", "-i", "1", BENCH), r.jmhArgs());
    }

    @Test
    void withoutForkOptionJmhsDefaultApplies() {
        assertEquals(Defaults.MEASUREMENT_FORKS, RunCommand.parse(List.of("--profiles", "default", BENCH), dir).rounds());
    }
}
