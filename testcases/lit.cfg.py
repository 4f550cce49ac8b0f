# lit configuration for drsat.  Substitutions:
#   %clang        clang-19 driver
#   %drsat        path of libdrsat.so
#   %cc1          clang-19 -cc1 -fopenmp -fsyntax-only -load libdrsat.so
#                 (under `sanitize`, with generous solver limits)
#   %drsat-check  the model-JSON checker
#   %python       python3
#   %srcroot      the source tree
#   %objroot      the build tree
# Features:
#   sanitize      the ASan + UBSan build (-DDRSAT_SANITIZE=ON), or
#                 `--param sanitize=1`: %clang and %drsat-check are then the
#                 wrappers of testcases/CMakeLists.txt.  A test whose outcome
#                 depends on timing says `UNSUPPORTED: sanitize` with a reason;
#                 a test that is only slow passes generous explicit limits.
import os
import shutil
import lit.formats

config.name = config.suite_name
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".c", ".cpp", ".test", ".json.test"]
config.excludes = ["Inputs", "lit.cfg.py", "lit.site.cfg.py", "CMakeLists.txt", "unit", "oracle"]
config.test_source_root = os.path.join(config.drsat_src_root, config.suite_dir)
config.test_exec_root = os.path.join(config.drsat_obj_root, config.suite_dir)

config.environment["PATH"] = os.pathsep.join(
    [config.llvm_tools_dir, os.environ.get("PATH", "")])
for var in ("HOME", "TMPDIR", "ASAN_OPTIONS", "UBSAN_OPTIONS", "LSAN_OPTIONS",
            "DRSAT_SAN_CMD_TIMEOUT", "DRSAT_SAN_ASAN_OPTIONS"):
    if var in os.environ:
        config.environment[var] = os.environ[var]

sanitize = lit_config.params.get("sanitize")
if sanitize is None:
    sanitize = config.sanitize
else:
    sanitize = sanitize.lower() in ("1", "on", "true", "yes")

drsat_check = os.path.join(config.drsat_obj_root, "drsat-check")
if getattr(config, "san_run", ""):
    drsat_check = config.san_run
cc1 = "%s -cc1 -fopenmp -fsyntax-only -load %s" % (config.clang, config.drsat_plugin)
# Every race found by running the loops is checked against its Z3 query.
cc1 += " -plugin-arg-drsat verify-runs"
if sanitize:
    # The sanitizer suite checks memory safety, not speed: Z3 inside an ASan
    # process allocates through ASan's allocator and runs several times
    # slower, so the default solver limits would turn verdicts into time-outs.
    # A test's own timeout-ms / budget-ms come later and win.
    cc1 += " -plugin-arg-drsat timeout-ms=60000 -plugin-arg-drsat budget-ms=300000"
config.substitutions.append(("%cc1", cc1))
config.substitutions.append(("%clang", config.clang))
config.substitutions.append(("%drsat-check", drsat_check))
config.substitutions.append(("%drsat", config.drsat_plugin))
config.substitutions.append(("%python", config.python))
config.substitutions.append(("%srcroot", config.drsat_src_root))
config.substitutions.append(("%objroot", config.drsat_obj_root))
# a real browser for the HTML report's test (Debian's chromium; CI installs it)
chromium = shutil.which("chromium")
if chromium:
    config.available_features.add("chromium")
    config.substitutions.append(("%chromium", chromium))
if sanitize:
    config.available_features.add("sanitize")
