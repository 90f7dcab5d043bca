"""Flat ODF text documents (.fodt) for the LibreOffice renderer (own markup)."""
from xml.sax.saxutils import escape

from r_html import FONTS

NS = ('xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
      'xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" '
      'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" '
      'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" '
      'xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" '
      'xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"')

WIDTH_CM = 18.4
ALIGN = {"l": "start", "r": "end", "c": "center"}


def x(s):
    s = escape(s)
    # keep runs of spaces
    while "  " in s:
        s = s.replace("  ", " <text:s/>")
    return s


class Fodt:
    def __init__(self, doc, rng):
        self.doc, self.rng = doc, rng
        self.font = rng.choice(FONTS.get(doc["script"], FONTS["Latn"]))
        self.auto = []
        self.body = []
        self.ntab = 0
        self.wm = "rl-tb" if doc["rtl"] else "lr-tb"

    def pstyle(self, name, align="start", bold=False, size=None, italic=False, brk=False, color=None):
        tp = []
        if bold:
            tp.append('fo:font-weight="bold" style:font-weight-asian="bold" style:font-weight-complex="bold"')
        if italic:
            tp.append('fo:font-style="italic"')
        if size:
            tp.append('fo:font-size="%spt" style:font-size-asian="%spt" style:font-size-complex="%spt"' % (size, size, size))
        if color:
            tp.append('fo:color="%s"' % color)
        self.auto.append(
            '<style:style style:name="%s" style:family="paragraph"><style:paragraph-properties '
            'fo:text-align="%s" style:writing-mode="%s"%s fo:margin-top="0cm" fo:margin-bottom="0cm"/>'
            '<style:text-properties %s/></style:style>'
            % (name, align, self.wm, ' fo:break-before="page"' if brk else "", " ".join(tp)))

    def p(self, style, text):
        self.body.append('<text:p text:style-name="%s">%s</text:p>' % (style, x(text)))

    def table(self, cols, rows, head, grid, kinds=None):
        self.ntab += 1
        tn = "T%d" % self.ntab
        self.auto.append('<style:style style:name="%s" style:family="table"><style:table-properties '
                         'style:width="%.2fcm" table:align="margins" style:writing-mode="%s" '
                         'fo:margin-bottom="0.2cm"/></style:style>' % (tn, WIDTH_CM, self.wm))
        out = ['<table:table table:name="%s" table:style-name="%s">' % (tn, tn)]
        for i, c in enumerate(cols):
            cs = "%s.C%d" % (tn, i)
            self.auto.append('<style:style style:name="%s" style:family="table-column"><style:table-column-properties '
                             'style:column-width="%.2fcm"/></style:style>' % (cs, WIDTH_CM * c["w"]))
            out.append('<table:table-column table:style-name="%s"/>' % cs)

        def row(cells, hdr, kind, zebra):
            r = ["<table:table-row>"]
            for c, cell in zip(cols, cells):
                cst = "CG" if grid == "grid" else ("CR" if grid == "rules" else ("CZ" if zebra else "CN"))
                if hdr:
                    cst = "CH"
                pst = "P%s%s" % (c["align"], "b" if (hdr or kind in ("open", "close", "bf", "cf", "total")) else "")
                r.append('<table:table-cell table:style-name="%s" office:value-type="string">' % cst)
                for line in (cell if isinstance(cell, list) else [cell]) or [""]:
                    r.append('<text:p text:style-name="%s">%s</text:p>' % (pst, x(line)))
                r.append("</table:table-cell>")
            r.append("</table:table-row>")
            return "".join(r)

        if head:
            out.append("<table:table-header-rows>")
            for h in head:
                out.append(row(h, True, None, False))
            out.append("</table:table-header-rows>")
        for i, (cells, kind) in enumerate(rows):
            out.append(row(cells, False, kind, i % 2 == 1))
        out.append("</table:table>")
        self.body.append("".join(out))

    def block(self, b):
        t = b["t"]
        if t == "title":
            self.p("PTitle", b["text"])
        elif t == "h":
            self.p("PHead", b["text"])
        elif t == "lines":
            for line in b["lines"]:
                self.p("Pr" if b["align"] == "right" else "Pl", line)
            self.p("Pl", "")
        elif t == "para":
            self.p("PSmall", b["text"])
        elif t == "kv":
            pairs = b["pairs"]
            if b["style"] == "inline":
                self.p("Pl", "   ".join("%s: %s" % (k, v) for k, v in pairs))
            elif b["style"] == "under":
                n = len(pairs)
                self.table([{"align": "l", "w": 1.0 / n}] * n, [([v for _, v in pairs], None)],
                           [[k for k, _ in pairs]], "none")
            else:
                self.table([{"align": "l", "w": 0.45}, {"align": "r", "w": 0.25}],
                           [([k, v], None) for k, v in pairs], [], "none")
        elif t == "table":
            self.table(b["cols"], [(r["cells"], r["kind"]) for r in b["rows"]], b["head"], self.doc["grid"])

    def render(self):
        doc, rng = self.doc, self.rng
        fs = doc["fontSize"]
        accent = rng.choice(["#003366", "#7a0019", "#1b5e20", "#222222"])
        for a in "lrc":
            self.pstyle("P" + a, ALIGN[a])
            self.pstyle("P%sb" % a, ALIGN[a], bold=True)
        self.pstyle("PTitle", bold=True, size=fs * 1.8, color=accent)
        self.pstyle("PHead", bold=True, size=fs * 1.2, color=accent)
        self.pstyle("PSmall", size=fs * 0.85)
        self.pstyle("PBreak", brk=True)
        self.pstyle("PHF", size=fs * 0.8, color="#555555")
        bd = "0.5pt solid #777777"
        for name, props in (("CN", ""), ("CG", 'fo:border="%s"' % bd), ("CR", 'fo:border-bottom="%s"' % bd),
                            ("CZ", 'fo:background-color="#eeeeee"'),
                            ("CH", 'fo:background-color="%s" fo:border-bottom="%s"' % (rng.choice(["#dde4ee", "#eeeeee", "#ffffff"]), bd))):
            self.auto.append('<style:style style:name="%s" style:family="table-cell"><style:table-cell-properties '
                             'fo:padding="0.05cm" %s/></style:style>' % (name, props))
        for i, page in enumerate(doc["pages"]):
            if i:
                self.p("PBreak", "")
            for b in page["blocks"]:
                self.block(b)
        lab_page, lab_of = doc["pageword"]
        lang = doc["lang"]
        head = x(doc["pages"][0]["header"])
        foot = '%s <text:page-number text:select-page="current"/> %s <text:page-count/>' % (x(lab_page), x(lab_of))
        font_decl = '<style:font-face style:name="F1" svg:font-family="&apos;%s&apos;"/>' % self.font
        tprops = ('style:font-name="F1" style:font-name-asian="F1" style:font-name-complex="F1" '
                  'fo:font-size="%spt" style:font-size-asian="%spt" style:font-size-complex="%spt" '
                  'fo:language="%s" style:language-asian="%s" style:language-complex="%s" fo:hyphenate="false"'
                  % (fs, fs, fs, lang, lang, lang))
        return ('<?xml version="1.0" encoding="UTF-8"?>\n<office:document %s office:version="1.2" '
                'office:mimetype="application/vnd.oasis.opendocument.text">'
                '<office:font-face-decls>%s</office:font-face-decls>'
                '<office:styles><style:default-style style:family="paragraph"><style:paragraph-properties '
                'style:writing-mode="%s"/><style:text-properties %s/></style:default-style></office:styles>'
                '<office:automatic-styles><style:page-layout style:name="pm1"><style:page-layout-properties '
                'fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="0.9cm" fo:margin-bottom="0.9cm" '
                'fo:margin-left="1.3cm" fo:margin-right="1.3cm" style:writing-mode="%s"/>'
                '<style:header-style><style:header-footer-properties fo:min-height="0.5cm" fo:margin-bottom="0.3cm"/></style:header-style>'
                '<style:footer-style><style:header-footer-properties fo:min-height="0.5cm" fo:margin-top="0.3cm"/></style:footer-style>'
                '</style:page-layout>%s</office:automatic-styles>'
                '<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="pm1">'
                '<style:header><text:p text:style-name="PHF">%s</text:p></style:header>'
                '<style:footer><text:p text:style-name="PHF">%s</text:p></style:footer></style:master-page>'
                '</office:master-styles><office:body><office:text>%s</office:text></office:body></office:document>'
                % (NS, font_decl, self.wm, tprops, self.wm, "".join(self.auto), head, foot, "".join(self.body)))


def render_fodt(doc, rng):
    f = Fodt(doc, rng)
    return f.render(), f.font
