#!/usr/bin/env bash
# Builds the libFuzzer harness for PlumbXML's XML entry points (Linux, Swift 6.3+).
# The library targets are compiled with SwiftPM in release mode with coverage instrumentation and
# AddressSanitizer into a separate build directory; the harness is then linked against their
# object files. Usage: Fuzz/build.sh   →   .build-fuzz/fuzz-xml
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --target PlumbXML -Xswiftc -sanitize=fuzzer,address --build-path .build-fuzz
B=.build-fuzz/release
# The objects of the sources that exist now: a renamed or deleted file leaves its old object in
# the build directory, and linking it would bring back symbols that no longer exist.
OBJECTS=()
for target in PlumbXML PlumbCore PlumbSolver; do
    while IFS= read -r source; do
        OBJECTS+=("$B/$target.build/$(basename "$source").o")
    done < <(find "Sources/$target" -name '*.swift' | sort)
done
swiftc -O -sanitize=fuzzer,address -parse-as-library Fuzz/FuzzXML.swift \
    -I "$B/Modules" \
    -Xcc -fmodule-map-file=Sources/CLibXML2/module.modulemap -Xcc -I/usr/include/libxml2 \
    "${OBJECTS[@]}" \
    -lxml2 -o .build-fuzz/fuzz-xml 2>&1 | grep -v "Cannot export local symbol" || true
test -x .build-fuzz/fuzz-xml
echo "built .build-fuzz/fuzz-xml"
