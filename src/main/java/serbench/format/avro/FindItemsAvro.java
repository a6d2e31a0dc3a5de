package serbench.format.avro;

import serbench.format.avro.finditems.AvroAckValue;
import serbench.format.avro.finditems.AvroAmount;
import serbench.format.avro.finditems.AvroCategory;
import serbench.format.avro.finditems.AvroCondition;
import serbench.format.avro.finditems.AvroDuration;
import serbench.format.avro.finditems.AvroErrorCategory;
import serbench.format.avro.finditems.AvroErrorData;
import serbench.format.avro.finditems.AvroErrorMessage;
import serbench.format.avro.finditems.AvroErrorParameter;
import serbench.format.avro.finditems.AvroErrorSeverity;
import serbench.format.avro.finditems.AvroFindItemsByKeywordsResponse;
import serbench.format.avro.finditems.AvroListingInfo;
import serbench.format.avro.finditems.AvroPaginationOutput;
import serbench.format.avro.finditems.AvroProductId;
import serbench.format.avro.finditems.AvroSearchItem;
import serbench.format.avro.finditems.AvroSearchResult;
import serbench.format.avro.finditems.AvroSellerInfo;
import serbench.format.avro.finditems.AvroSellingStatus;
import serbench.format.avro.finditems.AvroShippingInfo;
import serbench.format.avro.finditems.AvroTimestamp;
import serbench.model.Digest;
import serbench.model.finditems.Ack;
import serbench.model.finditems.ErrorData;
import serbench.model.finditems.ErrorMessage;
import serbench.model.finditems.ErrorParameter;
import serbench.model.finditems.FindItemsModel;
import serbench.model.finditems.FindItemsResponse;
import serbench.model.finditems.PaginationOutput;
import serbench.model.finditems.SearchResult;
import serbench.model.finditems.item.Amount;
import serbench.model.finditems.item.Category;
import serbench.model.finditems.item.Condition;
import serbench.model.finditems.item.ListingInfo;
import serbench.model.finditems.item.ProductId;
import serbench.model.finditems.item.SearchItem;
import serbench.model.finditems.item.SellerInfo;
import serbench.model.finditems.item.SellingStatus;
import serbench.model.finditems.item.ShippingInfo;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * FindItems in Avro ({@code src/main/avro/finditems.avdl}): the conversions and the digest of
 * {@code FindItemsModel}'s protobuf form, on the generated records. As there, a plain (not optional) string the Java
 * value leaves null is written empty, an absent enum is its UNSPECIFIED constant, and a timestamp or duration is
 * refused when protobuf's would be ({@link FindItemsModel#timestamp}, {@link FindItemsModel#timeLeft}).
 */
final class FindItemsAvro implements AvroModel<FindItemsResponse, AvroFindItemsByKeywordsResponse> {

    @Override
    public Class<AvroFindItemsByKeywordsResponse> type() {
        return AvroFindItemsByKeywordsResponse.class;
    }

    // ------------------------------------------------------------------------------------------- toAvro

