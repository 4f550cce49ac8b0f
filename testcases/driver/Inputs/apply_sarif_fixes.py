"""apply_sarif_fixes.py LOG OUT_DIR: applies every fix of a SARIF log the
way a code-scanning "apply fix" button would (each replacement deletes its
region and inserts its text; regions of one file are applied from the last
to the first) and writes each changed file, by base name, to OUT_DIR.
Regions are 1-based lines and columns counted in bytes, as Clang counts
them; an insertion has endColumn == startColumn on startLine."""
import json
import os
import sys
import urllib.parse
import urllib.request


def path_of(al, bases):
    uri = al["uri"]
    base = bases.get(al.get("uriBaseId", ""), {}).get("uri", "")
    uri = base + uri if base else uri
    return urllib.request.url2pathname(urllib.parse.urlparse(uri).path)


def offset(lines, line, col):
    return sum(len(l) for l in lines[:line - 1]) + col - 1


run = json.load(open(sys.argv[1]))["runs"][0]
bases = run.get("originalUriBaseIds", {})
edits = {}
for res in run["results"]:
    for fix in res.get("fixes", []):
        for ch in fix["artifactChanges"]:
            for rep in ch["replacements"]:
                edits.setdefault(path_of(ch["artifactLocation"], bases), []).append(rep)
for path, reps in edits.items():
    data = open(path, "rb").read().decode()
    lines = data.splitlines(keepends=True)
    spans = []
    for rep in reps:
        rg = rep["deletedRegion"]
        start = offset(lines, rg["startLine"], rg["startColumn"])
        end = offset(lines, rg.get("endLine", rg["startLine"]), rg["endColumn"])
        spans.append((start, end, rep["insertedContent"]["text"]))
    for start, end, text in sorted(spans, reverse=True):
        data = data[:start] + text + data[end:]
    with open(os.path.join(sys.argv[2], os.path.basename(path)), "w") as f:
        f.write(data)
    print("apply_sarif_fixes.py: %s: %d fixes" % (os.path.basename(path), len(spans)))
