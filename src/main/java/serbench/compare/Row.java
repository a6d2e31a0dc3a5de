package serbench.compare;

import serbench.compare.pairing.RowKey;
import java.util.EnumSet;
import java.util.Set;

/**
 * One row of a comparison between the baseline and one other file. {@code change} is null when the row
 * could not be compared ({@code problem} says why; a compared row whose allocation could not be compared says why
 * there); the allocation fields are null unless both files carry {@code gc.alloc.rate.norm};
 * {@code allocWithinTolerance} says the allocation change is below the practical {@link Tolerance}, so it reads
 * "same" whatever its test says. {@code significant} and {@code allocSignificant} are the verdicts after Holm's
 * correction over the file's rows ({@link FileComparison}): what every report marks.
 */
public record Row(RowKey key, Estimate base, Estimate other, Change change,
                  Estimate baseAlloc, Estimate otherAlloc, Change allocChange, boolean allocWithinTolerance,
                  Set<Note> notes, String problem, boolean significant, boolean allocSignificant) {

    Row(RowKey key, Estimate base, Estimate other, Change change, Estimate baseAlloc, Estimate otherAlloc,
        Change allocChange, boolean allocWithinTolerance, Set<Note> notes, String problem) {
        this(key, base, other, change, baseAlloc, otherAlloc, allocChange, allocWithinTolerance, notes, problem,
                false, false);
    }

    /** This row with its verdicts after Holm's correction. */
    Row withHolm(boolean significant, boolean allocSignificant) {
        return new Row(key, base, other, change, baseAlloc, otherAlloc, allocChange, allocWithinTolerance, notes,
                problem, significant, allocSignificant);
    }

    /** This row with {@code note} added. */
    Row withNote(Note note) {
        Set<Note> more = notes.isEmpty() ? EnumSet.noneOf(Note.class) : EnumSet.copyOf(notes);
        more.add(note);
        return new Row(key, base, other, change, baseAlloc, otherAlloc, allocChange, allocWithinTolerance, more,
                problem, significant, allocSignificant);
    }

    /** This row with its change replaced (the same rounds, another interval: {@link Change#selected}). */
    Row withChange(Change replaced) {
        return new Row(key, base, other, replaced, baseAlloc, otherAlloc, allocChange, allocWithinTolerance, notes,
                problem, significant, allocSignificant);
    }

    public boolean compared() {
        return change != null;
    }

    public boolean hasAllocation() {
        return allocChange != null;
    }

    /** An allocation change that is significant after Holm and beyond the practical tolerance. */
    public boolean allocationChanged() {
        return hasAllocation() && !allocWithinTolerance && allocSignificant;
    }

    /** Significant after Holm and worse than the baseline. */
    public boolean significantlyWorse() {
        return significant && change.gain().estimate() < 1;
    }
}
