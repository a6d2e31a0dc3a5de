package serbench.scenario.gateway;

import com.fasterxml.jackson.core.JsonGenerator;
import com.google.protobuf.Timestamp;
import serbench.model.finditems.FindItemsPb;
import serbench.model.finditems.xsd.XsdDateTime;
import serbench.model.finditems.xsd.XsdDuration;

import java.io.IOException;
import java.time.Duration;
import java.time.Instant;
import java.util.List;

/**
 * The gateway's JSON answer written straight from the decoded protobuf messages, through their generated getters
 * and a Jackson streaming generator: what a gateway with a protobuf backend does when it does not first copy the
 * response into other objects. The bytes are exactly those Jackson data binding writes for the same data in
 * {@link GatewayResponse} (same names, order, omission of absent values and empty lists, XSD date and duration
 * text), so every backend answers the same JSON; a test holds the two writers to that.
 */
final class ProtobufGatewayJson {

    private ProtobufGatewayJson() {
    }

    /** {@code {"items":[...],"errorMessage":{...}}}, with each part left out when absent or empty. */
    static void write(JsonGenerator g, List<FindItemsPb.SearchItem> items, FindItemsPb.ErrorMessage errorMessage)
            throws IOException {
        g.writeStartObject();
        if (!items.isEmpty()) {
            g.writeArrayFieldStart("items");
            for (FindItemsPb.SearchItem item : items) {
                write(g, item);
            }
            g.writeEndArray();
        }
        if (errorMessage != null) {
            write(g, errorMessage);
        }
        g.writeEndObject();
    }

    private static void write(JsonGenerator g, FindItemsPb.ErrorMessage m) throws IOException {
        g.writeObjectFieldStart("errorMessage");
        if (m.getErrorCount() > 0) {
            g.writeArrayFieldStart("error");
            for (FindItemsPb.ErrorData e : m.getErrorList()) {
                g.writeStartObject();
                g.writeNumberField("errorId", e.getErrorId());
                g.writeStringField("domain", e.getDomain());
                if (e.getSeverityValue() != 0) {
                    g.writeStringField("severity", e.getSeverity() == FindItemsPb.ErrorData.Severity.ERROR ? "Error" : "Warning");
                }
                if (e.getCategoryValue() != 0) {
                    g.writeStringField("category", category(e.getCategory()));
                }
                g.writeStringField("message", e.getMessage());
                if (e.hasSubdomain()) {
                    g.writeStringField("subdomain", e.getSubdomain());
                }
                if (e.hasExceptionId()) {
                    g.writeStringField("exceptionId", e.getExceptionId());
                }
                if (e.getParameterCount() > 0) {
                    g.writeArrayFieldStart("parameter");
                    for (FindItemsPb.ErrorParameter p : e.getParameterList()) {
                        g.writeStartObject();
                        g.writeStringField("name", p.getName());
                        g.writeStringField("value", p.getValue());
                        g.writeEndObject();
                    }
                    g.writeEndArray();
                }
                g.writeEndObject();
            }
            g.writeEndArray();
        }
        g.writeEndObject();
    }

    private static String category(FindItemsPb.ErrorData.Category c) {
        switch (c) {
            case SYSTEM:
                return "System";
            case APPLICATION:
                return "Application";
            case REQUEST:
                return "Request";
            default:
                throw new IllegalArgumentException("error category " + c + " has no XSD name");
        }
    }

    private static void write(JsonGenerator g, FindItemsPb.SearchItem i) throws IOException {
        g.writeStartObject();
        g.writeStringField("itemId", i.getItemId());
        g.writeStringField("title", i.getTitle());
        if (i.hasGlobalId()) {
            g.writeStringField("globalId", i.getGlobalId());
        }
        if (i.hasSubtitle()) {
            g.writeStringField("subtitle", i.getSubtitle());
        }
        if (i.hasPrimaryCategory()) {
            write(g, "primaryCategory", i.getPrimaryCategory());
        }
        if (i.hasSecondaryCategory()) {
            write(g, "secondaryCategory", i.getSecondaryCategory());
        }
        if (i.hasGalleryUrl()) {
            g.writeStringField("galleryURL", i.getGalleryUrl());
        }
        if (i.hasViewItemUrl()) {
            g.writeStringField("viewItemURL", i.getViewItemUrl());
        }
        if (i.hasProductId()) {
            g.writeObjectFieldStart("productId");
            g.writeStringField("type", i.getProductId().getType());
            g.writeStringField("value", i.getProductId().getValue());
            g.writeEndObject();
        }
        writeStrings(g, "paymentMethod", i.getPaymentMethodList());
        if (i.hasAutoPay()) {
            g.writeBooleanField("autoPay", i.getAutoPay());
        }
        if (i.hasPostalCode()) {
            g.writeStringField("postalCode", i.getPostalCode());
        }
        if (i.hasLocation()) {
            g.writeStringField("location", i.getLocation());
        }
        if (i.hasCountry()) {
            g.writeStringField("country", i.getCountry());
        }
        if (i.hasSellerInfo()) {
            write(g, i.getSellerInfo());
        }
        if (i.hasShippingInfo()) {
            write(g, i.getShippingInfo());
        }
        if (i.hasSellingStatus()) {
            write(g, i.getSellingStatus());
        }
        if (i.hasListingInfo()) {
            write(g, i.getListingInfo());
        }
        if (i.hasReturnsAccepted()) {
            g.writeBooleanField("returnsAccepted", i.getReturnsAccepted());
        }
        writeStrings(g, "galleryPlusPictureURL", i.getGalleryPlusPictureUrlList());
        if (i.hasCondition()) {
            FindItemsPb.Condition c = i.getCondition();
            g.writeObjectFieldStart("condition");
            if (c.hasConditionId()) {
                g.writeNumberField("conditionId", c.getConditionId());
            }
            if (c.hasConditionDisplayName()) {
                g.writeStringField("conditionDisplayName", c.getConditionDisplayName());
            }
            g.writeEndObject();
        }
        if (i.hasIsMultiVariationListing()) {
            g.writeBooleanField("isMultiVariationListing", i.getIsMultiVariationListing());
        }
        if (i.hasTopRatedListing()) {
            g.writeBooleanField("topRatedListing", i.getTopRatedListing());
        }
        g.writeEndObject();
    }

