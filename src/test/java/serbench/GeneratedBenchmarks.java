package serbench;

import org.openjdk.jmh.runner.BenchmarkList;
import org.openjdk.jmh.runner.BenchmarkListEntry;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.VerboseMode;

import java.util.List;
import java.util.Set;

/** JMH's generated benchmark list of this build ({@code META-INF/BenchmarkList}), for tests that hold text or runs to it. */
public final class GeneratedBenchmarks {

    private GeneratedBenchmarks() {
    }

    public static Set<BenchmarkListEntry> list() {
        return BenchmarkList.defaultList()
                .getAll(OutputFormatFactory.createFormatInstance(System.out, VerboseMode.SILENT), List.of());
    }
}
