package serbench.model.finditems;

import com.fasterxml.jackson.dataformat.xml.annotation.JacksonXmlRootElement;

/** Stub: the full model lands with the FindItems work. */
@JacksonXmlRootElement(localName = "findItemsByKeywordsResponse")
public record FindItemsResponse(String ack) {
}
