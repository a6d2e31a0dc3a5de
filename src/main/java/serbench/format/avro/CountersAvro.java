package serbench.format.avro;

import serbench.model.Digest;
import serbench.model.counters.Counter;
import serbench.model.counters.Counters;

import java.util.ArrayList;
import java.util.List;

/** Counters in Avro ({@code src/main/avro/counters.avdl}): the conversions and the digest of its protobuf form. */
final class CountersAvro implements AvroModel<Counters, serbench.format.avro.counters.Counters> {

    @Override
    public Class<serbench.format.avro.counters.Counters> type() {
        return serbench.format.avro.counters.Counters.class;
    }

    @Override
    public serbench.format.avro.counters.Counters toAvro(Counters value) {
        List<serbench.format.avro.counters.Counter> records = new ArrayList<>(value.counters().size());
        for (Counter c : value.counters()) {
            records.add(serbench.format.avro.counters.Counter.newBuilder().setCounter(c.counter()).setNum(c.num())
                    .build());
        }
        return serbench.format.avro.counters.Counters.newBuilder().setCounters(records).build();
    }

    @Override
    public Counters fromAvro(serbench.format.avro.counters.Counters record) {
        List<Counter> records = new ArrayList<>(record.getCounters().size());
        for (serbench.format.avro.counters.Counter c : record.getCounters()) {
            records.add(new Counter(c.getCounter(), c.getNum()));
        }
        return new Counters(records);
    }

    @Override
    public long digest(serbench.format.avro.counters.Counters record) {
        Digest d = new Digest();
        List<serbench.format.avro.counters.Counter> records = record.getCounters();
        for (int i = 0; i < records.size(); i++) {
            serbench.format.avro.counters.Counter c = records.get(i);
            d.add(c.getCounter()).add(c.getNum());
        }
        return d.value();
    }
}
