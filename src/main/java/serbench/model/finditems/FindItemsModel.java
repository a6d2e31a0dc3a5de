package serbench.model.finditems;

import serbench.model.finditems.item.Amount;
import serbench.model.finditems.item.Category;
import serbench.model.finditems.item.Condition;
import serbench.model.finditems.item.ListingInfo;
import serbench.model.finditems.item.ProductId;
import serbench.model.finditems.item.SearchItem;
import serbench.model.finditems.item.SellerInfo;
import serbench.model.finditems.item.SellingStatus;
import serbench.model.finditems.item.ShippingInfo;
import com.google.protobuf.Timestamp;
import serbench.model.Digest;
import serbench.model.Model;
import serbench.model.InvalidDataException;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * The FindItems model: eBay's Finding API {@code findItemsByKeywords} response, whose XML travels in a SOAP 1.1
 * envelope. Inputs are item counts ({@code 1}, {@code 50}, {@code 1000}, or any other count up to
 * {@value #MAX_ITEMS}) built by {@link FindItemsGenerator}, and {@code failure}, a failed call with an
 * {@code errorMessage}.
 */
public final class FindItemsModel extends Model<FindItemsResponse, FindItemsPb.FindItemsByKeywordsResponse> {

    /**
     * Largest item count {@link #load} builds: 30,000 items are about 50 MB of XML (1.7 KB an item), within the
     * parsers' 64 MiB document limit ({@code Jackson.MAX_DOCUMENT_LENGTH}), so every format can read what it wrote.
     */
    public static final int MAX_ITEMS = 30_000;
    /** The input holding a failed call. */
    public static final String FAILURE = "failure";

    public FindItemsModel() {
        super("finditems", FindItemsResponse.class);
    }

    @Override
    public com.google.protobuf.Parser<FindItemsPb.FindItemsByKeywordsResponse> parser() {
        return FindItemsPb.FindItemsByKeywordsResponse.parser();
    }

    /** The earliest instant protobuf's {@code Timestamp} holds: 0001-01-01T00:00:00Z. */
    public static final Instant EARLIEST = Instant.parse("0001-01-01T00:00:00Z");

    /** The latest instant protobuf's {@code Timestamp} holds: 9999-12-31T23:59:59.999999999Z. */
    public static final Instant LATEST = Instant.parse("9999-12-31T23:59:59.999999999Z");

    /** The longest span protobuf's {@code Duration} holds, either sign: 315,576,000,000 s (about 10,000 years). */
    public static final long MAX_DURATION_SECONDS = 315_576_000_000L;

    /**
     * Every date is one protobuf's {@code Timestamp} can hold (years 1 to 9999, as xs:dateTime in eBay's responses)
     * and {@code timeLeft} one its {@code Duration} can: what one format carries, every format must.
     */
    @Override
    public void validate(FindItemsResponse r) {
        instant(r.timestamp(), "timestamp");
        if (r.searchResult() == null || r.searchResult().item() == null) {
            return;
        }
        for (SearchItem i : r.searchResult().item()) {
            if (i == null) {
                continue;
            }
            if (i.listingInfo() != null) {
                instant(i.listingInfo().startTime(), "listingInfo.startTime");
                instant(i.listingInfo().endTime(), "listingInfo.endTime");
            }
            Duration left = i.sellingStatus() == null ? null : i.sellingStatus().timeLeft();
            if (left != null && Math.abs(left.getSeconds()) > MAX_DURATION_SECONDS) {
                throw new InvalidDataException("sellingStatus.timeLeft " + left + " is longer than "
                        + "protobuf's Duration holds (10,000 years)");
            }
        }
    }

    private static void instant(Instant t, String field) {
        if (t != null && (t.isBefore(EARLIEST) || t.isAfter(LATEST))) {
            throw new InvalidDataException(field + " " + t + " is outside the years 1 to 9999 "
                    + "that protobuf's Timestamp (and eBay's xs:dateTime) holds");
        }
    }

    @Override
    public List<String> inputs() {
        return List.of("1", "50", "1000");
    }

    @Override
    public String defaultInput() {
        return "50";
    }

    @Override
    public FindItemsResponse load(String input) {
        String resolved = resolveInput(input);
        if (FAILURE.equals(resolved)) {
            return FindItemsGenerator.failure();
        }
        int items = itemCount(resolved);
        if (items < 1 || items > MAX_ITEMS) {
            throw unknownInput(input);
        }
        return new FindItemsGenerator().response(items);
    }

    @Override
    public void checkInput(String input) {
        String resolved = resolveInput(input);
        int items = itemCount(resolved);
        if (!FAILURE.equals(resolved) && (items < 1 || items > MAX_ITEMS)) {
            throw unknownInput(input);
        }
    }

    @Override
    protected String inputsHelp() {
        return "default (50), " + String.join(", ", inputs()) + ", any item count from 1 to " + MAX_ITEMS
                + " (more would make the XML exceed the parsers' 64 MiB document limit), " + FAILURE
                + ", or file:PATH";
    }

    /** The item count an input names, or -1 when it names none. */
    private static int itemCount(String input) {
        if (input == null || input.isEmpty() || input.length() > 6 || !input.chars().allMatch(Character::isDigit)) {
            return -1;
        }
        return Integer.parseInt(input);
    }

    /** eBay's own JSON: see {@link EbayJson}. */
    @Override
    public com.fasterxml.jackson.databind.JsonNode fromServiceJson(com.fasterxml.jackson.databind.JsonNode tree) {
        return EbayJson.toSuiteForm(tree);
    }

    @Override
    public boolean soapEnvelope() {
        return true;
    }

    // ---------------------------------------------------------------------------------------------- copy

    @Override
    public FindItemsResponse copy(FindItemsResponse s) {
        ErrorMessage errorMessage = null;
        if (s.errorMessage() != null) {
            List<ErrorData> errors = new ArrayList<>(s.errorMessage().error().size());
            for (ErrorData e : s.errorMessage().error()) {
                List<ErrorParameter> parameters = new ArrayList<>(e.parameter().size());
                for (ErrorParameter p : e.parameter()) {
                    parameters.add(new ErrorParameter(p.name(), p.value()));
                }
                errors.add(new ErrorData(e.errorId(), e.domain(), e.severity(), e.category(), e.message(),
                        e.subdomain(), e.exceptionId(), parameters));
            }
            errorMessage = new ErrorMessage(errors);
        }
        SearchResult searchResult = null;
        if (s.searchResult() != null) {
            List<SearchItem> items = new ArrayList<>(s.searchResult().item().size());
            for (SearchItem i : s.searchResult().item()) {
                items.add(copy(i));
            }
            searchResult = new SearchResult(s.searchResult().count(), items);
        }
        PaginationOutput p = s.paginationOutput();
        return new FindItemsResponse(s.ack(), errorMessage, s.version(), s.timestamp(), searchResult,
                p == null ? null : new PaginationOutput(p.pageNumber(), p.entriesPerPage(), p.totalPages(),
                        p.totalEntries()),
                s.itemSearchURL());
    }

    private static SearchItem copy(SearchItem i) {
        ProductId productId = i.productId() == null ? null
                : new ProductId(i.productId().type(), i.productId().value());
        SellerInfo s = i.sellerInfo();
        SellerInfo sellerInfo = s == null ? null : new SellerInfo(s.sellerUserName(), s.feedbackScore(),
                s.positiveFeedbackPercent(), s.feedbackRatingStar(), s.topRatedSeller());
        ShippingInfo sh = i.shippingInfo();
        ShippingInfo shippingInfo = sh == null ? null : new ShippingInfo(copy(sh.shippingServiceCost()),
                sh.shippingType(), new ArrayList<>(sh.shipToLocations()), sh.expeditedShipping(),
                sh.oneDayShippingAvailable(), sh.handlingTime());
        SellingStatus st = i.sellingStatus();
        SellingStatus sellingStatus = st == null ? null : new SellingStatus(copy(st.currentPrice()),
                copy(st.convertedCurrentPrice()), st.bidCount(), st.sellingState(), st.timeLeft());
        ListingInfo l = i.listingInfo();
        ListingInfo listingInfo = l == null ? null : new ListingInfo(l.bestOfferEnabled(), l.buyItNowAvailable(),
                copy(l.buyItNowPrice()), copy(l.convertedBuyItNowPrice()), l.startTime(), l.endTime(),
                l.listingType(), l.gift());
        Condition c = i.condition();
        return new SearchItem(i.itemId(), i.title(), i.globalId(), i.subtitle(), copy(i.primaryCategory()),
                copy(i.secondaryCategory()), i.galleryURL(), i.viewItemURL(), productId,
                new ArrayList<>(i.paymentMethod()), i.autoPay(), i.postalCode(), i.location(), i.country(),
                sellerInfo, shippingInfo, sellingStatus, listingInfo, i.returnsAccepted(),
                new ArrayList<>(i.galleryPlusPictureURL()),
                c == null ? null : new Condition(c.conditionId(), c.conditionDisplayName()),
                i.isMultiVariationListing(), i.topRatedListing());
    }

    private static Category copy(Category c) {
        return c == null ? null : new Category(c.categoryId(), c.categoryName());
    }

    private static Amount copy(Amount a) {
        return a == null ? null : new Amount(a.currencyId(), a.value());
    }

    // ------------------------------------------------------------------------------------------- toProto

    @Override
    public FindItemsPb.FindItemsByKeywordsResponse toProto(FindItemsResponse s) {
        FindItemsPb.FindItemsByKeywordsResponse.Builder b = FindItemsPb.FindItemsByKeywordsResponse.newBuilder()
                .setAckValue(s.ack() == null ? 0 : s.ack().ordinal() + 1);
        if (s.errorMessage() != null) {
            FindItemsPb.ErrorMessage.Builder m = FindItemsPb.ErrorMessage.newBuilder();
            for (ErrorData e : s.errorMessage().error()) {
                FindItemsPb.ErrorData.Builder error = FindItemsPb.ErrorData.newBuilder()
                        .setErrorId(e.errorId())
                        .setSeverityValue(e.severity() == null ? 0 : e.severity().ordinal() + 1)
                        .setCategoryValue(e.category() == null ? 0 : e.category().ordinal() + 1);
                if (e.domain() != null) {
                    error.setDomain(e.domain());
                }
                if (e.message() != null) {
                    error.setMessage(e.message());
                }
                if (e.subdomain() != null) {
                    error.setSubdomain(e.subdomain());
                }
                if (e.exceptionId() != null) {
                    error.setExceptionId(e.exceptionId());
                }
                for (ErrorParameter p : e.parameter()) {
                    FindItemsPb.ErrorParameter.Builder parameter = FindItemsPb.ErrorParameter.newBuilder();
                    if (p.name() != null) {
                        parameter.setName(p.name());
                    }
                    if (p.value() != null) {
                        parameter.setValue(p.value());
                    }
                    error.addParameter(parameter);
                }
                m.addError(error);
            }
            b.setErrorMessage(m);
        }
        if (s.version() != null) {
            b.setVersion(s.version());
        }
        if (s.timestamp() != null) {
            b.setTimestamp(toProto(s.timestamp()));
        }
        if (s.searchResult() != null) {
            FindItemsPb.SearchResult.Builder r = FindItemsPb.SearchResult.newBuilder()
                    .setCount(s.searchResult().count());
            for (SearchItem i : s.searchResult().item()) {
                r.addItem(toProto(i));
            }
            b.setSearchResult(r);
        }
        PaginationOutput p = s.paginationOutput();
        if (p != null) {
            FindItemsPb.PaginationOutput.Builder page = FindItemsPb.PaginationOutput.newBuilder();
            if (p.pageNumber() != null) {
                page.setPageNumber(p.pageNumber());
            }
            if (p.entriesPerPage() != null) {
                page.setEntriesPerPage(p.entriesPerPage());
            }
            if (p.totalPages() != null) {
                page.setTotalPages(p.totalPages());
            }
            if (p.totalEntries() != null) {
                page.setTotalEntries(p.totalEntries());
            }
            b.setPaginationOutput(page);
        }
        if (s.itemSearchURL() != null) {
            b.setItemSearchUrl(s.itemSearchURL());
        }
        return b.build();
    }

    private static FindItemsPb.SearchItem toProto(SearchItem i) {
        FindItemsPb.SearchItem.Builder b = FindItemsPb.SearchItem.newBuilder();
        if (i.itemId() != null) {
            b.setItemId(i.itemId());
        }
        if (i.title() != null) {
            b.setTitle(i.title());
        }
        if (i.globalId() != null) {
            b.setGlobalId(i.globalId());
        }
        if (i.subtitle() != null) {
            b.setSubtitle(i.subtitle());
        }
        if (i.primaryCategory() != null) {
            b.setPrimaryCategory(toProto(i.primaryCategory()));
        }
        if (i.secondaryCategory() != null) {
            b.setSecondaryCategory(toProto(i.secondaryCategory()));
        }
        if (i.galleryURL() != null) {
            b.setGalleryUrl(i.galleryURL());
        }
        if (i.viewItemURL() != null) {
            b.setViewItemUrl(i.viewItemURL());
        }
        if (i.productId() != null) {
            FindItemsPb.ProductId.Builder p = FindItemsPb.ProductId.newBuilder();
            if (i.productId().type() != null) {
                p.setType(i.productId().type());
            }
            if (i.productId().value() != null) {
                p.setValue(i.productId().value());
            }
            b.setProductId(p);
        }
        b.addAllPaymentMethod(i.paymentMethod());
        if (i.autoPay() != null) {
            b.setAutoPay(i.autoPay());
        }
        if (i.postalCode() != null) {
            b.setPostalCode(i.postalCode());
        }
        if (i.location() != null) {
            b.setLocation(i.location());
        }
        if (i.country() != null) {
            b.setCountry(i.country());
        }
        if (i.sellerInfo() != null) {
            b.setSellerInfo(toProto(i.sellerInfo()));
        }
        if (i.shippingInfo() != null) {
            b.setShippingInfo(toProto(i.shippingInfo()));
        }
        if (i.sellingStatus() != null) {
            b.setSellingStatus(toProto(i.sellingStatus()));
        }
        if (i.listingInfo() != null) {
            b.setListingInfo(toProto(i.listingInfo()));
        }
        if (i.returnsAccepted() != null) {
            b.setReturnsAccepted(i.returnsAccepted());
        }
        b.addAllGalleryPlusPictureUrl(i.galleryPlusPictureURL());
        if (i.condition() != null) {
            FindItemsPb.Condition.Builder c = FindItemsPb.Condition.newBuilder();
            if (i.condition().conditionId() != null) {
                c.setConditionId(i.condition().conditionId());
            }
            if (i.condition().conditionDisplayName() != null) {
                c.setConditionDisplayName(i.condition().conditionDisplayName());
            }
            b.setCondition(c);
        }
        if (i.isMultiVariationListing() != null) {
            b.setIsMultiVariationListing(i.isMultiVariationListing());
        }
        if (i.topRatedListing() != null) {
            b.setTopRatedListing(i.topRatedListing());
        }
        return b.build();
    }

    private static FindItemsPb.Category toProto(Category c) {
        FindItemsPb.Category.Builder b = FindItemsPb.Category.newBuilder();
        if (c.categoryId() != null) {
            b.setCategoryId(c.categoryId());
        }
        if (c.categoryName() != null) {
            b.setCategoryName(c.categoryName());
        }
        return b.build();
    }

    private static FindItemsPb.SellerInfo toProto(SellerInfo s) {
        FindItemsPb.SellerInfo.Builder b = FindItemsPb.SellerInfo.newBuilder();
        if (s.sellerUserName() != null) {
            b.setSellerUserName(s.sellerUserName());
        }
        if (s.feedbackScore() != null) {
            b.setFeedbackScore(s.feedbackScore());
        }
        if (s.positiveFeedbackPercent() != null) {
            b.setPositiveFeedbackPercent(s.positiveFeedbackPercent());
        }
        if (s.feedbackRatingStar() != null) {
            b.setFeedbackRatingStar(s.feedbackRatingStar());
        }
        if (s.topRatedSeller() != null) {
            b.setTopRatedSeller(s.topRatedSeller());
        }
        return b.build();
    }

    private static FindItemsPb.ShippingInfo toProto(ShippingInfo s) {
        FindItemsPb.ShippingInfo.Builder b = FindItemsPb.ShippingInfo.newBuilder();
        if (s.shippingServiceCost() != null) {
            b.setShippingServiceCost(toProto(s.shippingServiceCost()));
        }
        if (s.shippingType() != null) {
            b.setShippingType(s.shippingType());
        }
        b.addAllShipToLocations(s.shipToLocations());
        if (s.expeditedShipping() != null) {
            b.setExpeditedShipping(s.expeditedShipping());
        }
        if (s.oneDayShippingAvailable() != null) {
            b.setOneDayShippingAvailable(s.oneDayShippingAvailable());
        }
        if (s.handlingTime() != null) {
            b.setHandlingTime(s.handlingTime());
        }
        return b.build();
    }

    private static FindItemsPb.SellingStatus toProto(SellingStatus s) {
        FindItemsPb.SellingStatus.Builder b = FindItemsPb.SellingStatus.newBuilder();
        if (s.currentPrice() != null) {
            b.setCurrentPrice(toProto(s.currentPrice()));
        }
        if (s.convertedCurrentPrice() != null) {
            b.setConvertedCurrentPrice(toProto(s.convertedCurrentPrice()));
        }
        if (s.bidCount() != null) {
            b.setBidCount(s.bidCount());
        }
        if (s.sellingState() != null) {
            b.setSellingState(s.sellingState());
        }
        if (s.timeLeft() != null) {
            b.setTimeLeft(com.google.protobuf.Duration.newBuilder()
                    .setSeconds(s.timeLeft().getSeconds()).setNanos(s.timeLeft().getNano()));
        }
        return b.build();
    }

    private static FindItemsPb.ListingInfo toProto(ListingInfo l) {
        FindItemsPb.ListingInfo.Builder b = FindItemsPb.ListingInfo.newBuilder();
        if (l.bestOfferEnabled() != null) {
            b.setBestOfferEnabled(l.bestOfferEnabled());
        }
        if (l.buyItNowAvailable() != null) {
            b.setBuyItNowAvailable(l.buyItNowAvailable());
        }
        if (l.buyItNowPrice() != null) {
            b.setBuyItNowPrice(toProto(l.buyItNowPrice()));
        }
        if (l.convertedBuyItNowPrice() != null) {
            b.setConvertedBuyItNowPrice(toProto(l.convertedBuyItNowPrice()));
        }
        if (l.startTime() != null) {
            b.setStartTime(toProto(l.startTime()));
        }
        if (l.endTime() != null) {
            b.setEndTime(toProto(l.endTime()));
        }
        if (l.listingType() != null) {
            b.setListingType(l.listingType());
        }
        if (l.gift() != null) {
            b.setGift(l.gift());
        }
        return b.build();
    }

    private static FindItemsPb.Amount toProto(Amount a) {
        FindItemsPb.Amount.Builder b = FindItemsPb.Amount.newBuilder().setValue(a.value());
        if (a.currencyId() != null) {
            b.setCurrencyId(a.currencyId());
        }
        return b.build();
    }

    private static Timestamp toProto(Instant t) {
        return Timestamp.newBuilder().setSeconds(t.getEpochSecond()).setNanos(t.getNano()).build();
    }

    // ----------------------------------------------------------------------------------------- fromProto

    @Override
    public FindItemsResponse fromProto(FindItemsPb.FindItemsByKeywordsResponse m) {
        ErrorMessage errorMessage = null;
        if (m.hasErrorMessage()) {
            List<ErrorData> errors = new ArrayList<>();
            for (FindItemsPb.ErrorData e : m.getErrorMessage().getErrorList()) {
                List<ErrorParameter> parameters = new ArrayList<>();
                for (FindItemsPb.ErrorParameter p : e.getParameterList()) {
                    parameters.add(new ErrorParameter(p.getName(), p.getValue()));
                }
                errors.add(new ErrorData(e.getErrorId(), e.getDomain(),
                        enumValue(ErrorData.Severity.values(), e.getSeverityValue(), 1, "errorMessage.error.severity"),
                        enumValue(ErrorData.Category.values(), e.getCategoryValue(), 1, "errorMessage.error.category"),
                        e.getMessage(), e.hasSubdomain() ? e.getSubdomain() : null,
                        e.hasExceptionId() ? e.getExceptionId() : null, parameters));
            }
            errorMessage = new ErrorMessage(errors);
        }
        SearchResult searchResult = null;
        if (m.hasSearchResult()) {
            List<SearchItem> items = new ArrayList<>();
            for (FindItemsPb.SearchItem i : m.getSearchResult().getItemList()) {
                items.add(fromProto(i));
            }
            searchResult = new SearchResult(m.getSearchResult().getCount(), items);
        }
        PaginationOutput pagination = null;
        if (m.hasPaginationOutput()) {
            FindItemsPb.PaginationOutput p = m.getPaginationOutput();
            pagination = new PaginationOutput(p.hasPageNumber() ? p.getPageNumber() : null,
                    p.hasEntriesPerPage() ? p.getEntriesPerPage() : null,
                    p.hasTotalPages() ? p.getTotalPages() : null,
                    p.hasTotalEntries() ? p.getTotalEntries() : null);
        }
        return new FindItemsResponse(enumValue(Ack.values(), m.getAckValue(), 1, "ack"), errorMessage,
                m.hasVersion() ? m.getVersion() : null, m.hasTimestamp() ? fromProto(m.getTimestamp()) : null,
                searchResult, pagination, m.hasItemSearchUrl() ? m.getItemSearchUrl() : null);
    }

    private static SearchItem fromProto(FindItemsPb.SearchItem i) {
        SellerInfo sellerInfo = null;
        if (i.hasSellerInfo()) {
            FindItemsPb.SellerInfo s = i.getSellerInfo();
            sellerInfo = new SellerInfo(s.hasSellerUserName() ? s.getSellerUserName() : null,
                    s.hasFeedbackScore() ? s.getFeedbackScore() : null,
                    s.hasPositiveFeedbackPercent() ? s.getPositiveFeedbackPercent() : null,
                    s.hasFeedbackRatingStar() ? s.getFeedbackRatingStar() : null,
                    s.hasTopRatedSeller() ? s.getTopRatedSeller() : null);
        }
        ShippingInfo shippingInfo = null;
        if (i.hasShippingInfo()) {
            FindItemsPb.ShippingInfo s = i.getShippingInfo();
            shippingInfo = new ShippingInfo(s.hasShippingServiceCost() ? fromProto(s.getShippingServiceCost()) : null,
                    s.hasShippingType() ? s.getShippingType() : null, s.getShipToLocationsList(),
                    s.hasExpeditedShipping() ? s.getExpeditedShipping() : null,
                    s.hasOneDayShippingAvailable() ? s.getOneDayShippingAvailable() : null,
                    s.hasHandlingTime() ? s.getHandlingTime() : null);
        }
        SellingStatus sellingStatus = null;
        if (i.hasSellingStatus()) {
            FindItemsPb.SellingStatus s = i.getSellingStatus();
            sellingStatus = new SellingStatus(s.hasCurrentPrice() ? fromProto(s.getCurrentPrice()) : null,
                    s.hasConvertedCurrentPrice() ? fromProto(s.getConvertedCurrentPrice()) : null,
                    s.hasBidCount() ? s.getBidCount() : null, s.hasSellingState() ? s.getSellingState() : null,
                    s.hasTimeLeft() ? fromProto(s.getTimeLeft())
                            : null);
        }
        ListingInfo listingInfo = null;
        if (i.hasListingInfo()) {
            FindItemsPb.ListingInfo l = i.getListingInfo();
            listingInfo = new ListingInfo(l.hasBestOfferEnabled() ? l.getBestOfferEnabled() : null,
                    l.hasBuyItNowAvailable() ? l.getBuyItNowAvailable() : null,
                    l.hasBuyItNowPrice() ? fromProto(l.getBuyItNowPrice()) : null,
                    l.hasConvertedBuyItNowPrice() ? fromProto(l.getConvertedBuyItNowPrice()) : null,
                    l.hasStartTime() ? fromProto(l.getStartTime()) : null,
                    l.hasEndTime() ? fromProto(l.getEndTime()) : null,
                    l.hasListingType() ? l.getListingType() : null, l.hasGift() ? l.getGift() : null);
        }
        Condition condition = null;
        if (i.hasCondition()) {
            FindItemsPb.Condition c = i.getCondition();
            condition = new Condition(c.hasConditionId() ? c.getConditionId() : null,
                    c.hasConditionDisplayName() ? c.getConditionDisplayName() : null);
        }
        return new SearchItem(i.getItemId(), i.getTitle(), i.hasGlobalId() ? i.getGlobalId() : null,
                i.hasSubtitle() ? i.getSubtitle() : null,
                i.hasPrimaryCategory() ? fromProto(i.getPrimaryCategory()) : null,
                i.hasSecondaryCategory() ? fromProto(i.getSecondaryCategory()) : null,
                i.hasGalleryUrl() ? i.getGalleryUrl() : null, i.hasViewItemUrl() ? i.getViewItemUrl() : null,
                i.hasProductId() ? new ProductId(i.getProductId().getType(), i.getProductId().getValue()) : null,
                i.getPaymentMethodList(), i.hasAutoPay() ? i.getAutoPay() : null,
                i.hasPostalCode() ? i.getPostalCode() : null, i.hasLocation() ? i.getLocation() : null,
                i.hasCountry() ? i.getCountry() : null, sellerInfo, shippingInfo, sellingStatus, listingInfo,
                i.hasReturnsAccepted() ? i.getReturnsAccepted() : null, i.getGalleryPlusPictureUrlList(), condition,
                i.hasIsMultiVariationListing() ? i.getIsMultiVariationListing() : null,
                i.hasTopRatedListing() ? i.getTopRatedListing() : null);
    }

    private static Category fromProto(FindItemsPb.Category c) {
        return new Category(c.getCategoryId(), c.getCategoryName());
    }

    private static Amount fromProto(FindItemsPb.Amount a) {
        return new Amount(a.getCurrencyId(), a.getValue());
    }

    private static Instant fromProto(Timestamp t) {
        return timestamp(t.getSeconds(), t.getNanos());
    }

    private static Duration fromProto(com.google.protobuf.Duration t) {
        return timeLeft(t.getSeconds(), t.getNanos());
    }

    /**
     * The instant of a protobuf {@code Timestamp}'s two fields (and of any form that carries them, as the avro format
     * does): nanos outside 0 to 999,999,999 are refused, not normalised into the seconds, and so is an instant
     * {@link Instant} cannot hold.
     */
    public static Instant timestamp(long seconds, int nanos) {
        if (nanos < 0 || nanos > 999_999_999) {
            throw new InvalidDataException("timestamp nanos " + nanos + " outside 0 to 999999999");
        }
        try {
            return Instant.ofEpochSecond(seconds, nanos);
        } catch (java.time.DateTimeException | ArithmeticException e) {
            throw new InvalidDataException("timestamp " + seconds + " s " + nanos
                    + " ns is out of range");
        }
    }

    /**
     * The {@code timeLeft} of a protobuf {@code Duration}'s two fields (and of any form that carries them): nanos
     * beyond ±999,999,999 or of the other sign than the seconds are refused (protobuf's rule).
     */
    public static Duration timeLeft(long seconds, int nanos) {
        if (nanos <= -1_000_000_000 || nanos >= 1_000_000_000 || (seconds > 0 && nanos < 0)
                || (seconds < 0 && nanos > 0)) {
            throw new InvalidDataException("timeLeft nanos " + nanos + " outside -999999999 to 999999999"
                    + " or of the other sign than its seconds");
        }
        try {
            return Duration.ofSeconds(seconds, nanos);
        } catch (ArithmeticException e) {
            throw new InvalidDataException("timeLeft " + seconds + " s " + nanos
                    + " ns is out of range");
        }
    }

    // -------------------------------------------------------------------------------------------- digest

    @Override
    public long digest(FindItemsResponse s) {
        Digest d = new Digest();
        d.add(s.ack() == null ? 0 : s.ack().ordinal() + 1);
        d.add(s.errorMessage() != null);
        if (s.errorMessage() != null) {
            List<ErrorData> eList = s.errorMessage().error();
            for (int eAt = 0; eAt < eList.size(); eAt++) {
                ErrorData e = eList.get(eAt);
                d.add(e.errorId()).add(e.domain())
                        .add(e.severity() == null ? 0 : e.severity().ordinal() + 1)
                        .add(e.category() == null ? 0 : e.category().ordinal() + 1)
                        .add(e.message()).add(e.subdomain()).add(e.exceptionId());
                List<ErrorParameter> pList = e.parameter();
                for (int pAt = 0; pAt < pList.size(); pAt++) {
                    ErrorParameter p = pList.get(pAt);
                    d.add(p.name()).add(p.value());
                }
            }
        }
        d.add(s.version());
        digest(d, s.timestamp());
        d.add(s.searchResult() != null);
        if (s.searchResult() != null) {
            d.add(s.searchResult().count());
            List<SearchItem> iList = s.searchResult().item();
            for (int iAt = 0; iAt < iList.size(); iAt++) {
                SearchItem i = iList.get(iAt);
                digest(d, i);
            }
        }
        PaginationOutput p = s.paginationOutput();
        d.add(p != null);
        if (p != null) {
            d.add(p.pageNumber()).add(p.entriesPerPage()).add(p.totalPages()).add(p.totalEntries());
        }
        d.add(s.itemSearchURL());
        return d.value();
    }

    private static void digest(Digest d, SearchItem i) {
        d.add(i.itemId()).add(i.title()).add(i.globalId()).add(i.subtitle());
        digest(d, i.primaryCategory());
        digest(d, i.secondaryCategory());
        d.add(i.galleryURL()).add(i.viewItemURL());
        d.add(i.productId() != null);
        if (i.productId() != null) {
            d.add(i.productId().type()).add(i.productId().value());
        }
        List<String> mList = i.paymentMethod();
        for (int mAt = 0; mAt < mList.size(); mAt++) {
            String m = mList.get(mAt);
            d.add(m);
        }
        d.add(i.autoPay()).add(i.postalCode()).add(i.location()).add(i.country());
        SellerInfo s = i.sellerInfo();
        d.add(s != null);
        if (s != null) {
            d.add(s.sellerUserName()).add(s.feedbackScore()).add(s.positiveFeedbackPercent())
                    .add(s.feedbackRatingStar()).add(s.topRatedSeller());
        }
        ShippingInfo sh = i.shippingInfo();
        d.add(sh != null);
        if (sh != null) {
            digest(d, sh.shippingServiceCost());
            d.add(sh.shippingType());
            List<String> lList = sh.shipToLocations();
            for (int lAt = 0; lAt < lList.size(); lAt++) {
                String l = lList.get(lAt);
                d.add(l);
            }
            d.add(sh.expeditedShipping()).add(sh.oneDayShippingAvailable()).add(sh.handlingTime());
        }
        SellingStatus st = i.sellingStatus();
        d.add(st != null);
        if (st != null) {
            digest(d, st.currentPrice());
            digest(d, st.convertedCurrentPrice());
            d.add(st.bidCount()).add(st.sellingState());
            Duration left = st.timeLeft();
            d.add(left != null);
            if (left != null) {
                d.add(left.getSeconds()).add(left.getNano());
            }
        }
        ListingInfo l = i.listingInfo();
        d.add(l != null);
        if (l != null) {
            d.add(l.bestOfferEnabled()).add(l.buyItNowAvailable());
            digest(d, l.buyItNowPrice());
            digest(d, l.convertedBuyItNowPrice());
            digest(d, l.startTime());
            digest(d, l.endTime());
            d.add(l.listingType()).add(l.gift());
        }
        d.add(i.returnsAccepted());
        List<String> uList = i.galleryPlusPictureURL();
        for (int uAt = 0; uAt < uList.size(); uAt++) {
            String u = uList.get(uAt);
            d.add(u);
        }
        Condition c = i.condition();
        d.add(c != null);
        if (c != null) {
            d.add(c.conditionId()).add(c.conditionDisplayName());
        }
        d.add(i.isMultiVariationListing()).add(i.topRatedListing());
    }

    private static void digest(Digest d, Category c) {
        d.add(c != null);
        if (c != null) {
            d.add(c.categoryId()).add(c.categoryName());
        }
    }

    private static void digest(Digest d, Amount a) {
        d.add(a != null);
        if (a != null) {
            d.add(a.currencyId()).add(a.value());
        }
    }

    private static void digest(Digest d, Instant t) {
        d.add(t != null);
        if (t != null) {
            d.add(t.getEpochSecond()).add(t.getNano());
        }
    }

    // --------------------------------------------------------------------------------------- digestProto

    @Override
    public long digestProto(FindItemsPb.FindItemsByKeywordsResponse m) {
        Digest d = new Digest();
        d.add(m.getAckValue());
        d.add(m.hasErrorMessage());
        if (m.hasErrorMessage()) {
            FindItemsPb.ErrorMessage errors = m.getErrorMessage();
            for (int n = 0; n < errors.getErrorCount(); n++) {
                FindItemsPb.ErrorData e = errors.getError(n);
                d.add(e.getErrorId()).add(e.getDomain()).add(e.getSeverityValue()).add(e.getCategoryValue())
                        .add(e.getMessage()).add(e.hasSubdomain() ? e.getSubdomain() : null)
                        .add(e.hasExceptionId() ? e.getExceptionId() : null);
                for (int k = 0; k < e.getParameterCount(); k++) {
                    d.add(e.getParameter(k).getName()).add(e.getParameter(k).getValue());
                }
            }
        }
        d.add(m.hasVersion() ? m.getVersion() : null);
        digestProto(d, m.hasTimestamp(), m.getTimestamp());
        d.add(m.hasSearchResult());
        if (m.hasSearchResult()) {
            FindItemsPb.SearchResult r = m.getSearchResult();
            d.add(r.getCount());
            for (int n = 0; n < r.getItemCount(); n++) {
                digestProto(d, r.getItem(n));
            }
        }
        d.add(m.hasPaginationOutput());
        if (m.hasPaginationOutput()) {
            FindItemsPb.PaginationOutput p = m.getPaginationOutput();
            d.optional(p.hasPageNumber(), p.getPageNumber()).optional(p.hasEntriesPerPage(), p.getEntriesPerPage())
                    .optional(p.hasTotalPages(), p.getTotalPages()).optional(p.hasTotalEntries(), p.getTotalEntries());
        }
        d.add(m.hasItemSearchUrl() ? m.getItemSearchUrl() : null);
        return d.value();
    }

    private static void digestProto(Digest d, FindItemsPb.SearchItem i) {
        d.add(i.getItemId()).add(i.getTitle()).add(i.hasGlobalId() ? i.getGlobalId() : null)
                .add(i.hasSubtitle() ? i.getSubtitle() : null);
        digestProto(d, i.hasPrimaryCategory(), i.getPrimaryCategory());
        digestProto(d, i.hasSecondaryCategory(), i.getSecondaryCategory());
        d.add(i.hasGalleryUrl() ? i.getGalleryUrl() : null).add(i.hasViewItemUrl() ? i.getViewItemUrl() : null);
        d.add(i.hasProductId());
        if (i.hasProductId()) {
            d.add(i.getProductId().getType()).add(i.getProductId().getValue());
        }
        for (int n = 0; n < i.getPaymentMethodCount(); n++) {
            d.add(i.getPaymentMethod(n));
        }
        d.optional(i.hasAutoPay(), i.getAutoPay()).add(i.hasPostalCode() ? i.getPostalCode() : null)
                .add(i.hasLocation() ? i.getLocation() : null).add(i.hasCountry() ? i.getCountry() : null);
        d.add(i.hasSellerInfo());
        if (i.hasSellerInfo()) {
            FindItemsPb.SellerInfo s = i.getSellerInfo();
            d.add(s.hasSellerUserName() ? s.getSellerUserName() : null)
                    .optional(s.hasFeedbackScore(), s.getFeedbackScore())
                    .optional(s.hasPositiveFeedbackPercent(), s.getPositiveFeedbackPercent())
                    .add(s.hasFeedbackRatingStar() ? s.getFeedbackRatingStar() : null)
                    .optional(s.hasTopRatedSeller(), s.getTopRatedSeller());
        }
        d.add(i.hasShippingInfo());
        if (i.hasShippingInfo()) {
            FindItemsPb.ShippingInfo sh = i.getShippingInfo();
            digestProto(d, sh.hasShippingServiceCost(), sh.getShippingServiceCost());
            d.add(sh.hasShippingType() ? sh.getShippingType() : null);
            for (int n = 0; n < sh.getShipToLocationsCount(); n++) {
                d.add(sh.getShipToLocations(n));
            }
            d.optional(sh.hasExpeditedShipping(), sh.getExpeditedShipping())
                    .optional(sh.hasOneDayShippingAvailable(), sh.getOneDayShippingAvailable())
                    .optional(sh.hasHandlingTime(), sh.getHandlingTime());
        }
        d.add(i.hasSellingStatus());
        if (i.hasSellingStatus()) {
            FindItemsPb.SellingStatus st = i.getSellingStatus();
            digestProto(d, st.hasCurrentPrice(), st.getCurrentPrice());
            digestProto(d, st.hasConvertedCurrentPrice(), st.getConvertedCurrentPrice());
            d.optional(st.hasBidCount(), st.getBidCount()).add(st.hasSellingState() ? st.getSellingState() : null);
            d.add(st.hasTimeLeft());
            if (st.hasTimeLeft()) {
                d.add(st.getTimeLeft().getSeconds()).add(st.getTimeLeft().getNanos());
            }
        }
        d.add(i.hasListingInfo());
        if (i.hasListingInfo()) {
            FindItemsPb.ListingInfo l = i.getListingInfo();
            d.optional(l.hasBestOfferEnabled(), l.getBestOfferEnabled())
                    .optional(l.hasBuyItNowAvailable(), l.getBuyItNowAvailable());
            digestProto(d, l.hasBuyItNowPrice(), l.getBuyItNowPrice());
            digestProto(d, l.hasConvertedBuyItNowPrice(), l.getConvertedBuyItNowPrice());
            digestProto(d, l.hasStartTime(), l.getStartTime());
            digestProto(d, l.hasEndTime(), l.getEndTime());
            d.add(l.hasListingType() ? l.getListingType() : null).optional(l.hasGift(), l.getGift());
        }
        d.optional(i.hasReturnsAccepted(), i.getReturnsAccepted());
        for (int n = 0; n < i.getGalleryPlusPictureUrlCount(); n++) {
            d.add(i.getGalleryPlusPictureUrl(n));
        }
        d.add(i.hasCondition());
        if (i.hasCondition()) {
            FindItemsPb.Condition c = i.getCondition();
            d.optional(c.hasConditionId(), c.getConditionId())
                    .add(c.hasConditionDisplayName() ? c.getConditionDisplayName() : null);
        }
        d.optional(i.hasIsMultiVariationListing(), i.getIsMultiVariationListing())
                .optional(i.hasTopRatedListing(), i.getTopRatedListing());
    }

    private static void digestProto(Digest d, boolean present, FindItemsPb.Category c) {
        d.add(present);
        if (present) {
            d.add(c.getCategoryId()).add(c.getCategoryName());
        }
    }

    private static void digestProto(Digest d, boolean present, FindItemsPb.Amount a) {
        d.add(present);
        if (present) {
            d.add(a.getCurrencyId()).add(a.getValue());
        }
    }

    private static void digestProto(Digest d, boolean present, Timestamp t) {
        d.add(present);
        if (present) {
            d.add(t.getSeconds()).add(t.getNanos());
        }
    }
}
