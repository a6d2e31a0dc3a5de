package serbench.model.finditems.item;

import serbench.model.finditems.FindingElement;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/** The seller, sent only when the request asks for it (outputSelector=SellerInfo). Every field is optional. */
@JsonIgnoreProperties(ignoreUnknown = true)
@JsonPropertyOrder({"sellerUserName", "feedbackScore", "positiveFeedbackPercent", "feedbackRatingStar",
        "topRatedSeller"})
public record SellerInfo(@FindingElement String sellerUserName,
                         @FindingElement Long feedbackScore,
                         @FindingElement Double positiveFeedbackPercent,
                         @FindingElement String feedbackRatingStar,
                         @FindingElement Boolean topRatedSeller) {
}
