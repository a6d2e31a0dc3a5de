package serbench.format;

import serbench.cli.args.ExitCode;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import serbench.cli.CommandResult;
import serbench.cli.Main;
import serbench.io.InputFileException;
import serbench.model.Models;
import serbench.model.finditems.FindItemsResponse;
import serbench.model.finditems.item.SearchItem;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A user's payload file works as an input: in every format the suite writes, and in eBay's own JSON. */
class UserPayloadsTest {

    private static Path resource(String name) throws Exception {
        return Path.of(UserPayloadsTest.class.getResource("/finditems/" + name).toURI());
    }

    @Test
    void ebaysOwnJsonIsRead() throws Exception {
        Payload p = Payload.of("finditems", "file:" + resource("ebay-native.json"), "protobuf");
        FindItemsResponse r = (FindItemsResponse) p.javaValue;
        assertEquals(serbench.model.finditems.Ack.SUCCESS, r.ack());
        assertEquals(2, r.searchResult().count());
        SearchItem first = r.searchResult().item().get(0);
        assertEquals("261047146627", first.itemId());
        assertEquals("02134", first.postalCode(), "a ZIP code keeps its leading zero");
        assertEquals("ReferenceID", first.productId().type());
        assertEquals(271.0, first.sellingStatus().currentPrice().value());
        assertEquals("USD", first.sellingStatus().currentPrice().currencyId());
        assertEquals(4, first.sellingStatus().bidCount());
        assertEquals(Duration.ofHours(20).plusMinutes(25).plusSeconds(34), first.sellingStatus().timeLeft());
        assertEquals(List.of("PayPal"), first.paymentMethod());
        SearchItem second = r.searchResult().item().get(1);
        assertEquals(List.of("PayPal", "VisaMC"), second.paymentMethod());
        assertEquals(List.of("US", "CA", "GB"), second.shippingInfo().shipToLocations());
        assertEquals("GBP", second.sellingStatus().currentPrice().currencyId());
        assertEquals(212027, r.paginationOutput().totalEntries());
        // and the value is re-encoded and read back in every format
        for (String format : new String[]{"protobuf", "json", "xml"}) {
            Payload f = Payload.of("finditems", "file:" + resource("ebay-native.json"), format);
            assertEquals(r, f.format.toJava(f.model, f.codec.read(f.bytes)), format);
        }
    }

    @Test
    void capturedSoapXmlIsRead() throws Exception {
        Payload p = Payload.of("finditems", "file:" + resource("soap-shuffled.xml"), "json");
        FindItemsResponse r = (FindItemsResponse) p.javaValue;
        assertEquals(2, r.searchResult().item().size());
        assertEquals("013579246801", r.searchResult().item().get(0).itemId());
    }

    @ParameterizedTest
    @ValueSource(strings = {"protobuf", "json", "xml"})
    void filesInEachOfTheSuitesFormatsAreRead(String format, @TempDir Path dir) throws Exception {
        for (String model : new String[]{"mediacontent", "finditems", "counters"}) {
            Payload standard = Payload.of(model, "default", format);
            Path file = Files.write(dir.resolve(model + "." + format), standard.bytes);
            Payload fromFile = Payload.of(model, "file:" + file, format);
            assertEquals(standard.javaValue, fromFile.javaValue, model);
            assertEquals(format, UserPayloads.detect(standard.bytes));
        }
    }

    @Test
    void missingEmptyAndForeignFilesAreRefusedClearly(@TempDir Path dir) throws Exception {
        var model = Models.byName("finditems");
        InputFileException missing = assertThrows(InputFileException.class,
                () -> UserPayloads.load(model, "file:" + dir.resolve("nope.xml")));
        assertTrue(missing.getMessage().contains("nope.xml"), missing.getMessage());
        Path empty = Files.createFile(dir.resolve("empty.json"));
        assertThrows(InputFileException.class, () -> UserPayloads.load(model, "file:" + empty));
        Path foreign = Files.writeString(dir.resolve("other.json"), "{\"hello\":[1,2,3]}");
        PayloadException e = assertThrows(PayloadException.class, () -> UserPayloads.load(model, "file:" + foreign));
        assertTrue(e.getMessage().startsWith("json: cannot decode finditems payload: no finditems field found"),
                e.getMessage());
    }

    @Test
    void aUserFileIsReadOnlyInTheThreeWireForms() throws Exception {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Main.run(new String[]{"sizes", "--model", "finditems", "--input", resource("ebay-native.json").toString(),
                "--format", "json-blackbird"}, new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        String message = err.toString(StandardCharsets.UTF_8);
        assertEquals(2, code, message);
        assertTrue(message.contains("protobuf, json, xml") && message.contains("json-blackbird"), message);
        assertEquals(1, message.strip().lines().count(), message);
    }

    @Test
    void sizesCommandSizesAUserFile() throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int code = Main.run(new String[]{"sizes", "--model", "finditems", "--input", resource("ebay-native.json").toString()},
                new PrintStream(out, true, StandardCharsets.UTF_8), System.err);
        assertEquals(0, code);
        String table = out.toString(StandardCharsets.UTF_8);
        assertEquals(1 + Formats.all().size(), table.lines().count(), table); // a header, a row per format
        assertTrue(table.contains("ebay-native.json"), table);
    }

    @Test
    void sizesCommandRefusesBadArguments(@TempDir Path dir) {
        assertEquals(ExitCode.BAD_INPUT, exitCode("sizes", "--model", "finditems", "--input", dir.resolve("x.xml").toString()));
        assertEquals(ExitCode.BAD_ARGUMENTS, exitCode("sizes", "--input", "x.xml"));
        assertEquals(ExitCode.BAD_ARGUMENTS, exitCode("sizes", "--model", "nosuchmodel"));
        assertEquals(ExitCode.BAD_ARGUMENTS, exitCode("sizes", "--model"));
        assertEquals(ExitCode.BAD_ARGUMENTS, exitCode("sizes", "--model", "mediacontent", "--input", "media.9"));
    }

    private static int exitCode(String... args) {
        CommandResult r = CommandResult.run(args);
        assertEquals(1, r.err().lines().count(), r.err());
        return r.code();
    }
}
