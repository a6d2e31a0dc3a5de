package serbench.run;

import serbench.run.design.Schedule;
import serbench.cli.RunCommand;
import serbench.run.ProbeParamBenchmark;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.runner.BenchmarkListEntry;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ScheduleTest {

    private static final String BENCH = ProbeParamBenchmark.class.getName() + ".allocate";

    private static List<Schedule.Unit> units(String... jmhArgs) {
        List<String> a = new ArrayList<>(List.of(jmhArgs));
        a.add(ProbeParamBenchmark.class.getName());
        var jmh = RunCommand.jmhOptions(a);
        List<BenchmarkListEntry> matched = JmhFork.matchBenchmarks(jmh);
        return Schedule.units(matched, jmh);
    }

    @Test
    void unitsAreTheCartesianProductOfDeclaredParams() {
        List<Schedule.Unit> u = units();
        assertEquals(6, u.size(), u.toString());
        assertEquals(new Schedule.Unit(BENCH, Map.of("size", "1", "tag", "x")), u.get(0));
        assertEquals(6, new HashSet<>(u).size());
        assertEquals(BENCH + " size=1 tag=x", u.get(0).label());
    }

    @Test
    void paramsGivenWithMinusPReplaceTheDeclaredOnes() {
        List<Schedule.Unit> u = units("-p", "tag=q,r", "-p", "size=7");
        assertEquals(List.of(new Schedule.Unit(BENCH, Map.of("size", "7", "tag", "q")),
                new Schedule.Unit(BENCH, Map.of("size", "7", "tag", "r"))), u);
    }

    @Test
    void everyRoundRunsEveryUnitOnceUnderEveryProfileBackToBack() {
        var random = Schedule.random(1);
        List<Schedule.Step> steps = Schedule.round(3, List.of(0, 1, 2, 3), 3, random);
        assertEquals(12, steps.size());
        Set<Integer> seenUnits = new HashSet<>();
        for (int i = 0; i < 12; i += 3) {
            Set<Integer> profiles = new HashSet<>();
            seenUnits.add(steps.get(i).unit());
            for (int k = i; k < i + 3; k++) {
                assertEquals(steps.get(i).unit(), steps.get(k).unit(), "a unit's forks are back to back");
                assertEquals(3, steps.get(k).round());
                profiles.add(steps.get(k).profile());
            }
            assertEquals(Set.of(0, 1, 2), profiles);
        }
        assertEquals(Set.of(0, 1, 2, 3), seenUnits, "every unit once");
    }

    @Test
    void theUnitOrderIsShuffledAnewEveryRoundFromTheSeed() {
        var random = Schedule.random(7);
        List<Integer> units = List.of(0, 1, 2, 3, 4, 5);
        Set<List<Integer>> orders = new HashSet<>();
        int[] firstCount = new int[units.size()];
        for (int round = 1; round <= 60; round++) {
            List<Integer> order = Schedule.round(round, units, 1, random).stream().map(Schedule.Step::unit).toList();
            assertEquals(Set.copyOf(units), Set.copyOf(order));
            orders.add(order);
            firstCount[order.get(0)]++;
        }
        assertTrue(orders.size() > 50, "orders differ from round to round: " + orders.size() + " distinct of 60");
        for (int u = 0; u < units.size(); u++) {
            assertTrue(firstCount[u] > 0, "unit " + u + " never ran first in 60 rounds");
        }
        var again = Schedule.random(7);
        assertEquals(Schedule.round(1, units, 1, Schedule.random(7)), Schedule.round(1, units, 1, again),
                "the seed gives the order");
    }

    @Test
    void theOrderFollowsTheSeedAndIsShuffled() {
        List<List<Schedule.Step>> a = new ArrayList<>();
        List<List<Schedule.Step>> b = new ArrayList<>();
        var ra = Schedule.random(42);
        var rb = Schedule.random(42);
        for (int round = 1; round <= 10; round++) {
            a.add(Schedule.round(round, List.of(0, 1, 2), 2, ra));
            b.add(Schedule.round(round, List.of(0, 1, 2), 2, rb));
        }
        assertEquals(a, b, "the same seed gives the same order");
        long bFirst = a.stream().flatMap(List::stream).filter(s -> s.profile() == 1).count();
        assertEquals(30, bFirst);
        long profileOneFirst = a.stream().flatMap(r -> java.util.stream.IntStream.range(0, 3)
                .mapToObj(i -> r.get(2 * i))).filter(s -> s.profile() == 1).count();
        assertTrue(profileOneFirst > 5 && profileOneFirst < 25, "each profile runs first about half the time: "
                + profileOneFirst + " of 30");
        var rc = Schedule.random(43);
        List<List<Schedule.Step>> c = new ArrayList<>();
        for (int round = 1; round <= 10; round++) {
            c.add(Schedule.round(round, List.of(0, 1, 2), 2, rc));
        }
        assertNotEquals(a, c, "another seed, another order");
    }
}