    @Override
    public AvroFindItemsByKeywordsResponse toAvro(FindItemsResponse s) {
        AvroErrorMessage errorMessage = null;
        if (s.errorMessage() != null) {
            List<AvroErrorData> errors = new ArrayList<>(s.errorMessage().error().size());
            for (ErrorData e : s.errorMessage().error()) {
                List<AvroErrorParameter> parameters = new ArrayList<>(e.parameter().size());
                for (ErrorParameter p : e.parameter()) {
                    parameters.add(AvroErrorParameter.newBuilder()
                            .setName(plain(p.name()))
                            .setValue(plain(p.value()))
                            .build());
                }
                errors.add(AvroErrorData.newBuilder()
                        .setErrorId(e.errorId())
                        .setDomain(plain(e.domain()))
                        .setSeverity(AvroErrorSeverity.values()[e.severity() == null ? 0 : e.severity().ordinal() + 1])
                        .setCategory(AvroErrorCategory.values()[e.category() == null ? 0 : e.category().ordinal() + 1])
                        .setMessage(plain(e.message()))
                        .setSubdomain(e.subdomain())
                        .setExceptionId(e.exceptionId())
                        .setParameter(parameters)
                        .build());
            }
            errorMessage = AvroErrorMessage.newBuilder().setError(errors).build();
        }
        AvroSearchResult searchResult = null;
        if (s.searchResult() != null) {
            List<AvroSearchItem> items = new ArrayList<>(s.searchResult().item().size());
            for (SearchItem i : s.searchResult().item()) {
                items.add(toAvro(i));
            }
            searchResult = AvroSearchResult.newBuilder()
                    .setCount(s.searchResult().count())
                    .setItem(items)
                    .build();
        }
        PaginationOutput p = s.paginationOutput();
        return AvroFindItemsByKeywordsResponse.newBuilder()
                .setAck(AvroAckValue.values()[s.ack() == null ? 0 : s.ack().ordinal() + 1])
                .setErrorMessage(errorMessage)
                .setVersion(s.version())
                .setTimestamp(toAvro(s.timestamp()))
                .setSearchResult(searchResult)
                .setPaginationOutput(p == null ? null : AvroPaginationOutput.newBuilder()
                        .setPageNumber(p.pageNumber())
                        .setEntriesPerPage(p.entriesPerPage())
                        .setTotalPages(p.totalPages())
                        .setTotalEntries(p.totalEntries())
                        .build())
                .setItemSearchUrl(s.itemSearchURL())
                .build();
    }

    private static AvroSearchItem toAvro(SearchItem i) {
        return AvroSearchItem.newBuilder()
                .setItemId(plain(i.itemId()))
                .setTitle(plain(i.title()))
                .setGlobalId(i.globalId())
                .setSubtitle(i.subtitle())
                .setPrimaryCategory(toAvro(i.primaryCategory()))
                .setSecondaryCategory(toAvro(i.secondaryCategory()))
                .setGalleryUrl(i.galleryURL())
                .setViewItemUrl(i.viewItemURL())
                .setProductId(i.productId() == null ? null : AvroProductId.newBuilder()
                        .setType(plain(i.productId().type()))
                        .setValue(plain(i.productId().value()))
                        .build())
                .setPaymentMethod(i.paymentMethod())
                .setAutoPay(i.autoPay())
                .setPostalCode(i.postalCode())
                .setLocation(i.location())
                .setCountry(i.country())
                .setSellerInfo(toAvro(i.sellerInfo()))
                .setShippingInfo(toAvro(i.shippingInfo()))
                .setSellingStatus(toAvro(i.sellingStatus()))
                .setListingInfo(toAvro(i.listingInfo()))
                .setReturnsAccepted(i.returnsAccepted())
                .setGalleryPlusPictureUrl(i.galleryPlusPictureURL())
                .setCondition(i.condition() == null ? null : AvroCondition.newBuilder()
                        .setConditionId(i.condition().conditionId())
                        .setConditionDisplayName(i.condition().conditionDisplayName())
                        .build())
                .setIsMultiVariationListing(i.isMultiVariationListing())
                .setTopRatedListing(i.topRatedListing())
                .build();
    }

    private static AvroCategory toAvro(Category c) {
        return c == null ? null : AvroCategory.newBuilder()
                .setCategoryId(plain(c.categoryId()))
                .setCategoryName(plain(c.categoryName()))
                .build();
    }

    private static AvroSellerInfo toAvro(SellerInfo s) {
        return s == null ? null : AvroSellerInfo.newBuilder()
                .setSellerUserName(s.sellerUserName())
                .setFeedbackScore(s.feedbackScore())
                .setPositiveFeedbackPercent(s.positiveFeedbackPercent())
                .setFeedbackRatingStar(s.feedbackRatingStar())
                .setTopRatedSeller(s.topRatedSeller())
                .build();
    }

    private static AvroShippingInfo toAvro(ShippingInfo s) {
        return s == null ? null : AvroShippingInfo.newBuilder()
                .setShippingServiceCost(toAvro(s.shippingServiceCost()))
                .setShippingType(s.shippingType())
                .setShipToLocations(s.shipToLocations())
                .setExpeditedShipping(s.expeditedShipping())
                .setOneDayShippingAvailable(s.oneDayShippingAvailable())
                .setHandlingTime(s.handlingTime())
                .build();
    }

