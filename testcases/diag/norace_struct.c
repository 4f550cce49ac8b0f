// Arrays of structs, race-free: different members of the same element do
// not overlap, and neither do members of different elements.
// RUN: %cc1 -verify %s
// RUN: %cc1 -plugin-arg-drsat remarks -verify=remarks %s
// expected-no-diagnostics

struct pt { int x; int y; };
struct pt s[100];

void other_member(void) {
  // remarks-remark@+1 {{loop is free of data races: 2 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 100; i++)
    s[i].x = s[i].y;
}

void next_element_other_member(void) {
  // s[i].y (byte 8i + 4) never meets s[i + 1].x (byte 8i + 8).
  // remarks-remark@+1 {{loop is free of data races: 2 access pairs checked}}
  #pragma omp parallel for
  for (int i = 0; i < 99; i++)
    s[i].y = s[i + 1].x;
}
