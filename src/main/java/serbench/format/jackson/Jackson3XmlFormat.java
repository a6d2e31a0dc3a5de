package serbench.format.jackson;

import serbench.format.Format;
import serbench.format.Codec;
import com.google.protobuf.Message;
import serbench.model.Model;
import tools.jackson.databind.ObjectReader;
import tools.jackson.databind.ObjectWriter;
import tools.jackson.dataformat.xml.XmlFactory;
import tools.jackson.dataformat.xml.XmlMapper;
import tools.jackson.dataformat.xml.deser.FromXmlParser;
import tools.jackson.dataformat.xml.ser.ToXmlGenerator;

import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import javax.xml.stream.XMLStreamWriter;
import java.io.IOException;

/**
 * {@code xml-jackson3}: XML through Jackson 3's jackson-dataformat-xml on {@link Jackson3#xml()} (Woodstox, with
 * {@link Jackson}'s secure input factory). It writes the bytes of {@code xml} (Jackson 2), and shares
 * {@code xml}'s {@link XmlCodec}: the same SOAP envelope, DOCTYPE refusal and StAX reader and writer handling.
 */
public final class Jackson3XmlFormat implements Format {

    @Override
    public String name() {
        return "xml-jackson3";
    }

    @Override
    public Codec codec(Model<Object, Message> model) {
        XmlMapper mapper = Jackson3.xml();
        XmlFactory factory = mapper.tokenStreamFactory();
        JacksonCodec.V3 bare = new JacksonCodec.V3(name(), mapper, model);
        return new XmlCodec(name(), model, bare, factory.getXMLInputFactory(), factory.getXMLOutputFactory(),
                new Binding(mapper, factory, bare.reader, bare.writer));
    }

    /** Jackson 3's binding on the StAX reader and writer. */
    private record Binding(XmlMapper mapper, XmlFactory factory, ObjectReader reader, ObjectWriter writer)
            implements XmlCodec.Binding {

        @Override
        public Object read(XMLStreamReader xml) throws IOException {
            try (FromXmlParser parser = mapper.createParser(xml)) {
                return reader.readValue(parser);
            }
        }

        @Override
        public void write(Object value, XMLStreamWriter xml, XmlCodec.EnvelopeEnd end) throws IOException, XMLStreamException {
            try (ToXmlGenerator generator = mapper.createGenerator(xml)) {
                writer.writeValue(generator, value);
                end.write();
            }
        }
    }
}
