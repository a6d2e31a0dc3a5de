package serbench.hostile;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import serbench.format.jackson.Jackson;
import serbench.format.jackson.JacksonXmlFormat;
import serbench.format.Payload;
import serbench.model.Model;
import serbench.model.Models;
import serbench.model.document.DocumentSchema;
import serbench.scenario.document.DocumentReader;
import serbench.scenario.document.DocumentReaders;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * XML attacks against the Jackson XML codec (every model) and the document scenario's StAX and DOM readers: XXE
 * through files and URLs, parameter entities, billion laughs, quadratic blowup, and, with no DTD at all, too-deep
 * nesting, too many attributes, giant text nodes and attributes, and a flood of predefined entity references.
 * Each is refused with a clear exception, within {@link Hostile#BOUND}, never reading the secret or connecting.
 */
class XmlAttackTest {

    @TempDir
    static Path dir;
    static Path secret;
    /** A local server that counts connections: an attack that fetches a URL would show up here. */
    static ServerSocket listener;
    static final AtomicInteger connections = new AtomicInteger();
    static Thread acceptor;

    @BeforeAll
    static void setUp() throws IOException {
        secret = Files.writeString(dir.resolve("secret.txt"), Hostile.SECRET);
        Files.writeString(dir.resolve("evil.dtd"), "<!ENTITY % all \"<!ENTITY leak SYSTEM '" + secret.toUri() + "'>\">%all;");
        listener = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        acceptor = new Thread(() -> {
            while (!listener.isClosed()) {
                try (Socket s = listener.accept()) {
                    connections.incrementAndGet();
                } catch (IOException e) {
                    // closed
                }
            }
        }, "xxe-listener");
        acceptor.setDaemon(true);
        acceptor.start();
    }

    @AfterAll
    static void tearDown() throws IOException {
        listener.close();
        assertEquals(0, connections.get(), "an XML parser connected to the URL in a hostile document");
    }

    static String localUrl() {
        return "http://127.0.0.1:" + listener.getLocalPort() + "/x";
    }

    /** Attacks that need a DTD: name and document (the DOCTYPE is followed by the given body). */
    static List<String[]> dtdAttacks(String root, String body) {
        String file = secret.toUri().toString();
        String laughs = "<!ENTITY a0 \"ha\">" + lol();
        String big = "x".repeat(100_000);
        List<String[]> a = new ArrayList<>();
        a.add(new String[]{"XXE file", "<!DOCTYPE " + root + " [<!ENTITY xxe SYSTEM \"" + file + "\">]>", "&xxe;"});
        a.add(new String[]{"XXE URL port 1", "<!DOCTYPE " + root + " [<!ENTITY xxe SYSTEM \"http://127.0.0.1:1/\">]>", "&xxe;"});
        a.add(new String[]{"XXE URL listening", "<!DOCTYPE " + root + " [<!ENTITY xxe SYSTEM \"" + localUrl() + "\">]>", "&xxe;"});
        a.add(new String[]{"external DTD", "<!DOCTYPE " + root + " SYSTEM \"" + localUrl() + "\">", ""});
        a.add(new String[]{"external DTD file", "<!DOCTYPE " + root + " SYSTEM \"" + dir.resolve("evil.dtd").toUri() + "\">", "&leak;"});
        a.add(new String[]{"parameter entity file", "<!DOCTYPE " + root + " [<!ENTITY % p SYSTEM \"" + file + "\"> %p;]>", ""});
        a.add(new String[]{"parameter entity out of band", "<!DOCTYPE " + root + " [<!ENTITY % file SYSTEM \"" + file + "\">"
                + "<!ENTITY % eval \"<!ENTITY &#x25; exfil SYSTEM '" + localUrl() + "?%file;'>\">%eval;%exfil;]>", ""});
        a.add(new String[]{"billion laughs", "<!DOCTYPE " + root + " [" + laughs + "]>", "&a9;"});
        a.add(new String[]{"quadratic blowup", "<!DOCTYPE " + root + " [<!ENTITY q \"" + big + "\">]>", "&q;".repeat(100_000)});
        return a.stream().map(x -> new String[]{x[0], x[1] + body.replace("@", x[2])}).toList();
    }

    private static String lol() {
        StringBuilder s = new StringBuilder();
        for (int i = 1; i <= 9; i++) {
            String prev = "&a" + (i - 1) + ";";
            s.append("<!ENTITY a").append(i).append(" \"").append(prev.repeat(10)).append("\">");
        }
        return s.toString();
    }

    /** Attacks without a DTD, which only Woodstox's (and the JDK's) limits stop. */
    static List<String[]> limitAttacks(String open, String close) {
        int depth = Jackson.MAX_NESTING_DEPTH + 1;
        int text = 2 * Jackson.MAX_STRING_LENGTH + 1; // Woodstox checks as its buffer grows: well past the limit
        StringBuilder attrs = new StringBuilder("<a");
        for (int i = 0; i <= Jackson.MAX_ATTRIBUTES; i++) {
            attrs.append(" a").append(i).append("=\"v\"");
        }
        attrs.append("/>");
        List<String[]> a = new ArrayList<>();
        a.add(new String[]{"too deep", open + "<a>".repeat(depth) + "</a>".repeat(depth) + close});
        a.add(new String[]{"very deep", open + "<a>".repeat(100_000) + "</a>".repeat(100_000) + close});
        a.add(new String[]{"too many attributes", open + attrs + close});
        a.add(new String[]{"giant attribute", open + "<a b=\"" + "x".repeat(text) + "\"/>" + close});
        a.add(new String[]{"giant attribute of &amp;", open + "<a b=\"" + "&amp;".repeat(text) + "\"/>" + close});
        a.add(new String[]{"giant text", open + "<a>" + "x".repeat(text) + "</a>" + close});
        a.add(new String[]{"giant text of &amp;", open + "<a>" + "&amp;".repeat(text) + "</a>" + close});
        a.add(new String[]{"undeclared entity", open + "<a>&xxe;</a>" + close});
        return a;
    }

    // ---------------------------------------------------------------- the Jackson XML codec, every model

    static Stream<Arguments> codecAttacks() {
        List<Arguments> all = new ArrayList<>();
        for (Model<?, ?> m : Models.all()) {
            Payload p = Payload.of(m.name(), "default", "xml");
            String xml = new String(p.bytes, StandardCharsets.UTF_8).replaceFirst("^<\\?xml[^>]*\\?>", "");
            // The entity references go inside the document's root (inside the SOAP body for an envelope).
            int end = xml.endsWith("</soapenv:Body></soapenv:Envelope>")
                    ? xml.length() - "</soapenv:Body></soapenv:Envelope>".length() : xml.length();
            int at = xml.lastIndexOf("</", end - 1);
            String body = xml.substring(0, at) + "@" + xml.substring(at);
            String root = body.substring(1, body.indexOf(' ') > 0 && body.indexOf(' ') < body.indexOf('>')
                    ? body.indexOf(' ') : body.indexOf('>'));
            for (String[] a : dtdAttacks(root, body)) {
                all.add(Arguments.of(m.name(), a[0], a[1]));
            }
            for (String[] a : limitAttacks(xml.substring(0, at), xml.substring(at))) {
                all.add(Arguments.of(m.name(), a[0], a[1]));
            }
        }
        return all.stream();
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("codecAttacks")
    void codecRefuses(String model, String attack, String document) {
        refusedByCodec("xml", model, attack, document);
    }

    /** The same attacks on xml-jackson3: the same StAX side and secure Woodstox factory, Jackson 3's binding. */
    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("codecAttacks")
    void jackson3CodecRefuses(String model, String attack, String document) {
        refusedByCodec("xml-jackson3", model, attack, document);
    }

    private static void refusedByCodec(String format, String model, String attack, String document) {
        Payload p = Payload.of(model, "default", format);
        String m = Hostile.refusedByCodec(p, Hostile.utf8(document));
        if (attack.contains("XXE") || attack.contains("DTD") || attack.contains("entity ") || attack.contains("laughs")
                || attack.contains("quadratic")) {
            assertTrue(m.contains("DOCTYPE"), m);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"xml", "xml-jackson3"})
    void codecLimitsNameTheLimit(String format) {
        Payload p = Payload.of("finditems", "default", format); // skips unknown elements: only the limits stop these
        String open = "<findItemsByKeywordsResponse xmlns=\"http://www.ebay.com/marketplace/search/v1/services\">";
        String close = "</findItemsByKeywordsResponse>";
        for (String[] a : limitAttacks(open, close)) {
            String m = Hostile.refusedByCodec(p, Hostile.utf8(a[1])).toLowerCase();
            String expected = a[0].contains("deep") ? "depth" : a[0].contains("attributes") ? "attribute limit"
                    : a[0].contains("attribute") ? "attribute size" : a[0].contains("text") ? "text size" : "undeclared";
            assertTrue(m.contains(expected), a[0] + ": " + m);
        }
    }

    /** The DTD attacks on xml-aalto (the same codec on Aalto): refused for the DOCTYPE, on every model, as for xml. */
    static Stream<Arguments> aaltoDtdAttacks() {
        return codecAttacks().filter(a -> ((String) a.get()[2]).contains("<!DOCTYPE"));
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("aaltoDtdAttacks")
    void aaltoCodecRefusesDtds(String model, String attack, String document) {
        String m = Hostile.refusedByCodec(Payload.of(model, "default", "xml-aalto"), Hostile.utf8(document));
        assertTrue(m.contains("DOCTYPE"), m);
    }

    /**
     * Aalto has none of Woodstox's size limits, so of the attacks without a DTD only the undeclared entity and
     * Jackson's own nesting limit refuse; the others are read (skipped as unknown content) in bounded time. If this
     * changes (an Aalto release with limits), the README's list of what Aalto lacks changes with it.
     */
    @Test
    void aaltoCodecWithoutWoodstoxLimits() {
        Payload p = Payload.of("finditems", "default", "xml-aalto");
        String open = "<findItemsByKeywordsResponse xmlns=\"http://www.ebay.com/marketplace/search/v1/services\">";
        String close = "</findItemsByKeywordsResponse>";
        List<String> outcomes = new ArrayList<>();
        for (String[] a : limitAttacks(open, close)) {
            outcomes.add(a[0] + ": " + Hostile.bounded(() -> {
                try {
                    p.codec.read(Hostile.utf8(a[1]));
                    return "read";
                } catch (serbench.format.PayloadException e) {
                    FuzzOracle.assertRefusal(e);
                    return "refused";
                }
            }));
        }
        assertEquals(List.of("too deep: refused", "very deep: refused", "too many attributes: read",
                "giant attribute: read", "giant attribute of &amp;: read", "giant text: read",
                "giant text of &amp;: read", "undeclared entity: refused"), outcomes);
    }

    // ---------------------------------------------------------------- the document scenario's StAX and DOM readers

    static Stream<Arguments> readerAttacks() {
        String body = "<" + DocumentSchema.ROOT + "><exportId>@</exportId></" + DocumentSchema.ROOT + ">";
        List<Arguments> all = new ArrayList<>();
        for (String reader : List.of("xmlStax", "xmlDom")) {
            for (String[] a : dtdAttacks(DocumentSchema.ROOT, body)) {
                all.add(Arguments.of(reader, a[0], a[1]));
            }
            // "customers" is an object element, so the readers descend into it as far as the nesting goes.
            String open = "<" + DocumentSchema.ROOT + ">";
            String close = "</" + DocumentSchema.ROOT + ">";
            for (String[] a : limitAttacks(open, close)) {
                String element = a[0].contains("text") ? "exportId" : "customers"; // text goes in a leaf the readers read
                all.add(Arguments.of(reader, a[0], a[1].replace("<a>", "<" + element + ">")
                        .replace("</a>", "</" + element + ">").replace("<a ", "<" + element + " ")));
            }
        }
        return all.stream();
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("readerAttacks")
    void scenarioReadersRefuse(String name, String attack, String document) {
        byte[] bytes = Hostile.utf8(document);
        DocumentReader reader = DocumentReaders.byName(name);
        if (name.equals("xmlDom") && attack.startsWith("giant attribute")) {
            // JDK 17's parser has no attribute-size limit, and this reader never reads attributes: the document
            // is read in bounded time, at a cost bounded by its size (no entity can grow the value). Newer JDKs
            // (24+) limit the size of a value built from entity references and refuse it: fine too.
            assertTimeoutPreemptively(Hostile.BOUND, () -> {
                try {
                    reader.readAll(bytes);
                } catch (org.xml.sax.SAXException refusedByTheJdksOwnLimit) {
                    assertTrue(String.valueOf(refusedByTheJdksOwnLimit.getMessage()).contains("limit"),
                            String.valueOf(refusedByTheJdksOwnLimit));
                }
            });
            Hostile.refused(name + " readDeepField " + attack, () -> reader.readDeepField(bytes)); // no deep field
            return;
        }
        Throwable all = Hostile.refused(name + " readAll " + attack, () -> reader.readAll(bytes));
        Throwable deep = Hostile.refused(name + " readDeepField " + attack, () -> reader.readDeepField(bytes));
        for (Throwable t : List.of(all, deep)) {
            if (attack.contains("XXE") || attack.contains("DTD") || attack.contains("entity ") || attack.contains("laughs")
                    || attack.contains("quadratic")) {
                assertTrue(t.getMessage().toUpperCase().contains("DOCTYPE") || t.getMessage().contains("DTD"),
                        name + " " + attack + ": " + t);
            }
        }
    }
}
