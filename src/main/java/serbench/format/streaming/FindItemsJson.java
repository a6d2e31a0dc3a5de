package serbench.format.streaming;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.io.SerializedString;
import serbench.model.finditems.Ack;
import serbench.model.finditems.item.Amount;
import serbench.model.finditems.item.Category;
import serbench.model.finditems.item.Condition;
import serbench.model.finditems.ErrorData;
import serbench.model.finditems.ErrorMessage;
import serbench.model.finditems.ErrorParameter;
import serbench.model.finditems.FindItemsResponse;
import serbench.model.finditems.item.ListingInfo;
import serbench.model.finditems.PaginationOutput;
import serbench.model.finditems.item.ProductId;
import serbench.model.finditems.item.SearchItem;
import serbench.model.finditems.SearchResult;
import serbench.model.finditems.item.SellerInfo;
import serbench.model.finditems.item.SellingStatus;
import serbench.model.finditems.item.ShippingInfo;
import serbench.model.finditems.xsd.XsdDateTime;
import serbench.model.finditems.xsd.XsdDuration;

import java.io.IOException;
import java.time.Duration;
import java.time.Instant;
import java.util.List;

import static serbench.format.streaming.JsonOut.name;

/**
 * The FindItems response as {@code json} writes it, by hand: fields in each class's {@code @JsonPropertyOrder},
 * enums in eBay's spelling, timestamps and durations as their XSD text ({@link XsdDateTime}, {@link XsdDuration}),
 * amounts, product ids and error parameters as {@code {attribute, "value"}} objects. Unknown fields are skipped, as
 * databind skips them for these classes ({@code @JsonIgnoreProperties(ignoreUnknown = true)}).
 */
final class FindItemsJson implements ModelJson<FindItemsResponse> {

