"""drsat_html.py: the driver's `--format=html` report (docs/driver.md).

One self-contained page, like scan-build's index and reports in one file:
an index with the counts per file and verdict, then, per file, every
finding -- a race with both accesses highlighted in the source, the witness
values and the assumptions; a construct not analyzed with its reason --
and the constructs proved race-free.  It is built from the same merged JSON
document `--format=json` writes, plus the sources (read from disk, or the
text of --stdin).  No external resources: the page opens from a CI
artifact as well as from disk.  A few lines of script filter findings by
kind and mark the page as loaded (`body[data-findings]`), which the test in
a headless browser reads (testcases/driver/html.test).
"""
import html
import os

_STYLE = """
body { font-family: sans-serif; margin: 1.5em; color: #222; }
h1 { font-size: 1.4em; } h2 { font-size: 1.15em; margin-top: 2em; }
table.index { border-collapse: collapse; }
table.index td, table.index th { border: 1px solid #bbb; padding: .2em .6em; text-align: right; }
table.index td:first-child, table.index th:first-child { text-align: left; }
section.finding { border: 1px solid #ccc; border-left: 6px solid #c33; margin: 1em 0; padding: .5em 1em; }
section.finding.possible-race { border-left-color: #e90; }
section.finding.not-analyzed { border-left-color: #888; }
section.finding.suppressed, section.finding.baseline { opacity: .6; }
.where { color: #555; font-family: monospace; }
pre.source { background: #f7f7f7; padding: .4em; overflow-x: auto; }
pre.source .line { display: block; }
pre.source .first { background: #fdd; } pre.source .second { background: #ddf; }
pre.source .first.second { background: #edf; }
pre.source .no { color: #999; display: inline-block; width: 4em; text-align: right; margin-right: 1em; }
mark.first { background: #f99; } mark.second { background: #99f; }
table.values td, table.values th { padding: 0 .8em 0 0; text-align: left; font-family: monospace; }
.tag { font-size: .8em; background: #eee; border-radius: 3px; padding: 0 .4em; }
"""

_SCRIPT = """
(function () {
  var boxes = document.querySelectorAll('input[data-kind]');
  function apply() {
    boxes.forEach(function (b) {
      document.querySelectorAll('section.finding.' + b.dataset.kind).forEach(function (s) {
        s.style.display = b.checked ? '' : 'none';
      });
    });
  }
  boxes.forEach(function (b) { b.addEventListener('change', apply); });
  apply();
  document.body.dataset.findings = document.querySelectorAll('section.finding').length;
})();
"""

_KINDS = (("race", "races"), ("possible-race", "possible races"),
          ("not-analyzed", "not analyzed"))


def _e(text):
    return html.escape(str(text), quote=True)


def _read_sources(jobs):
    """{name shown in the report: list of lines} for every TU's file, and a
    reader for headers named by constructs."""
    texts = {}
    for j in jobs:
        if j.report is None:
            continue
        if j.stdin_text is not None:
            texts[j.display] = j.stdin_text.splitlines()
            continue
        path = j.file if os.path.isabs(j.file) else os.path.join(j.directory, j.file)
        try:
            with open(path, encoding="utf-8", errors="replace") as f:
                texts[j.display] = f.read().splitlines()
        except OSError:
            texts[j.display] = None
    return texts


def _source_lines(texts, job, name):
    if name in texts:
        return texts[name]
    path = name if os.path.isabs(name) else os.path.join(job.directory, name)
    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            texts[name] = f.read().splitlines()
    except OSError:
        texts[name] = None
    return texts[name]


def _marked(line, col, text, cls):
    """line with text marked at 1-based byte column col, escaped."""
    raw = line.encode("utf-8")
    start = col - 1
    t = text.encode("utf-8")
    if col < 1 or not t or raw[start:start + len(t)] != t:
        return None
    return (raw[:start].decode("utf-8", "replace"), raw[start:start + len(t)].decode("utf-8", "replace"),
            raw[start + len(t):].decode("utf-8", "replace"), cls)


