package serbench.model.finditems;

import serbench.model.finditems.xsd.XsdDateTime;
import serbench.model.finditems.item.ListingInfo;
import serbench.model.finditems.item.SearchItem;
import com.google.protobuf.Message;
import org.junit.jupiter.api.Test;
import serbench.format.Sizes;
import serbench.model.Model;
import serbench.model.Models;

import java.time.Duration;
import java.util.List;
import java.util.function.Predicate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The generator is deterministic, weighs what the real response weighs, and follows the real proportions. */
class FindItemsGeneratorTest {

    private final FindItemsModel model = new FindItemsModel();

    @Test
    void sameInputGivesEqualData() {
        assertEquals(model.load("50"), model.load("50"));
        assertEquals(model.load("1000"), model.load("1000"));
        assertEquals(model.load("default"), model.load("50"));
    }

    @Test
    void fiftyItemsWeighLikeTheRealResponse() {
        @SuppressWarnings("unchecked")
        Model<Object, Message> m = Models.byName("finditems");
        List<Sizes.Row> rows = Sizes.of(m, "50");
        int xml = bytes(rows, "xml");
        int protobuf = bytes(rows, "protobuf");
        assertTrue(xml >= 80_000 && xml <= 88_000, "XML of 50 items: " + xml);
        assertTrue(protobuf >= 25_000 && protobuf <= 28_000, "protobuf of 50 items: " + protobuf);
    }

    private static int bytes(List<Sizes.Row> rows, String format) {
        return rows.stream().filter(r -> r.format().equals(format)).findFirst().orElseThrow().bytes();
    }

    @Test
    void inputsAreItemCountsAndFailure() {
        assertEquals(List.of("1", "50", "1000"), model.inputs());
        assertEquals(1, model.load("1").searchResult().item().size());
        assertEquals(7, model.load("7").searchResult().count());
        assertEquals(Ack.FAILURE, model.load("failure").ack());
        for (String bad : List.of("0", "-1", "abc", "", "1000001", "50 ")) {
            assertThrows(IllegalArgumentException.class, () -> model.load(bad), bad);
        }
    }

    @Test
    void headerIsThatOfAFirstPage() {
        FindItemsResponse r = model.load("50");
        assertEquals(Ack.SUCCESS, r.ack());
        assertNull(r.errorMessage());
        assertEquals("1.12.0", r.version());
        assertEquals("2012-06-22T00:51:16.538Z", XsdDateTime.format(r.timestamp()));
        assertEquals(50, r.searchResult().count());
        assertEquals(new PaginationOutput(1, 50, 4241, 212027), r.paginationOutput());
        assertEquals("http://www.ebay.com/sch/i.html?_nkw=ipad&_ddo=1&_ipg=50&_pgn=1", r.itemSearchURL());
    }

    @Test
    void largerPagesStartWithTheItemsOfSmallerOnes() {
        SearchItem first50 = model.load("50").searchResult().item().get(0);
        SearchItem first1000 = model.load("1000").searchResult().item().get(0);
        assertEquals(first50.itemId(), first1000.itemId());
        assertEquals(first50.title(), first1000.title());
    }

    @Test
    void valuesFollowTheRealDistributions() {
        List<SearchItem> items = model.load("1000").searchResult().item();
        assertBetween(0.18, 0.30, share(items, i -> i.title().contains("&")), "titles with &");
        assertBetween(0.13, 0.24, share(items, i -> i.subtitle() != null), "subtitles");
        assertBetween(0.85, 0.95, share(items, i -> i.productId() != null), "product ids");
        assertBetween(0.65, 0.80, share(items, i -> i.postalCode() != null), "postal codes");
        assertTrue(items.stream().anyMatch(i -> i.postalCode() != null && i.postalCode().startsWith("0")),
                "a ZIP code with a leading zero");
        assertBetween(0.54, 0.66, share(items, i -> "Free".equals(i.shippingInfo().shippingType())), "free shipping");
        assertBetween(0.05, 0.15, share(items, i -> "Auction".equals(i.listingInfo().listingType())), "auctions");
        assertBetween(0.34, 0.46, share(items, i -> i.condition().conditionId() == 3000), "used");
        assertBetween(0.36, 0.48, share(items, i -> centsOf(i) == 99), "prices ending .99");
        assertBetween(0.32, 0.44, share(items, i -> centsOf(i) == 0), "prices ending .00");

        double[] prices = items.stream().mapToDouble(i -> i.sellingStatus().convertedCurrentPrice().value())
                .sorted().toArray();
        double median = prices[prices.length / 2];
        assertBetween(320, 420, median, "median price");
        assertTrue(prices[prices.length - 1] <= 818 * 1.6, "highest price " + prices[prices.length - 1]);

        double meanTitle = items.stream().mapToInt(i -> i.title().length()).average().orElseThrow();
        assertBetween(58, 70, meanTitle, "mean title length");
        assertTrue(items.stream().allMatch(i -> i.title().length() >= 30 && i.title().length() <= 81),
                "titles within 30-80 characters (plus a trailing space)");
        assertTrue(items.stream().allMatch(i -> i.itemId().length() == 12), "12-digit item ids");
    }

    @Test
    void timesAreConsistent() {
        FindItemsResponse r = model.load("1000");
        for (SearchItem i : r.searchResult().item()) {
            ListingInfo l = i.listingInfo();
            Duration left = i.sellingStatus().timeLeft();
            assertNotNull(left);
            assertEquals(0, l.startTime().getNano());
            assertEquals(0, left.getNano());
            assertFalse(left.isNegative());
            assertEquals(Duration.between(r.timestamp(), l.endTime()).getSeconds(), left.getSeconds(), i.itemId());
            long days = Duration.between(l.startTime(), l.endTime()).toDays();
            assertTrue(List.of(1L, 3L, 5L, 7L, 30L, 60L, 90L).contains(days), "listing of " + days + " days");
            assertEquals(l.listingType().equals("AuctionWithBIN"), l.buyItNowPrice() != null);
            assertEquals(l.listingType().startsWith("Auction"), i.sellingStatus().bidCount() != null);
        }
    }

    @Test
    void slugTurnsRunsOfOtherCharactersIntoDashes() {
        assertEquals("Apple-iPad-2-16GB-Wi-Fi-9-7in-Black-MC769LL-A",
                FindItemsGenerator.slug("Apple iPad 2 16GB, Wi-Fi, 9.7in - Black (MC769LL/A) "));
        assertEquals("Case-Cover-Apple-iPad", FindItemsGenerator.slug("Case & Cover for Apple iPad"));
    }

    private static long centsOf(SearchItem i) {
        return Math.round(i.sellingStatus().currentPrice().value() * 100) % 100;
    }

    private static double share(List<SearchItem> items, Predicate<SearchItem> p) {
        return items.stream().filter(p).count() / (double) items.size();
    }

    private static void assertBetween(double low, double high, double actual, String what) {
        assertTrue(actual >= low && actual <= high, what + ": " + actual + " not in [" + low + ", " + high + "]");
    }
}