    private static final SerializedString ACK = name("ack");
    private static final SerializedString ERROR_MESSAGE = name("errorMessage");
    private static final SerializedString VERSION = name("version");
    private static final SerializedString TIMESTAMP = name("timestamp");
    private static final SerializedString SEARCH_RESULT = name("searchResult");
    private static final SerializedString PAGINATION_OUTPUT = name("paginationOutput");
    private static final SerializedString ITEM_SEARCH_URL = name("itemSearchURL");
    private static final SerializedString ERROR = name("error");
    private static final SerializedString ERROR_ID = name("errorId");
    private static final SerializedString DOMAIN = name("domain");
    private static final SerializedString SEVERITY = name("severity");
    private static final SerializedString CATEGORY = name("category");
    private static final SerializedString MESSAGE = name("message");
    private static final SerializedString SUBDOMAIN = name("subdomain");
    private static final SerializedString EXCEPTION_ID = name("exceptionId");
    private static final SerializedString PARAMETER = name("parameter");
    private static final SerializedString NAME = name("name");
    private static final SerializedString VALUE = name("value");
    private static final SerializedString COUNT = name("count");
    private static final SerializedString ITEM = name("item");
    private static final SerializedString PAGE_NUMBER = name("pageNumber");
    private static final SerializedString ENTRIES_PER_PAGE = name("entriesPerPage");
    private static final SerializedString TOTAL_PAGES = name("totalPages");
    private static final SerializedString TOTAL_ENTRIES = name("totalEntries");
    private static final SerializedString ITEM_ID = name("itemId");
    private static final SerializedString TITLE = name("title");
    private static final SerializedString GLOBAL_ID = name("globalId");
    private static final SerializedString SUBTITLE = name("subtitle");
    private static final SerializedString PRIMARY_CATEGORY = name("primaryCategory");
    private static final SerializedString SECONDARY_CATEGORY = name("secondaryCategory");
    private static final SerializedString GALLERY_URL = name("galleryURL");
    private static final SerializedString VIEW_ITEM_URL = name("viewItemURL");
    private static final SerializedString PRODUCT_ID = name("productId");
    private static final SerializedString PAYMENT_METHOD = name("paymentMethod");
    private static final SerializedString AUTO_PAY = name("autoPay");
    private static final SerializedString POSTAL_CODE = name("postalCode");
    private static final SerializedString LOCATION = name("location");
    private static final SerializedString COUNTRY = name("country");
    private static final SerializedString SELLER_INFO = name("sellerInfo");
    private static final SerializedString SHIPPING_INFO = name("shippingInfo");
    private static final SerializedString SELLING_STATUS = name("sellingStatus");
    private static final SerializedString LISTING_INFO = name("listingInfo");
    private static final SerializedString RETURNS_ACCEPTED = name("returnsAccepted");
    private static final SerializedString GALLERY_PLUS_PICTURE_URL = name("galleryPlusPictureURL");
    private static final SerializedString CONDITION = name("condition");
    private static final SerializedString IS_MULTI_VARIATION_LISTING = name("isMultiVariationListing");
    private static final SerializedString TOP_RATED_LISTING = name("topRatedListing");
    private static final SerializedString CATEGORY_ID = name("categoryId");
    private static final SerializedString CATEGORY_NAME = name("categoryName");
    private static final SerializedString TYPE = name("type");
    private static final SerializedString CURRENCY_ID = name("currencyId");
    private static final SerializedString SELLER_USER_NAME = name("sellerUserName");
    private static final SerializedString FEEDBACK_SCORE = name("feedbackScore");
    private static final SerializedString POSITIVE_FEEDBACK_PERCENT = name("positiveFeedbackPercent");
    private static final SerializedString FEEDBACK_RATING_STAR = name("feedbackRatingStar");
    private static final SerializedString TOP_RATED_SELLER = name("topRatedSeller");
    private static final SerializedString SHIPPING_SERVICE_COST = name("shippingServiceCost");
    private static final SerializedString SHIPPING_TYPE = name("shippingType");
    private static final SerializedString SHIP_TO_LOCATIONS = name("shipToLocations");
    private static final SerializedString EXPEDITED_SHIPPING = name("expeditedShipping");
    private static final SerializedString ONE_DAY_SHIPPING_AVAILABLE = name("oneDayShippingAvailable");
    private static final SerializedString HANDLING_TIME = name("handlingTime");
    private static final SerializedString CURRENT_PRICE = name("currentPrice");
    private static final SerializedString CONVERTED_CURRENT_PRICE = name("convertedCurrentPrice");
    private static final SerializedString BID_COUNT = name("bidCount");
    private static final SerializedString SELLING_STATE = name("sellingState");
    private static final SerializedString TIME_LEFT = name("timeLeft");
    private static final SerializedString BEST_OFFER_ENABLED = name("bestOfferEnabled");
    private static final SerializedString BUY_IT_NOW_AVAILABLE = name("buyItNowAvailable");
    private static final SerializedString BUY_IT_NOW_PRICE = name("buyItNowPrice");
    private static final SerializedString CONVERTED_BUY_IT_NOW_PRICE = name("convertedBuyItNowPrice");
    private static final SerializedString START_TIME = name("startTime");
    private static final SerializedString END_TIME = name("endTime");
    private static final SerializedString LISTING_TYPE = name("listingType");
    private static final SerializedString GIFT = name("gift");
    private static final SerializedString CONDITION_ID = name("conditionId");
    private static final SerializedString CONDITION_DISPLAY_NAME = name("conditionDisplayName");

    private static final JsonEnum<Ack> ACKS = JsonEnum.of(Ack.class);
    private static final JsonEnum<ErrorData.Severity> SEVERITIES = JsonEnum.of(ErrorData.Severity.class);
    private static final JsonEnum<ErrorData.Category> CATEGORIES = JsonEnum.of(ErrorData.Category.class);

    // ------------------------------------------------------------------------------------------------- write

