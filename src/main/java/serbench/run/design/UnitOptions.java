package serbench.run.design;

import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.ProfilerConfig;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.runner.options.VerboseMode;
import org.openjdk.jmh.runner.options.WarmupMode;
import org.openjdk.jmh.util.Optional;

import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;

/**
 * The user's JMH options narrowed to one {@link Schedule.Unit}: only that benchmark (an exact name, no excludes)
 * and only its param values; everything else is the user's. Needed because JMH's {@code OptionsBuilder} adds its
 * includes to its parent's instead of replacing them. Serializable like every {@link Options}: JMH sends the
 * options to the forked JVM.
 */
public final class UnitOptions implements Options {

    private static final long serialVersionUID = 1L;

    private final Options user;
    private final String benchmark;
    private final Map<String, String> params;

    public UnitOptions(Options user, Schedule.Unit unit) {
        this.user = user;
        this.benchmark = unit.benchmark();
        this.params = Map.copyOf(unit.params());
    }

    @Override
    public List<String> getIncludes() {
        return List.of("^" + Pattern.quote(benchmark) + "$");
    }

    @Override
    public List<String> getExcludes() {
        return List.of();
    }

    @Override
    public Optional<Collection<String>> getParameter(String name) {
        String v = params.get(name);
        return v == null ? user.getParameter(name) : Optional.of(List.of(v));
    }

    // everything below: the user's options unchanged

    @Override
    public Optional<String> getOutput() {
        return user.getOutput();
    }

    @Override
    public Optional<ResultFormatType> getResultFormat() {
        return user.getResultFormat();
    }

    @Override
    public Optional<String> getResult() {
        return user.getResult();
    }

    @Override
    public Optional<Boolean> shouldDoGC() {
        return user.shouldDoGC();
    }

    @Override
    public List<ProfilerConfig> getProfilers() {
        return user.getProfilers();
    }

    @Override
    public Optional<VerboseMode> verbosity() {
        return user.verbosity();
    }

    @Override
    public Optional<Boolean> shouldFailOnError() {
        return user.shouldFailOnError();
    }

    @Override
    public Optional<Integer> getThreads() {
        return user.getThreads();
    }

    @Override
    public Optional<int[]> getThreadGroups() {
        return user.getThreadGroups();
    }

    @Override
    public Optional<Boolean> shouldSyncIterations() {
        return user.shouldSyncIterations();
    }

    @Override
    public Optional<Integer> getWarmupIterations() {
        return user.getWarmupIterations();
    }

    @Override
    public Optional<TimeValue> getWarmupTime() {
        return user.getWarmupTime();
    }

    @Override
    public Optional<Integer> getWarmupBatchSize() {
        return user.getWarmupBatchSize();
    }

    @Override
    public Optional<WarmupMode> getWarmupMode() {
        return user.getWarmupMode();
    }

    @Override
    public List<String> getWarmupIncludes() {
        return user.getWarmupIncludes();
    }

    @Override
    public Optional<Integer> getMeasurementIterations() {
        return user.getMeasurementIterations();
    }

    @Override
    public Optional<TimeValue> getMeasurementTime() {
        return user.getMeasurementTime();
    }

    @Override
    public Optional<Integer> getMeasurementBatchSize() {
        return user.getMeasurementBatchSize();
    }

    @Override
    public Collection<Mode> getBenchModes() {
        return user.getBenchModes();
    }

    @Override
    public Optional<TimeUnit> getTimeUnit() {
        return user.getTimeUnit();
    }

    @Override
    public Optional<Integer> getOperationsPerInvocation() {
        return user.getOperationsPerInvocation();
    }

    @Override
    public Optional<Integer> getForkCount() {
        return user.getForkCount();
    }

    @Override
    public Optional<Integer> getWarmupForkCount() {
        return user.getWarmupForkCount();
    }

    @Override
    public Optional<String> getJvm() {
        return user.getJvm();
    }

    @Override
    public Optional<Collection<String>> getJvmArgs() {
        return user.getJvmArgs();
    }

    @Override
    public Optional<Collection<String>> getJvmArgsAppend() {
        return user.getJvmArgsAppend();
    }

    @Override
    public Optional<Collection<String>> getJvmArgsPrepend() {
        return user.getJvmArgsPrepend();
    }

    @Override
    public Optional<TimeValue> getTimeout() {
        return user.getTimeout();
    }
}
