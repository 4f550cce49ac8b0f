// goto out of, into and within the loop: not analysed (a branch can skip or
// repeat accesses), never race-free.  OpenMP forbids branches out of or into
// its loops, so those two use '#pragma drs'.
// RUN: %cc1 -plugin-arg-drsat remarks -verify %s

int a[100];

void out_of_loop(void) {
  // expected-warning@+1 {{loop not analyzed: the function uses 'goto' or labels (not modelled) [drsat]}}
#pragma drs
  for (int i = 0; i < 99; i++) {
    if (a[i])
      goto done;
    a[i] = a[i + 1];
  }
done:;
}

void into_loop(int c) {
  if (c)
    goto inside;
  // expected-warning@+1 {{loop not analyzed: the function uses 'goto' or labels (not modelled) [drsat]}}
#pragma drs
  for (int i = 0; i < 99; i++) {
  inside:
    a[i] = a[i + 1];
  }
}

void within_loop(void) {
  // expected-warning@+1 {{loop not analyzed: the function uses 'goto' or labels (not modelled) [drsat]}}
#pragma omp parallel for
  for (int i = 0; i < 99; i++) {
    if (a[i])
      goto skip;
    a[i + 1] = 0;
  skip:;
  }
}

void elsewhere_in_function(int c) {
  // expected-warning@+1 {{loop not analyzed: the function uses 'goto' or labels (not modelled) [drsat]}}
#pragma omp parallel for
  for (int i = 0; i < 99; i++)
    a[i] = i;
  if (c)
    goto end;
  a[0] = 1;
end:;
}
