package serbench.model.finditems;

import serbench.model.finditems.item.Condition;
import serbench.model.finditems.item.SearchItem;
import com.google.protobuf.Message;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import serbench.format.Codec;
import serbench.format.Format;
import serbench.format.Formats;
import serbench.model.Model;
import serbench.model.Models;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;

/** Every FindItems input survives every format, and its digest is the same in every form. */
class FindItemsRoundTripTest {

    private static final Model<Object, Message> MODEL = Models.byName("finditems");

    static List<Arguments> inputsAndFormats() {
        List<Arguments> all = new ArrayList<>();
        for (String input : List.of("1", "50", "1000", "failure")) {
            for (Format f : Formats.all()) {
                all.add(Arguments.of(input, f.name()));
            }
        }
        return all;
    }

    @ParameterizedTest(name = "{0} in {1}")
    @MethodSource("inputsAndFormats")
    void roundTripIsEqualAndDigestIsTheSame(String input, String format) {
        Format f = Formats.byName(format);
        Codec codec = f.codec(MODEL);
        Object value = MODEL.load(input);
        byte[] bytes = codec.write(f.represent(MODEL, value));

        Object decoded = codec.read(bytes);
        assertEquals(value, f.toJava(MODEL, decoded));
        assertEquals(MODEL.digest(value), codec.digest(decoded));

        ByteArrayOutputStream out = new ByteArrayOutputStream();
        codec.write(f.represent(MODEL, value), out);
        Object streamed = codec.read(new ByteArrayInputStream(out.toByteArray()));
        assertEquals(value, f.toJava(MODEL, streamed));
    }

    @ParameterizedTest
    @ValueSource(strings = {"1", "50", "failure"})
    void copyAndProtoConversionKeepEveryValue(String input) {
        FindItemsModel model = new FindItemsModel();
        FindItemsResponse value = model.load(input);
        FindItemsResponse copy = model.copy(value);
        assertEquals(value, copy);
        assertNotSame(value, copy);
        if (value.searchResult().count() > 0) {
            assertNotSame(value.searchResult().item().get(0), copy.searchResult().item().get(0));
            assertNotSame(value.searchResult().item().get(0).paymentMethod(),
                    copy.searchResult().item().get(0).paymentMethod());
        }
        FindItemsPb.FindItemsByKeywordsResponse proto = model.toProto(value);
        assertEquals(value, model.fromProto(proto));
        assertEquals(model.digest(value), model.digestProto(proto));
    }

    @ParameterizedTest
    @ValueSource(strings = {"1", "50"})
    void digestSeesASingleChangedValue(String input) {
        FindItemsModel model = new FindItemsModel();
        FindItemsResponse value = model.load(input);
        SearchItem first = value.searchResult().item().get(0);
        Condition other = new Condition(first.condition().conditionId() + 1, first.condition().conditionDisplayName());
        SearchItem changed = new SearchItem(first.itemId(), first.title(), first.globalId(), first.subtitle(),
                first.primaryCategory(), first.secondaryCategory(), first.galleryURL(), first.viewItemURL(),
                first.productId(), first.paymentMethod(), first.autoPay(), first.postalCode(), first.location(),
                first.country(), first.sellerInfo(), first.shippingInfo(), first.sellingStatus(), first.listingInfo(),
                first.returnsAccepted(), first.galleryPlusPictureURL(), other, first.isMultiVariationListing(),
                first.topRatedListing());
        List<SearchItem> items = new ArrayList<>(value.searchResult().item());
        items.set(0, changed);
        FindItemsResponse changedValue = new FindItemsResponse(value.ack(), value.errorMessage(), value.version(),
                value.timestamp(), new SearchResult(value.searchResult().count(), items), value.paginationOutput(),
                value.itemSearchURL());
        assertNotEquals(model.digest(value), model.digest(changedValue));
        assertNotEquals(model.digestProto(model.toProto(value)), model.digestProto(model.toProto(changedValue)));
    }
}
