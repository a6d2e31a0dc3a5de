package serbench.model.finditems;

import com.fasterxml.jackson.annotation.JsonProperty;

/** XSD AckValue: how the call went. Written with eBay's spelling. */
public enum Ack {
    @JsonProperty("Success") SUCCESS,
    @JsonProperty("Failure") FAILURE,
    @JsonProperty("Warning") WARNING,
    @JsonProperty("PartialFailure") PARTIAL_FAILURE
}
