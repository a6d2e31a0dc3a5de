package serbench.model.counters;

import serbench.model.Required;
import com.fasterxml.jackson.dataformat.xml.annotation.JacksonXmlRootElement;

import java.util.List;

/** The root of the Counters model: a list of small records. */
@JacksonXmlRootElement(localName = "counters")
public record Counters(List<Counter> counters) {
    public Counters {
        counters = Required.list(counters, "counters");
    }
}
