#!/usr/bin/env bash
# Builds the libFuzzer harness for PlumbXML's XML entry points (Linux, Swift 6.3+).
# The library targets are compiled with SwiftPM in release mode with coverage instrumentation and
# AddressSanitizer into a separate build directory; the harness is then linked against their
# object files. Usage: Fuzz/build.sh   →   .build-fuzz/fuzz-xml
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --target PlumbXML -Xswiftc -sanitize=fuzzer,address --build-path .build-fuzz
B=.build-fuzz/release
swiftc -O -sanitize=fuzzer,address -parse-as-library Fuzz/FuzzXML.swift \
    -I "$B/Modules" \
    -Xcc -fmodule-map-file=Sources/CLibXML2/module.modulemap -Xcc -I/usr/include/libxml2 \
    "$B"/PlumbXML.build/*.o "$B"/PlumbCore.build/*.o "$B"/PlumbSolver.build/*.o \
    -lxml2 -o .build-fuzz/fuzz-xml 2>&1 | grep -v "Cannot export local symbol" || true
test -x .build-fuzz/fuzz-xml
echo "built .build-fuzz/fuzz-xml"
