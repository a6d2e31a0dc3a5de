package serbench.model.finditems;

import serbench.model.finditems.xsd.XsdDateTime;
import serbench.model.finditems.xsd.XsdDuration;
import org.junit.jupiter.api.Test;

import java.time.DateTimeException;
import java.time.Duration;
import java.time.Instant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** xs:dateTime and xs:duration are written as eBay writes them and read in their other lexical forms too. */
class FindItemsXsdValuesTest {

    @Test
    void dateTimeKeepsMillisecondsIncludingZero() {
        assertEquals("2012-06-22T00:51:16.538Z", XsdDateTime.format(Instant.parse("2012-06-22T00:51:16.538Z")));
        assertEquals("2012-04-17T21:11:50.000Z", XsdDateTime.format(Instant.parse("2012-04-17T21:11:50Z")));
        assertEquals("0999-01-02T03:04:05.000006Z", XsdDateTime.format(Instant.parse("0999-01-02T03:04:05.000006Z")));
        assertEquals("2012-04-17T21:11:50.000000007Z",
                XsdDateTime.format(Instant.parse("2012-04-17T21:11:50.000000007Z")));
    }

    @Test
    void dateTimeReadsEbayFormAndOtherIsoForms() {
        assertEquals(Instant.parse("2012-06-22T00:51:16.538Z"), XsdDateTime.parse("2012-06-22T00:51:16.538Z"));
        assertEquals(Instant.parse("2012-06-22T00:51:16.538Z"), XsdDateTime.parse(" 2012-06-22T00:51:16.538Z\n"));
        assertEquals(Instant.parse("2012-06-22T00:51:16Z"), XsdDateTime.parse("2012-06-22T00:51:16Z"));
        assertEquals(Instant.parse("2012-06-22T00:51:16.5Z"), XsdDateTime.parse("2012-06-22T02:51:16.5+02:00"));
        assertEquals(Instant.parse("2012-06-22T00:51:16Z"), XsdDateTime.parse("2012-06-22T00:51:16"));
        assertThrows(DateTimeException.class, () -> XsdDateTime.parse("2012-13-22T00:51:16.538Z"));
        assertThrows(DateTimeException.class, () -> XsdDateTime.parse("2012-06-22T24:51:16.538Z"));
        assertThrows(DateTimeException.class, () -> XsdDateTime.parse("2012-06-2xT00:51:16.538Z"));
        assertThrows(DateTimeException.class, () -> XsdDateTime.parse("yesterday"));
    }

    @Test
    void durationWritesEveryComponent() {
        assertEquals("P24DT20H25M34S", XsdDuration.format(Duration.parse("P24DT20H25M34S")));
        assertEquals("P0DT0H0M0S", XsdDuration.format(Duration.ZERO));
        assertEquals("P0DT8H14M7S", XsdDuration.format(Duration.ofSeconds(8 * 3600 + 14 * 60 + 7)));
        assertEquals("P1DT0H0M0.25S", XsdDuration.format(Duration.ofDays(1).plusMillis(250)));
        assertEquals("-P0DT0H1M5S", XsdDuration.format(Duration.ofSeconds(-65)));
    }

    @Test
    void durationReadsDayTimeForms() {
        assertEquals(Duration.parse("P24DT20H25M34S"), XsdDuration.parse("P24DT20H25M34S"));
        assertEquals(Duration.ofHours(5), XsdDuration.parse("PT5H"));
        assertEquals(Duration.ofDays(3), XsdDuration.parse("P3D"));
        assertEquals(Duration.ofMillis(1500), XsdDuration.parse("PT1.5S"));
        assertEquals(Duration.ofSeconds(-65), XsdDuration.parse("-P0DT0H1M5S"));
        for (String bad : new String[]{"P", "PT", "P1Y", "P2M", "24D", "P1DT", "PT1.S", "PT5X", "P1H", "PT1.5M"}) {
            assertThrows(DateTimeException.class, () -> XsdDuration.parse(bad), bad);
        }
    }
}
