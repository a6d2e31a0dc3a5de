package serbench.model.finditems;

import serbench.model.finditems.item.SearchItem;
import serbench.model.Required;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.dataformat.xml.annotation.JacksonXmlProperty;

import java.util.List;

/** The page of results: {@code <searchResult count="50"><item>…</item>…</searchResult>}. */
@JsonIgnoreProperties(ignoreUnknown = true)
@JsonPropertyOrder({"count", "item"})
public record SearchResult(@JacksonXmlProperty(isAttribute = true) int count,
                           @FindingElement List<SearchItem> item) {
    public SearchResult {
        item = Required.list(item, "item");
    }
}
