package serbench.model.finditems.item;

import serbench.model.finditems.FindingElement;
import serbench.model.Required;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

import java.util.List;

/**
 * How the item ships. {@code shippingServiceCost} is absent for calculated shipping; {@code shipToLocations}
 * is a repeated element (empty when there is none); the other fields are optional (null when absent).
 */
@JsonIgnoreProperties(ignoreUnknown = true)
@JsonPropertyOrder({"shippingServiceCost", "shippingType", "shipToLocations", "expeditedShipping",
        "oneDayShippingAvailable", "handlingTime"})
public record ShippingInfo(@FindingElement Amount shippingServiceCost,
                           @FindingElement String shippingType,
                           @FindingElement List<String> shipToLocations,
                           @FindingElement Boolean expeditedShipping,
                           @FindingElement Boolean oneDayShippingAvailable,
                           @FindingElement Integer handlingTime) {
    public ShippingInfo {
        shipToLocations = Required.list(shipToLocations, "shipToLocations");
    }
}
