// A file with compile errors: clang's own errors, unchanged, and no analysis
// at all (not even for the loop without an error).
// RUN: %cc1 -plugin-arg-drsat remarks -verify %s
// RUN: not %clang -fopenmp -fsyntax-only %s 2> %t.plain
// RUN: not %clang -fopenmp -fsyntax-only -fplugin=%drsat -fplugin-arg-drsat-remarks %s 2> %t.plugin
// RUN: diff %t.plain %t.plugin

int a[100];

void broken(void) {
#pragma omp parallel for
  for (int i = 0; i < 99; i++)
    a[i] = a[i + 1] + undeclared; // expected-error {{use of undeclared identifier 'undeclared'}}
}

void racy_but_file_is_broken(void) {
#pragma omp parallel for
  for (int i = 0; i < 99; i++)
    a[i] = a[i + 1];
}