    @Override
    public void write(JsonGenerator g, FindItemsResponse r) throws IOException {
        g.writeStartObject();
        ACKS.write(g, ACK, r.ack());
        JsonOut.object(g, ERROR_MESSAGE, r.errorMessage(), FindItemsJson::writeErrorMessage);
        JsonOut.optional(g, VERSION, r.version());
        instant(g, TIMESTAMP, r.timestamp());
        JsonOut.object(g, SEARCH_RESULT, r.searchResult(), FindItemsJson::writeSearchResult);
        JsonOut.object(g, PAGINATION_OUTPUT, r.paginationOutput(), FindItemsJson::writePagination);
        JsonOut.optional(g, ITEM_SEARCH_URL, r.itemSearchURL());
        g.writeEndObject();
    }

    private static void writeErrorMessage(JsonGenerator g, ErrorMessage m) throws IOException {
        g.writeStartObject();
        JsonOut.list(g, ERROR, m.error(), FindItemsJson::writeError);
        g.writeEndObject();
    }

    private static void writeError(JsonGenerator g, ErrorData e) throws IOException {
        g.writeStartObject();
        JsonOut.write(g, ERROR_ID, e.errorId());
        JsonOut.optional(g, DOMAIN, e.domain());
        SEVERITIES.write(g, SEVERITY, e.severity());
        CATEGORIES.write(g, CATEGORY, e.category());
        JsonOut.optional(g, MESSAGE, e.message());
        JsonOut.optional(g, SUBDOMAIN, e.subdomain());
        JsonOut.optional(g, EXCEPTION_ID, e.exceptionId());
        JsonOut.list(g, PARAMETER, e.parameter(), FindItemsJson::writeParameter);
        g.writeEndObject();
    }

    private static void writeParameter(JsonGenerator g, ErrorParameter p) throws IOException {
        g.writeStartObject();
        JsonOut.optional(g, NAME, p.name());
        JsonOut.optional(g, VALUE, p.value());
        g.writeEndObject();
    }

    private static void writeSearchResult(JsonGenerator g, SearchResult s) throws IOException {
        g.writeStartObject();
        JsonOut.write(g, COUNT, s.count());
        JsonOut.list(g, ITEM, s.item(), FindItemsJson::writeItem);
        g.writeEndObject();
    }

    private static void writePagination(JsonGenerator g, PaginationOutput p) throws IOException {
        g.writeStartObject();
        JsonOut.optional(g, PAGE_NUMBER, p.pageNumber());
        JsonOut.optional(g, ENTRIES_PER_PAGE, p.entriesPerPage());
        JsonOut.optional(g, TOTAL_PAGES, p.totalPages());
        JsonOut.optional(g, TOTAL_ENTRIES, p.totalEntries());
        g.writeEndObject();
    }

    private static void writeItem(JsonGenerator g, SearchItem i) throws IOException {
        g.writeStartObject();
        JsonOut.optional(g, ITEM_ID, i.itemId());
        JsonOut.optional(g, TITLE, i.title());
        JsonOut.optional(g, GLOBAL_ID, i.globalId());
        JsonOut.optional(g, SUBTITLE, i.subtitle());
        JsonOut.object(g, PRIMARY_CATEGORY, i.primaryCategory(), FindItemsJson::writeCategory);
        JsonOut.object(g, SECONDARY_CATEGORY, i.secondaryCategory(), FindItemsJson::writeCategory);
        JsonOut.optional(g, GALLERY_URL, i.galleryURL());
        JsonOut.optional(g, VIEW_ITEM_URL, i.viewItemURL());
        JsonOut.object(g, PRODUCT_ID, i.productId(), FindItemsJson::writeProductId);
        JsonOut.list(g, PAYMENT_METHOD, i.paymentMethod(), JsonOut::string);
        JsonOut.optional(g, AUTO_PAY, i.autoPay());
        JsonOut.optional(g, POSTAL_CODE, i.postalCode());
        JsonOut.optional(g, LOCATION, i.location());
        JsonOut.optional(g, COUNTRY, i.country());
        JsonOut.object(g, SELLER_INFO, i.sellerInfo(), FindItemsJson::writeSellerInfo);
        JsonOut.object(g, SHIPPING_INFO, i.shippingInfo(), FindItemsJson::writeShippingInfo);
        JsonOut.object(g, SELLING_STATUS, i.sellingStatus(), FindItemsJson::writeSellingStatus);
        JsonOut.object(g, LISTING_INFO, i.listingInfo(), FindItemsJson::writeListingInfo);
        JsonOut.optional(g, RETURNS_ACCEPTED, i.returnsAccepted());
        JsonOut.list(g, GALLERY_PLUS_PICTURE_URL, i.galleryPlusPictureURL(), JsonOut::string);
        JsonOut.object(g, CONDITION, i.condition(), FindItemsJson::writeCondition);
        JsonOut.optional(g, IS_MULTI_VARIATION_LISTING, i.isMultiVariationListing());
        JsonOut.optional(g, TOP_RATED_LISTING, i.topRatedListing());
        g.writeEndObject();
    }

