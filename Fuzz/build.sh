#!/usr/bin/env bash
# Builds the libFuzzer target and its dictionary into .build/fuzz/:
#   tablesim-fuzz   the scenario pipeline (FuzzPipeline) under libFuzzer
#   tablesim.dict   every word of the command table, and the punctuation
# SwiftPM's executable linking hides libFuzzer's main, so this calls swiftc
# directly: each library is a static module with coverage instrumentation.
# FUZZ_SANITIZERS (default: fuzzer) may add address: FUZZ_SANITIZERS=fuzzer,address.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${FUZZ_OUT:-.build/fuzz}
mkdir -p "$out"
SWIFTC=${SWIFTC:-swiftc}
sanitizers=${FUZZ_SANITIZERS:-fuzzer}
# DEBUG keeps the engine's invariant checks (a broken invariant traps: the fuzzer reports it).
flags=(-O -wmo -g -D DEBUG -parse-as-library -package-name tablesim -sanitize="$sanitizers" -I "$out" -L "$out")

module() {
    local name=$1
    shift
    echo "fuzz: building $name"
    "$SWIFTC" "${flags[@]}" -module-name "$name" -emit-module -emit-module-path "$out/$name.swiftmodule" \
        -emit-library -static -o "$out/lib$name.a" "$@"
}

module TableIndexPath $(find Sources/TableIndexPath -name '*.swift' | sort)
module TableEngine $(find Sources/TableEngine -name '*.swift' | sort)
module ScenarioLanguage $(find Sources/ScenarioLanguage -name '*.swift' | sort)
module ScenarioRuntime $(find Sources/ScenarioRuntime -name '*.swift' | sort)
echo "fuzz: linking tablesim-fuzz"
"$SWIFTC" "${flags[@]}" -module-name TablesimFuzz Fuzz/FuzzTarget.swift \
    -lScenarioRuntime -lScenarioLanguage -lTableEngine -lTableIndexPath -o "$out/tablesim-fuzz"

echo "fuzz: generating the dictionary"
# ScenarioLanguage imports TableEngine (its choice enums): an uninstrumented copy for this plain executable,
# compiled under the module's own name (its sources may name their types `ScenarioLanguage.X`).
plain="$out/plain"
mkdir -p "$plain"
"$SWIFTC" -Onone -parse-as-library -package-name tablesim -module-name TableIndexPath -emit-module \
    -emit-module-path "$plain/TableIndexPath.swiftmodule" -emit-library -static -o "$plain/libTableIndexPath.a" \
    $(find Sources/TableIndexPath -name '*.swift' | sort)
"$SWIFTC" -Onone -parse-as-library -package-name tablesim -module-name TableEngine -I "$plain" -emit-module \
    -emit-module-path "$plain/TableEngine.swiftmodule" -emit-library -static -o "$plain/libTableEngine.a" \
    $(find Sources/TableEngine -name '*.swift' | sort)
"$SWIFTC" -Onone -package-name tablesim -module-name ScenarioLanguage -I "$plain" -L "$plain" -lTableEngine -lTableIndexPath \
    $(find Sources/ScenarioLanguage -name '*.swift' | sort) Fuzz/Dictionary/main.swift -o "$out/make-dictionary"
"$out/make-dictionary" > "$out/tablesim.dict"
echo "fuzz: built $out/tablesim-fuzz ($(wc -l < "$out/tablesim.dict") dictionary entries)"
