package serbench.model.finditems;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.dataformat.xml.annotation.JacksonXmlProperty;
import com.fasterxml.jackson.dataformat.xml.annotation.JacksonXmlText;

/**
 * XSD Amount: a price as {@code <currentPrice currencyId="USD">229.0</currentPrice>}. The value is an
 * xs:double; {@link Double#toString} writes it as eBay does ({@code 229.0}, {@code 724.99}).
 */
@JsonIgnoreProperties(ignoreUnknown = true)
@JsonPropertyOrder({"currencyId", "value"})
public record Amount(@JacksonXmlProperty(isAttribute = true) String currencyId,
                     @JacksonXmlText double value) {
}