    private static void writeCategory(JsonGenerator g, Category c) throws IOException {
        g.writeStartObject();
        JsonOut.optional(g, CATEGORY_ID, c.categoryId());
        JsonOut.optional(g, CATEGORY_NAME, c.categoryName());
        g.writeEndObject();
    }

    private static void writeProductId(JsonGenerator g, ProductId p) throws IOException {
        g.writeStartObject();
        JsonOut.optional(g, TYPE, p.type());
        JsonOut.optional(g, VALUE, p.value());
        g.writeEndObject();
    }

    private static void writeAmount(JsonGenerator g, Amount a) throws IOException {
        g.writeStartObject();
        JsonOut.optional(g, CURRENCY_ID, a.currencyId());
        JsonOut.write(g, VALUE, a.value());
        g.writeEndObject();
    }

    private static void writeSellerInfo(JsonGenerator g, SellerInfo s) throws IOException {
        g.writeStartObject();
        JsonOut.optional(g, SELLER_USER_NAME, s.sellerUserName());
        JsonOut.optional(g, FEEDBACK_SCORE, s.feedbackScore());
        JsonOut.optional(g, POSITIVE_FEEDBACK_PERCENT, s.positiveFeedbackPercent());
        JsonOut.optional(g, FEEDBACK_RATING_STAR, s.feedbackRatingStar());
        JsonOut.optional(g, TOP_RATED_SELLER, s.topRatedSeller());
        g.writeEndObject();
    }

    private static void writeShippingInfo(JsonGenerator g, ShippingInfo s) throws IOException {
        g.writeStartObject();
        JsonOut.object(g, SHIPPING_SERVICE_COST, s.shippingServiceCost(), FindItemsJson::writeAmount);
        JsonOut.optional(g, SHIPPING_TYPE, s.shippingType());
        JsonOut.list(g, SHIP_TO_LOCATIONS, s.shipToLocations(), JsonOut::string);
        JsonOut.optional(g, EXPEDITED_SHIPPING, s.expeditedShipping());
        JsonOut.optional(g, ONE_DAY_SHIPPING_AVAILABLE, s.oneDayShippingAvailable());
        JsonOut.optional(g, HANDLING_TIME, s.handlingTime());
        g.writeEndObject();
    }

    private static void writeSellingStatus(JsonGenerator g, SellingStatus s) throws IOException {
        g.writeStartObject();
        JsonOut.object(g, CURRENT_PRICE, s.currentPrice(), FindItemsJson::writeAmount);
        JsonOut.object(g, CONVERTED_CURRENT_PRICE, s.convertedCurrentPrice(), FindItemsJson::writeAmount);
        JsonOut.optional(g, BID_COUNT, s.bidCount());
        JsonOut.optional(g, SELLING_STATE, s.sellingState());
        if (s.timeLeft() != null) {
            JsonOut.optional(g, TIME_LEFT, XsdDuration.format(s.timeLeft()));
        }
        g.writeEndObject();
    }

