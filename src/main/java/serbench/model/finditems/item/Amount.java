package serbench.model.finditems.item;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.dataformat.xml.annotation.JacksonXmlProperty;
import com.fasterxml.jackson.dataformat.xml.annotation.JacksonXmlText;

import java.util.Objects;

/**
 * XSD Amount: a price as {@code <currentPrice currencyId="USD">229.0</currentPrice>}. The value is an
 * xs:double; {@link Double#toString} writes it as eBay does ({@code 229.0}, {@code 724.99}).
 *
 * <p>A class rather than a record: Jackson XML cannot bind element text ({@code @JacksonXmlText}) to a record's
 * constructor, so Jackson fills the fields through the private constructor. Immutable all the same.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
@JsonPropertyOrder({"currencyId", "value"})
public final class Amount {

    @JsonProperty
    @JacksonXmlProperty(isAttribute = true)
    private String currencyId;

    /** The element text. */
    @JsonProperty
    @JacksonXmlText
    private double value;

    /** For Jackson, which sets the fields. */
    private Amount() {
    }

    public Amount(String currencyId, double value) {
        this.currencyId = currencyId;
        this.value = value;
    }

    public String currencyId() {
        return currencyId;
    }

    public double value() {
        return value;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Amount o && Objects.equals(currencyId, o.currencyId)
                && Double.compare(value, o.value) == 0;
    }

    @Override
    public int hashCode() {
        return Objects.hash(currencyId, value);
    }

    @Override
    public String toString() {
        return "Amount[currencyId=" + currencyId + ", value=" + value + "]";
    }
}
