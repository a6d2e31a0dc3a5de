package serbench.format.avro;

import serbench.format.avro.counters.AvroCounter;
import serbench.format.avro.counters.AvroCounters;
import serbench.model.Digest;
import serbench.model.counters.Counter;
import serbench.model.counters.Counters;

import java.util.ArrayList;
import java.util.List;

/** Counters in Avro ({@code src/main/avro/counters.avdl}): the conversions and the digest of its protobuf form. */
final class CountersAvro implements AvroModel<Counters, AvroCounters> {

    @Override
    public Class<AvroCounters> type() {
        return AvroCounters.class;
    }

    @Override
    public AvroCounters toAvro(Counters value) {
        List<AvroCounter> records = new ArrayList<>(value.counters().size());
        for (Counter c : value.counters()) {
            records.add(AvroCounter.newBuilder().setCounter(c.counter()).setNum(c.num())
                    .build());
        }
        return AvroCounters.newBuilder().setCounters(records).build();
    }

    @Override
    public Counters fromAvro(AvroCounters record) {
        List<Counter> records = new ArrayList<>(record.getCounters().size());
        for (AvroCounter c : record.getCounters()) {
            records.add(new Counter(c.getCounter(), c.getNum()));
        }
        return new Counters(records);
    }

    @Override
    public long digest(AvroCounters record) {
        Digest d = new Digest();
        List<AvroCounter> records = record.getCounters();
        for (int i = 0; i < records.size(); i++) {
            AvroCounter c = records.get(i);
            d.add(c.getCounter()).add(c.getNum());
        }
        return d.value();
    }
}
