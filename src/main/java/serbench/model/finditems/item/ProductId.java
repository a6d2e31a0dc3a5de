package serbench.model.finditems.item;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.dataformat.xml.annotation.JacksonXmlProperty;
import com.fasterxml.jackson.dataformat.xml.annotation.JacksonXmlText;

import java.util.Objects;

/**
 * A catalog product reference: {@code <productId type="ReferenceID">103127916</productId>}.
 *
 * <p>A class rather than a record: Jackson XML cannot bind element text ({@code @JacksonXmlText}) to a record's
 * constructor, so Jackson fills the fields through the private constructor. Immutable all the same.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
@JsonPropertyOrder({"type", "value"})
public final class ProductId {

    @JsonProperty
    @JacksonXmlProperty(isAttribute = true)
    private String type;

    /** The element text. */
    @JsonProperty
    @JacksonXmlText
    private String value;

    /** For Jackson, which sets the fields. */
    private ProductId() {
    }

    public ProductId(String type, String value) {
        this.type = type;
        this.value = value;
    }

    public String type() {
        return type;
    }

    public String value() {
        return value;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof ProductId o && Objects.equals(type, o.type) && Objects.equals(value, o.value);
    }

    @Override
    public int hashCode() {
        return Objects.hash(type, value);
    }

    @Override
    public String toString() {
        return "ProductId[type=" + type + ", value=" + value + "]";
    }
}
