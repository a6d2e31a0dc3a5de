package serbench.format.streaming;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.io.SerializedString;
import serbench.model.counters.Counter;
import serbench.model.counters.Counters;

import java.io.IOException;
import java.util.List;

import static serbench.format.streaming.JsonOut.name;

/** Counters as {@code json} writes it, by hand. Unknown fields are refused, as databind refuses them here. */
final class CountersJson implements ModelJson<Counters> {

    private static final SerializedString COUNTERS = name("counters");
    private static final SerializedString COUNTER = name("counter");
    private static final SerializedString NUM = name("num");

    @Override
    public void write(JsonGenerator g, Counters v) throws IOException {
        g.writeStartObject();
        JsonOut.list(g, COUNTERS, v.counters(), CountersJson::writeCounter);
        g.writeEndObject();
    }

    private static void writeCounter(JsonGenerator g, Counter c) throws IOException {
        g.writeStartObject();
        JsonOut.write(g, COUNTER, c.counter());
        JsonOut.write(g, NUM, c.num());
        g.writeEndObject();
    }

    @Override
    public Counters read(JsonParser p) throws IOException {
        JsonIn.expectObject(p, Counters.class);
        List<Counter> counters = null;
        for (String f = p.nextFieldName(); f != null; f = p.nextFieldName()) {
            if (f.equals("counters")) {
                counters = JsonIn.list(p, CountersJson::counter, Counter.class);
            } else {
                throw JsonIn.unknown(p, Counters.class, f);
            }
        }
        return new Counters(counters);
    }

    private static Counter counter(JsonParser p) throws IOException {
        JsonIn.expectObject(p, Counter.class);
        int counter = 0;
        int num = 0;
        for (String f = p.nextFieldName(); f != null; f = p.nextFieldName()) {
            switch (f) {
                case "counter" -> counter = JsonIn.intValue(p);
                case "num" -> num = JsonIn.intValue(p);
                default -> throw JsonIn.unknown(p, Counter.class, f);
            }
        }
        return new Counter(counter, num);
    }
}