    private static void writeListingInfo(JsonGenerator g, ListingInfo l) throws IOException {
        g.writeStartObject();
        JsonOut.optional(g, BEST_OFFER_ENABLED, l.bestOfferEnabled());
        JsonOut.optional(g, BUY_IT_NOW_AVAILABLE, l.buyItNowAvailable());
        JsonOut.object(g, BUY_IT_NOW_PRICE, l.buyItNowPrice(), FindItemsJson::writeAmount);
        JsonOut.object(g, CONVERTED_BUY_IT_NOW_PRICE, l.convertedBuyItNowPrice(), FindItemsJson::writeAmount);
        instant(g, START_TIME, l.startTime());
        instant(g, END_TIME, l.endTime());
        JsonOut.optional(g, LISTING_TYPE, l.listingType());
        JsonOut.optional(g, GIFT, l.gift());
        g.writeEndObject();
    }

    private static void writeCondition(JsonGenerator g, Condition c) throws IOException {
        g.writeStartObject();
        JsonOut.optional(g, CONDITION_ID, c.conditionId());
        JsonOut.optional(g, CONDITION_DISPLAY_NAME, c.conditionDisplayName());
        g.writeEndObject();
    }

    /** An xs:dateTime field, left out when null. */
    private static void instant(JsonGenerator g, SerializedString name, Instant t) throws IOException {
        if (t != null) {
            JsonOut.optional(g, name, XsdDateTime.format(t));
        }
    }

    // -------------------------------------------------------------------------------------------------- read

    @Override
    public FindItemsResponse read(JsonParser p) throws IOException {
        JsonIn.expectObject(p, FindItemsResponse.class);
        Ack ack = null;
        ErrorMessage errorMessage = null;
        String version = null;
        Instant timestamp = null;
        SearchResult searchResult = null;
        PaginationOutput paginationOutput = null;
        String itemSearchURL = null;
        for (String f = p.nextFieldName(); f != null; f = p.nextFieldName()) {
            switch (f) {
                case "ack" -> ack = ACKS.read(p);
                case "errorMessage" -> errorMessage = JsonIn.object(p, FindItemsJson::errorMessage);
                case "version" -> version = JsonIn.string(p);
                case "timestamp" -> timestamp = instant(p);
                case "searchResult" -> searchResult = JsonIn.object(p, FindItemsJson::searchResult);
                case "paginationOutput" -> paginationOutput = JsonIn.object(p, FindItemsJson::pagination);
                case "itemSearchURL" -> itemSearchURL = JsonIn.string(p);
                default -> JsonIn.skip(p);
            }
        }
        return new FindItemsResponse(ack, errorMessage, version, timestamp, searchResult, paginationOutput,
                itemSearchURL);
    }

    private static ErrorMessage errorMessage(JsonParser p) throws IOException {
        JsonIn.expectObject(p, ErrorMessage.class);
        List<ErrorData> error = null;
        for (String f = p.nextFieldName(); f != null; f = p.nextFieldName()) {
            if (f.equals("error")) {
                error = JsonIn.list(p, FindItemsJson::error, ErrorData.class);
            } else {
                JsonIn.skip(p);
            }
        }
        return new ErrorMessage(error);
    }

    private static ErrorData error(JsonParser p) throws IOException {
        JsonIn.expectObject(p, ErrorData.class);
        long errorId = 0;
        String domain = null;
        ErrorData.Severity severity = null;
        ErrorData.Category category = null;
        String message = null;
        String subdomain = null;
        String exceptionId = null;
        List<ErrorParameter> parameter = null;
        for (String f = p.nextFieldName(); f != null; f = p.nextFieldName()) {
            switch (f) {
                case "errorId" -> errorId = JsonIn.longValue(p);
                case "domain" -> domain = JsonIn.string(p);
                case "severity" -> severity = SEVERITIES.read(p);
                case "category" -> category = CATEGORIES.read(p);
                case "message" -> message = JsonIn.string(p);
                case "subdomain" -> subdomain = JsonIn.string(p);
                case "exceptionId" -> exceptionId = JsonIn.string(p);
                case "parameter" -> parameter = JsonIn.list(p, FindItemsJson::parameter, ErrorParameter.class);
                default -> JsonIn.skip(p);
            }
        }
        return new ErrorData(errorId, domain, severity, category, message, subdomain, exceptionId, parameter);
    }