    private static AvroSellingStatus toAvro(SellingStatus s) {
        return s == null ? null : AvroSellingStatus.newBuilder()
                .setCurrentPrice(toAvro(s.currentPrice()))
                .setConvertedCurrentPrice(toAvro(s.convertedCurrentPrice()))
                .setBidCount(s.bidCount())
                .setSellingState(s.sellingState())
                .setTimeLeft(s.timeLeft() == null ? null : AvroDuration.newBuilder()
                        .setSeconds(s.timeLeft().getSeconds())
                        .setNanos(s.timeLeft().getNano())
                        .build())
                .build();
    }

    private static AvroListingInfo toAvro(ListingInfo l) {
        return l == null ? null : AvroListingInfo.newBuilder()
                .setBestOfferEnabled(l.bestOfferEnabled())
                .setBuyItNowAvailable(l.buyItNowAvailable())
                .setBuyItNowPrice(toAvro(l.buyItNowPrice()))
                .setConvertedBuyItNowPrice(toAvro(l.convertedBuyItNowPrice()))
                .setStartTime(toAvro(l.startTime()))
                .setEndTime(toAvro(l.endTime()))
                .setListingType(l.listingType())
                .setGift(l.gift())
                .build();
    }

    private static AvroAmount toAvro(Amount a) {
        return a == null ? null : AvroAmount.newBuilder()
                .setCurrencyId(plain(a.currencyId()))
                .setValue(a.value())
                .build();
    }

    private static AvroTimestamp toAvro(Instant t) {
        return t == null ? null : AvroTimestamp.newBuilder()
                .setSeconds(t.getEpochSecond())
                .setNanos(t.getNano())
                .build();
    }

    /** A plain (proto3, not optional) string: protobuf carries an absent one as empty, and so does this form. */
    private static String plain(String s) {
        return s == null ? "" : s;
    }

    // ----------------------------------------------------------------------------------------- fromAvro

    @Override
    public FindItemsResponse fromAvro(AvroFindItemsByKeywordsResponse m) {
        ErrorMessage errorMessage = null;
        if (m.getErrorMessage() != null) {
            List<ErrorData> errors = new ArrayList<>(m.getErrorMessage().getError().size());
            for (AvroErrorData e : m.getErrorMessage().getError()) {
                List<ErrorParameter> parameters = new ArrayList<>(e.getParameter().size());
                for (AvroErrorParameter p : e.getParameter()) {
                    parameters.add(new ErrorParameter(p.getName(), p.getValue()));
                }
                errors.add(new ErrorData(e.getErrorId(), e.getDomain(),
                        javaEnum(ErrorData.Severity.values(), e.getSeverity()),
                        javaEnum(ErrorData.Category.values(), e.getCategory()),
                        e.getMessage(), e.getSubdomain(), e.getExceptionId(), parameters));
            }
            errorMessage = new ErrorMessage(errors);
        }
        SearchResult searchResult = null;
        if (m.getSearchResult() != null) {
            List<SearchItem> items = new ArrayList<>(m.getSearchResult().getItem().size());
            for (AvroSearchItem i : m.getSearchResult().getItem()) {
                items.add(fromAvro(i));
            }
            searchResult = new SearchResult(m.getSearchResult().getCount(), items);
        }
        AvroPaginationOutput p = m.getPaginationOutput();
        return new FindItemsResponse(javaEnum(Ack.values(), m.getAck()), errorMessage, m.getVersion(),
                fromAvro(m.getTimestamp()), searchResult,
                p == null ? null : new PaginationOutput(p.getPageNumber(), p.getEntriesPerPage(), p.getTotalPages(),
                        p.getTotalEntries()),
                m.getItemSearchUrl());
    }

