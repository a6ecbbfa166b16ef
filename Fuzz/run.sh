#!/usr/bin/env bash
# Fuzzes the scenario pipeline for SECONDS (default 60), or for RUNS
# executions with FUZZ_RUNS=N. Builds the target when missing or older than
# the sources. The corpus starts from every file under Scenarios/ (and
# Fuzz/regressions/); what the fuzzer finds grows .build/fuzz/corpus/.
# A crash, hang or memory blow-up is saved under .build/fuzz/artifacts/ and
# fails the run: add it to Fuzz/regressions/ (Fuzz/README.md).
# Extra arguments go to libFuzzer (e.g. -jobs=4 -workers=4).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
shift || true
out=${FUZZ_OUT:-.build/fuzz}
binary=$out/tablesim-fuzz
if [ ! -x "$binary" ] || [ -n "$(find Sources/TableIndexPath Sources/TableEngine Sources/ScenarioLanguage Sources/ScenarioRuntime Fuzz -newer "$binary" -name '*.swift' | head -1)" ]; then
    Fuzz/build.sh
fi
mkdir -p "$out/corpus" "$out/seeds" "$out/artifacts"
find Scenarios -name '*.scenario' -exec cp {} "$out/seeds/" \;
limits=(-dict="$out/tablesim.dict" -max_len=4096 -timeout=20 -rss_limit_mb=2048 -artifact_prefix="$out/artifacts/"
        -print_final_stats=1)
if [ -n "${FUZZ_RUNS:-}" ]; then limits+=(-runs="$FUZZ_RUNS"); else limits+=(-max_total_time="$seconds"); fi
exec "$binary" "${limits[@]}" "$@" "$out/corpus" "$out/seeds" Fuzz/regressions