    private static void write(JsonGenerator g, FindItemsPb.SellerInfo s) throws IOException {
        g.writeObjectFieldStart("sellerInfo");
        if (s.hasSellerUserName()) {
            g.writeStringField("sellerUserName", s.getSellerUserName());
        }
        if (s.hasFeedbackScore()) {
            g.writeNumberField("feedbackScore", s.getFeedbackScore());
        }
        if (s.hasPositiveFeedbackPercent()) {
            g.writeNumberField("positiveFeedbackPercent", s.getPositiveFeedbackPercent());
        }
        if (s.hasFeedbackRatingStar()) {
            g.writeStringField("feedbackRatingStar", s.getFeedbackRatingStar());
        }
        if (s.hasTopRatedSeller()) {
            g.writeBooleanField("topRatedSeller", s.getTopRatedSeller());
        }
        g.writeEndObject();
    }

    private static void write(JsonGenerator g, FindItemsPb.ShippingInfo s) throws IOException {
        g.writeObjectFieldStart("shippingInfo");
        if (s.hasShippingServiceCost()) {
            write(g, "shippingServiceCost", s.getShippingServiceCost());
        }
        if (s.hasShippingType()) {
            g.writeStringField("shippingType", s.getShippingType());
        }
        writeStrings(g, "shipToLocations", s.getShipToLocationsList());
        if (s.hasExpeditedShipping()) {
            g.writeBooleanField("expeditedShipping", s.getExpeditedShipping());
        }
        if (s.hasOneDayShippingAvailable()) {
            g.writeBooleanField("oneDayShippingAvailable", s.getOneDayShippingAvailable());
        }
        if (s.hasHandlingTime()) {
            g.writeNumberField("handlingTime", s.getHandlingTime());
        }
        g.writeEndObject();
    }

    private static void write(JsonGenerator g, FindItemsPb.SellingStatus s) throws IOException {
        g.writeObjectFieldStart("sellingStatus");
        if (s.hasCurrentPrice()) {
            write(g, "currentPrice", s.getCurrentPrice());
        }
        if (s.hasConvertedCurrentPrice()) {
            write(g, "convertedCurrentPrice", s.getConvertedCurrentPrice());
        }
        if (s.hasBidCount()) {
            g.writeNumberField("bidCount", s.getBidCount());
        }
        if (s.hasSellingState()) {
            g.writeStringField("sellingState", s.getSellingState());
        }
        if (s.hasTimeLeft()) {
            g.writeStringField("timeLeft", XsdDuration.format(
                    Duration.ofSeconds(s.getTimeLeft().getSeconds(), s.getTimeLeft().getNanos())));
        }
        g.writeEndObject();
    }

    private static void write(JsonGenerator g, FindItemsPb.ListingInfo l) throws IOException {
        g.writeObjectFieldStart("listingInfo");
        if (l.hasBestOfferEnabled()) {
            g.writeBooleanField("bestOfferEnabled", l.getBestOfferEnabled());
        }
        if (l.hasBuyItNowAvailable()) {
            g.writeBooleanField("buyItNowAvailable", l.getBuyItNowAvailable());
        }
        if (l.hasBuyItNowPrice()) {
            write(g, "buyItNowPrice", l.getBuyItNowPrice());
        }
        if (l.hasConvertedBuyItNowPrice()) {
            write(g, "convertedBuyItNowPrice", l.getConvertedBuyItNowPrice());
        }
        if (l.hasStartTime()) {
            write(g, "startTime", l.getStartTime());
        }
        if (l.hasEndTime()) {
            write(g, "endTime", l.getEndTime());
        }
        if (l.hasListingType()) {
            g.writeStringField("listingType", l.getListingType());
        }
        if (l.hasGift()) {
            g.writeBooleanField("gift", l.getGift());
        }
        g.writeEndObject();
    }

    private static void write(JsonGenerator g, String name, FindItemsPb.Category c) throws IOException {
        g.writeObjectFieldStart(name);
        g.writeStringField("categoryId", c.getCategoryId());
        g.writeStringField("categoryName", c.getCategoryName());
        g.writeEndObject();
    }

    private static void write(JsonGenerator g, String name, FindItemsPb.Amount a) throws IOException {
        g.writeObjectFieldStart(name);
        g.writeStringField("currencyId", a.getCurrencyId());
        g.writeNumberField("value", a.getValue());
        g.writeEndObject();
    }

    private static void write(JsonGenerator g, String name, Timestamp t) throws IOException {
        g.writeStringField(name, XsdDateTime.format(Instant.ofEpochSecond(t.getSeconds(), t.getNanos())));
    }

    private static void writeStrings(JsonGenerator g, String name, List<String> values) throws IOException {
        if (values.isEmpty()) {
            return;
        }
        g.writeArrayFieldStart(name);
        for (String v : values) {
            g.writeString(v);
        }
        g.writeEndArray();
    }
}
