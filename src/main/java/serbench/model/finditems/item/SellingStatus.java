package serbench.model.finditems.item;

import serbench.model.finditems.FindingElement;
import serbench.model.finditems.xsd.XsdDuration;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

import java.time.Duration;

/**
 * The item's price and state. {@code bidCount} is sent for auctions only; {@code timeLeft} is an xs:duration
 * written {@code P24DT20H25M34S}. Every field is optional (null when absent).
 */
@JsonIgnoreProperties(ignoreUnknown = true)
@JsonPropertyOrder({"currentPrice", "convertedCurrentPrice", "bidCount", "sellingState", "timeLeft"})
public record SellingStatus(@FindingElement Amount currentPrice,
                            @FindingElement Amount convertedCurrentPrice,
                            @FindingElement Integer bidCount,
                            @FindingElement String sellingState,
                            @FindingElement @XsdDuration.Mapped Duration timeLeft) {
}
