package serbench.scenario.gateway;

import serbench.model.finditems.ErrorMessage;
import serbench.model.finditems.item.SearchItem;

import java.util.List;

/** What the gateway answers: the backend's {@code searchResult.item} and {@code errorMessage}, as JSON. */
record GatewayResponse(List<SearchItem> items, ErrorMessage errorMessage) {
    public GatewayResponse {
        items = items == null ? List.of() : List.copyOf(items);
    }
}
