#!/usr/bin/env bash
# Records again, one after another, the runs README, docs and the claims rest on. Needed after a change that the
# benchmarks reach (a codec, a model, a registry): a run of other code is no longer evidence (docs/claims.md), so
# claims would read "not measured" until these runs are made. Each run must have the machine to itself: start it on
# a quiet machine, build nothing beside it, and commit the directories it leaves under results/ with a line each in
# results/README.md. Then: java -jar target/benchmarks.jar docs, and report results/<the answer run> for README's
# charts.
#
# Usage (from the project root, after mvn verify):
#   scripts/record-evidence.sh            every step below, in order (about 2 h 15 min on 2 cores)
#   scripts/record-evidence.sh STEP ...   only those steps, e.g. answer claims formats
#
# The claims run is labelled "claims", not "answer": the newest answer run (the main command's, recorded by the
# step "answer") is the one README's answer table and the claims about format pairs both rest on.
set -euo pipefail
cd "$(dirname "$0")/.."
jar=target/benchmarks.jar
[ -f "$jar" ] || { echo "no $jar: run mvn verify first" >&2; exit 2; }
run() { java -jar "$jar" run --quiet "$@"; }

all="answer claims formats gateway-http reference-cpu plain-library binding binding-formats cold-start escape-analysis"
# Not in "all": emulated-answer and emulated-reference, the main command and the reference comparison (the step
# reference-cpu's design) beside the emulated noisy neighbour (scripts/noisy-neighbour.sh, seed 1): what the suite does on
# a noisy host, checked on a quiet one; labelled in their manifests and never evidence (docs/comparing.md, "The host's
# noise"). And aa-published, one piece of the A/A of the intervals the answer run publishes (docs/comparing.md).
# Four profiles that differ only in CalibrationBench's work (b does 5% more of it): on the answer's 18 rows, a-c and
# b-d are A/A pairs (36 row comparisons a piece), and CalibrationBench's rows are known +5% effects. Each fork is the
# answer run's (5 s of warm-up, 3 x 750 ms, -prof gc), 6 rounds: about 65 min on the noisy host. Pieces pool:
# calibration takes --aa and --known pairs from several runs.
for step in ${*:-$all}; do
  echo "== $step ($(date -u +%H:%M:%S))"
  case "$step" in
    answer)          java -jar "$jar" ;;
    claims)          run --profiles default --label claims -f 5 -p model=mediacontent,finditems,counters \
                       -p format=protobuf,json,xml -p backend=protobuf,xml -p reader=jsonStreaming,xmlDom \
                       'CreateBench|SerializeBench.serialize|DeserializeBench.readAll|GatewayBench.handle|SparseAccessBench.(oneField|allFields)|ConversionBench.jsonToXmlBinding|ProtobufWriteBench.(toByteArray|writeToNewStream|sizedMessage)' ;;
    formats)         run --profiles default --label formats -f 5 -p model=mediacontent,finditems \
                       -p format=protobuf,json,smile,cbor,msgpack,avro,kryo,fory,fory-compatible,json-gson,json-fastjson2,json-dsljson \
                       'SerializeBench.serialize$|DeserializeBench.readAll' ;;
    gateway-http)    run --profiles default --label gateway-http -f 10 -p backend=none,protobuf,xml GatewayHttpBench ;;
    reference-cpu)   run --profiles default,no-escape-analysis --label reference-cpu -f 9 \
                       -p model=mediacontent,finditems 'CreateBench|SerializeBench|DeserializeBench.readAll' ;;
    plain-library)   run --profiles default --label plain-library -f 5 -p model=mediacontent,finditems PlainLibraryBench ;;
    binding)         run --profiles default --label binding -f 5 BindingBench ;;
    binding-formats) run --profiles default --label binding-formats -f 4 \
                       -p format=smile,cbor,msgpack,kryo,fory,fory-compatible BindingBench ;;
    cold-start)      run --profiles default --label cold-start -f 10 'ColdStartBench|ColdStartPlainBench' ;;
    aa-published)    w=-Dserbench.calibration.work=json-decode
                     run --label aa-published --profile "a=$w" --profile "b=$w,-Dserbench.calibration.percent=105" \
                       --profile "c=$w" --profile "d=$w" --profiles a,b,c,d -f 6 -wi 5 -w 1s -i 3 -r 750ms -prof gc \
                       -p model=mediacontent,finditems,counters -p format=protobuf,json,xml -p steps=20000,100000 \
                       'SerializeBench.serialize$|DeserializeBench.readAll|CalibrationBench' ;;
    escape-analysis) run --profiles default,no-escape-analysis --label escape-analysis -f 6 -p model=mediacontent \
                       CreateBench ;;
    emulated-answer) # the main command's own run (its arguments, as its manifest records them), labelled so that it is
                     # never taken for the newest answer run
                     scripts/noisy-neighbour.sh --seed 1 java -jar "$jar" run --quiet --profiles default --decide \
                       --budget 15m --label emulated-main -wi 5 -w 1s -i 3 -r 750ms \
                       'serbench.bench.(SerializeBench.serialize|DeserializeBench.readAll)$' ;;
    emulated-reference)
                     scripts/noisy-neighbour.sh --seed 1 java -jar "$jar" run --quiet --profiles default,no-escape-analysis \
                       --label reference-cpu-emulated -f 9 -p model=mediacontent,finditems \
                       'CreateBench|SerializeBench|DeserializeBench.readAll' ;;
    *) echo "unknown step '$step'; the steps: $all, and aa-published, emulated-answer, emulated-reference" >&2; exit 2 ;;
  esac
done
echo "== done ($(date -u +%H:%M:%S)); now: java -jar $jar docs, and commit results/ with results/README.md"