def _excerpt(lines, construct_line, sides):
    """The source from the directive to the last access, two lines of
    context, with each access's line and text marked; '' without source."""
    if not lines:
        return ""
    wanted = [construct_line] + [s["line"] for s, _ in sides if s.get("line")]
    lo = max(1, min(l for l in wanted if l) - 2)
    hi = min(len(lines), max(wanted) + 2)
    if hi - lo > 60:   # a long construct: the accesses' neighbourhoods only
        keep = set()
        for l in wanted:
            keep.update(range(max(lo, l - 2), min(hi, l + 2) + 1))
    else:
        keep = set(range(lo, hi + 1))
    out, prev = [], None
    for no in sorted(keep):
        if prev is not None and no != prev + 1:
            out.append('<span class="line"><span class="no">...</span></span>')
        prev = no
        text = lines[no - 1]
        classes = [cls for s, cls in sides if s.get("line") == no]
        body = None
        on_line = [(s, cls) for s, cls in sides if s.get("line") == no]
        if len(on_line) == 1:
            m = _marked(text, on_line[0][0].get("col", 0), on_line[0][0].get("text", ""), on_line[0][1])
            if m:
                body = '%s<mark class="%s">%s</mark>%s' % (_e(m[0]), m[3], _e(m[1]), _e(m[2]))
        elif len(on_line) == 2:
            (s1, c1), (s2, c2) = sorted(on_line, key=lambda sc: sc[0].get("col", 0))
            m1 = _marked(text, s1.get("col", 0), s1.get("text", ""), c1)
            if m1 and s1.get("col") != s2.get("col"):
                rest_col = s2.get("col", 0) - (len(m1[0].encode()) + len(m1[1].encode()))
                m2 = _marked(m1[2], rest_col, s2.get("text", ""), c2) if rest_col >= 1 else None
                if m2:
                    body = '%s<mark class="%s">%s</mark>%s<mark class="%s">%s</mark>%s' % (
                        _e(m1[0]), c1, _e(m1[1]), _e(m2[0]), c2, _e(m2[1]), _e(m2[2]))
            elif m1:
                body = '%s<mark class="%s %s">%s</mark>%s' % (_e(m1[0]), c1, c2, _e(m1[1]), _e(m1[2]))
        if body is None:
            body = _e(text)
        out.append('<span class="line %s"><span class="no">%d</span>%s</span>'
                   % (" ".join(classes), no, body))
    return '<pre class="source">%s</pre>' % "".join(out)


def _race_section(fid, c, r, lines, fname):
    kind = "possible-race" if r.get("possible") else "race"
    classes = [kind] + [k for k in ("suppressed", "baseline") if r.get(k)]
    first, second = r.get("first", {}), r.get("second", {})
    parts = ['<section class="finding %s" id="%s" data-fingerprint="%s">'
             % (" ".join(classes), fid, _e(r.get("fingerprint", "")))]
    tags = "".join(' <span class="tag">%s</span>' % t for t in ("suppressed", "baseline") if r.get(t))
    parts.append("<h3>%s%s</h3>" % (_e(r.get("message", "")), tags))
    parts.append('<p class="where">%s:%s:%s: %s of <code>%s</code>; %s:%s:%s: %s of <code>%s</code> '
                 "(in '%s', <code>#pragma omp %s</code> at line %s)</p>"
                 % (_e(fname), first.get("line"), first.get("col"), _e(first.get("mode", "")),
                    _e(first.get("text", "")), _e(fname), second.get("line"), second.get("col"),
                    _e(second.get("mode", "")), _e(second.get("text", "")), _e(c.get("function", "")),
                    _e(c.get("kind", "")), c.get("line")))
    parts.append(_excerpt(lines, c.get("line", 0), [(first, "first"), (second, "second")]))
    w = r.get("witness", {})
    parts.append('<p class="witness">witness: %s <b>vs</b> %s%s</p>'
                 % (_e(w.get("iteration1", "")), _e(w.get("iteration2", "")),
                    (" when " + _e(w["when"])) if w.get("when") else ""))
    vals = w.get("values", [])
    if vals:
        rows = "".join("<tr><td>%s</td><td>%s</td><td>%s</td><td>%s</td></tr>"
                       % (_e(v.get("name")), _e(v.get("copy")), _e(v.get("value")), _e(v.get("kind")))
                       for v in vals)
        parts.append('<table class="values"><tr><th>symbol</th><th>copy</th><th>value</th>'
                     "<th>kind</th></tr>%s</table>" % rows)
    if r.get("possible"):
        parts.append("<p>possible: needs %s (%s)</p>" % (_e(r.get("needs") or "untracked values"),
                                                        _e(r.get("why", ""))))
    if r.get("fix"):
        parts.append("<p>fix: insert <code>%s</code> at line %s, column %s</p>"
                     % (_e(r["fix"].get("insert", "").strip()), r["fix"].get("line"), r["fix"].get("col")))
    if c.get("assumptions"):
        parts.append("<p>assuming:</p><ul>%s</ul>"
                     % "".join("<li>%s</li>" % _e(a) for a in c["assumptions"]))
    if r.get("suppressed"):
        parts.append("<p>suppressed by %s</p>" % _e(r.get("suppression", "NOLINT")))
    parts.append("</section>")
    return "\n".join(parts)


