package serbench.model.finditems;

import serbench.model.Required;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

import java.util.List;

/**
 * One error or warning of a response. {@code subdomain} and {@code exceptionId} are optional (null when
 * absent); {@code parameter} is a repeated element, empty when there is none.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
@JsonPropertyOrder({"errorId", "domain", "severity", "category", "message", "subdomain", "exceptionId", "parameter"})
public record ErrorData(@FindingElement long errorId,
                        @FindingElement String domain,
                        @FindingElement Severity severity,
                        @FindingElement Category category,
                        @FindingElement String message,
                        @FindingElement String subdomain,
                        @FindingElement String exceptionId,
                        @FindingElement List<ErrorParameter> parameter) {

    /** XSD ErrorSeverity. */
    public enum Severity {
        @JsonProperty("Error") ERROR,
        @JsonProperty("Warning") WARNING
    }

    /** XSD ErrorCategory. */
    public enum Category {
        @JsonProperty("System") SYSTEM,
        @JsonProperty("Application") APPLICATION,
        @JsonProperty("Request") REQUEST
    }

    public ErrorData {
        parameter = Required.list(parameter, "parameter");
    }
}