    private static ErrorParameter parameter(JsonParser p) throws IOException {
        JsonIn.expectObject(p, ErrorParameter.class);
        String name = null;
        String value = null;
        for (String f = p.nextFieldName(); f != null; f = p.nextFieldName()) {
            switch (f) {
                case "name" -> name = JsonIn.string(p);
                case "value" -> value = JsonIn.string(p);
                default -> JsonIn.skip(p);
            }
        }
        return new ErrorParameter(name, value);
    }

    private static SearchResult searchResult(JsonParser p) throws IOException {
        JsonIn.expectObject(p, SearchResult.class);
        int count = 0;
        List<SearchItem> item = null;
        for (String f = p.nextFieldName(); f != null; f = p.nextFieldName()) {
            switch (f) {
                case "count" -> count = JsonIn.intValue(p);
                case "item" -> item = JsonIn.list(p, FindItemsJson::item, SearchItem.class);
                default -> JsonIn.skip(p);
            }
        }
        return new SearchResult(count, item);
    }

    private static PaginationOutput pagination(JsonParser p) throws IOException {
        JsonIn.expectObject(p, PaginationOutput.class);
        Integer pageNumber = null;
        Integer entriesPerPage = null;
        Integer totalPages = null;
        Integer totalEntries = null;
        for (String f = p.nextFieldName(); f != null; f = p.nextFieldName()) {
            switch (f) {
                case "pageNumber" -> pageNumber = JsonIn.integer(p);
                case "entriesPerPage" -> entriesPerPage = JsonIn.integer(p);
                case "totalPages" -> totalPages = JsonIn.integer(p);
                case "totalEntries" -> totalEntries = JsonIn.integer(p);
                default -> JsonIn.skip(p);
            }
        }
        return new PaginationOutput(pageNumber, entriesPerPage, totalPages, totalEntries);
    }

    private static SearchItem item(JsonParser p) throws IOException {
        JsonIn.expectObject(p, SearchItem.class);
        String itemId = null;
        String title = null;
        String globalId = null;
        String subtitle = null;
        Category primaryCategory = null;
        Category secondaryCategory = null;
        String galleryURL = null;
        String viewItemURL = null;
        ProductId productId = null;
        List<String> paymentMethod = null;
        Boolean autoPay = null;
        String postalCode = null;
        String location = null;
        String country = null;
        SellerInfo sellerInfo = null;
        ShippingInfo shippingInfo = null;
        SellingStatus sellingStatus = null;
        ListingInfo listingInfo = null;
        Boolean returnsAccepted = null;
        List<String> galleryPlusPictureURL = null;
        Condition condition = null;
        Boolean isMultiVariationListing = null;
        Boolean topRatedListing = null;
        for (String f = p.nextFieldName(); f != null; f = p.nextFieldName()) {
            switch (f) {
                case "itemId" -> itemId = JsonIn.string(p);
                case "title" -> title = JsonIn.string(p);
                case "globalId" -> globalId = JsonIn.string(p);
                case "subtitle" -> subtitle = JsonIn.string(p);
                case "primaryCategory" -> primaryCategory = JsonIn.object(p, FindItemsJson::category);
                case "secondaryCategory" -> secondaryCategory = JsonIn.object(p, FindItemsJson::category);
                case "galleryURL" -> galleryURL = JsonIn.string(p);
                case "viewItemURL" -> viewItemURL = JsonIn.string(p);
                case "productId" -> productId = JsonIn.object(p, FindItemsJson::productId);
                case "paymentMethod" -> paymentMethod = JsonIn.strings(p);
                case "autoPay" -> autoPay = JsonIn.booleanOrNull(p);
                case "postalCode" -> postalCode = JsonIn.string(p);
                case "location" -> location = JsonIn.string(p);
                case "country" -> country = JsonIn.string(p);
                case "sellerInfo" -> sellerInfo = JsonIn.object(p, FindItemsJson::sellerInfo);
                case "shippingInfo" -> shippingInfo = JsonIn.object(p, FindItemsJson::shippingInfo);
                case "sellingStatus" -> sellingStatus = JsonIn.object(p, FindItemsJson::sellingStatus);
                case "listingInfo" -> listingInfo = JsonIn.object(p, FindItemsJson::listingInfo);
                case "returnsAccepted" -> returnsAccepted = JsonIn.booleanOrNull(p);
                case "galleryPlusPictureURL" -> galleryPlusPictureURL = JsonIn.strings(p);
                case "condition" -> condition = JsonIn.object(p, FindItemsJson::condition);
                case "isMultiVariationListing" -> isMultiVariationListing = JsonIn.booleanOrNull(p);
                case "topRatedListing" -> topRatedListing = JsonIn.booleanOrNull(p);
                default -> JsonIn.skip(p);
            }
        }
        return new SearchItem(itemId, title, globalId, subtitle, primaryCategory, secondaryCategory, galleryURL,
                viewItemURL, productId, paymentMethod, autoPay, postalCode, location, country, sellerInfo,
                shippingInfo, sellingStatus, listingInfo, returnsAccepted, galleryPlusPictureURL, condition,
                isMultiVariationListing, topRatedListing);
    }

