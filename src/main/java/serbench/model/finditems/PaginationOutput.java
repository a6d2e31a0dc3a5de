package serbench.model.finditems;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/** Where this page sits in the whole result. Every field is optional (null when absent). */
@JsonIgnoreProperties(ignoreUnknown = true)
@JsonPropertyOrder({"pageNumber", "entriesPerPage", "totalPages", "totalEntries"})
public record PaginationOutput(@FindingElement Integer pageNumber,
                               @FindingElement Integer entriesPerPage,
                               @FindingElement Integer totalPages,
                               @FindingElement Integer totalEntries) {
}