    private static SearchItem fromAvro(AvroSearchItem i) {
        AvroSellerInfo s = i.getSellerInfo();
        SellerInfo sellerInfo = s == null ? null : new SellerInfo(s.getSellerUserName(), s.getFeedbackScore(),
                s.getPositiveFeedbackPercent(), s.getFeedbackRatingStar(), s.getTopRatedSeller());
        AvroShippingInfo sh = i.getShippingInfo();
        ShippingInfo shippingInfo = sh == null ? null : new ShippingInfo(fromAvro(sh.getShippingServiceCost()),
                sh.getShippingType(), sh.getShipToLocations(), sh.getExpeditedShipping(),
                sh.getOneDayShippingAvailable(), sh.getHandlingTime());
        AvroSellingStatus st = i.getSellingStatus();
        SellingStatus sellingStatus = st == null ? null : new SellingStatus(fromAvro(st.getCurrentPrice()),
                fromAvro(st.getConvertedCurrentPrice()), st.getBidCount(), st.getSellingState(),
                fromAvro(st.getTimeLeft()));
        AvroListingInfo l = i.getListingInfo();
        ListingInfo listingInfo = l == null ? null : new ListingInfo(l.getBestOfferEnabled(),
                l.getBuyItNowAvailable(), fromAvro(l.getBuyItNowPrice()), fromAvro(l.getConvertedBuyItNowPrice()),
                fromAvro(l.getStartTime()), fromAvro(l.getEndTime()), l.getListingType(), l.getGift());
        AvroProductId productId = i.getProductId();
        AvroCondition c = i.getCondition();
        return new SearchItem(i.getItemId(), i.getTitle(), i.getGlobalId(), i.getSubtitle(),
                fromAvro(i.getPrimaryCategory()), fromAvro(i.getSecondaryCategory()), i.getGalleryUrl(),
                i.getViewItemUrl(), productId == null ? null : new ProductId(productId.getType(), productId.getValue()),
                i.getPaymentMethod(), i.getAutoPay(), i.getPostalCode(), i.getLocation(), i.getCountry(), sellerInfo,
                shippingInfo, sellingStatus, listingInfo, i.getReturnsAccepted(), i.getGalleryPlusPictureUrl(),
                c == null ? null : new Condition(c.getConditionId(), c.getConditionDisplayName()),
                i.getIsMultiVariationListing(), i.getTopRatedListing());
    }

    private static Category fromAvro(AvroCategory c) {
        return c == null ? null : new Category(c.getCategoryId(), c.getCategoryName());
    }

    private static Amount fromAvro(AvroAmount a) {
        return a == null ? null : new Amount(a.getCurrencyId(), a.getValue());
    }

    private static Instant fromAvro(AvroTimestamp t) {
        return t == null ? null : FindItemsModel.timestamp(t.getSeconds(), t.getNanos());
    }

    private static Duration fromAvro(AvroDuration t) {
        return t == null ? null : FindItemsModel.timeLeft(t.getSeconds(), t.getNanos());
    }

    /** The Java constant of an enum whose first Avro constant is UNSPECIFIED (null); the rest in the same order. */
    private static <E extends Enum<E>> E javaEnum(E[] values, Enum<?> avro) {
        return avro.ordinal() == 0 ? null : values[avro.ordinal() - 1];
    }

    // ------------------------------------------------------------------------------------------- digest

    /**
     * Every field in the order of {@code FindItemsModel.digestProto}: an enum folds its index (protobuf's number),
     * an absent optional value the digest's marker, a record whether it is present and then its fields.
     */
    @Override
    public long digest(AvroFindItemsByKeywordsResponse m) {
        Digest d = new Digest();
        d.add(m.getAck().ordinal());
        AvroErrorMessage errorMessage = m.getErrorMessage();
        d.add(errorMessage != null);
        if (errorMessage != null) {
            List<AvroErrorData> errors = errorMessage.getError();
            for (int n = 0; n < errors.size(); n++) {
                AvroErrorData e = errors.get(n);
                d.add(e.getErrorId()).add(e.getDomain()).add(e.getSeverity().ordinal()).add(e.getCategory().ordinal())
                        .add(e.getMessage()).add(e.getSubdomain()).add(e.getExceptionId());
                List<AvroErrorParameter> parameters = e.getParameter();
                for (int k = 0; k < parameters.size(); k++) {
                    d.add(parameters.get(k).getName()).add(parameters.get(k).getValue());
                }
            }
        }
        d.add(m.getVersion());
        digest(d, m.getTimestamp());
        AvroSearchResult r = m.getSearchResult();
        d.add(r != null);
        if (r != null) {
            d.add(r.getCount());
            List<AvroSearchItem> items = r.getItem();
            for (int n = 0; n < items.size(); n++) {
                digest(d, items.get(n));
            }
        }
        AvroPaginationOutput p = m.getPaginationOutput();
        d.add(p != null);
        if (p != null) {
            d.add(p.getPageNumber()).add(p.getEntriesPerPage()).add(p.getTotalPages()).add(p.getTotalEntries());
        }
        d.add(m.getItemSearchUrl());
        return d.value();
    }

