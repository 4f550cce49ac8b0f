"""check_report.py json|sarif FILE: structural checks of a drsat report
(docs/report-schema.md) that FileCheck cannot express: valid JSON, required
fields with the right types, counts that agree with each other."""
import json
import re
import sys


def need(cond, what):
    if not cond:
        sys.stderr.write("check_report.py: %s\n" % what)
        sys.exit(1)


def is_int(v):
    return isinstance(v, int) and not isinstance(v, bool)


def check_json(doc):
    need(doc.get("tool") == "drsat", "tool")
    need(isinstance(doc.get("version"), str), "version")
    need(doc.get("schema_version") == 1, "schema_version")
    need(isinstance(doc.get("file"), str), "file")
    cons = doc.get("constructs")
    need(isinstance(cons, list), "constructs")
    counts = {"race": 0, "race-free": 0, "not-analyzed": 0, "possible-race": 0}
    suppressed = 0
    for c in cons:
        for k in ("kind", "function", "verdict"):
            need(isinstance(c.get(k), str), "construct.%s" % k)
        for k in ("line", "col", "pairs_checked", "pairs_solved"):
            need(is_int(c.get(k)), "construct.%s" % k)
        need(isinstance(c.get("solver_seconds"), (int, float)), "solver_seconds")
        need(c["verdict"] in counts, "verdict value")
        need(isinstance(c.get("suppressed"), bool), "construct.suppressed")
        if c["suppressed"]:
            need(c["verdict"] == "not-analyzed" or
                 all(r["suppressed"] for r in c["races"]), "suppressed: all of it")
            suppressed += 1
        else:
            counts[c["verdict"]] += 1
        need((c["reason"] is None) == (c["verdict"] != "not-analyzed"), "reason iff not-analyzed")
        need(c["undecided"] is None or (isinstance(c["undecided"], str) and
                                        c["verdict"] in ("race", "possible-race")),
             "undecided only beside races")
        need(("fingerprint" in c) == (c["verdict"] == "not-analyzed"), "fingerprint iff not-analyzed")
        need(c["suppressed"] == isinstance(c.get("suppression"), str), "suppression iff suppressed")
        need(all(isinstance(a, str) for a in c["assumptions"]), "assumptions")
        need((len(c["races"]) > 0) == (c["verdict"] in ("race", "possible-race")),
             "races iff race")
        need((c["verdict"] == "possible-race") ==
             (len(c["races"]) > 0 and all(r["possible"] for r in c["races"])),
             "possible-race iff every race is possible")
        for r in c["races"]:
            for k in ("variable", "element", "message", "note"):
                need(isinstance(r.get(k), str) and (r[k] or k == "element"), "race.%s" % k)
            need(isinstance(r.get("possible"), bool), "race.possible")
            need(isinstance(r.get("suppressed"), bool), "race.suppressed")
            need(isinstance(r.get("needs"), str) and isinstance(r.get("why"), str), "race.needs")
            need(r["possible"] == bool(r["why"]), "race.why iff possible")
            need(r["message"].startswith("possible data race" if r["possible"]
                                         else "data race"), "race.message")
            for side in ("first", "second"):
                s = r[side]
                need(is_int(s["line"]) and is_int(s["col"]), side)
                need(s["mode"] in ("read", "write") and isinstance(s["text"], str), side)
            need("write" in (r["first"]["mode"], r["second"]["mode"]), "no write in race")
            need(re.fullmatch("[0-9a-f]{16}", r.get("fingerprint", "")), "race.fingerprint")
            if "fix" in r:   # the warning's fix-it: an insertion at line:col
                f = r["fix"]
                need(is_int(f["line"]) and f["line"] >= 1 and is_int(f["col"]) and
                     f["col"] >= 1 and isinstance(f["insert"], str) and f["insert"], "race.fix")
            w = r["witness"]
            for k in ("iteration1", "iteration2", "when"):
                need(isinstance(w.get(k), str), "witness.%s" % k)
            for v in w["values"]:
                need(isinstance(v["name"], str) and v["copy"] in (0, 1, 2), "value")
                need(is_int(v["value"]) or (isinstance(v["value"], str) and
                                            v["value"].lstrip("-").isdigit()), "value.value")
                need(v["kind"] in ("loop", "outer", "input", "local"), "value.kind")
    s = doc["summary"]
    need(s["constructs"] == len(cons) and s["race"] == counts["race"] and
         s["race_free"] == counts["race-free"] and
         s["not_analyzed"] == counts["not-analyzed"] and
         s["possible_race"] == counts["possible-race"] and
         s["suppressed"] == suppressed, "summary counts")


