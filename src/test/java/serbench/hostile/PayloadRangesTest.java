package serbench.hostile;

import com.google.protobuf.Timestamp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import serbench.cli.CommandResult;
import serbench.cli.args.ExitCode;
import serbench.format.Payload;
import serbench.model.finditems.FindItemsPb;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Payload content the models cannot hold, through {@code sizes} (the path every user payload takes, also for
 * {@code run} and {@code -p input=file:}): each is exit 3 and one line, never an exception from a later format.
 * <ul>
 *   <li>FindItems dates outside protobuf Timestamp's years 1 to 9999, in XML, JSON and protobuf input;</li>
 *   <li>protobuf Timestamp nanos outside 0..999,999,999 (not normalised into the seconds);</li>
 *   <li>a SOAP envelope with a second Body, a second Header, or a second response in its Body;</li>
 *   <li>malformed UTF-8 (overlong {@code C0 AF} for {@code /}) in JSON, XML and protobuf.</li>
 * </ul>
 */
class PayloadRangesTest {

    @TempDir
    Path dir;

    private static final String STAMP = "2012-06-22T00:51:16.538Z"; // the generator's response timestamp

    /** sizes on the file: exit 3, one line naming the model; returns the line. */
    private String refused(String model, String name, byte[] bytes) throws Exception {
        Path file = Files.write(dir.resolve(name), bytes);
        CommandResult r = Hostile.bounded(() -> CommandResult.run("sizes", "--model", model, "--input",
                "file:" + file));
        assertEquals(ExitCode.BAD_INPUT, r.code(), name + ": " + r.err() + r.out());
        assertEquals(1, r.err().lines().count(), r.err());
        assertTrue(r.err().contains(model), r.err());
        Hostile.assertClear(r.err());
        return r.err();
    }

    private static byte[] replace(byte[] in, String from, String to) {
        String s = new String(in, StandardCharsets.UTF_8);
        assertTrue(s.contains(from), from);
        return s.replace(from, to).getBytes(StandardCharsets.UTF_8);
    }

    @Test
    void findItemsDatesOutsideTimestampsRangeAreBadInputInEveryFormat() throws Exception {
        for (String format : List.of("xml", "json")) {
            byte[] good = Payload.of("finditems", "1", format).bytes;
            for (String year : List.of("0000", "-0001", "10000", "+10000")) {
                String e = refused("finditems", "year" + year + "." + format, replace(good, STAMP,
                        year + STAMP.substring(4)));
                assertTrue(e.contains(format + ": cannot decode finditems"), e);
            }
        }
        FindItemsPb.FindItemsByKeywordsResponse pb = FindItemsPb.FindItemsByKeywordsResponse.parseFrom(
                Payload.of("finditems", "1", "protobuf").bytes);
        for (long seconds : new long[]{-62_135_596_801L, 253_402_300_800L, Long.MAX_VALUE / 2}) {
            byte[] bytes = pb.toBuilder().setTimestamp(Timestamp.newBuilder().setSeconds(seconds)).build()
                    .toByteArray();
            String e = refused("finditems", "s" + seconds + ".pb", bytes);
            assertTrue(e.contains("protobuf: cannot decode finditems"), e);
        }
        // the edges themselves are accepted
        byte[] first = pb.toBuilder().setTimestamp(Timestamp.newBuilder().setSeconds(-62_135_596_800L)).build()
                .toByteArray();
        Path ok = Files.write(dir.resolve("first.pb"), first);
        CommandResult r = CommandResult.run("sizes", "--model", "finditems", "--input", "file:" + ok);
        assertEquals(0, r.code(), r.err());
    }