    private static Category category(JsonParser p) throws IOException {
        JsonIn.expectObject(p, Category.class);
        String categoryId = null;
        String categoryName = null;
        for (String f = p.nextFieldName(); f != null; f = p.nextFieldName()) {
            switch (f) {
                case "categoryId" -> categoryId = JsonIn.string(p);
                case "categoryName" -> categoryName = JsonIn.string(p);
                default -> JsonIn.skip(p);
            }
        }
        return new Category(categoryId, categoryName);
    }

    private static ProductId productId(JsonParser p) throws IOException {
        JsonIn.expectObject(p, ProductId.class);
        String type = null;
        String value = null;
        for (String f = p.nextFieldName(); f != null; f = p.nextFieldName()) {
            switch (f) {
                case "type" -> type = JsonIn.string(p);
                case "value" -> value = JsonIn.string(p);
                default -> JsonIn.skip(p);
            }
        }
        return new ProductId(type, value);
    }

    private static Amount amount(JsonParser p) throws IOException {
        JsonIn.expectObject(p, Amount.class);
        String currencyId = null;
        double value = 0;
        for (String f = p.nextFieldName(); f != null; f = p.nextFieldName()) {
            switch (f) {
                case "currencyId" -> currencyId = JsonIn.string(p);
                case "value" -> value = JsonIn.doubleValue(p);
                default -> JsonIn.skip(p);
            }
        }
        return new Amount(currencyId, value);
    }

    private static SellerInfo sellerInfo(JsonParser p) throws IOException {
        JsonIn.expectObject(p, SellerInfo.class);
        String sellerUserName = null;
        Long feedbackScore = null;
        Double positiveFeedbackPercent = null;
        String feedbackRatingStar = null;
        Boolean topRatedSeller = null;
        for (String f = p.nextFieldName(); f != null; f = p.nextFieldName()) {
            switch (f) {
                case "sellerUserName" -> sellerUserName = JsonIn.string(p);
                case "feedbackScore" -> feedbackScore = JsonIn.longOrNull(p);
                case "positiveFeedbackPercent" -> positiveFeedbackPercent = JsonIn.doubleOrNull(p);
                case "feedbackRatingStar" -> feedbackRatingStar = JsonIn.string(p);
                case "topRatedSeller" -> topRatedSeller = JsonIn.booleanOrNull(p);
                default -> JsonIn.skip(p);
            }
        }
        return new SellerInfo(sellerUserName, feedbackScore, positiveFeedbackPercent, feedbackRatingStar,
                topRatedSeller);
    }

