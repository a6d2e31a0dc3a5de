package serbench.model.finditems.item;

import serbench.model.finditems.FindingElement;
import serbench.model.Required;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

import java.util.List;

/**
 * One listing of the result (XSD SearchItem). {@code itemId} and {@code title} are required; the repeated
 * elements {@code paymentMethod} and {@code galleryPlusPictureURL} are empty lists when there is none; every
 * other field is optional (null when absent). Components are in the element order of API version 1.12.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
@JsonPropertyOrder({"itemId", "title", "globalId", "subtitle", "primaryCategory", "secondaryCategory", "galleryURL",
        "viewItemURL", "productId", "paymentMethod", "autoPay", "postalCode", "location", "country", "sellerInfo",
        "shippingInfo", "sellingStatus", "listingInfo", "returnsAccepted", "galleryPlusPictureURL", "condition",
        "isMultiVariationListing", "topRatedListing"})
public record SearchItem(@FindingElement String itemId,
                         @FindingElement String title,
                         @FindingElement String globalId,
                         @FindingElement String subtitle,
                         @FindingElement Category primaryCategory,
                         @FindingElement Category secondaryCategory,
                         @FindingElement String galleryURL,
                         @FindingElement String viewItemURL,
                         @FindingElement ProductId productId,
                         @FindingElement List<String> paymentMethod,
                         @FindingElement Boolean autoPay,
                         @FindingElement String postalCode,
                         @FindingElement String location,
                         @FindingElement String country,
                         @FindingElement SellerInfo sellerInfo,
                         @FindingElement ShippingInfo shippingInfo,
                         @FindingElement SellingStatus sellingStatus,
                         @FindingElement ListingInfo listingInfo,
                         @FindingElement Boolean returnsAccepted,
                         @FindingElement List<String> galleryPlusPictureURL,
                         @FindingElement Condition condition,
                         @FindingElement Boolean isMultiVariationListing,
                         @FindingElement Boolean topRatedListing) {
    public SearchItem {
        paymentMethod = Required.list(paymentMethod, "paymentMethod");
        galleryPlusPictureURL = Required.list(galleryPlusPictureURL, "galleryPlusPictureURL");
    }
}
