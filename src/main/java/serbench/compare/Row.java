package serbench.compare;

import java.util.Set;

/**
 * One row of a comparison between the baseline and one other file. {@code change} is null when the row
 * could not be compared ({@code problem} says why); the allocation fields are null unless both files carry
 * {@code gc.alloc.rate.norm}; {@code allocWithinTolerance} says the allocation change is below the practical
 * {@link Tolerance}, so it reads "same" whatever its test says.
 */
public record Row(RowKey key, Estimate base, Estimate other, Change change,
                  Estimate baseAlloc, Estimate otherAlloc, Change allocChange, boolean allocWithinTolerance,
                  Set<Note> notes, String problem) {

    public boolean compared() {
        return change != null;
    }

    public boolean hasAllocation() {
        return allocChange != null;
    }

    /** An allocation change that is significant and beyond the practical tolerance. */
    public boolean allocationChanged() {
        return hasAllocation() && !allocWithinTolerance && allocChange.significant();
    }
}
