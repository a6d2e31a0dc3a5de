package serbench.format;

import serbench.format.JsonTreeChanges.Refusal;
import serbench.format.jackson.Jackson;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.google.protobuf.Message;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import serbench.hostile.FuzzOracle;
import serbench.model.Filled;
import serbench.model.Model;
import serbench.model.Models;
import serbench.model.document.Line;
import serbench.model.document.Order;
import serbench.model.document.OrderExport;
import serbench.model.finditems.item.Amount;
import serbench.model.finditems.FindItemsModel;
import serbench.model.finditems.FindItemsResponse;
import serbench.model.finditems.item.SearchItem;
import serbench.model.finditems.SearchResult;
import serbench.model.finditems.item.SellingStatus;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static serbench.format.JsonTreeChanges.change;
import static serbench.format.JsonTreeChanges.decodeOrRefusal;
import static serbench.format.JsonTreeChanges.fieldPaths;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code json-streaming} is {@code json} by hand: the same bytes for every model and input (standard, with every
 * optional field filled, with non-finite numbers), the same values read back from either's bytes, and the same
 * outcome as {@code json} on reordered, incomplete, nulled, mistyped, extended and truncated input. Where it is
 * stricter than databind's scalar coercions, {@link #stricterThanDatabindsCoercions} lists the cases.
 */
class StreamingJsonFormatTest {

    /** Every model's standard inputs (and the failed FindItems call), as given and with every optional field filled. */
    static Stream<Arguments> values() {
        List<Arguments> cases = new ArrayList<>();
        for (Model<?, ?> m : Models.all()) {
            Model<Object, Message> model = Models.byName(m.name());
            List<String> inputs = new ArrayList<>(model.inputs());
            if (model.name().equals("finditems")) {
                inputs.add(FindItemsModel.FAILURE);
            }
            for (String input : inputs) {
                Object value = model.load(input);
                cases.add(Arguments.of(model.name(), input, value));
                cases.add(Arguments.of(model.name(), input + " filled", model.fromProto(Filled.of(model.toProto(value)))));
            }
        }
        return cases.stream();
    }

    static Stream<String> modelNames() {
        return Models.all().stream().map(Model::name);
    }

    private static Codec json(String model) {
        return Formats.byName("json").codec(Models.byName(model));
    }

