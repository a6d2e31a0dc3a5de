package serbench.model.finditems;

import com.google.protobuf.Message;
import serbench.model.finditems.item.ShippingInfo;
import serbench.model.finditems.item.SellingStatus;
import serbench.model.finditems.item.SellerInfo;
import serbench.model.finditems.item.SearchItem;
import serbench.model.finditems.item.ProductId;
import serbench.model.finditems.item.ListingInfo;
import serbench.model.finditems.item.Condition;
import serbench.model.finditems.item.Category;
import serbench.model.finditems.item.Amount;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import serbench.format.Codec;
import serbench.format.Format;
import serbench.format.Formats;
import serbench.model.Model;
import serbench.model.Models;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The XML form is eBay's: what the codec writes looks like the service's SOAP response, and handwritten
 * responses in the service's style (enveloped or bare, pretty-printed, in another element order, with elements
 * this model does not know, with entities, or failed) decode to the expected values.
 */
class FindItemsXmlTest {

    private static final Model<Object, Message> MODEL = Models.byName("finditems");
    private static final Codec XML = Formats.byName("xml").codec(MODEL);

    private static String written(String input) {
        return new String(XML.write(MODEL.load(input)), StandardCharsets.UTF_8);
    }

    @Test
    void writesTheSoapEnvelopeAndTheDefaultNamespace() {
        String xml = written("50");
        assertTrue(xml.startsWith("<?xml version='1.0' encoding='utf-8'?>"
                + "<soapenv:Envelope xmlns:soapenv=\"http://schemas.xmlsoap.org/soap/envelope/\">"
                + "<soapenv:Header/><soapenv:Body>"
                + "<findItemsByKeywordsResponse xmlns=\"http://www.ebay.com/marketplace/search/v1/services\">"
                + "<ack>Success</ack><version>1.12.0</version><timestamp>2012-06-22T00:51:16.538Z</timestamp>"
                + "<searchResult count=\"50\"><item><itemId>"), xml.substring(0, 600));
        assertTrue(xml.endsWith("</itemSearchURL></findItemsByKeywordsResponse></soapenv:Body></soapenv:Envelope>"));
        assertFalse(xml.contains("xmlns=\"\""), "every element stays in the default namespace");
        assertEquals(1, count(xml, "xmlns="), "one default namespace declaration");
        assertFalse(xml.contains("\n"), "compact, on one line");
    }

    @Test
    void writesAttributesTextAndEbayValueForms() {
        String xml = written("50");
        assertTrue(xml.contains("<paginationOutput><pageNumber>1</pageNumber><entriesPerPage>50</entriesPerPage>"
                + "<totalPages>4241</totalPages><totalEntries>212027</totalEntries></paginationOutput>"
                + "<itemSearchURL>http://www.ebay.com/sch/i.html?_nkw=ipad&amp;_ddo=1&amp;_ipg=50&amp;_pgn=1"
                + "</itemSearchURL>"));
        assertTrue(xml.contains("<categoryName>iPads, Tablets &amp; eBook Readers</categoryName>"));
        assertTrue(xml.contains("<productId type=\"ReferenceID\">"));
        assertTrue(xml.contains("<shippingServiceCost currencyId=\"USD\">0.0</shippingServiceCost>"));
        assertTrue(xml.matches("(?s).*<currentPrice currencyId=\"USD\">\\d+\\.99</currentPrice>.*"));
        assertTrue(xml.matches("(?s).*<currentPrice currencyId=\"USD\">\\d+\\.0</currentPrice>.*"));
        assertTrue(xml.matches("(?s).*<timeLeft>P\\d+DT\\d+H\\d+M\\d+S</timeLeft>.*"));
        assertTrue(xml.matches("(?s).*<startTime>20\\d\\d-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.000Z</startTime>.*"));
        assertTrue(xml.contains("AT&amp;T"));
        assertEquals(50, count(xml, "<item>"));
        assertEquals(50, count(xml, "<paymentMethod>PayPal</paymentMethod>"));
    }

    @Test
    void writesAFailureAsTheServiceDoes() {
        String xml = written("failure");
        assertTrue(xml.contains("<soapenv:Body><findItemsByKeywordsResponse xmlns=\"" + FindItemsResponse.NAMESPACE
                + "\"><ack>Failure</ack><errorMessage><error><errorId>2</errorId><domain>Marketplace</domain>"
                + "<severity>Error</severity><category>Request</category><message>Keywords value required.</message>"
                + "<subdomain>Search</subdomain></error></errorMessage><version>1.13.0</version>"), xml);
    }

