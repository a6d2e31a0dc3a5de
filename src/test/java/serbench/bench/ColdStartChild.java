package serbench.bench;

/**
 * One cold-start shot in a fresh JVM, for {@link ColdStartIsolationTest}: {@code ColdStartChild BENCH MODEL FORMAT}
 * runs setup and the shot of {@code ColdStartBench} or {@code ColdStartPlainBench} and prints the digest.
 */
public final class ColdStartChild {

    private ColdStartChild() {
    }

    public static void main(String[] args) throws Exception {
        long digest;
        if ("plain".equals(args[0])) {
            ColdStartPlainBench b = new ColdStartPlainBench();
            b.model = args[1];
            b.format = args[2];
            b.setup();
            System.out.println("shot starts");
            digest = b.firstReadAll();
        } else {
            ColdStartBench b = new ColdStartBench();
            b.model = args[1];
            b.format = args[2];
            b.setup();
            System.out.println("shot starts");
            digest = b.firstReadAll();
        }
        System.out.println("digest " + digest);
    }
}