    private static Codec streaming(String model) {
        return Formats.byName("json-streaming").codec(Models.byName(model));
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("values")
    void writesTheBytesOfJsonAndReadsThemBack(String model, String input, Object value) {
        Codec json = json(model);
        Codec streaming = streaming(model);
        byte[] expected = json.write(value);
        byte[] written = streaming.write(value);
        assertEquals(new String(expected, StandardCharsets.UTF_8), new String(written, StandardCharsets.UTF_8));
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        streaming.write(value, out);
        assertArrayEquals(expected, out.toByteArray());
        assertEquals(value, streaming.read(expected));
        assertEquals(value, streaming.read(new ByteArrayInputStream(expected)));
        assertEquals(value, json.read(written));
    }

    @Test
    void filledInputsFillEveryField() throws Exception {
        // the filled values above must really hold every optional field: no null left in their JSON tree's objects,
        // and more fields than the standard input (so the byte comparison covers every writer branch)
        for (Model<?, ?> m : Models.all()) {
            Model<Object, Message> model = Models.byName(m.name());
            Object filled = model.fromProto(Filled.of(model.toProto(model.load(model.defaultInput()))));
            JsonNode tree = Jackson.json().readTree(json(m.name()).write(filled));
            assertTrue(fieldPaths(tree, "").size() >= fieldPaths(Jackson.json().readTree(
                    json(m.name()).write(model.load(model.defaultInput()))), "").size(), m.name());
        }
    }

    @Test
    void nonFiniteNumbersAreWrittenAndReadAsJsonDoes() {
        OrderExport export = (OrderExport) Models.byName("document").load("12k");
        Order order = export.customers().get(0).orders().get(0);
        Line line = order.lines().get(0);
        List<Line> lines = new ArrayList<>(order.lines());
        lines.set(0, new Line(line.sku(), line.title(), line.quantity(), Double.NaN, Double.NEGATIVE_INFINITY));
        Order odd = new Order(order.orderId(), order.placedAt(), order.status(), order.currency(), order.channel(),
                order.gift(), order.note(), order.shipping(), lines, Double.POSITIVE_INFINITY);
        var customer = export.customers().get(0);
        var oddCustomer = new serbench.model.document.Customer(customer.id(), customer.name(), customer.email(),
                customer.phone(), customer.tier(), customer.active(), customer.createdAt(), customer.billingAddress(),
                customer.tags(), List.of(odd));
        OrderExport value = new OrderExport(export.exportId(), export.generatedAt(), export.source(),
                export.schemaVersion(), List.of(oddCustomer));
        byte[] bytes = json("document").write(value);
        assertTrue(new String(bytes, StandardCharsets.UTF_8).contains("\"unitPrice\":\"NaN\""));
        assertArrayEquals(bytes, streaming("document").write(value));
        assertEquals(value, streaming("document").read(bytes));

        FindItemsResponse r = (FindItemsResponse) Models.byName("finditems").load("1");
        SearchItem i = r.searchResult().item().get(0);
        SellingStatus s = i.sellingStatus();
        SellingStatus oddStatus = new SellingStatus(new Amount("USD", Double.NaN), s.convertedCurrentPrice(),
                s.bidCount(), s.sellingState(), Duration.ofSeconds(-90061, 5));
        SearchItem oddItem = new SearchItem(i.itemId(), i.title(), i.globalId(), i.subtitle(), i.primaryCategory(),
                i.secondaryCategory(), i.galleryURL(), i.viewItemURL(), i.productId(), i.paymentMethod(), i.autoPay(),
                i.postalCode(), i.location(), i.country(), i.sellerInfo(), i.shippingInfo(), oddStatus,
                i.listingInfo(), i.returnsAccepted(), i.galleryPlusPictureURL(), i.condition(),
                i.isMultiVariationListing(), i.topRatedListing());
        FindItemsResponse oddResponse = new FindItemsResponse(r.ack(), r.errorMessage(), r.version(),
                java.time.Instant.parse("+12345-01-02T03:04:05.123456789Z"),
                new SearchResult(1, List.of(oddItem)), r.paginationOutput(), r.itemSearchURL());
        byte[] findItems = json("finditems").write(oddResponse);
        assertArrayEquals(findItems, streaming("finditems").write(oddResponse));
        assertEquals(oddResponse, streaming("finditems").read(findItems));
    }

    /** Every object's fields in reverse order: both read the same value. */
    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("values")
    void fieldOrderDoesNotMatter(String model, String input, Object value) throws Exception {
        JsonNode reversed = reversed(Jackson.json().readTree(json(model).write(value)));
        byte[] bytes = Jackson.json().writeValueAsBytes(reversed);
        assertEquals(value, streaming(model).read(bytes));
        assertEquals(value, json(model).read(bytes));
    }

    /**
     * The filled default input with one field changed at a time, everywhere in the document: removed, set to null,
     * to an empty object, an empty array, or followed by an unknown field. {@code json-streaming} decodes to what
     * {@code json} decodes to, or refuses what it refuses, with a refusal as the fuzz tests define it.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("modelNames")
    void sameOutcomeAsJsonForEveryFieldRemovedNulledOrMistyped(String model) throws Exception {
        Model<Object, Message> m = Models.byName(model);
        Object value = m.fromProto(Filled.of(m.toProto(m.load(model.equals("finditems") ? "1" : m.defaultInput()))));
        JsonNode tree = Jackson.json().readTree(json(model).write(value));
        Map<String, Integer> outcomes = new java.util.TreeMap<>();
        for (String path : fieldPaths(tree, "")) {
            if (path.matches(".*/[1-9][0-9]*(/.*)?")) {
                continue; // the first element of each list stands for the others (the document has 9,000 values)
            }
            for (String change : List.of("remove", "null", "{}", "[]", "unknown")) {
                JsonNode copy = tree.deepCopy();
                change(copy, path, change);
                byte[] bytes = Jackson.json().writeValueAsBytes(copy);
                Object expected = decodeOrRefusal(json(model), bytes);
                Object actual = decodeOrRefusal(streaming(model), bytes);
                boolean refused = expected instanceof Refusal;
                if (refused || actual instanceof Refusal) {
                    assertEquals(refused, actual instanceof Refusal, change + " at " + path + ": json " + expected
                            + ", json-streaming " + actual);
                } else {
                    assertEquals(expected, actual, change + " at " + path);
                }
                outcomes.merge(change + (refused ? " refused" : " decoded"), 1, Integer::sum);
            }
        }
        // the changes reach both kinds of outcome: the test compares refusals and decodes, not one of them only
        assertTrue(outcomes.keySet().stream().anyMatch(k -> k.endsWith("refused")), outcomes.toString());
        assertTrue(outcomes.keySet().stream().anyMatch(k -> k.endsWith("decoded")), outcomes.toString());
    }

    @Test
    void truncatedInputIsRefusedAtEveryLength() {
        byte[] bytes = json("mediacontent").write(Models.byName("mediacontent").load("media.2"));
        for (int n = 0; n < bytes.length; n++) {
            byte[] prefix = Arrays.copyOf(bytes, n);
            assertEquals(outcome(json("mediacontent"), prefix).startsWith("refused"),
                    outcome(streaming("mediacontent"), prefix).startsWith("refused"), "length " + n);
            assertTrue(outcome(streaming("mediacontent"), prefix).startsWith("refused"), "length " + n);
        }
    }

    @Test
    void refusalsNameTheFormatTheModelAndTheProblem() {
        Codec c = streaming("mediacontent");
        String json = new String(json("mediacontent").write(Models.byName("mediacontent").load("media.1")),
                StandardCharsets.UTF_8);
        assertEquals("json-streaming: cannot decode mediacontent payload: no value in the input (empty payload?)",
                assertThrows(PayloadException.class, () -> c.read(new byte[0])).getMessage());
        PayloadException e = assertThrows(PayloadException.class,
                () -> c.read(json.replace("\"width\":640", "\"width\":{}").getBytes(StandardCharsets.UTF_8)));
        assertTrue(e.getMessage().contains("expected an integer at '/media/width', found an object"), e.getMessage());
        assertInstanceOf(com.fasterxml.jackson.databind.exc.MismatchedInputException.class, e.getCause());
        e = assertThrows(PayloadException.class,
                () -> c.read(json.replace("\"player\":\"JAVA\"", "\"player\":\"VLC\"").getBytes(StandardCharsets.UTF_8)));
        assertTrue(e.getMessage().contains("VLC") && e.getMessage().contains("JAVA"), e.getMessage());
        e = assertThrows(PayloadException.class,
                () -> c.read(json.replace(",\"player\":\"JAVA\"", "").getBytes(StandardCharsets.UTF_8)));
        assertTrue(e.getMessage().endsWith("required field player is missing"), e.getMessage());
        e = assertThrows(PayloadException.class,
                () -> c.read(json.replace("\"width\":640", "\"width\":640,\"colour\":1").getBytes(StandardCharsets.UTF_8)));
        assertTrue(e.getMessage().contains("colour"), e.getMessage());
        for (Throwable t : List.of(e)) {
            FuzzOracle.assertRefusal(t);
        }
    }

    /**
     * Databind converts between scalar types by default; {@code json-streaming} takes each value only in the JSON
     * type {@code json} writes, and refuses the others (the README says so).
     */
    @Test
    void stricterThanDatabindsCoercions() {
        String media = new String(json("mediacontent").write(Models.byName("mediacontent").load("media.1")),
                StandardCharsets.UTF_8);
        List<String> lenient = List.of(
                media.replace("\"width\":640", "\"width\":\"640\""),        // a number in a string
                media.replace("\"width\":640", "\"width\":640.0"),          // a float for an int
                media.replace("\"format\":\"video/mpg4\"", "\"format\":4"), // a number for a string
                media.replace("\"player\":\"JAVA\"", "\"player\":0"));       // an enum's index
        for (String s : lenient) {
            byte[] bytes = s.getBytes(StandardCharsets.UTF_8);
            assertFalse(outcome(json("mediacontent"), bytes).startsWith("refused"), s);
            assertTrue(outcome(streaming("mediacontent"), bytes).startsWith("refused"), s);
        }
    }

    @Test
    void usesTheFactoryAndLimitsOfJson() {
        StreamReadConstraints c = Jackson.json().getFactory().streamReadConstraints();
        assertEquals(Jackson.MAX_NESTING_DEPTH, c.getMaxNestingDepth());
        // an unknown field FindItems skips is still held to the nesting limit while skipped
        String deep = "{\"ack\":\"Success\",\"x\":" + "[".repeat(Jackson.MAX_NESTING_DEPTH + 5)
                + "]".repeat(Jackson.MAX_NESTING_DEPTH + 5) + "}";
        String refusal = outcome(streaming("finditems"), deep.getBytes(StandardCharsets.UTF_8));
        assertTrue(refusal.contains("depth"), refusal);
        assertEquals(outcome(json("finditems"), deep.getBytes(StandardCharsets.UTF_8)).startsWith("refused"),
                refusal.startsWith("refused"));
        String longName = "{\"" + "n".repeat(Jackson.MAX_NAME_LENGTH + 1) + "\":1}";
        assertTrue(outcome(streaming("finditems"), longName.getBytes(StandardCharsets.UTF_8)).contains("Name length"),
                outcome(streaming("finditems"), longName.getBytes(StandardCharsets.UTF_8)));
    }

    /** "decoded: value" or "refused: problem" (after checking that the refusal is a proper one). */
    private static String outcome(Codec codec, byte[] bytes) {
        Object o = decodeOrRefusal(codec, bytes);
        return o instanceof Refusal r ? "refused: " + r.problem() : "decoded: " + o;
    }

    private static JsonNode reversed(JsonNode node) {
        if (node.isObject()) {
            List<String> names = new ArrayList<>();
            node.fieldNames().forEachRemaining(names::add);
            Collections.reverse(names);
            ObjectNode out = JsonNodeFactory.instance.objectNode();
            for (String n : names) {
                out.set(n, reversed(node.get(n)));
            }
            return out;
        }
        if (node.isArray()) {
            ArrayNode out = JsonNodeFactory.instance.arrayNode();
            node.forEach(e -> out.add(reversed(e)));
            return out;
        }
        return node;
    }
}
