package serbench.model.finditems.item;

import serbench.model.finditems.FindingElement;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/** The item's condition, e.g. {@code 3000} "Used". Both fields are optional (null when absent). */
@JsonIgnoreProperties(ignoreUnknown = true)
@JsonPropertyOrder({"conditionId", "conditionDisplayName"})
public record Condition(@FindingElement Integer conditionId,
                        @FindingElement String conditionDisplayName) {
}
