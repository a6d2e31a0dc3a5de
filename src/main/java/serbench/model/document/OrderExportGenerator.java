package serbench.model.document;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * Builds the document deterministically: every value comes from one {@link SplittableRandom} with the fixed
 * {@link #SEED}, drawn in a fixed order, so every run on every machine builds the same export.
 *
 * <p>Shape: {@code customers} customers, each with 1-7 orders of 1-5 lines; a customer has 0-3 tags, a billing
 * address, and ships most orders to it; a quarter of the orders carry a note. Prices are whole cents, totals are
 * computed from the lines, timestamps are ISO-8601 instants.
 */
final class OrderExportGenerator {

    /** Fixed so every run, every machine and every format sees the same document. */
    public static final long SEED = 0x5E2B_E4C4_0003L;

    private static final String[] FIRST = {"Anna", "Ben", "Clara", "David", "Elif", "Finn", "Greta", "Hugo", "Ines",
        "Jonas", "Kira", "Lukas", "Mia", "Noah", "Olga", "Paul", "Rosa", "Sami", "Tara", "Umut", "Vera", "Wim"};
    private static final String[] LAST = {"Schmidt", "Novak", "Rossi", "Dubois", "Kowalski", "Jansen", "Garcia",
        "Nielsen", "Horvat", "Silva", "Papadopoulos", "Müller", "Öztürk", "Lindqvist", "O'Brien", "Weber"};
    private static final String[] DOMAINS = {"example.com", "mail.example.org", "post.example.net"};
    private static final String[] STREETS = {"Hauptstraße", "Rue de la Paix", "Via Roma", "High Street",
        "Kerkstraat", "Calle Mayor", "Storgatan", "Ringweg", "Station Road", "Lindenallee"};
    /** City, postal code prefix, country (ISO 3166 alpha-2), currency. */
    private static final String[][] CITIES = {
        {"Berlin", "10", "DE", "EUR"}, {"Hamburg", "20", "DE", "EUR"}, {"München", "80", "DE", "EUR"},
        {"Paris", "75", "FR", "EUR"}, {"Lyon", "69", "FR", "EUR"}, {"Milano", "20", "IT", "EUR"},
        {"Amsterdam", "10", "NL", "EUR"}, {"Madrid", "28", "ES", "EUR"}, {"Stockholm", "11", "SE", "SEK"},
        {"København", "12", "DK", "DKK"}, {"London", "EC", "GB", "GBP"}, {"Manchester", "M", "GB", "GBP"},
        {"Wien", "10", "AT", "EUR"}, {"Zürich", "80", "CH", "CHF"}, {"Kraków", "30", "PL", "PLN"}};
    private static final String[] TIERS = {"standard", "standard", "silver", "gold", "platinum"};
    private static final String[] TAGS = {"newsletter", "b2b", "vip", "returns-often", "early-adopter",
        "wholesale", "student", "loyalty"};
    private static final String[] STATUSES = {"placed", "paid", "shipped", "shipped", "delivered", "delivered",
        "delivered", "returned", "cancelled"};
    private static final String[] CHANNELS = {"web", "web", "app", "phone", "store"};
    private static final String[] NOTES = {"Leave at the door", "Ring twice, side entrance",
        "Gift wrap please & no invoice in the box", "Deliver after 17:00", "Call before delivery <urgent>"};
    private static final String[] ADJECTIVES = {"Compact", "Classic", "Wireless", "Organic", "Heavy-duty",
        "Foldable", "Stainless", "Recycled", "Ergonomic", "Waterproof"};
    private static final String[] PRODUCTS = {"Kettle", "Desk Lamp", "Backpack", "Coffee Grinder", "Headphones",
        "Yoga Mat", "Chef's Knife", "Bike Light", "Notebook (A5)", "Water Bottle", "Blender", "Umbrella"};

    /** 2015-01-01T00:00:00Z and 2024-01-01T00:00:00Z: customers were created between them, orders placed after. */
    private static final long EPOCH_2015 = 1_420_070_400L;
    private static final long EPOCH_2024 = 1_704_067_200L;
    private static final long YEAR = 366L * 24 * 3600;

    private final SplittableRandom random = new SplittableRandom(SEED);
    private int orderNumber = 100_000;

    private OrderExportGenerator() {
    }

    /** The export with this many customers; the same count always gives the same document. */
    public static OrderExport generate(int customers) {
        return new OrderExportGenerator().export(customers);
    }

    private OrderExport export(int count) {
        List<Customer> customers = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            customers.add(customer(10_001 + i));
        }
        return new OrderExport("EXP-2024-12-31-0001", "2024-12-31T23:59:59Z", "shop-backoffice/7.4.2", 3, customers);
    }

    private Customer customer(long id) {
        String first = pick(FIRST);
        String last = pick(LAST);
        String email = (first + "." + last).toLowerCase(Locale.ROOT).replace("'", "") + id % 100 + "@" + pick(DOMAINS);
        String phone = String.format(Locale.ROOT, "+%d %03d %07d", 30 + random.nextInt(20), random.nextInt(1000),
                random.nextInt(10_000_000));
        String tier = pick(TIERS);
        boolean active = random.nextInt(10) < 8;
        String createdAt = instant(EPOCH_2015, EPOCH_2024);
        Address billing = address();
        List<String> tags = new ArrayList<>();
        for (int t = random.nextInt(4); t > 0; t--) {
            String tag = pick(TAGS);
            if (!tags.contains(tag)) {
                tags.add(tag);
            }
        }
        List<Order> orders = new ArrayList<>();
        for (int o = random.nextInt(1, 8); o > 0; o--) {
            orders.add(order(billing));
        }
        return new Customer(id, first + " " + last, email, phone, tier, active, createdAt, billing, tags, orders);
    }

    private Order order(Address billing) {
        String orderId = "SO-" + orderNumber++;
        String placedAt = instant(EPOCH_2024, EPOCH_2024 + YEAR);
        String status = pick(STATUSES);
        String channel = pick(CHANNELS);
        boolean gift = random.nextInt(10) == 0;
        String note = random.nextInt(4) == 0 ? pick(NOTES) : null;
        Address shipping = random.nextInt(10) < 7 ? billing : address();
        String currency = currencyOf(shipping);
        List<Line> lines = new ArrayList<>();
        long totalCents = 0;
        for (int n = random.nextInt(1, 6); n > 0; n--) {
            int product = random.nextInt(ADJECTIVES.length * PRODUCTS.length);
            int quantity = random.nextInt(1, 5);
            long unitCents = random.nextInt(199, 20_000);
            long discountCents = random.nextInt(5) == 0 ? unitCents * quantity * (5 + 5 * random.nextInt(3)) / 100 : 0;
            totalCents += unitCents * quantity - discountCents;
            lines.add(new Line(String.format(Locale.ROOT, "SKU-%05d", 1_000 + product * 37),
                    ADJECTIVES[product / PRODUCTS.length] + " " + PRODUCTS[product % PRODUCTS.length],
                    quantity, unitCents / 100.0, discountCents / 100.0));
        }
        return new Order(orderId, placedAt, status, currency, channel, gift, note, shipping, lines, totalCents / 100.0);
    }

    private Address address() {
        String[] city = CITIES[random.nextInt(CITIES.length)];
        String street = random.nextInt(1, 200) + " " + pick(STREETS);
        String postalCode = city[1] + String.format(Locale.ROOT, "%03d", random.nextInt(1000));
        return new Address(street, city[0], postalCode, city[2]);
    }

    private static String currencyOf(Address address) {
        for (String[] city : CITIES) {
            if (city[0].equals(address.city())) {
                return city[3];
            }
        }
        throw new IllegalStateException("no currency for " + address.city());
    }

    private String instant(long fromSecond, long toSecond) {
        return Instant.ofEpochSecond(random.nextLong(fromSecond, toSecond)).toString();
    }

    private String pick(String[] values) {
        return values[random.nextInt(values.length)];
    }
}
