package serbench.model.finditems.item;

import serbench.model.finditems.FindingElement;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/** An eBay category, e.g. {@code 171485} "iPads, Tablets &amp; eBook Readers". */
@JsonIgnoreProperties(ignoreUnknown = true)
@JsonPropertyOrder({"categoryId", "categoryName"})
public record Category(@FindingElement String categoryId, @FindingElement String categoryName) {
}
