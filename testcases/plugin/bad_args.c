// Unknown or malformed plugin arguments are errors; nothing is analysed.
// RUN: not %clang -fplugin=%drsat -fplugin-arg-drsat-bogus -fsyntax-only %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=UNKNOWN --implicit-check-not=warning:
// RUN: not %clang -fplugin=%drsat -fplugin-arg-drsat-timeout-ms=ten -fsyntax-only %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=TIMEOUT --implicit-check-not=warning:
// RUN: not %clang -fplugin=%drsat -fplugin-arg-drsat-budget-ms -fsyntax-only %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=BUDGET --implicit-check-not=warning:
// RUN: not %clang -fplugin=%drsat -fplugin-arg-drsat-remarks=yes -fsyntax-only %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=REMARKS --implicit-check-not=warning:
// RUN: not %clang -fplugin=%drsat -fplugin-arg-drsat-json= -fsyntax-only %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=JSON --implicit-check-not=warning:
// RUN: not %cc1 -plugin-arg-drsat frobnicate %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=CC1 --implicit-check-not=warning:

// UNKNOWN: error: drsat: invalid plugin argument '-fplugin-arg-drsat-bogus': unknown argument (-fplugin-arg-drsat-help lists them)
// TIMEOUT: error: drsat: invalid plugin argument '-fplugin-arg-drsat-timeout-ms=ten': expected 'timeout-ms=N' with N a number of milliseconds
// BUDGET: error: drsat: invalid plugin argument '-fplugin-arg-drsat-budget-ms': expected 'budget-ms=N' with N a number of milliseconds
// REMARKS: error: drsat: invalid plugin argument '-fplugin-arg-drsat-remarks=yes': 'remarks' takes no value
// JSON: error: drsat: invalid plugin argument '-fplugin-arg-drsat-json=': expected 'json=PATH'
// CC1: error: drsat: invalid plugin argument '-fplugin-arg-drsat-frobnicate': unknown argument

#pragma drs
int x;