def _na_section(fid, c, lines, fname):
    classes = ["not-analyzed"] + [k for k in ("suppressed", "baseline") if c.get(k)]
    return "\n".join([
        '<section class="finding %s" id="%s" data-fingerprint="%s">'
        % (" ".join(classes), fid, _e(c.get("fingerprint", ""))),
        "<h3>not analyzed: %s</h3>" % _e(c.get("reason", "")),
        '<p class="where">%s:%s:%s (in \'%s\', <code>%s</code>)</p>'
        % (_e(fname), c.get("line"), c.get("col"), _e(c.get("function", "")), _e(c.get("kind", ""))),
        _excerpt(lines, c.get("line", 0), []),
        ("<p>suppressed by %s</p>" % _e(c.get("suppression", "NOLINT"))) if c.get("suppressed") else "",
        "</section>"])


def render(jobs, doc):
    """The page for the merged JSON document doc of jobs (a string)."""
    texts = _read_sources(jobs)
    s = doc["summary"]
    index_rows, bodies, fid = [], [], 0
    by_job = {id(j.report): j for j in jobs if j.report is not None}
    for k, tu in enumerate(doc["translation_units"]):
        job = by_job.get(id(tu))
        name = tu.get("file", "")
        counts = {"race": 0, "possible-race": 0, "not-analyzed": 0, "race-free": 0,
                  "suppressed": 0, "baseline": 0}
        sections, clean = [], []
        for c in tu.get("constructs", []):
            fname = c.get("file", name)
            lines = _source_lines(texts, job, fname) if job else None
            v = c.get("verdict")
            key = "suppressed" if c.get("suppressed") else "baseline" if c.get("baseline") else v
            counts[key] = counts.get(key, 0) + 1
            if v in ("race", "possible-race"):
                for r in c.get("races", []):
                    fid += 1
                    sections.append(_race_section("f%d" % fid, c, r, lines, fname))
            elif v == "not-analyzed":
                fid += 1
                sections.append(_na_section("f%d" % fid, c, lines, fname))
            else:
                clean.append("<li>%s:%s <code>%s</code> in '%s': race-free (%s pairs)%s</li>"
                             % (_e(fname), c.get("line"), _e(c.get("kind", "")), _e(c.get("function", "")),
                                c.get("pairs_checked", 0),
                                ("; assuming " + _e("; ".join(c["assumptions"]))) if c.get("assumptions") else ""))
        index_rows.append('<tr><td><a href="#file%d">%s</a></td>%s</tr>'
                          % (k, _e(name), "".join("<td>%d</td>" % counts[x] for x in
                                                  ("race", "possible-race", "not-analyzed", "race-free",
                                                   "suppressed", "baseline"))))
        bodies.append('<h2 id="file%d">%s</h2>\n%s%s' % (
            k, _e(name), "\n".join(sections) or "<p>no findings</p>",
            ("<p>proved race-free:</p><ul>%s</ul>" % "".join(clean)) if clean else ""))
    for f in doc.get("failures", []):
        index_rows.append('<tr class="failure"><td>%s</td><td colspan="6">not analyzed: %s</td></tr>'
                          % (_e(f.get("file", "")), _e(f.get("reason", ""))))
    filters = " ".join('<label><input type="checkbox" checked data-kind="%s"> %s</label>' % (k, t)
                       for k, t in _KINDS)
    summary = ("%d file(s), %d construct(s): %d race, %d possible race, %d race-free, "
               "%d not analyzed, %d suppressed, %d in the baseline; verdict <b>%s</b>"
               % (s["files"], s["constructs"], s["race"], s.get("possible_race", 0), s["race_free"],
                  s["not_analyzed"], s.get("suppressed", 0), s.get("baseline", 0), _e(s["verdict"])))
    return """<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>drsat report</title>
<style>%s</style></head>
<body>
<h1>drsat %s: data races in OpenMP code</h1>
<p id="summary">%s</p>
<table class="index"><tr><th>file</th><th>race</th><th>possible race</th><th>not analyzed</th>
<th>race-free</th><th>suppressed</th><th>baseline</th></tr>
%s
</table>
<p>show: %s</p>
%s
<script>%s</script>
</body></html>
""" % (_STYLE, _e(doc.get("version", "")), summary, "\n".join(index_rows), filters,
       "\n".join(bodies), _SCRIPT)