def check_sarif(doc):
    need(doc.get("$schema") == "https://json.schemastore.org/sarif-2.1.0.json", "$schema")
    need(doc.get("version") == "2.1.0", "version")
    need(len(doc["runs"]) == 1, "one run")
    run = doc["runs"][0]
    drv = run["tool"]["driver"]
    need(drv["name"] == "drsat" and isinstance(drv["version"], str), "driver")
    # optional; when present it must be a real address, never a placeholder
    need("informationUri" not in drv or (drv["informationUri"].startswith("https://") and
                                         ".invalid" not in drv["informationUri"]),
         "informationUri")
    ids = [r["id"] for r in drv["rules"]]
    need(ids == ["drsat.race", "drsat.not-analyzed", "drsat.possible-race", "drsat.race-free"],
         "rules")
    need(all(r["shortDescription"]["text"] for r in drv["rules"]), "rule descriptions")
    need(all(r["help"]["text"] for r in drv["rules"]), "rule help")
    # the main file first, then each header with constructs of its own
    need(len(run["artifacts"]) >= 1 and all(a["location"]["uri"] for a in run["artifacts"]),
         "artifacts")
    for res in run["results"]:
        need(res["ruleId"] in ids and ids[res["ruleIndex"]] == res["ruleId"], "ruleId/ruleIndex")
        level = {"drsat.race": "warning", "drsat.possible-race": "warning",
                 "drsat.not-analyzed": "note", "drsat.race-free": "none"}[res["ruleId"]]
        need(res["level"] == level, "level")
        if res["ruleId"] == "drsat.race-free":
            need(res["kind"] == "pass" and res["properties"]["assumptions"], "pass result")
        if res["ruleId"] in ("drsat.race", "drsat.possible-race"):
            need(isinstance(res["properties"]["assumptions"], list), "race assumptions")
        need(res["message"]["text"], "message")
        loc = res["locations"][0]["physicalLocation"]
        al = loc["artifactLocation"]
        need(is_int(al["index"]) and
             al["uri"] == run["artifacts"][al["index"]]["location"]["uri"], "uri")
        need(loc["region"]["startLine"] >= 1 and loc["region"]["startColumn"] >= 1, "region")
        if res["ruleId"] in ("drsat.race", "drsat.possible-race", "drsat.not-analyzed"):
            need(re.fullmatch("[0-9a-f]{16}", res["partialFingerprints"]["drsatFinding/v1"]),
                 "partialFingerprints")
        if res["ruleId"] in ("drsat.race", "drsat.possible-race"):
            rel = res["relatedLocations"][0]
            need(is_int(rel["id"]) and rel["message"]["text"], "relatedLocations")
            need(rel["physicalLocation"]["region"]["startLine"] >= 1, "related region")
            need("iteration1" in res["properties"]["witness"], "witness")
        for fix in res.get("fixes", []):
            need(fix["description"]["text"], "fix description")
            for ch in fix["artifactChanges"]:
                al = ch["artifactLocation"]
                need(al["uri"] == run["artifacts"][al["index"]]["location"]["uri"], "fix uri")
                for rep in ch["replacements"]:
                    rg = rep["deletedRegion"]
                    need(rg["startLine"] >= 1 and rg["endColumn"] >= rg["startColumn"] >= 1,
                         "fix region")
                    need(rep["insertedContent"]["text"], "fix text")


doc = json.load(open(sys.argv[2]))
(check_json if sys.argv[1] == "json" else check_sarif)(doc)
print("check_report.py: %s ok" % sys.argv[1])
