"""HTML for the Chromium renderer (own markup and CSS)."""
import html

FONTS = {
    "Latn": ["DejaVu Sans", "Noto Sans", "Nimbus Sans", "Nimbus Roman", "DejaVu Serif",
             "Nimbus Sans Narrow"],
    "Cyrl": ["DejaVu Sans", "Noto Sans", "DejaVu Serif", "Noto Serif"],
    "Grek": ["DejaVu Sans", "Noto Sans", "Noto Serif"],
    "Arab": ["Noto Naskh Arabic", "Noto Sans Arabic", "Noto Kufi Arabic"],
    "Hebr": ["Noto Sans Hebrew", "Noto Serif Hebrew"],
    "Hans": ["Noto Sans CJK SC", "Noto Serif CJK SC"],
    "Jpan": ["Noto Sans CJK JP", "Noto Serif CJK JP"],
    "Kore": ["Noto Sans CJK KR", "Noto Serif CJK KR"],
    "Deva": ["Noto Sans Devanagari", "Noto Serif Devanagari"],
    "Thai": ["Noto Sans Thai", "Noto Serif Thai", "Noto Looped Thai"],
}

NUMERIC = {"d1", "d2", "amt", "debit", "credit", "bal", "mark", "ccy"}


def esc(s):
    return html.escape(s, quote=False)


def cell_html(lines, numeric):
    inner = "<br>".join(esc(x) for x in lines)
    return '<span dir="ltr">%s</span>' % inner if numeric and inner else inner


def table_html(b, grid):
    keys = b.get("keys") or [""] * len(b["cols"])
    out = ['<table class="t g-%s"><colgroup>' % grid]
    for c in b["cols"]:
        out.append('<col style="width:%.2f%%">' % (c["w"] * 100))
    out.append("</colgroup>")
    if b["head"]:
        out.append("<thead>")
        for hr in b["head"]:
            out.append("<tr>" + "".join('<th class="a%s">%s</th>' % (c["align"], esc(h))
                                        for c, h in zip(b["cols"], hr)) + "</tr>")
        out.append("</thead>")
    out.append("<tbody>")
    for r in b["rows"]:
        cls = "k-" + r["kind"]
        tds = []
        for c, k, cell in zip(b["cols"], keys, r["cells"]):
            num = k in NUMERIC and not (k in ("d1", "d2") and any(ch.isalpha() for ch in "".join(cell)))
            tds.append('<td class="a%s">%s</td>' % (c["align"], cell_html(cell, num)))
        out.append('<tr class="%s">%s</tr>' % (cls, "".join(tds)))
    out.append("</tbody></table>")
    return "".join(out)


def kv_html(b):
    pairs = b["pairs"]
    if b["style"] == "inline":
        return '<p class="kvi">' + " &nbsp;&nbsp; ".join(
            '%s: <b><span dir="ltr">%s</span></b>' % (esc(k), esc(v)) for k, v in pairs) + "</p>"
    if b["style"] == "under":
        return ('<table class="kvu"><tr>' + "".join("<th>%s</th>" % esc(k) for k, _ in pairs) +
                "</tr><tr>" + "".join('<td><span dir="ltr">%s</span></td>' % esc(v) for _, v in pairs) +
                "</tr></table>")
    return ('<table class="kvb">' + "".join(
        '<tr><td>%s</td><td class="ar"><span dir="ltr">%s</span></td></tr>' % (esc(k), esc(v))
        for k, v in pairs) + "</table>")


def block_html(b, grid):
    t = b["t"]
    if t == "title":
        return '<div class="title">%s</div>' % esc(b["text"])
    if t == "h":
        return "<h2>%s</h2>" % esc(b["text"])
    if t == "lines":
        return '<div class="lines" style="text-align:%s">%s</div>' % (
            "end" if b["align"] == "right" else "start", "<br>".join(esc(x) for x in b["lines"]))
    if t == "kv":
        return kv_html(b)
    if t == "para":
        return '<p class="small">%s</p>' % esc(b["text"])
    if t == "table":
        return table_html(b, grid)
    return ""


CSS = """
@page { size: A4; margin: 11mm 12mm; }
html, body { margin:0; padding:0; }
body { font-family: '%(font)s', 'Noto Sans', sans-serif; font-size: %(fs)spt; line-height: 1.22; color:#111; }
.page { position: relative; height: 272mm; page-break-after: always; break-after: page; }
.page:last-child { page-break-after: auto; break-after: auto; }
.rh { font-size: 0.8em; color:#555; border-bottom: 0.5pt solid #999; margin-bottom: 3mm; padding-bottom: 1mm; }
.rf { position: absolute; bottom: 0; left:0; right:0; font-size: 0.8em; color:#555; border-top: 0.5pt solid #999; padding-top:1mm; }
.title { font-size: 1.7em; font-weight: bold; margin: 1mm 0 2mm; color: %(accent)s; }
h2 { font-size: 1.15em; margin: 3mm 0 1.5mm; color: %(accent)s; }
.lines { margin-bottom: 2mm; }
table { border-collapse: collapse; }
table.t { width: 100%%; table-layout: fixed; margin-bottom: 2mm; }
table.t th { font-weight: bold; vertical-align: bottom; padding: 0.6mm 1mm; background: %(headbg)s; }
table.t td { vertical-align: top; padding: 0.6mm 1mm; overflow-wrap: anywhere; }
.al { text-align: start; } .ar { text-align: end; } .ac { text-align: center; }
td.ar, td.ac, td.al span[dir] { white-space: nowrap; }
table.g-rules tr td, table.g-rules th { border-bottom: 0.4pt solid #bbb; }
table.g-grid td, table.g-grid th { border: 0.4pt solid #777; }
table.g-zebra tbody tr:nth-child(even) { background: #eee; }
tr.k-open td, tr.k-close td, tr.k-bf td, tr.k-cf td, tr.k-total td { font-weight: bold; font-style: italic; }
table.kvb td { padding: 0.3mm 3mm 0.3mm 0; }
table.kvu th, table.kvu td { padding: 0.5mm 3mm 0.5mm 0; text-align: start; }
table.kvu th { font-weight: normal; color:#444; }
.kvi { margin: 1mm 0 2mm; }
.small { font-size: 0.85em; color:#333; }
"""


def render_html(doc, rng):
    font = rng.choice(FONTS.get(doc["script"], FONTS["Latn"]))
    accent = rng.choice(["#003366", "#7a0019", "#1b5e20", "#222222", "#4a148c"])
    headbg = rng.choice(["#dde4ee", "transparent", "#eeeeee", "#f3e9d2"])
    css = CSS % {"font": font, "fs": doc["fontSize"], "accent": accent, "headbg": headbg}
    parts = ['<!DOCTYPE html><html lang="%s" dir="%s"><head><meta charset="utf-8"><style>%s</style>'
             '</head><body>' % (doc["lang"], "rtl" if doc["rtl"] else "ltr", css)]
    for p in doc["pages"]:
        parts.append('<div class="page"><div class="rh">%s</div>' % esc(p["header"]))
        for b in p["blocks"]:
            parts.append(block_html(b, doc["grid"]))
        parts.append('<div class="rf">%s</div></div>' % esc(p["footer"]))
    parts.append("</body></html>")
    return "".join(parts), font
