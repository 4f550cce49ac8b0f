//===- Help.cpp - the plugin's argument list -----------------------------===//
//
// See Help.h.
//
//===----------------------------------------------------------------------===//
#include "Help.h"

extern "C" {
#include "drs_solver.h"
}

namespace drsat {

void printHelp(llvm::raw_ostream &OS) {
  drs_options Def;
  drs_options_default(&Def);
  OS << "drsat: static data-race checker for OpenMP loops (Clang plugin, Z3)\n"
        "usage: clang-19 -fopenmp -fplugin=libdrsat.so "
        "[-fplugin-arg-drsat-KEY[=VALUE]]... FILE...\n"
        "analysed: OpenMP worksharing loops ('parallel for', 'for', 'simd', "
        "...), parallel\n"
        "          regions (single, sections, barriers, critical, locks, "
        "tasks, nested\n"
        "          parallel regions), target and\n"
        "          teams forms (needs -fopenmp), and any 'for' loop preceded by "
        "'#pragma drs';\n"
        "          a construct drsat does not model is reported as 'region not "
        "analyzed' or\n"
        "          'loop not analyzed' with the reason, and so are the loops "
        "nested in it\n"
        "arguments (-fplugin-arg-drsat-KEY[=VALUE]):\n"
        "  help             print this list (analysis and compilation go on)\n"
        "  version          print drsat's version (as 'drsat --version' does)\n"
        "  remarks          a remark for every loop proved free of data "
        "races\n"
        "  verbose          per-construct verdicts and times on stderr\n"
        "  advise           for every plain 'for' loop outside OpenMP, "
        "outermost first:\n"
        "                   a remark whether '#pragma omp parallel for' "
        "(with the private\n"
        "                   and reduction clauses it needs) would be free of "
        "data races,\n"
        "                   with a fix-it inserting it, or the race that "
        "stops it (then\n"
        "                   the loops inside are asked); JSON: \"advice\"\n"
        "  budget=N         solver work for the whole input, in millions of Z3 "
        "resource\n"
        "                   units (deterministic: verdicts do not depend on "
        "the machine's\n"
        "                   load; about 3 per ms here; default "
     << Def.budget_mu
     << "; 0 = none);\n"
        "                   one construct may use half of what is left\n"
        "  timeout-ms=N     wall-time guard per solver query, in ms (default "
     << Def.timeout_ms
     << "; 0 = none)\n"
        "  budget-ms=N      wall-time guard for the whole input, in ms (default "
     << Def.budget_ms
     << "; 0 = none)\n"
        "  prefault-mb=N    MiB of heap for the solver, advised to use huge "
        "pages and,\n"
        "                   where a page fault is slow, made resident at once\n"
        "                   (default "
     << Def.prefault_mb
     << "; 0 = leave malloc's settings alone)\n"
        "  verify-runs      check every race found by running the loops "
        "against its\n"
        "                   Z3 query (for drsat's own tests; slower)\n"
        "  no-race-runs     find races with Z3 only, without running the "
        "loops first\n"
        "                   (for drsat's own tests)\n"
        "  header-filter=REGEX  analyse the constructs of the headers whose "
        "path matches\n"
        "                   (default: every header that is no system header)\n"
        "  unknown=LEVEL    how 'loop/region not analyzed' is reported: "
        "warning (default;\n"
        "                   stays a warning under -Werror), error, remark or "
        "ignore\n"
        "  dump-model=FILE  write the model of every construct as JSON "
        "('-' = stdout)\n"
        "  json=PATH        write the drsat JSON report\n"
        "  sarif=PATH       write a SARIF 2.1.0 report\n"
        "  config=PATH      the configuration file (default: .drsat.yaml in "
        "the input's\n"
        "                   directory or the nearest above it; 'none': no "
        "file)\n"
        "  suppressions=PATH  suppression rules, one per line: "
        "race:GLOB,\n"
        "                   possible-race:GLOB or unknown:GLOB; GLOB matches "
        "the function,\n"
        "                   the racing variable or the file (path or base "
        "name)\n"
        "In FILE and PATH, '%s' stands for the input's file name without its "
        "directory\n"
        "(t.c for src/t.c), '%p' for its path with '/' as '_' (src_t.c) and "
        "'%%' for '%'.  With several inputs in one clang "
        "call, put\n"
        "'%s' in the path: a path already written for an earlier input of the "
        "same call\n"
        "is not overwritten (warning).\n"
        "A '// NOLINT(drsat)' comment on either access of a race or on the "
        "directive's line\n"
        "(NOLINTNEXTLINE on the line before, NOLINTBEGIN/NOLINTEND around) "
        "hides the finding;\n"
        "reports keep it, marked 'suppressed'.\n"
        "A configuration file is a YAML mapping of the keys budget, budget-ms, "
        "timeout-ms,\n"
        "header-filter, unknown and remarks (as above; 'remarks: true') and "
        "suppress, a list\n"
        "of rules as in a suppressions file; arguments given here win over "
        "it.\n";
  OS.flush();
}

} // namespace drsat
