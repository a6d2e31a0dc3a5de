package serbench.model.finditems;

import serbench.model.finditems.item.Amount;
import serbench.model.finditems.item.Category;
import serbench.model.finditems.item.Condition;
import serbench.model.finditems.item.ListingInfo;
import serbench.model.finditems.item.SearchItem;
import serbench.model.finditems.item.ProductId;
import serbench.model.finditems.item.SellingStatus;
import serbench.model.finditems.item.ShippingInfo;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * Builds synthetic {@code findItemsByKeywords} responses for the keywords "ipad" that look and weigh like the
 * real ones of 2012: titles about 65 characters long (a quarter with an {@code &}), a product id on most items,
 * prices around $370 ending in .99 or .00, mostly free shipping, mostly fixed-price listings of 30 days, and
 * so on; the proportions are documented on each draw below.
 *
 * <p>Deterministic: every response starts from {@link #SEED}, so the same count gives the same data on every
 * run and machine, and the first items of a larger response are those of a smaller one (only the pool of
 * product ids grows with the count). Optional extras the 2012 responses did not carry ({@code sellerInfo},
 * {@code topRatedListing}) are never generated.
 */
final class FindItemsGenerator {

    /** Fixed so every run, every machine and every format sees the same values. */
    public static final long SEED = 20_120_622L;
    /** The moment the responses claim to be sent: {@code timeLeft} is counted from it. */
    public static final Instant TIMESTAMP = Instant.parse("2012-06-22T00:51:16.538Z");
    public static final String VERSION = "1.12.0";
    /** Total matches the service reports for the keywords, as in the real 2012 response. */
    public static final int TOTAL_ENTRIES = 212_027;

    private static final String KEYWORDS = "ipad";
    private static final Category TABLETS = new Category("171485", "iPads, Tablets & eBook Readers");
    private static final Category ACCESSORIES = new Category("176970", "iPad/Tablet/eBook Accessories");
    private static final Category CASES = new Category("176973", "Cases, Covers, Keyboard Folios");

    private static final String[] PRODUCTS = {"Apple iPad 2", "Apple iPad 2", "Apple iPad 3rd Generation",
            "NEW Apple iPad 3", "The new iPad", "Apple iPad 1st Generation", "Apple iPad", "Brand New Apple iPad 2"};
    private static final String[] CAPACITIES = {"16GB", "16GB", "32GB", "64GB"};
    private static final String[] CONNECTIVITY = {"Wi-Fi", "Wi-Fi", "Wi-Fi + 3G", "Wi-Fi + 4G", "WiFi 3G Unlocked"};
    private static final String[] CONNECTIVITY_AMP = {"Wi-Fi + 3G AT&T", "Wi-Fi + 4G AT&T", "4G LTE AT&T",
            "Wi-Fi + 3G (AT&T)"};
    private static final String[] COLORS = {"Black", "Black", "White"};
    private static final String[] MODELS = {"(MC769LL/A)", "(MC979LL/A)", "(MD328LL/A)", "(MC705LL/A)",
            "(MB292LL/A)", "(MC773LL/A)", "(MD366LL/A)"};
    private static final String[] EXTRAS = {"Excellent Condition", "Great Condition", "Bundle", "+ Extras",
            "Free Shipping", "Retina Display", "Cracked Screen", "Works Great", "Warranty", "NO RESERVE",
            "Smart Cover", "Mint", "Unlocked", "Jailbroken", "w/ Case", "Fast Ship", "L@@K", "AS-IS"};
    private static final String[] EXTRAS_AMP = {"Case & Charger", "Box & Accessories", "Cover & Stylus"};
    private static final String[] ACCESSORY_ITEMS = {"Leather Case Cover Stand", "Magnetic Smart Cover",
            "Clear Screen Protector Film", "USB Sync Charger Cable", "Wall Charger Adapter", "Capacitive Stylus Pen",
            "Silicone Skin Case", "Bluetooth Keyboard Case"};
    private static final String[] ACCESSORY_EXTRAS = {"for Apple iPad 2 3", "Black", "Pink", "Blue", "Hard Shell",
            "Slim", "Rotating 360", "Wake/Sleep", "3 Pack", "NEW", "Free Shipping", "US Seller"};
    private static final String[] ACCESSORY_EXTRAS_AMP = {"Case & Cover", "Stand & Sleep", "Sync & Charge"};
    private static final String[] SUBTITLES = {"FREE SHIPPING! NO RESERVE! FAST!",
            "Includes charger, case and original box", "Factory sealed with 1 year Apple warranty",
            "Light scratches on back, screen is perfect, works great", "Ships same day from a US warehouse",
            "30 day money back guarantee", "Brand new in sealed box - free 2 day shipping",
            "Fully tested, reset to factory settings", "Comes with screen protector already applied"};
    /** City, state and the first three digits of its ZIP codes (some start with 0). */
    private static final String[][] CITIES = {{"Miami", "FL", "331"}, {"Brooklyn", "NY", "112"},
            {"Los Angeles", "CA", "900"}, {"Houston", "TX", "770"}, {"Chicago", "IL", "606"}, {"Boston", "MA", "021"},
            {"Newark", "NJ", "071"}, {"Portland", "OR", "972"}, {"San Jose", "CA", "951"}, {"Atlanta", "GA", "303"},
            {"Hartford", "CT", "061"}, {"Providence", "RI", "029"}, {"Seattle", "WA", "981"}, {"Denver", "CO", "802"},
            {"Orlando", "FL", "328"}, {"Dallas", "TX", "752"}};
    private static final String[] HK_POSTAL_CODES = {"HONGKONG", "518000", "0"};
    private static final String[] EXTRA_PAYMENT = {"VisaMC", "Discover", "CashOnPickup"};
    private static final String[] SEVERAL_SHIP_TO = {"US", "CA", "GB", "AU", "DE"};
    private static final String[] STOP_WORDS = {"for", "with", "w", "the", "and"};

    private final SplittableRandom random = new SplittableRandom(SEED);

    /** A successful response with {@code items} items (a first page of that size). */
    public FindItemsResponse response(int items) {
        List<String> productIds = productIdPool(items);
        List<SearchItem> list = new ArrayList<>(items);
        for (int i = 0; i < items; i++) {
            list.add(item(productIds));
        }
        int totalPages = (TOTAL_ENTRIES + items - 1) / items;
        return new FindItemsResponse(Ack.SUCCESS, null, VERSION, TIMESTAMP, new SearchResult(items, list),
                new PaginationOutput(1, items, totalPages, TOTAL_ENTRIES),
                "http://www.ebay.com/sch/i.html?_nkw=" + KEYWORDS + "&_ddo=1&_ipg=" + items + "&_pgn=1");
    }

    /** A failed call: a request without keywords, answered with an error and an empty page. */
    public static FindItemsResponse failure() {
        ErrorData error = new ErrorData(2, "Marketplace", ErrorData.Severity.ERROR, ErrorData.Category.REQUEST,
                "Keywords value required.", "Search", null, List.of());
        return new FindItemsResponse(Ack.FAILURE, new ErrorMessage(List.of(error)), "1.13.0", TIMESTAMP,
                new SearchResult(0, List.of()), new PaginationOutput(0, 0, 0, 0), null);
    }

    /** Catalog ids repeat across items: about 24 distinct among 45 items that have one. */
    private List<String> productIdPool(int items) {
        int size = Math.max(1, Math.round(items * 24f / 45f));
        List<String> pool = new ArrayList<>(size);
        SplittableRandom ids = random.split();
        for (int i = 0; i < size; i++) {
            pool.add(Integer.toString(ids.nextInt(100_000_000, 130_000_000)));
        }
        return pool;
    }

    private SearchItem item(List<String> productIds) {
        String itemId = Long.toString(random.nextLong(110_000_000_000L, 390_000_000_000L));
        boolean accessory = chance(0.10);
        Place place = place();
        String country = place.country();
        boolean british = country.equals("GB");

        String title = accessory ? accessoryTitle() : tabletTitle();
        Category category = accessory ? (chance(0.5) ? ACCESSORIES : CASES) : TABLETS;
        String subtitle = chance(0.18) ? pick(SUBTITLES) : null;
        Category secondary = chance(0.02) ? (category == TABLETS ? ACCESSORIES : TABLETS) : null;
        String galleryURL = "http://thumbs" + random.nextInt(1, 5) + ".ebaystatic.com/pict/" + itemId + "4040_"
                + random.nextInt(8) + ".jpg";
        String viewItemURL = "http://www.ebay.com/itm/" + slug(title) + "-/" + itemId + "?pt="
                + (accessory ? "US_Tablet_Accessories" : "US_Tablets");
        ProductId productId = chance(0.90)
                ? new ProductId("ReferenceID", productIds.get(random.nextInt(productIds.size()))) : null;
        List<String> payment = chance(0.04) ? List.of("PayPal", pick(EXTRA_PAYMENT)) : List.of("PayPal");

        // Prices: about 10% accessories under $16, the rest log-normal around $400 within $20–818, so that
        // the whole page has a median near $370 and quartiles near $257 and $576. Cents .99 42%, .00 38%.
        long cents = accessory ? random.nextLong(299, 1600) : logNormalDollars() * 100;
        cents = cents / 100 * 100 + cents();
        String currency = british ? "GBP" : "USD";
        double price = cents / 100.0;
        Amount currentPrice = new Amount(currency, price);
        Amount convertedPrice = new Amount("USD", british ? Math.round(cents * 1.5737) / 100.0 : price);

        // Listing type: FixedPrice 58%, StoreInventory 30%, Auction 10%, AuctionWithBIN 2%.
        double kind = random.nextDouble();
        String listingType = kind < 0.58 ? "FixedPrice" : kind < 0.88 ? "StoreInventory"
                : kind < 0.98 ? "Auction" : "AuctionWithBIN";
        boolean auction = listingType.startsWith("Auction");
        Integer bidCount = auction ? bids() : null;
        Amount binPrice = null;
        Amount convertedBinPrice = null;
        if (listingType.equals("AuctionWithBIN")) {
            long binCents = (cents * 5 / 4) / 100 * 100 + 99;
            binPrice = new Amount(currency, binCents / 100.0);
            convertedBinPrice = new Amount("USD", british ? Math.round(binCents * 1.5737) / 100.0 : binCents / 100.0);
        }

        // Duration: 30 d 42%, 5 d 12%, 7 d 12%, 3 d 10%, 60 d 6%, 90 d 6%, 1 d 4% (rest: 30 d). The end falls
        // anywhere in the remaining run; times are whole seconds, timeLeft is counted from the response time.
        int days = listingDays();
        long durationSeconds = days * 86_400L;
        long leftSeconds = random.nextLong(60, durationSeconds);
        Instant endTime = TIMESTAMP.plusSeconds(leftSeconds).truncatedTo(ChronoUnit.SECONDS);
        Instant startTime = endTime.minusSeconds(durationSeconds);
        Duration timeLeft = Duration.between(TIMESTAMP, endTime).withNanos(0);

        ShippingInfo shipping = shipping(british || country.equals("HK"));
        String globalId = british ? "EBAY-GB" : "EBAY-US";
        List<String> galleryPlus = chance(0.12)
                ? List.of("http://galleryplus.ebayimg.com/ws/web/" + itemId + "_1_0_1.jpg") : List.of();
        return new SearchItem(itemId, title, globalId, subtitle, category, secondary, galleryURL, viewItemURL,
                productId, payment, chance(0.68), place.postalCode(), place.location(), country, null, shipping,
                new SellingStatus(currentPrice, convertedPrice, bidCount, "Active", timeLeft),
                new ListingInfo(!auction && chance(0.08), binPrice != null, binPrice, convertedBinPrice, startTime,
                        endTime, listingType, false),
                chance(0.82), galleryPlus, condition(), false, null);
    }

    /** Where a seller is: its country, its location text and its postal code (null when not given). */
    private record Place(String country, String location, String postalCode) {
    }

    /**
     * US 92% ("City,ST,USA" 66% with a ZIP code on 90% of them, "USA" 26% with one on 40%), HK 6% (odd postal
     * codes on half), GB 2%: postal codes on about 72% of items, some with a leading zero.
     */
    private Place place() {
        double where = random.nextDouble();
        if (where < 0.66) {
            String[] city = pick(CITIES);
            return new Place("US", city[0] + "," + city[1] + ",USA", chance(0.90) ? zip(city) : null);
        } else if (where < 0.92) {
            return new Place("US", "USA", chance(0.40) ? zip(pick(CITIES)) : null);
        } else if (where < 0.98) {
            return new Place("HK", "Hong Kong", chance(0.50) ? pick(HK_POSTAL_CODES) : null);
        }
        return new Place("GB", "United Kingdom", null);
    }

    /** Free 60%, Flat 26%, Calculated 12% (no cost), NotSpecified 2%; a cost of 8–19 when not free. */
    private ShippingInfo shipping(boolean abroad) {
        double kind = random.nextDouble();
        String type = kind < 0.60 ? "Free" : kind < 0.86 ? "Flat" : kind < 0.98 ? "Calculated" : "NotSpecified";
        Amount cost = switch (type) {
            case "Free" -> new Amount("USD", 0.0);
            case "Calculated" -> null;
            default -> new Amount("USD",
                    (random.nextInt(8, 20) * 100 + (chance(0.5) ? 99 : chance(0.5) ? 95 : 0)) / 100.0);
        };
        // Ship to: US 72%, Worldwide 28% (sellers abroad ship worldwide); a few list several countries.
        List<String> shipTo = abroad || chance(0.27) ? List.of("Worldwide")
                : chance(0.03) ? List.of(SEVERAL_SHIP_TO) : List.of("US");
        boolean expedited = chance(0.56);
        boolean oneDay = expedited && chance(0.50);
        int handling = chance(0.82) ? 1 : random.nextInt(2, 5);
        return new ShippingInfo(cost, type, shipTo, expedited, oneDay, handling);
    }

    /** Used 40%, New 36%, New other 8%, For parts 8%, Seller refurbished 6%, Manufacturer refurbished 2%. */
    private Condition condition() {
        double c = random.nextDouble();
        if (c < 0.40) {
            return new Condition(3000, "Used");
        } else if (c < 0.76) {
            return new Condition(1000, "New");
        } else if (c < 0.84) {
            return new Condition(1500, "New other (see details)");
        } else if (c < 0.92) {
            return new Condition(7000, "For parts or not working");
        } else if (c < 0.98) {
            return new Condition(2500, "Seller refurbished");
        }
        return new Condition(2000, "Manufacturer refurbished");
    }

    private int listingDays() {
        double d = random.nextDouble();
        if (d < 0.04) {
            return 1;
        } else if (d < 0.14) {
            return 3;
        } else if (d < 0.26) {
            return 5;
        } else if (d < 0.38) {
            return 7;
        } else if (d < 0.44) {
            return 60;
        } else if (d < 0.50) {
            return 90;
        }
        return 30;
    }

    /** Bids on an auction: none for about 40%, otherwise geometric-like with a mean near 8, at most 61. */
    private int bids() {
        if (chance(0.40)) {
            return 0;
        }
        int n = 1;
        while (n < 61 && chance(0.88)) {
            n++;
        }
        return n;
    }

    /** Whole dollars of a tablet: log-normal with median about $398 (sigma 0.52), redrawn outside $20–818. */
    private long logNormalDollars() {
        while (true) {
            double dollars = Math.exp(5.986 + 0.519 * gaussian());
            if (dollars >= 20 && dollars < 818) {
                return (long) dollars;
            }
        }
    }

    /** The cents of a price: .99 42%, .00 38%, anything else 20%. */
    private int cents() {
        double c = random.nextDouble();
        return c < 0.42 ? 99 : c < 0.80 ? 0 : random.nextInt(1, 99);
    }

    /** A tablet title of about N(65, 12) characters within 30–80; 24% carry an {@code &}; 14% end with a space. */
    private String tabletTitle() {
        int target = titleLength();
        boolean amp = chance(0.24);
        StringBuilder t = new StringBuilder(pick(PRODUCTS));
        appendIfFits(t, " " + pick(CAPACITIES), target);
        if (amp) {
            t.append(", ").append(pick(CONNECTIVITY_AMP));
        } else {
            appendIfFits(t, ", " + pick(CONNECTIVITY), target);
        }
        appendIfFits(t, ", 9.7in", target);
        appendIfFits(t, " - " + pick(COLORS), target);
        appendIfFits(t, " " + pick(MODELS), target);
        return finish(t, target, amp ? concat(EXTRAS, EXTRAS_AMP) : EXTRAS);
    }

    private String accessoryTitle() {
        int target = titleLength();
        boolean amp = chance(0.24);
        StringBuilder t = new StringBuilder(pick(ACCESSORY_ITEMS));
        if (amp) {
            t.append(' ').append(pick(ACCESSORY_EXTRAS_AMP));
        }
        appendIfFits(t, " for Apple iPad 2", target);
        return finish(t, target, ACCESSORY_EXTRAS);
    }

    /** Adds extras until the title reaches its target length, then maybe a trailing space. */
    private String finish(StringBuilder t, int target, String[] extras) {
        for (int tries = 0; t.length() < target - 3 && tries < 8; tries++) {
            String extra = " " + pick(extras);
            if (t.length() + extra.length() <= Math.min(80, target + 4)) {
                t.append(extra);
            }
        }
        if (t.length() < 80 && chance(0.14)) {
            t.append(' ');
        }
        return t.toString();
    }

    private int titleLength() {
        return (int) Math.round(Math.max(30, Math.min(80, 65 + 12 * gaussian())));
    }

    private static void appendIfFits(StringBuilder t, String part, int target) {
        if (t.length() + part.length() <= target) {
            t.append(part);
        }
    }

    /** The title as eBay puts it in item URLs: runs of other characters become "-", a few small words go. */
    static String slug(String title) {
        StringBuilder s = new StringBuilder(title.length());
        for (String word : title.split("[^A-Za-z0-9]+")) {
            if (word.isEmpty() || isStopWord(word)) {
                continue;
            }
            if (s.length() > 0) {
                s.append('-');
            }
            s.append(word);
        }
        return s.toString();
    }

    private static boolean isStopWord(String word) {
        for (String w : STOP_WORDS) {
            if (w.equals(word.toLowerCase(Locale.ROOT))) {
                return true;
            }
        }
        return false;
    }

    private String zip(String[] city) {
        return city[2] + String.format(Locale.ROOT, "%02d", random.nextInt(100));
    }

    /** A standard normal draw (Box–Muller), from this generator's stream only. */
    private double gaussian() {
        double u = 1.0 - random.nextDouble();
        double v = random.nextDouble();
        return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    }

    private boolean chance(double p) {
        return random.nextDouble() < p;
    }

    private <T> T pick(T[] values) {
        return values[random.nextInt(values.length)];
    }

    private static String[] concat(String[] a, String[] b) {
        String[] all = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, all, a.length, b.length);
        return all;
    }
}
