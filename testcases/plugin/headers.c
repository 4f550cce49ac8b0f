// Constructs in the headers a file includes are analysed (once per
// translation unit), except system headers; header-filter=REGEX keeps the
// headers whose path it matches, as clang-tidy's -header-filter does.  A
// report names the header of such a construct.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %clang -fopenmp -fsyntax-only -fplugin=%drsat -I %S/Inputs -isystem %S/Inputs/sys \
// RUN:   -fplugin-arg-drsat-json=%t/r.json -fplugin-arg-drsat-sarif=%t/r.sarif %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ALL
// RUN: %python %srcroot/testcases/reports/Inputs/check_report.py json %t/r.json
// RUN: %python %srcroot/testcases/reports/Inputs/check_report.py sarif %t/r.sarif
// RUN: FileCheck %s --check-prefix=JSON < %t/r.json
// RUN: %clang -fopenmp -fsyntax-only -fplugin=%drsat -I %S/Inputs -isystem %S/Inputs/sys \
// RUN:   -fplugin-arg-drsat-header-filter=nomatch %s 2>&1 | FileCheck %s --check-prefix=FILTERED
// RUN: not %clang -fopenmp -fsyntax-only -fplugin=%drsat '-fplugin-arg-drsat-header-filter=(' \
// RUN:   %s 2>&1 | FileCheck %s --check-prefix=BADRE

#include "hdr_loop.h"
#include <sys_loop.h>

int a[100];

void f(void) {
  hwork();
  swork();
  #pragma omp parallel for
  for (int i = 0; i < 99; i++)
    a[i + 1] = a[i];
}

// ALL: hdr_loop.h:5:5: warning: data race on 'hbuf': write of hbuf[1] in iteration i=0 conflicts with read in iteration i=1 [drsat]
// ALL-NOT: sbuf
// ALL: headers.c:{{[0-9]+}}:5: warning: data race on 'a'
// ALL-NOT: sbuf
// JSON: "file": "{{.*}}headers.c",
// JSON: "file": "{{.*}}hdr_loop.h",
// JSON-NEXT: "kind": "parallel for",
// JSON-NOT: sys_loop
// FILTERED-NOT: hbuf
// FILTERED: headers.c:{{[0-9]+}}:5: warning: data race on 'a'
// BADRE: error: drsat: invalid plugin argument '-fplugin-arg-drsat-header-filter=(': expected 'header-filter=REGEX' with a valid regular expression
