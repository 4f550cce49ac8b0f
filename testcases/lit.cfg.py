# lit configuration for drsat.  Substitutions:
#   %clang        clang-19 driver
#   %drsat        path of libdrsat.so
#   %cc1          clang-19 -cc1 -fopenmp -fsyntax-only -load libdrsat.so
#   %drsat-check  the model-JSON checker
#   %python       python3
#   %srcroot      the source tree
import os
import lit.formats

config.name = config.suite_name
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".c", ".cpp", ".test", ".json.test"]
config.excludes = ["Inputs", "lit.cfg.py", "lit.site.cfg.py", "CMakeLists.txt", "unit"]
config.test_source_root = os.path.join(config.drsat_src_root, config.suite_dir)
config.test_exec_root = os.path.join(config.drsat_obj_root, config.suite_dir)

config.environment["PATH"] = os.pathsep.join(
    [config.llvm_tools_dir, os.environ.get("PATH", "")])
for var in ("HOME", "TMPDIR", "ASAN_OPTIONS", "UBSAN_OPTIONS", "LSAN_OPTIONS"):
    if var in os.environ:
        config.environment[var] = os.environ[var]

drsat_check = os.path.join(config.drsat_obj_root, "drsat-check")
config.substitutions.append(("%cc1",
    "%s -cc1 -fopenmp -fsyntax-only -load %s" % (config.clang, config.drsat_plugin)))
config.substitutions.append(("%clang", config.clang))
config.substitutions.append(("%drsat-check", drsat_check))
config.substitutions.append(("%drsat", config.drsat_plugin))
config.substitutions.append(("%python", config.python))
config.substitutions.append(("%srcroot", config.drsat_src_root))
if config.sanitize:
    config.available_features.add("sanitize")
