package serbench.claims;

import java.util.function.BiFunction;

/**
 * One claim made by the posts this suite reproduces: what was said, where, what it says in numbers (the one place
 * its range is defined) and how the suite checks it against measured results, given that range.
 */
public record Claim(String id, String statement, String source, Claimed claimed,
                    BiFunction<Evidence, Claimed, Verdict> check) {

    public Verdict check(Evidence evidence) {
        return check.apply(evidence, claimed);
    }
}
