"""check_doc.py json|sarif FILE [PATH=VALUE]...: checks a document the drsat
driver wrote (docs/driver.md).  json: the merged JSON document (every
translation unit passes the per-TU report checks, the summary adds up);
sarif: the merged SARIF log has the fields SARIF 2.1.0 requires and code
scanning reads (version, runs[].tool.driver.name, results[].ruleId,
message.text, locations[].physicalLocation.artifactLocation.uri and
region.startLine), rule indices and artifact indices that point where they
should.  Each PATH=VALUE compares one value: PATH is dot-separated keys and
list indices ('summary.race', 'runs.0.results.#' for a length)."""
import json
import sys


def need(cond, what):
    if not cond:
        sys.stderr.write("check_doc.py: %s\n" % what)
        sys.exit(1)


def lookup(doc, path):
    for key in path.split("."):
        if key == "#":
            doc = len(doc)
        elif isinstance(doc, list):
            doc = doc[int(key)]
        else:
            need(isinstance(doc, dict) and key in doc, "no '%s' in %s" % (key, path))
            doc = doc[key]
    return doc


def check_json(doc):
    need(doc.get("tool") == "drsat" and isinstance(doc.get("version"), str), "tool/version")
    need(doc.get("schema_version") == 1, "schema_version")
    tus, fails, s = doc["translation_units"], doc["failures"], doc["summary"]
    cons = [c for tu in tus for c in tu["constructs"]]
    for tu in tus:
        need(isinstance(tu["file"], str) and tu["schema_version"] == 1, "tu")
        ts = tu["summary"]
        need(ts["constructs"] == len(tu["constructs"]), "tu summary")
    for f in fails:
        need(isinstance(f["file"], str) and f["reason"], "failure entry")
        need(isinstance(f["output"], str), "failure output")

    def count(v):  # suppressed and baseline constructs count on their own
        return sum(1 for c in cons if c["verdict"] == v and not c["suppressed"] and
                   not c.get("baseline"))
    need(s["suppressed"] == sum(1 for c in cons if c["suppressed"]), "summary suppressed")
    need(s["baseline"] == sum(1 for c in cons if c.get("baseline") and not c["suppressed"]),
         "summary baseline")
    need(s["files"] == len(tus) + len(fails) and s["analyzed"] == len(tus) and
         s["failed"] == len(fails), "summary files")
    need(s["constructs"] == len(cons) and s["race"] == count("race") and
         s["race_free"] == count("race-free") and s["not_analyzed"] == count("not-analyzed"),
         "summary counts")
    need(s["verdict"] in ("race", "error", "possible-race", "not-analyzed", "accepted",
                          "race-free", "no-constructs"),
         "summary verdict")
    need(isinstance(s["seconds"], (int, float)), "seconds")


def check_sarif(doc):
    need(doc.get("version") == "2.1.0", "version")
    need(isinstance(doc.get("runs"), list) and len(doc["runs"]) == 1, "one run")
    run = doc["runs"][0]
    drv = run["tool"]["driver"]
    need(drv["name"] == "drsat", "runs[].tool.driver.name")
    ids = [r["id"] for r in drv.get("rules", [])]
    need(len(ids) == len(set(ids)), "rules deduplicated")
    uris = [a["location"]["uri"] for a in run.get("artifacts", [])]
    need(len(uris) == len(set(uris)), "artifacts deduplicated")
    for res in run["results"]:
        need(isinstance(res.get("ruleId"), str), "results[].ruleId")
        need(ids[res["ruleIndex"]] == res["ruleId"], "results[].ruleIndex")
        need(isinstance(res["message"]["text"], str) and res["message"]["text"],
             "results[].message.text")
        need(res["locations"], "results[].locations")
        for key in ("locations", "relatedLocations"):
            for loc in res.get(key, []):
                pl = loc["physicalLocation"]
                al = pl["artifactLocation"]
                need(isinstance(al["uri"], str) and al["uri"], "artifactLocation.uri")
                need(uris[al["index"]] == al["uri"], "artifactLocation.index")
                need(isinstance(pl["region"]["startLine"], int) and
                     pl["region"]["startLine"] >= 1, "region.startLine")
        for fix in res.get("fixes", []):
            need(fix["description"]["text"], "fixes[].description.text")
            for ch in fix["artifactChanges"]:
                al = ch["artifactLocation"]
                need(uris[al["index"]] == al["uri"], "fixes: artifactLocation.index")
                for rep in ch["replacements"]:
                    rg = rep["deletedRegion"]
                    need(rg["startLine"] >= 1 and rg["startColumn"] >= 1 and
                         rg["endColumn"] >= rg["startColumn"], "fixes: deletedRegion")
                    need(isinstance(rep["insertedContent"]["text"], str), "insertedContent")
    for inv in run.get("invocations", []):
        notes = inv.get("toolExecutionNotifications", [])
        need(inv["executionSuccessful"] == (not notes), "executionSuccessful")
        for n in notes:
            need(n["level"] == "error" and n["message"]["text"], "notification")


doc = json.load(open(sys.argv[2]))
(check_json if sys.argv[1] == "json" else check_sarif)(doc)
for arg in sys.argv[3:]:
    path, want = arg.split("=", 1)
    got = lookup(doc, path)
    text = json.dumps(got) if isinstance(got, bool) or got is None else str(got)
    need(text == want, "%s is %r, expected %s" % (path, got, want))
print("check_doc.py: %s ok" % sys.argv[1])
