package serbench.model.finditems;

import com.fasterxml.jackson.annotation.JacksonAnnotationsInside;
import com.fasterxml.jackson.dataformat.xml.annotation.JacksonXmlProperty;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a property written as an element of the Finding service's namespace, the document's default
 * namespace. Without it Jackson would put the element in no namespace and write {@code xmlns=""} on it.
 * Attributes stay unmarked: unprefixed attributes belong to no namespace.
 */
@Target({ElementType.ANNOTATION_TYPE, ElementType.FIELD, ElementType.METHOD, ElementType.PARAMETER})
@Retention(RetentionPolicy.RUNTIME)
@JacksonAnnotationsInside
@JacksonXmlProperty(namespace = FindItemsResponse.NAMESPACE)
public @interface FindingElement {
}
