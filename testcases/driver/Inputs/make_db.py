"""make_db.py SRC_DIR BUILD_DIR: writes BUILD_DIR/compile_commands.json for
the inputs of the driver tests, the way build systems write them: absolute
and relative file names, 'command' strings and 'arguments' lists, output and
dependency flags (-c, -o, -MD -MF), -Werror, a flag only gcc knows, and an
assembler entry that the driver must skip."""
import json
import os
import sys

src = os.path.abspath(sys.argv[1])
build = os.path.abspath(sys.argv[2])
os.makedirs(build, exist_ok=True)
rel = os.path.relpath(src, build)
db = [
    {"directory": build,
     "command": "/usr/bin/gcc -DN=100 -Wall -Werror -O2 -fopenmp -o obj/racy.o -c %s"
                % os.path.join(src, "racy.c"),
     "file": os.path.join(src, "racy.c")},
    {"directory": build,
     "arguments": ["cc", "-O2", "-fconserve-stack", "-MD", "-MF", "obj/clean.d",
                   "-c", os.path.join(rel, "clean.c"), "-o", "obj/clean.o"],
     "file": os.path.join(rel, "clean.c")},
    {"directory": build,
     "arguments": ["cc", "-c", "-fopenmp=libomp", os.path.join(src, "broken.c"),
                   "-oobj/broken.o"],
     "file": os.path.join(src, "broken.c")},
    {"directory": build,
     "command": "c++ -std=c++17 -c %s -o obj/racy_cpp.o" % os.path.join(src, "racy.cpp"),
     "file": os.path.join(src, "racy.cpp")},
    {"directory": build,
     "command": "as -o obj/start.o %s" % os.path.join(src, "start.s"),
     "file": os.path.join(src, "start.s")},
]
with open(os.path.join(build, "compile_commands.json"), "w") as f:
    json.dump(db, f, indent=2)
