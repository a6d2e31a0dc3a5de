package serbench.model.counters;

import serbench.model.Digest;
import serbench.model.Model;

import serbench.model.InvalidDataException;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The small-records model: N {@code {counter, num}} records, {@code counter} running 1..N and {@code num}
 * drawn uniformly from 1..1000 by a generator with a fixed seed. Input names are record counts.
 */
public final class CountersModel extends Model<Counters, CountersPb.Counters> {

    /** Fixed so every run, every machine and every format sees the same values. */
    public static final long SEED = 20_261_121L;

    public CountersModel() {
        super("counters", Counters.class);
    }

    @Override
    public com.google.protobuf.Parser<CountersPb.Counters> parser() {
        return CountersPb.Counters.parser();
    }

    @Override
    public List<String> inputs() {
        return List.of("10", "100", "1000");
    }

    @Override
    public String defaultInput() {
        return "100";
    }

    @Override
    public Counters load(String input) {
        String resolved = resolveInput(input);
        if (!inputs().contains(resolved)) {
            throw unknownInput(input);
        }
        int n = Integer.parseInt(resolved);
        SplittableRandom random = new SplittableRandom(SEED);
        List<Counter> records = new ArrayList<>(n);
        for (int i = 1; i <= n; i++) {
            records.add(new Counter(i, random.nextInt(1, 1001)));
        }
        return new Counters(records);
    }

    @Override
    public Counters copy(Counters source) {
        List<Counter> records = new ArrayList<>(source.counters().size());
        for (Counter c : source.counters()) {
            records.add(new Counter(c.counter(), c.num()));
        }
        return new Counters(records);
    }

    @Override
    public CountersPb.Counters toProto(Counters source) {
        CountersPb.Counters.Builder b = CountersPb.Counters.newBuilder();
        for (Counter c : source.counters()) {
            b.addCounters(CountersPb.Counter.newBuilder().setCounter(c.counter()).setNum(c.num()));
        }
        return b.build();
    }

    /** A payload with no record (no list, an empty list) is not a Counters payload: refused. */
    @Override
    public void validate(Counters value) {
        if (value.counters() == null || value.counters().isEmpty()) {
            throw new InvalidDataException("no counter record in the payload (counters is missing or empty)");
        }
        for (int i = 0; i < value.counters().size(); i++) {
            Counter c = value.counters().get(i);
            if (c == null || c.counter() == 0 && c.num() == 0) {
                throw new InvalidDataException("counters[" + i + "] is empty (no counter and no num)");
            }
        }
    }

    @Override
    public Counters fromProto(CountersPb.Counters message) {
        List<Counter> records = new ArrayList<>(message.getCountersCount());
        for (CountersPb.Counter c : message.getCountersList()) {
            records.add(new Counter(c.getCounter(), c.getNum()));
        }
        return new Counters(records);
    }

    @Override
    public long digest(Counters value) {
        Digest d = new Digest();
        List<Counter> cList = value.counters();
        for (int cAt = 0; cAt < cList.size(); cAt++) {
            Counter c = cList.get(cAt);
            d.add(c.counter()).add(c.num());
        }
        return d.value();
    }

    @Override
    public long digestProto(CountersPb.Counters message) {
        Digest d = new Digest();
        for (int i = 0; i < message.getCountersCount(); i++) {
            CountersPb.Counter c = message.getCounters(i);
            d.add(c.getCounter()).add(c.getNum());
        }
        return d.value();
    }
}
