package serbench.model.finditems;

import serbench.model.Required;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

import java.util.List;

/** The {@code errorMessage} element of a failed (or warned) call: its repeated {@code error} elements. */
@JsonIgnoreProperties(ignoreUnknown = true)
public record ErrorMessage(@FindingElement List<ErrorData> error) {
    public ErrorMessage {
        error = Required.list(error, "error");
    }
}
