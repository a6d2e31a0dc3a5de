package serbench.report;

import java.util.Set;

/**
 * One row of a comparison between the baseline and one other file. {@code change} is null when the row
 * could not be compared ({@code problem} says why); the allocation fields are null unless both files carry
 * {@code gc.alloc.rate.norm}.
 */
public record Row(RowKey key, Estimate base, Estimate other, Change change,
                  Estimate baseAlloc, Estimate otherAlloc, Change allocChange,
                  Set<Note> notes, String problem) {

    public boolean compared() {
        return change != null;
    }

    public boolean hasAllocation() {
        return allocChange != null;
    }
}