    private static ShippingInfo shippingInfo(JsonParser p) throws IOException {
        JsonIn.expectObject(p, ShippingInfo.class);
        Amount shippingServiceCost = null;
        String shippingType = null;
        List<String> shipToLocations = null;
        Boolean expeditedShipping = null;
        Boolean oneDayShippingAvailable = null;
        Integer handlingTime = null;
        for (String f = p.nextFieldName(); f != null; f = p.nextFieldName()) {
            switch (f) {
                case "shippingServiceCost" -> shippingServiceCost = JsonIn.object(p, FindItemsJson::amount);
                case "shippingType" -> shippingType = JsonIn.string(p);
                case "shipToLocations" -> shipToLocations = JsonIn.strings(p);
                case "expeditedShipping" -> expeditedShipping = JsonIn.booleanOrNull(p);
                case "oneDayShippingAvailable" -> oneDayShippingAvailable = JsonIn.booleanOrNull(p);
                case "handlingTime" -> handlingTime = JsonIn.integer(p);
                default -> JsonIn.skip(p);
            }
        }
        return new ShippingInfo(shippingServiceCost, shippingType, shipToLocations, expeditedShipping,
                oneDayShippingAvailable, handlingTime);
    }

    private static SellingStatus sellingStatus(JsonParser p) throws IOException {
        JsonIn.expectObject(p, SellingStatus.class);
        Amount currentPrice = null;
        Amount convertedCurrentPrice = null;
        Integer bidCount = null;
        String sellingState = null;
        Duration timeLeft = null;
        for (String f = p.nextFieldName(); f != null; f = p.nextFieldName()) {
            switch (f) {
                case "currentPrice" -> currentPrice = JsonIn.object(p, FindItemsJson::amount);
                case "convertedCurrentPrice" -> convertedCurrentPrice = JsonIn.object(p, FindItemsJson::amount);
                case "bidCount" -> bidCount = JsonIn.integer(p);
                case "sellingState" -> sellingState = JsonIn.string(p);
                case "timeLeft" -> timeLeft = JsonIn.text(p, XsdDuration::parse, Duration.class);
                default -> JsonIn.skip(p);
            }
        }
        return new SellingStatus(currentPrice, convertedCurrentPrice, bidCount, sellingState, timeLeft);
    }

    private static ListingInfo listingInfo(JsonParser p) throws IOException {
        JsonIn.expectObject(p, ListingInfo.class);
        Boolean bestOfferEnabled = null;
        Boolean buyItNowAvailable = null;
        Amount buyItNowPrice = null;
        Amount convertedBuyItNowPrice = null;
        Instant startTime = null;
        Instant endTime = null;
        String listingType = null;
        Boolean gift = null;
        for (String f = p.nextFieldName(); f != null; f = p.nextFieldName()) {
            switch (f) {
                case "bestOfferEnabled" -> bestOfferEnabled = JsonIn.booleanOrNull(p);
                case "buyItNowAvailable" -> buyItNowAvailable = JsonIn.booleanOrNull(p);
                case "buyItNowPrice" -> buyItNowPrice = JsonIn.object(p, FindItemsJson::amount);
                case "convertedBuyItNowPrice" -> convertedBuyItNowPrice = JsonIn.object(p, FindItemsJson::amount);
                case "startTime" -> startTime = instant(p);
                case "endTime" -> endTime = instant(p);
                case "listingType" -> listingType = JsonIn.string(p);
                case "gift" -> gift = JsonIn.booleanOrNull(p);
                default -> JsonIn.skip(p);
            }
        }
        return new ListingInfo(bestOfferEnabled, buyItNowAvailable, buyItNowPrice, convertedBuyItNowPrice,
                startTime, endTime, listingType, gift);
    }

    private static Condition condition(JsonParser p) throws IOException {
        JsonIn.expectObject(p, Condition.class);
        Integer conditionId = null;
        String conditionDisplayName = null;
        for (String f = p.nextFieldName(); f != null; f = p.nextFieldName()) {
            switch (f) {
                case "conditionId" -> conditionId = JsonIn.integer(p);
                case "conditionDisplayName" -> conditionDisplayName = JsonIn.string(p);
                default -> JsonIn.skip(p);
            }
        }
        return new Condition(conditionId, conditionDisplayName);
    }

    /** An xs:dateTime field. */
    private static Instant instant(JsonParser p) throws IOException {
        return JsonIn.text(p, XsdDateTime::parse, Instant.class);
    }
}
