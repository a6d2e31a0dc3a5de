package serbench.model.finditems;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.dataformat.xml.annotation.JacksonXmlProperty;
import com.fasterxml.jackson.dataformat.xml.annotation.JacksonXmlText;

/** A catalog product reference: {@code <productId type="ReferenceID">103127916</productId>}. */
@JsonIgnoreProperties(ignoreUnknown = true)
@JsonPropertyOrder({"type", "value"})
public record ProductId(@JacksonXmlProperty(isAttribute = true) String type,
                        @JacksonXmlText String value) {
}
