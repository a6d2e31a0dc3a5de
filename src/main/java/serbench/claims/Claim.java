package serbench.claims;

import java.util.function.Function;

/**
 * One claim made by the posts this suite reproduces: what was said, where, and how the suite checks it against
 * measured results.
 */
public record Claim(String id, String statement, String source, Function<Evidence, Verdict> check) {

    public Verdict check(Evidence evidence) {
        return check.apply(evidence);
    }
}
