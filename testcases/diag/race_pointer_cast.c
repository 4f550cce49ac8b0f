// A char pointer into an int array: a one-byte write races with the
// four-byte read of the element that contains it.  The element is printed
// in the object's own elements (like p[13] for q[1] with q = p + 12).
// RUN: %cc1 -verify %s

int a[100];

void byte_into_int(void) {
  char *c = (char *)a;
  // Byte 4 (written at i = 0) is part of a[1] (read at i = 1).
  #pragma omp parallel for
  for (int i = 0; i < 2; i++)
    // expected-warning@+2 {{data race on 'a': write of a[1] in iteration i=0 conflicts with read in iteration i=1 [drsat]}}
    // expected-note@+1 {{conflicting read of 'a' here}}
    c[4 * i + 4] = (char)a[i];
}
