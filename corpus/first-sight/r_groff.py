"""groff -ms + tbl source (Latin-1 statements only)."""

LINE_CM = 18.0


def g(s):
    """Escape text for troff."""
    s = s.replace("\\", "\\e").replace("\u00a0", "\\~").replace("@", "\\(at")
    s = s.replace("'", "\\(aq").replace("`", "\\(ga")
    if s[:1] in (".", "'"):
        s = "\\&" + s
    return s


def cell(lines, bold=False, wrap=False):
    txt = [g(x) for x in lines if x != ""] or [""]
    if bold:
        txt = ["\\fB%s\\fP" % t if t else t for t in txt]
    if wrap:
        return "T{\n" + "\n.br\n".join(txt) + "\nT}"
    if len(txt) > 1:
        return "T{\n" + "\n.br\n".join(txt) + "\nT}"
    return txt[0]


def table(cols, head, rows, grid, keys=None):
    opts = "tab(@)"
    if grid == "grid":
        opts += " allbox"
    elif grid in ("rules", "zebra"):
        opts += " box"
    out = [".TS H" if head else ".TS", opts + ";"]
    spec = []
    for i, c in enumerate(cols):
        a = c["align"]
        is_desc = keys is not None and keys[i] == "desc"
        w = "w(%.1fc)" % (LINE_CM * 0.8 * c["w"]) if is_desc or keys is None else ""
        spec.append(a + w)
    for _ in head:
        out.append(" ".join(s[0] + "b" + s[1:] for s in spec))
    out.append(" ".join(spec) + ".")
    for h in head:
        out.append("@".join(g(x) for x in h))
    if head:
        out.append("_")
        out.append(".TH")
    for r in rows:
        bold = r.get("kind") in ("open", "close", "bf", "cf", "total")
        cells = []
        for i, c in enumerate(r["cells"]):
            is_desc = keys is not None and keys[i] == "desc"
            cells.append(cell(c, bold, wrap=is_desc))
        out.append("@".join(cells))
    out.append(".TE")
    return "\n".join(out)


def render_groff(doc, rng):
    fam = rng.choice(["H", "T", "N", "P"])
    fs = doc["fontSize"]
    n = len(doc["pages"])
    word_page, word_of = doc["pageword"]
    src = [".\\\" first-sight statement", ".nr PS %sp" % fs, ".nr VS %sp" % (fs + 2), ".nr LL %.1fc" % LINE_CM,
           ".nr PO 1.5c", ".nr HM 1.6c", ".nr FM 1.8c", ".nr PD 0.3v", ".fam " + fam, ".nh",
           ".ds LH " + g(doc["pages"][0]["header"]), ".ds CH", ".ds RH",
           ".ds CF " + g(word_page) + " % " + g(word_of) + " %d" % n, ".ds LF", ".ds RF", ".LP"]
    for i, page in enumerate(doc["pages"]):
        if i:
            src.append(".bp")
        for b in page["blocks"]:
            t = b["t"]
            if t == "title":
                src += [".LP", "\\s+6\\fB%s\\fP\\s0" % g(b["text"]), ".sp 0.3"]
            elif t == "h":
                src += [".SH", g(b["text"]), ".LP"]
            elif t == "lines":
                src.append(".LP")
                if b["align"] == "right":
                    src.append(".ad r")
                for line in b["lines"]:
                    src += [g(line), ".br"]
                if b["align"] == "right":
                    src.append(".ad l")
            elif t == "para":
                src += [".LP", "\\s-1" + g(b["text"]) + "\\s0"]
            elif t == "kv":
                pairs = b["pairs"]
                if b["style"] == "inline":
                    src += [".LP", "\\0\\0\\0".join("%s: \\fB%s\\fP" % (g(k), g(v)) for k, v in pairs)]
                elif b["style"] == "under":
                    cols = [{"align": "l", "w": 1.0 / len(pairs)}] * len(pairs)
                    src += [".sp 0.3", table(cols, [[k for k, _ in pairs]], [{"cells": [[v] for _, v in pairs]}], "none")]
                else:
                    src += [".sp 0.3", table([{"align": "l", "w": 0.5}, {"align": "r", "w": 0.3}], [],
                                             [{"cells": [[k], [v]]} for k, v in pairs], "none")]
            elif t == "table":
                src += [".sp 0.3", table(b["cols"], b["head"], b["rows"], doc["grid"], b.get("keys"))]
    return "\n".join(src) + "\n", fam
