"""check_html.py PAGE [KEY=VALUE]...: reads a drsat HTML report (or the DOM a
headless browser dumped from it) and checks what a reader must find: one
section.finding per finding, each race's two accesses marked in the source
(mark.first / mark.second with the access text), its witness and the index
rows.  KEY=VALUE compares: findings=N (sections), races=N, notanalyzed=N,
loaded=N (body[data-findings], set by the page's script in a browser),
first=TEXT / second=TEXT (the marks of the first race), witness=TEXT (a
substring of the first race's witness line), files=N (index rows)."""
import html.parser
import sys


class Page(html.parser.HTMLParser):
    def __init__(self):
        super().__init__()
        self.sections = []      # [classes, {"first": text, "second": text, "witness": text}]
        self.loaded = None
        self.index_rows = 0
        self.stack = []         # open elements: (tag, classes)
        self.capture = None     # key of the text being collected

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        cls = (a.get("class") or "").split()
        if tag == "body" and "data-findings" in a:
            self.loaded = a["data-findings"]
        if tag == "section" and "finding" in cls:
            self.sections.append([cls, {}])
        if tag == "tr" and self.stack and any(t == "table" and "index" in c for t, c in self.stack):
            self.index_rows += 1
        if self.sections and tag == "mark":
            self.capture = "first" if "first" in cls else "second"
        if self.sections and tag == "p" and "witness" in cls:
            self.capture = "witness"
        if tag not in ("meta", "input", "br"):
            self.stack.append((tag, cls))

    def handle_endtag(self, tag):
        while self.stack:
            t, _ = self.stack.pop()
            if t == tag:
                break
        if tag in ("mark", "p"):
            self.capture = None

    def handle_data(self, data):
        if self.capture and self.sections:
            d = self.sections[-1][1]
            d[self.capture] = d.get(self.capture, "") + data


page = Page()
page.feed(open(sys.argv[1], encoding="utf-8").read())
races = [s for s in page.sections if "race" in s[0] or "possible-race" in s[0]]
got = {"findings": len(page.sections), "races": len(races),
       "notanalyzed": sum(1 for s in page.sections if "not-analyzed" in s[0]),
       "loaded": page.loaded, "files": page.index_rows - 1,
       "first": races[0][1].get("first") if races else None,
       "second": races[0][1].get("second") if races else None}
for s in races:
    if not s[1].get("first") or not s[1].get("second"):
        sys.exit("check_html.py: a race without both accesses marked: %r" % s)
bad = []
for arg in sys.argv[2:]:
    key, want = arg.split("=", 1)
    if key == "witness":
        if not races or want not in races[0][1].get("witness", ""):
            bad.append("witness %r not in %r" % (want, races[0][1].get("witness") if races else None))
    elif str(got[key]) != want:
        bad.append("%s is %r, expected %s" % (key, got[key], want))
if bad:
    sys.exit("check_html.py: " + "; ".join(bad))
print("check_html.py: ok (%d findings)" % len(page.sections))
