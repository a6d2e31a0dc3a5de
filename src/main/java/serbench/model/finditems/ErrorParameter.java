package serbench.model.finditems;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.dataformat.xml.annotation.JacksonXmlProperty;
import com.fasterxml.jackson.dataformat.xml.annotation.JacksonXmlText;

/** One value substituted into an error message: {@code <parameter name="...">value</parameter>}. */
@JsonIgnoreProperties(ignoreUnknown = true)
@JsonPropertyOrder({"name", "value"})
public record ErrorParameter(@JacksonXmlProperty(isAttribute = true) String name,
                             @JacksonXmlText String value) {
}
