package serbench.format.jackson;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.msgpack.jackson.dataformat.MessagePackMapper;
import serbench.format.Payload;
import serbench.model.Models;
import serbench.model.mediacontent.MediaContent;

import java.nio.charset.Charset;
import java.util.List;

/**
 * Run by {@link MsgpackCharsetTest} in a JVM with another default charset: decodes non-ASCII titles with the
 * library's plain mapper and with the suite's codec, and every standard input with the codec; prints what it found,
 * exits 1 when the suite's codec reads anything wrong.
 */
public final class MsgpackCharsetChild {

    private MsgpackCharsetChild() {
    }

    public static void main(String[] args) throws Exception {
        System.out.println("default charset " + Charset.defaultCharset() + ", redecoding "
                + BoundedMessagePackFactory.DEFAULT_CHARSET_IS_NOT_UTF8);
        MessagePackMapper plain = new MessagePackMapper();
        boolean libraryWrong = false;
        boolean suiteWrong = false;
        ObjectNode tree = (ObjectNode) Jackson.json().readTree(Payload.of("mediacontent", "media.1", "json").bytes);
        for (String title : List.of("\u00e9t\u00e9", "\u65e5\u672c \ud83d\ude00", "\u00e9".repeat(40), "\u65e5".repeat(300))) {
            ((ObjectNode) tree.get("media")).put("title", title);
            byte[] bytes = Jackson.msgpack().writeValueAsBytes(tree);
            libraryWrong |= !title.equals(plain.readTree(bytes).get("media").get("title").asText());
            Payload p = Payload.of("mediacontent", "media.1", "msgpack");
            suiteWrong |= !title.equals(((MediaContent) p.codec.read(bytes)).media().title());
        }
        for (var m : Models.all()) {
            for (String input : m.inputs()) {
                Payload p = Payload.of(m.name(), input, "msgpack");
                suiteWrong |= !p.value.equals(p.codec.read(p.bytes));
            }
        }
        System.out.println("library: " + (libraryWrong ? "wrong" : "right"));
        System.out.println("suite: " + (suiteWrong ? "wrong" : "right"));
        System.exit(suiteWrong ? 1 : 0);
    }
}
