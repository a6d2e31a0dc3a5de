package serbench.scenario.document;

/**
 * One way to read the document, always starting from its encoded bytes: either the one {@link
 * serbench.model.document.DeepField deep field}, or every value folded into the model's digest. Implementations
 * hold their parsers and factories, built once; {@link XmlDomReader} is not thread-safe, the others are.
 */
public interface DocumentReader {

    /** The format of the bytes this reader takes: {@code json}, {@code xml} or {@code protobuf}. */
    String format();

    /** The value of the deep field; an exception when the bytes do not have it. */
    String readDeepField(byte[] bytes) throws Exception;

    /** Every value, in document order, folded as {@link serbench.model.document.DocumentModel#digest} folds it. */
    long readAll(byte[] bytes) throws Exception;
}
