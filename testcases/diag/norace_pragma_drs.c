// `#pragma drs` on loops that may be parallelised.
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat remarks -verify=remarks %s
// expected-no-diagnostics

int a[100];
int b[100];

void ask(void) {
  // remarks-remark@+1 {{loop is free of data races: 2 access pairs checked}}
  #pragma drs
  // a comment between the pragma and its loop
  for (int i = 0; i < 100; i++)
    a[i] = a[i] + b[i];
}

void ask_nested(void) {
  for (int k = 0; k < 10; k++) {
    // remarks-remark@+1 {{loop is free of data races: 1 access pairs checked}}
    #pragma drs
    for (int i = 0; i < 10; i++)
      b[10 * k + i] = a[i];
  }
}
