// Fix-its travel in the reports: the JSON race entry's "fix" and the SARIF
// result's "fixes" say what the text's fix-it says (insert ' private(t)' at
// the end of the directive).  Applied as a code-scanning viewer would apply
// them, they give the same file as `clang -Xclang -fixit`, and that file is
// free of data races.
// DEFINE: %{drsat} = %python %srcroot/scripts/drsat --plugin %drsat --clang %clang
// DEFINE: %{is} = %python %S/Inputs/exit_is.py
// RUN: rm -rf %t && mkdir -p %t/src %t/fixed %t/clang && cp %s %t/src/fixes.c
// RUN: cd %t && %{is} 1 %{drsat} --format=sarif -o %t/m.sarif src/fixes.c
// RUN: %python %S/Inputs/check_doc.py sarif %t/m.sarif runs.0.results.#=3 \
// RUN:   runs.0.results.0.fixes.0.description.text="add 'private(t)' to the directive" \
// RUN:   runs.0.results.0.fixes.0.artifactChanges.0.artifactLocation.uri=src/fixes.c \
// RUN:   runs.0.results.0.fixes.0.artifactChanges.0.replacements.0.deletedRegion.startLine=32 \
// RUN:   runs.0.results.0.fixes.0.artifactChanges.0.replacements.0.deletedRegion.startColumn=27 \
// RUN:   runs.0.results.2.fixes.0.artifactChanges.0.replacements.0.insertedContent.text=" reduction(+:s)"
// RUN: %python %srcroot/testcases/reports/Inputs/check_report.py sarif %t/m.sarif
// RUN: cd %t && %{is} 1 %{drsat} --format=json -o %t/m.json src/fixes.c
// RUN: %python %S/Inputs/check_doc.py json %t/m.json \
// RUN:   translation_units.0.constructs.0.races.0.fix.line=32 \
// RUN:   translation_units.0.constructs.0.races.0.fix.col=27 \
// RUN:   "translation_units.0.constructs.0.races.0.fix.insert= private(t)"
// RUN: %python %S/Inputs/apply_sarif_fixes.py %t/m.sarif %t/fixed | FileCheck %s
// CHECK: apply_sarif_fixes.py: fixes.c: 2 fixes
// RUN: cp %s %t/clang/fixes.c && %clang -fopenmp -fplugin=%drsat -fsyntax-only \
// RUN:   -Xclang -fixit %t/clang/fixes.c 2> /dev/null
// RUN: diff %t/clang/fixes.c %t/fixed/fixes.c
// RUN: %clang -fopenmp -fplugin=%drsat -fsyntax-only -Werror %t/fixed/fixes.c

int a[100];
int g(int n) {
  int t, s = 0;
  #pragma omp parallel for
  for (int i = 0; i < n; i++) {
    t = a[i] * 2;
    a[i] = t + 1;
    s += a[i];
  }
  return s;
}
