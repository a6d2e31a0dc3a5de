package serbench.cli.args;

import org.junit.jupiter.api.Test;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import serbench.model.Models;
import serbench.run.RunPlan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@link ParamCheck#IMPLIED_MODEL} names the model of every benchmark that takes an input but no model parameter. */
class ParamCheckTest {

    @Test
    void everyBenchmarkWithAnInputButNoModelParameterHasItsModelNamed() throws Exception {
        int implied = 0;
        for (var b : RunPlan.matchBenchmarks(new CommandLineOptions(".*"))) {
            var params = b.getParams().hasValue() ? b.getParams().get() : null;
            if (params != null && params.get("input") != null && params.get("model") == null) {
                assertEquals(1, ParamCheck.implied(b).size(), b.getUsername()
                        + " takes an input but no model: add its class to ParamCheck.IMPLIED_MODEL");
                implied++;
            }
        }
        assertTrue(implied > 0, "no benchmark without a model parameter found: is the benchmark list there?");
        ParamCheck.IMPLIED_MODEL.values().forEach(m -> assertTrue(Models.NAMES.contains(m), m));
    }

    /** A list of formats taking turns is checked before any fork: malformed or naming an unknown format, one line. */
    @Test
    void formatsTakingTurnsAreCheckedAgainstTheRegistry() throws Exception {
        for (String[] c : new String[][]{{"protobuf+nope", "unknown format 'nope'"}, {"protobuf", "two or more"},
                {"json+json", "two or more different"}}) {
            java.util.List<String> args = java.util.List.of("-p", "formats=" + c[0], "AlternatingBench");
            serbench.io.WrongArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(
                    serbench.io.WrongArgumentException.class, () -> ParamCheck.check(RunPlan.matchBenchmarks(
                            new CommandLineOptions(args.toArray(new String[0]))),
                            new CommandLineOptions(args.toArray(new String[0])), args));
            assertTrue(e.getMessage().contains(c[1]), e.getMessage());
        }
    }

    @Test
    void calibrationStepsTakeAnyPositiveCount() throws Exception {
        java.util.List<String> ok = java.util.List.of("-p", "steps=40000,60000", "CalibrationBench");
        CommandLineOptions o = new CommandLineOptions(ok.toArray(new String[0]));
        ParamCheck.check(RunPlan.matchBenchmarks(o), o, ok); // not only the declared 20000 and 200000
        for (String bad : new String[]{"0", "-5", "many", "99999999999"}) {
            java.util.List<String> args = java.util.List.of("-p", "steps=" + bad, "CalibrationBench");
            CommandLineOptions b = new CommandLineOptions(args.toArray(new String[0]));
            serbench.io.WrongArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(
                    serbench.io.WrongArgumentException.class, () -> ParamCheck.check(RunPlan.matchBenchmarks(b), b, args));
            assertTrue(e.getMessage().contains("give a whole number of steps"), e.getMessage());
        }
    }
}
