package serbench.model.finditems;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.dataformat.xml.annotation.JacksonXmlProperty;
import com.fasterxml.jackson.dataformat.xml.annotation.JacksonXmlText;

import java.util.Objects;

/**
 * One value substituted into an error message: {@code <parameter name="Param1">value</parameter>}.
 *
 * <p>A class rather than a record: Jackson XML cannot bind element text ({@code @JacksonXmlText}) to a record's
 * constructor, so Jackson fills the fields through the private constructor. Immutable all the same.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
@JsonPropertyOrder({"name", "value"})
public final class ErrorParameter {

    @JsonProperty
    @JacksonXmlProperty(isAttribute = true)
    private String name;

    /** The element text. */
    @JsonProperty
    @JacksonXmlText
    private String value;

    /** For Jackson, which sets the fields. */
    private ErrorParameter() {
    }

    public ErrorParameter(String name, String value) {
        this.name = name;
        this.value = value;
    }

    public String name() {
        return name;
    }

    public String value() {
        return value;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof ErrorParameter o && Objects.equals(name, o.name) && Objects.equals(value, o.value);
    }

    @Override
    public int hashCode() {
        return Objects.hash(name, value);
    }

    @Override
    public String toString() {
        return "ErrorParameter[name=" + name + ", value=" + value + "]";
    }
}
