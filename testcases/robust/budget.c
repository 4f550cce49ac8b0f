// Budgets: a per-query time-out turns a hard query into "not analyzed" with
// the solver's reason; the per-TU budget, once spent, makes every remaining
// loop "not analyzed".  Easy loops keep their verdicts under a tiny time-out.
// RUN: %cc1 -plugin-arg-drsat remarks -plugin-arg-drsat timeout-ms=1 %s 2>&1 | FileCheck --check-prefix=TIMEOUT %s
// RUN: %cc1 -plugin-arg-drsat remarks -plugin-arg-drsat budget-ms=1 %s 2>&1 | FileCheck --check-prefix=BUDGET %s
// RUN: not %cc1 -plugin-arg-drsat budget-ms=x %s 2>&1 | FileCheck --check-prefix=BADARG %s

int a[1000];

void f(int *b) {
#pragma omp parallel for
  for (int i = 0; i < 100; i++)
    b[(i + 1) * (i + 1) * (i + 1) * (i + 1)] = b[(i - 1) * (i - 1) * (i + 2) * (i + 3)];
#pragma omp parallel for
  for (int i = 0; i < 100; i++)
    a[i] = i;
#pragma omp parallel for
  for (int i = 0; i < 100; i++)
    a[i] = a[i] + 1;
}

// The quartic query is race-free (no small witness to stumble on) and takes
// far longer than 1 ms, so the time-out is deterministic.
// TIMEOUT: budget.c:11:1: warning: loop not analyzed: solver gave up on {{.*}}: timeout [drsat]
// TIMEOUT: budget.c:14:1: remark: loop is free of data races: 1 access pairs checked [drsat]
// TIMEOUT: budget.c:17:1: remark: loop is free of data races: 2 access pairs checked [drsat]

// BUDGET: budget.c:11:1: warning: loop not analyzed: time budget exhausted [drsat]
// BUDGET: budget.c:14:1: warning: loop not analyzed: time budget exhausted [drsat]
// BUDGET: budget.c:17:1: warning: loop not analyzed: time budget exhausted [drsat]
// BUDGET-NOT: free of data races

// BADARG: error: drsat: invalid plugin argument '-fplugin-arg-drsat-budget-ms=x': expected 'budget-ms=N' with N a number of milliseconds
// BADMB: error: drsat: invalid plugin argument '-fplugin-arg-drsat-prefault-mb=4096': expected 'prefault-mb=N' with N a number of MiB from 0 to 1024

// Without the heap prefault (prefault-mb=0) the verdicts are the same;
// an out-of-range size is an argument error.
// RUN: %cc1 -plugin-arg-drsat remarks -plugin-arg-drsat prefault-mb=0 -plugin-arg-drsat timeout-ms=1 %s 2>&1 | FileCheck --check-prefix=TIMEOUT %s
// RUN: not %cc1 -plugin-arg-drsat prefault-mb=4096 %s 2>&1 | FileCheck --check-prefix=BADMB %s