    @ParameterizedTest
    @ValueSource(strings = {"soap-shuffled.xml", "bare-shuffled.xml"})
    void readsAHandwrittenResponseInAnyOrderWithUnknownElements(String resource) throws IOException {
        FindItemsResponse r = (FindItemsResponse) XML.read(resource(resource));

        assertEquals(Ack.WARNING, r.ack());
        assertNull(r.errorMessage());
        assertEquals("1.11.0", r.version());
        assertEquals(Instant.parse("2011-03-04T05:06:07.008Z"), r.timestamp());
        assertEquals(new PaginationOutput(3, 2, 106014, 212027), r.paginationOutput());
        assertEquals("http://www.ebay.com/sch/i.html?_nkw=ipad&_ddo=1&_ipg=2&_pgn=3", r.itemSearchURL());
        assertEquals(2, r.searchResult().count());
        assertEquals(2, r.searchResult().item().size());

        SearchItem i = r.searchResult().item().get(0);
        assertEquals("013579246801", i.itemId());
        assertEquals("Apple iPad 2 32GB Wi-Fi + 3G AT&T <White> (MC983LL/A) ", i.title());
        assertEquals("EBAY-US", i.globalId());
        assertEquals("Case & charger included", i.subtitle());
        assertEquals(new Category("171485", "iPads, Tablets & eBook Readers"), i.primaryCategory());
        assertEquals(new Category("176973", "Cases, Covers, Keyboard Folios"), i.secondaryCategory());
        assertEquals("http://thumbs2.ebaystatic.com/pict/0135792468014040_3.jpg", i.galleryURL());
        assertEquals("http://cgi.ebay.com/Apple-iPad-2-32GB-Wi-Fi-3G-AT-T-/013579246801?pt=US_Tablets&hash=item1",
                i.viewItemURL());
        assertEquals(new ProductId("ReferenceID", "103127916"), i.productId());
        assertEquals(List.of("PayPal", "VisaMC"), i.paymentMethod());
        assertEquals(false, i.autoPay());
        assertEquals("02134", i.postalCode());
        assertEquals("Boston,MA,USA", i.location());
        assertEquals("US", i.country());
        assertEquals(new SellerInfo("gadget_barn", 216042L, 99.8, "RedShooting", true), i.sellerInfo());
        assertEquals(new ShippingInfo(new Amount("USD", 12.95), "Flat", List.of("US", "CA"), true, false, 3),
                i.shippingInfo());
        assertEquals(new SellingStatus(new Amount("USD", 271.0), new Amount("USD", 271.0), 0, "Active",
                Duration.ofDays(2).plusHours(3).plusMinutes(4).plusSeconds(5)), i.sellingStatus());
        assertEquals(new ListingInfo(false, true, new Amount("USD", 285.95), new Amount("USD", 285.95),
                Instant.parse("2011-03-01T08:00:00Z"), Instant.parse("2011-03-06T08:10:12Z"), "AuctionWithBIN",
                false), i.listingInfo());
        assertEquals(true, i.returnsAccepted());
        assertEquals(List.of("http://galleryplus.ebayimg.com/ws/web/013579246801_1_0_1.jpg",
                "http://galleryplus.ebayimg.com/ws/web/013579246801_2_0_1.jpg"), i.galleryPlusPictureURL());
        assertEquals(new Condition(2500, "Seller refurbished"), i.condition());
        assertEquals(false, i.isMultiVariationListing());
        assertEquals(true, i.topRatedListing());

        SearchItem sparse = r.searchResult().item().get(1);
        assertEquals(new SearchItem("390000000001", "Keyboard", null, null, null, null, null, null, null, List.of(),
                null, "HONGKONG", "Hong Kong", "HK", null, null,
                new SellingStatus(new Amount("GBP", 15.95), new Amount("USD", 25.1), null, null, null),
                null, null, List.of(), null, null, null), sparse);

        assertSurvivesEveryFormat(r);
    }

    @Test
    void soapAndBareFormsReadTheSame() throws IOException {
        assertEquals(XML.read(resource("soap-shuffled.xml")), XML.read(resource("bare-shuffled.xml")));
    }

    @Test
    void readsAFailureWithItsErrors() throws IOException {
        FindItemsResponse r = (FindItemsResponse) XML.read(resource("soap-failure.xml"));
        assertEquals(Ack.FAILURE, r.ack());
        assertEquals("1.13.0", r.version());
        assertEquals(Instant.parse("2012-06-22T00:51:16.538Z"), r.timestamp());
        assertEquals(new SearchResult(0, List.of()), r.searchResult());
        assertNull(r.paginationOutput());
        assertNull(r.itemSearchURL());
        assertNotNull(r.errorMessage());
        assertEquals(List.of(
                new ErrorData(2, "Marketplace", ErrorData.Severity.ERROR, ErrorData.Category.REQUEST,
                        "Keywords value required.", "Search", null, List.of()),
                new ErrorData(10, "Marketplace", ErrorData.Severity.WARNING, ErrorData.Category.APPLICATION,
                        "Value 500 for entriesPerPage is out of range & was ignored.", null, "x.1",
                        List.of(new ErrorParameter("Param1", "entriesPerPage"), new ErrorParameter("Param2", "500")))),
                r.errorMessage().error());
        assertSurvivesEveryFormat(r);
    }

    /** A decoded handwritten response, with its rarer fields, round-trips and digests alike in every format. */
    private static void assertSurvivesEveryFormat(FindItemsResponse value) {
        for (Format f : Formats.all()) {
            Codec codec = f.codec(MODEL);
            Object decoded = codec.read(codec.write(f.represent(MODEL, value)));
            assertEquals(value, f.toJava(MODEL, decoded), f.name());
            assertEquals(MODEL.digest(value), codec.digest(decoded), f.name());
        }
    }

    private static byte[] resource(String name) throws IOException {
        try (InputStream in = FindItemsXmlTest.class.getResourceAsStream("/finditems/" + name)) {
            assertNotNull(in, name);
            return in.readAllBytes();
        }
    }

    private static int count(String text, String part) {
        int n = 0;
        for (int at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + part.length())) {
            n++;
        }
        return n;
    }
}