    private static void digest(Digest d, AvroSearchItem i) {
        d.add(i.getItemId()).add(i.getTitle()).add(i.getGlobalId()).add(i.getSubtitle());
        digest(d, i.getPrimaryCategory());
        digest(d, i.getSecondaryCategory());
        d.add(i.getGalleryUrl()).add(i.getViewItemUrl());
        AvroProductId productId = i.getProductId();
        d.add(productId != null);
        if (productId != null) {
            d.add(productId.getType()).add(productId.getValue());
        }
        List<String> paymentMethod = i.getPaymentMethod();
        for (int n = 0; n < paymentMethod.size(); n++) {
            d.add(paymentMethod.get(n));
        }
        d.add(i.getAutoPay()).add(i.getPostalCode()).add(i.getLocation()).add(i.getCountry());
        AvroSellerInfo s = i.getSellerInfo();
        d.add(s != null);
        if (s != null) {
            d.add(s.getSellerUserName()).add(s.getFeedbackScore()).add(s.getPositiveFeedbackPercent())
                    .add(s.getFeedbackRatingStar()).add(s.getTopRatedSeller());
        }
        AvroShippingInfo sh = i.getShippingInfo();
        d.add(sh != null);
        if (sh != null) {
            digest(d, sh.getShippingServiceCost());
            d.add(sh.getShippingType());
            List<String> locations = sh.getShipToLocations();
            for (int n = 0; n < locations.size(); n++) {
                d.add(locations.get(n));
            }
            d.add(sh.getExpeditedShipping()).add(sh.getOneDayShippingAvailable()).add(sh.getHandlingTime());
        }
        AvroSellingStatus st = i.getSellingStatus();
        d.add(st != null);
        if (st != null) {
            digest(d, st.getCurrentPrice());
            digest(d, st.getConvertedCurrentPrice());
            d.add(st.getBidCount()).add(st.getSellingState());
            AvroDuration left = st.getTimeLeft();
            d.add(left != null);
            if (left != null) {
                d.add(left.getSeconds()).add(left.getNanos());
            }
        }
        AvroListingInfo l = i.getListingInfo();
        d.add(l != null);
        if (l != null) {
            d.add(l.getBestOfferEnabled()).add(l.getBuyItNowAvailable());
            digest(d, l.getBuyItNowPrice());
            digest(d, l.getConvertedBuyItNowPrice());
            digest(d, l.getStartTime());
            digest(d, l.getEndTime());
            d.add(l.getListingType()).add(l.getGift());
        }
        d.add(i.getReturnsAccepted());
        List<String> pictures = i.getGalleryPlusPictureUrl();
        for (int n = 0; n < pictures.size(); n++) {
            d.add(pictures.get(n));
        }
        AvroCondition c = i.getCondition();
        d.add(c != null);
        if (c != null) {
            d.add(c.getConditionId()).add(c.getConditionDisplayName());
        }
        d.add(i.getIsMultiVariationListing()).add(i.getTopRatedListing());
    }

    private static void digest(Digest d, AvroCategory c) {
        d.add(c != null);
        if (c != null) {
            d.add(c.getCategoryId()).add(c.getCategoryName());
        }
    }

    private static void digest(Digest d, AvroAmount a) {
        d.add(a != null);
        if (a != null) {
            d.add(a.getCurrencyId()).add(a.getValue());
        }
    }

    private static void digest(Digest d, AvroTimestamp t) {
        d.add(t != null);
        if (t != null) {
            d.add(t.getSeconds()).add(t.getNanos());
        }
    }
}
