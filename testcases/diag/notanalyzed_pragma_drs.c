// Misplaced `#pragma drs`: not followed by a for loop, or with extra tokens.
// Such a pragma is reported and ignored; it never yields a verdict.
// RUN: %cc1 -verify %s

int a[100];

void no_loop(void) {
  // expected-warning@+1 {{'#pragma drs' is not followed by a for loop; ignored [drsat]}}
  #pragma drs
  a[0] = 1;
}

void extra_tokens(void) {
  // expected-warning@+1 {{extra tokens at end of '#pragma drs'; ignored [drsat]}}
  #pragma drs please
  for (int i = 0; i < 100; i++)
    a[i] = i;
}
