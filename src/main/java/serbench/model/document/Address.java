package serbench.model.document;

/** A postal address (billing or shipping). */
public record Address(String street, String city, String postalCode, String country) {
}
