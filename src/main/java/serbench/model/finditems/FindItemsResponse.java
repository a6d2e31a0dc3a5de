package serbench.model.finditems;

import serbench.model.finditems.xsd.XsdDateTime;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.dataformat.xml.annotation.JacksonXmlRootElement;

import java.time.Instant;

/**
 * The root of the FindItems model: eBay's {@code findItemsByKeywordsResponse}, in the Finding service's
 * namespace. A successful call carries {@code searchResult}, {@code paginationOutput} and {@code itemSearchURL};
 * a failed one carries {@code errorMessage}. Every field but {@code ack} is optional (null when absent).
 */
@JacksonXmlRootElement(namespace = FindItemsResponse.NAMESPACE, localName = "findItemsByKeywordsResponse")
@JsonIgnoreProperties(ignoreUnknown = true)
@JsonPropertyOrder({"ack", "errorMessage", "version", "timestamp", "searchResult", "paginationOutput", "itemSearchURL"})
public record FindItemsResponse(@FindingElement Ack ack,
                                @FindingElement ErrorMessage errorMessage,
                                @FindingElement String version,
                                @FindingElement @XsdDateTime.Mapped Instant timestamp,
                                @FindingElement SearchResult searchResult,
                                @FindingElement PaginationOutput paginationOutput,
                                @FindingElement String itemSearchURL) {

    /** The Finding service's XML namespace, the default namespace of the whole document. */
    public static final String NAMESPACE = "http://www.ebay.com/marketplace/search/v1/services";
}
