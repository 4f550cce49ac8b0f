// Several inputs in one clang call: '%s' in a report path names one file per
// input; without it the first input's report is kept and the others warn
// instead of overwriting it.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %clang -fopenmp -fplugin=%drsat -fplugin-arg-drsat-json=%t/%%s.json \
// RUN:   -fplugin-arg-drsat-sarif=%t/%%s.sarif -fplugin-arg-drsat-dump-model=%t/%%s.model \
// RUN:   -fsyntax-only %s %S/Inputs/multi_tu_second.c 2>&1 | FileCheck %s --check-prefix=DIAG
// RUN: FileCheck %s --check-prefix=FIRST < %t/multi_tu.c.json
// RUN: FileCheck %s --check-prefix=SECOND < %t/multi_tu_second.c.json
// RUN: FileCheck %s --check-prefix=SARIF < %t/multi_tu_second.c.sarif
// RUN: FileCheck %s --check-prefix=MODEL < %t/multi_tu.c.model
// Same path for both: the second input warns and leaves the file alone.
// RUN: %clang -fopenmp -fplugin=%drsat -fplugin-arg-drsat-json=%t/one.json \
// RUN:   -fsyntax-only %s %S/Inputs/multi_tu_second.c 2>&1 | FileCheck %s --check-prefix=ONCE
// RUN: FileCheck %s --check-prefix=FIRST < %t/one.json
// The same with one cc1 process for both inputs.
// RUN: %cc1 -plugin-arg-drsat json=%t/cc1.json %s %S/Inputs/multi_tu_second.c 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ONCE
// RUN: FileCheck %s --check-prefix=FIRST < %t/cc1.json

// DIAG: multi_tu.c:[[@LINE+13]]:3: warning: loop not analyzed: '#pragma omp taskloop' is not modelled yet [drsat]
// DIAG: multi_tu_second.c:3:3: warning: loop not analyzed: '#pragma omp taskloop' is not modelled yet [drsat]
// FIRST: "file":{{[[:space:]]*}}"{{.*}}multi_tu.c"
// FIRST: "kind":{{[[:space:]]*}}"taskloop"
// FIRST: "function":{{[[:space:]]*}}"first"
// SECOND: "file":{{[[:space:]]*}}"{{.*}}multi_tu_second.c"
// SECOND: "function":{{[[:space:]]*}}"second"
// SARIF: "version":{{[[:space:]]*}}"2.1.0"
// MODEL: "version":{{[[:space:]]*}}1
// MODEL: "kind":{{[[:space:]]*}}"taskloop"
// MODEL: "not_analyzed":{{[[:space:]]*}}"'#pragma omp taskloop' is not modelled yet"
// ONCE: {{one|cc1}}.json' was already written for another input of this compilation; not overwritten (put '%s' in the path to name one file per input) [drsat]
void first(int *a, int n) {
  #pragma omp taskloop
  for (int i = 0; i < n; i++)
    a[i] = 0;
}
