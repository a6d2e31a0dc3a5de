package serbench.format;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import serbench.model.mediacontent.Image;
import serbench.model.mediacontent.Media;
import serbench.model.mediacontent.MediaContent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/** media.2 is the honesty check: nulls, non-ASCII text and a surrogate pair must survive every format. */
class MediaContentTest {

    @ParameterizedTest
    @MethodSource("serbench.format.FormatNames#all")
    void media2SurvivesEveryFormat(String format) {
        Payload p = Payload.of("mediacontent", "media.2", format);
        MediaContent back = (MediaContent) p.format.toJava(p.model, p.codec.read(p.bytes));
        Media m = back.media();
        assertNull(m.title(), "absent title must stay absent");
        assertNull(m.bitrate(), "absent bitrate must stay absent");
        assertEquals("2009, Scooby Doo\uD834\uDD1E", m.copyright());
        assertEquals(0x1D11E, m.copyright().codePointAt(m.copyright().length() - 2), "surrogate pair broken");
        assertEquals("Bill Gates, Jr.\u1234", m.persons().get(0));
        assertEquals(Media.Player.FLASH, m.player());
        assertEquals(3, back.images().size());
        assertNull(back.images().get(1).title());
        assertEquals(new Image("http://javaone.com/keynote_huge.jpg\u1234", "Javaone Keynote\u1234", 32000, 24000,
                Image.Size.LARGE), back.images().get(0));
    }

    @ParameterizedTest
    @MethodSource("serbench.format.FormatNames#all")
    void emptyIsNotAbsent(String format) {
        Payload p = Payload.of("mediacontent", "media.1", format);
        MediaContent one = (MediaContent) p.javaValue;
        Media m = one.media();
        MediaContent withEmpty = new MediaContent(new Media(m.uri(), "", m.width(), m.height(), m.format(),
                m.duration(), m.size(), 0, m.persons(), m.player(), ""), one.images());
        Object represented = p.format.represent(p.model, withEmpty);
        MediaContent back = (MediaContent) p.format.toJava(p.model, p.codec.read(p.codec.write(represented)));
        assertEquals("", back.media().title());
        assertEquals(0, back.media().bitrate());
        assertEquals("", back.media().copyright());
    }

    @ParameterizedTest
    @ValueSource(strings = {"media.1", "media.2", "media.3", "media.4"})
    void jsonFieldNamesAreTheClassicOnes(String input) {
        String json = new String(Payload.of("mediacontent", input, "json").bytes, java.nio.charset.StandardCharsets.UTF_8);
        assertEquals(true, json.startsWith("{\"media\":{\"uri\":"), json);
        assertEquals(true, json.contains("\"persons\":[") && json.contains("\"images\":[{"), json);
    }
}
