package serbench.model.finditems.item;

import serbench.model.finditems.FindingElement;
import serbench.model.finditems.xsd.XsdDateTime;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

import java.time.Instant;

/**
 * How the item is listed: format, start and end (xs:dateTime, written {@code 2012-04-17T21:11:50.000Z}) and
 * the Buy It Now price of auctions that have one. Every field is optional (null when absent).
 */
@JsonIgnoreProperties(ignoreUnknown = true)
@JsonPropertyOrder({"bestOfferEnabled", "buyItNowAvailable", "buyItNowPrice", "convertedBuyItNowPrice",
        "startTime", "endTime", "listingType", "gift"})
public record ListingInfo(@FindingElement Boolean bestOfferEnabled,
                          @FindingElement Boolean buyItNowAvailable,
                          @FindingElement Amount buyItNowPrice,
                          @FindingElement Amount convertedBuyItNowPrice,
                          @FindingElement @XsdDateTime.Mapped Instant startTime,
                          @FindingElement @XsdDateTime.Mapped Instant endTime,
                          @FindingElement String listingType,
                          @FindingElement Boolean gift) {
}
