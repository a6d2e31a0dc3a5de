package serbench.format.jackson;

import serbench.format.Format;
import java.util.function.Supplier;

import serbench.format.Codec;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.dataformat.xml.XmlFactory;
import com.fasterxml.jackson.dataformat.xml.XmlMapper;
import com.fasterxml.jackson.dataformat.xml.deser.FromXmlParser;
import com.fasterxml.jackson.dataformat.xml.ser.ToXmlGenerator;
import com.google.protobuf.Message;
import serbench.model.Model;

import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import javax.xml.stream.XMLStreamWriter;
import java.io.IOException;

/**
 * XML through jackson-dataformat-xml, mapping the model's Java classes: {@code xml} on Woodstox, and the same
 * codec with another mapper ({@code xml-aalto}: on Aalto) for other StAX implementations. The SOAP envelope,
 * DOCTYPE refusal and StAX handling are {@link XmlCodec}'s.
 */
public final class JacksonXmlFormat implements Format {

    private final String name;
    private final Supplier<XmlMapper> mapper;

    /** {@code xml}: {@link Jackson#xml()}, on Woodstox. */
    public JacksonXmlFormat() {
        this("xml", Jackson::xml);
    }

    /** The same codec under another name, with a mapper configured by {@link Jackson} on another StAX implementation. */
    public JacksonXmlFormat(String name, Supplier<XmlMapper> mapper) {
        this.name = name;
        this.mapper = mapper;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public Codec codec(Model<Object, Message> model) {
        XmlMapper mapper = this.mapper.get();
        XmlFactory factory = mapper.getFactory();
        JacksonCodec.V2 bare = new JacksonCodec.V2(name, mapper, model);
        return new XmlCodec(name, model, bare, factory.getXMLInputFactory(), factory.getXMLOutputFactory(),
                new Binding(factory, bare.reader, bare.writer));
    }

    /** Jackson 2's binding on the StAX reader and writer. */
    private record Binding(XmlFactory factory, ObjectReader reader, ObjectWriter writer) implements XmlCodec.Binding {

        @Override
        public Object read(XMLStreamReader xml) throws IOException {
            try (FromXmlParser parser = factory.createParser(xml)) {
                return reader.readValue(parser);
            }
        }

        @Override
        public void write(Object value, XMLStreamWriter xml, XmlCodec.EnvelopeEnd end) throws IOException, XMLStreamException {
            try (ToXmlGenerator generator = factory.createGenerator(xml)) {
                writer.writeValue(generator, value);
                end.write();
            }
        }
    }
}
