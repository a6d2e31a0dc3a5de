/**
 * The MediaContent model in the Java binding styles other than the records ({@code serbench.model.mediacontent}),
 * with the same information and the same JSON and XML bytes, so that the binding style can be measured on its own
 * ({@code BindingBench}): {@code bean} (private fields, no-arg constructor, getters and setters) and {@code fields}
 * (public fields, no-arg constructor, no accessors). {@link serbench.model.mediacontent.binding.Binding} names every
 * style, the records included, with its class, its conversions from and to the records and its digest.
 *
 * <p>Each class carries what makes Jackson 2 and Jackson 3 write the records' bytes: {@code @JsonPropertyOrder} with
 * the record components' order (a class's fields and accessors have no order Jackson must keep) and, on the root,
 * the records' {@code @JacksonXmlRootElement}. The records' enums are reused. The required-field checks of the
 * records' constructors are not made here: {@code toRecord} makes them.
 */
package serbench.model.mediacontent.binding;
