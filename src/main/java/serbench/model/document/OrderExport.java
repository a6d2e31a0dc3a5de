package serbench.model.document;

import serbench.model.Required;
import com.fasterxml.jackson.dataformat.xml.annotation.JacksonXmlRootElement;

import java.util.List;

/** The root of the document model: an export of customers with their orders, as a shop's back office sends it. */
@JacksonXmlRootElement(localName = "export")
public record OrderExport(String exportId, String generatedAt, String source, int schemaVersion,
                          List<Customer> customers) {
    public OrderExport {
        customers = Required.list(customers, "customers");
    }
}