    @Test
    void timestampNanosOutsideTheirRangeAreRefusedNotNormalised() throws Exception {
        FindItemsPb.FindItemsByKeywordsResponse pb = FindItemsPb.FindItemsByKeywordsResponse.parseFrom(
                Payload.of("finditems", "1", "protobuf").bytes);
        for (int nanos : new int[]{-1, 1_000_000_000, 2_000_000_000}) {
            byte[] bytes = pb.toBuilder().setTimestamp(pb.getTimestamp().toBuilder().setNanos(nanos)).build()
                    .toByteArray();
            String e = refused("finditems", "n" + nanos + ".pb", bytes);
            assertTrue(e.contains("nanos"), e);
        }
    }

    @Test
    void aSoapEnvelopeHoldsOneBodyAndOneResponse() throws Exception {
        byte[] soap = Files.readAllBytes(Path.of("src/test/resources/finditems/soap-shuffled.xml"));
        String s = new String(soap, StandardCharsets.UTF_8);
        int bodyStart = s.indexOf("<soapenv:Body>");
        int bodyEnd = s.indexOf("</soapenv:Body>") + "</soapenv:Body>".length();
        String body = s.substring(bodyStart, bodyEnd);
        String inner = body.substring("<soapenv:Body>".length(), body.length() - "</soapenv:Body>".length()).trim();

        String twoBodies = s.substring(0, bodyEnd) + body + s.substring(bodyEnd);
        assertTrue(refused("finditems", "two-bodies.xml", twoBodies.getBytes(StandardCharsets.UTF_8))
                .contains("at most one Header, then one Body"));
        String twoResponses = s.replace(body, "<soapenv:Body>" + inner + inner + "</soapenv:Body>");
        assertTrue(refused("finditems", "two-responses.xml", twoResponses.getBytes(StandardCharsets.UTF_8))
                .contains("a second element"));
        String headerAfterBody = s.substring(0, bodyEnd) + "<soapenv:Header/>" + s.substring(bodyEnd);
        refused("finditems", "header-after-body.xml", headerAfterBody.getBytes(StandardCharsets.UTF_8));
        String noBody = s.substring(0, bodyStart) + s.substring(bodyEnd);
        refused("finditems", "no-body.xml", noBody.getBytes(StandardCharsets.UTF_8));

        // the envelope as it is still decodes
        CommandResult r = CommandResult.run("sizes", "--model", "finditems", "--input",
                "file:" + Files.write(dir.resolve("soap.xml"), soap));
        assertEquals(0, r.code(), r.err());
    }

    /** {@code bytes} with the first {@code /} after {@code after} replaced by the overlong {@code C0 AF}. */
    private static byte[] overlongSlash(byte[] bytes, String after) {
        String s = new String(bytes, StandardCharsets.ISO_8859_1);
        int at = s.indexOf('/', s.indexOf(after));
        assertNotEquals(-1, at, "no / after " + after);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write(bytes, 0, at);
        out.write(0xC0);
        out.write(0xAF);
        out.write(bytes, at + 1, bytes.length - at - 1);
        return out.toByteArray();
    }

    @Test
    void overlongUtf8IsRefusedByEveryFormat() throws Exception {
        for (String format : List.of("json", "xml", "protobuf")) {
            byte[] good = Payload.of("mediacontent", "default", format).bytes;
            byte[] bad = overlongSlash(good, "http");
            String e = refused("mediacontent", "overlong." + (format.equals("protobuf") ? "pb" : format), bad);
            assertTrue(e.contains("UTF-8") || e.contains("utf-8") || e.contains("Invalid UTF-8")
                    || e.contains("invalid UTF-8"), e);
        }
        // a stray continuation byte and a truncated sequence too
        byte[] json = Payload.of("mediacontent", "default", "json").bytes;
        byte[] stray = overlongSlash(json, "http");
        stray[indexOf(stray, (byte) 0xC0)] = (byte) 0x80; // a continuation byte with no lead byte
        refused("mediacontent", "stray.json", stray);
    }

    private static int indexOf(byte[] b, byte v) {
        for (int i = 0; i < b.length; i++) {
            if (b[i] == v) {
                return i;
            }
        }
        return -1;
    }
}
