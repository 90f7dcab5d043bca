"""Helpers for the office-tool blind families: money formats, a small Flat-ODF text writer,
LibreOffice / groff rendering, scan degradation and truth records."""
import datetime as dt
import json
import os
import random
import subprocess
import tempfile
from decimal import Decimal
from xml.sax.saxutils import escape as _esc

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "out")
BUILD = os.path.join(HERE, "build")
LO_PROFILE = "file:///tmp/lo-blind2-office"


def money(cents):
    """Truth money string: signed, exactly two decimals."""
    return f"{Decimal(cents) / 100:.2f}"


def grouped(cents, thousands=",", decimal="."):
    """Absolute value with thousands grouping, e.g. 123456 -> '1,234.56'."""
    units, frac = divmod(abs(cents), 100)
    digits = str(units)
    groups = []
    while len(digits) > 3:
        groups.insert(0, digits[-3:])
        digits = digits[:-3]
    groups.insert(0, digits)
    return f"{thousands.join(groups)}{decimal}{frac:02d}"


def last_day(y, m):
    nxt = dt.date(y + (m == 12), m % 12 + 1, 1)
    return nxt - dt.timedelta(days=1)


def sorted_dates(rng, start, end, n):
    span = (end - start).days
    return sorted(start + dt.timedelta(days=rng.randint(0, span)) for _ in range(n))


def record(t_date, description, amount, balance=None, **extra):
    r = {"date": t_date.isoformat(), "description": " ".join(description.split()),
         "amount": money(amount), "balance": None if balance is None else money(balance)}
    for k, v in extra.items():
        if v is not None:
            r[k] = v.isoformat() if isinstance(v, dt.date) else v
    return r


def truth(family, tool, bank, country, language, doc_type, currency, last4, start, end, opening, closing,
          txns, notes, **extra):
    t = {"family": family, "tool": tool, "kind": "TEXT_BASED", "hasTextLayer": True, "password": None,
         "bank": bank, "country": country, "language": language, "documentType": doc_type,
         "currency": currency, "accountLast4": last4,
         "statementPeriod": f"{end.year:04d}-{end.month:02d}",
         "periodStart": start.isoformat(), "periodEnd": end.isoformat(),
         "openingBalance": money(opening), "closingBalance": money(closing), "pages": None}
    t.update(extra)
    t["notes"] = notes
    t["transactions"] = txns
    return t


def page_count(pdf):
    info = subprocess.run(["pdfinfo", pdf], capture_output=True, text=True, check=True).stdout
    return int(next(l.split()[1] for l in info.splitlines() if l.startswith("Pages:")))


def write_truth(t, pdf):
    t["pages"] = page_count(pdf)
    with open(pdf[:-4] + ".truth.json", "w", encoding="utf-8") as fh:
        json.dump(t, fh, indent=1, ensure_ascii=False)
        fh.write("\n")


# ------------------------------------------------------------------ Flat ODF writer

def x(s):
    return _esc(str(s))


class Fodt:
    """A Flat ODF text document built from named paragraph styles and fixed-width tables.
    Paragraph text may contain '\\n' (line break); spans: list of (text, style) pairs."""

    def __init__(self, font="Liberation Sans", size=8.5, page=(21.0, 29.7), margin=(1.3, 1.5, 1.2, 1.5),
                 lang=("en", "GB")):
        self.font, self.size, self.page, self.margin, self.lang = font, size, page, margin, lang
        self.auto, self.body, self.pstyles, self.cstyles, self.colstyles = [], [], {}, {}, {}
        self.header_xml = self.footer_xml = ""
        self.n = 0

    def _new(self, prefix):
        self.n += 1
        return f"{prefix}{self.n}"

    def pstyle(self, size=None, bold=False, align="start", color=None, italic=False, before=0, after=0,
               brk=False, font=None, bg=None):
        key = (size, bold, align, color, italic, before, after, brk, font, bg)
        if key not in self.pstyles:
            name = self._new("P")
            pp = f'fo:text-align="{align}" fo:margin-top="{before}cm" fo:margin-bottom="{after}cm"'
            if brk:
                pp += ' fo:break-before="page"'
            if bg:
                pp += f' fo:background-color="{bg}"'
            tp = f'style:font-name="{font or self.font}" fo:font-size="{size or self.size}pt"'
            if bold:
                tp += ' fo:font-weight="bold"'
            if italic:
                tp += ' fo:font-style="italic"'
            if color:
                tp += f' fo:color="{color}"'
            self.auto.append(f'<style:style style:name="{name}" style:family="paragraph">'
                             f'<style:paragraph-properties {pp}/><style:text-properties {tp}/></style:style>')
            self.pstyles[key] = name
        return self.pstyles[key]

    def cstyle(self, bg=None, top=None, bottom=None, left=None, right=None, pad=0.04):
        key = (bg, top, bottom, left, right, pad)
        if key not in self.cstyles:
            name = self._new("C")
            pp = f'fo:padding="{pad}cm" style:vertical-align="top"'
            if bg:
                pp += f' fo:background-color="{bg}"'
            for side, spec in (("top", top), ("bottom", bottom), ("left", left), ("right", right)):
                pp += f' fo:border-{side}="{spec or "none"}"'
            self.auto.append(f'<style:style style:name="{name}" style:family="table-cell">'
                             f'<style:table-cell-properties {pp}/></style:style>')
            self.cstyles[key] = name
        return self.cstyles[key]

    def _col(self, w):
        if w not in self.colstyles:
            name = self._new("K")
            self.auto.append(f'<style:style style:name="{name}" style:family="table-column">'
                             f'<style:table-column-properties style:column-width="{w}cm"/></style:style>')
            self.colstyles[w] = name
        return self.colstyles[w]

    def text(self, content):
        if isinstance(content, list):
            out = []
            for part, sty in content:
                out.append(f'<text:span text:style-name="{self.span(**sty)}">{self.text(part)}</text:span>'
                           if sty else self.text(part))
            return "".join(out)
        lines = str(content).split("\n")
        enc = []
        for line in lines:
            # keep runs of spaces as text:s so column-like padding survives
            buf, i = [], 0
            while i < len(line):
                if line[i] == " " and i + 1 < len(line) and line[i + 1] == " ":
                    j = i
                    while j < len(line) and line[j] == " ":
                        j += 1
                    buf.append(f' <text:s text:c="{j - i - 1}"/>')
                    i = j
                else:
                    buf.append(x(line[i]))
                    i += 1
            enc.append("".join(buf))
        return "<text:line-break/>".join(enc)

    def span(self, size=None, bold=False, color=None):
        key = ("span", size, bold, color)
        if key not in self.pstyles:
            name = self._new("S")
            tp = ""
            if size:
                tp += f' fo:font-size="{size}pt"'
            if bold:
                tp += ' fo:font-weight="bold"'
            if color:
                tp += f' fo:color="{color}"'
            self.auto.append(f'<style:style style:name="{name}" style:family="text">'
                             f'<style:text-properties{tp}/></style:style>')
            self.pstyles[key] = name
        return self.pstyles[key]

    def para(self, content, **style):
        return f'<text:p text:style-name="{self.pstyle(**style)}">{self.text(content)}</text:p>'

    def p(self, content, **style):
        self.body.append(self.para(content, **style))

    def table(self, widths, rows, header_rows=None, brk=False, before=0.0, after=0.0):
        """rows: list of rows; a row is a list of cells; cell = str or dict(t, p={para style}, c={cell style},
        span=n). header_rows repeat on each page the table spans."""
        name = self._new("Tab")
        extra = ' fo:break-before="page"' if brk else ""
        self.auto.append(f'<style:style style:name="{name}" style:family="table"><style:table-properties '
                         f'style:width="{sum(widths):.3f}cm" table:align="left" fo:margin-top="{before}cm" '
                         f'fo:margin-bottom="{after}cm"{extra}/></style:style>')
        xml = [f'<table:table table:name="{name}" table:style-name="{name}">']
        xml += [f'<table:table-column table:style-name="{self._col(w)}"/>' for w in widths]
        if header_rows:
            xml.append("<table:table-header-rows>")
            xml += [self._row(r, len(widths)) for r in header_rows]
            xml.append("</table:table-header-rows>")
        xml += [self._row(r, len(widths)) for r in rows]
        xml.append("</table:table>")
        self.body.append("".join(xml))

    def _row(self, cells, ncols):
        out, used = ["<table:table-row>"], 0
        for cell in cells:
            if not isinstance(cell, dict):
                cell = {"t": cell}
            span = cell.get("span", 1)
            attr = f' table:number-columns-spanned="{span}"' if span > 1 else ""
            out.append(f'<table:table-cell table:style-name="{self.cstyle(**cell.get("c", {}))}" '
                       f'office:value-type="string"{attr}>')
            t = cell.get("t", "")
            for part in (t if isinstance(t, list) and t and isinstance(t[0], str) and cell.get("paras") else [t]):
                out.append(self.para(part, **cell.get("p", {})))
            out.append("</table:table-cell>" + "<table:covered-table-cell/>" * (span - 1))
            used += span
        while used < ncols:
            out.append(f'<table:table-cell table:style-name="{self.cstyle()}"><text:p/></table:table-cell>')
            used += 1
        out.append("</table:table-row>")
        return "".join(out)

    PAGE = '<text:page-number text:select-page="current">1</text:page-number>'
    PAGES = '<text:page-count>1</text:page-count>'

    def set_footer(self, xml):
        self.footer_xml = xml

    def set_header(self, xml):
        self.header_xml = xml

    def save(self, path):
        w, h = self.page
        t, r, b, l = self.margin
        hf = ""
        if self.header_xml:
            hf += ('<style:header-style><style:header-footer-properties fo:min-height="0.6cm" '
                   'fo:margin-bottom="0.25cm"/></style:header-style>')
        if self.footer_xml:
            hf += ('<style:footer-style><style:header-footer-properties fo:min-height="0.6cm" '
                   'fo:margin-top="0.25cm"/></style:footer-style>')
        layout = (f'<style:page-layout style:name="PL"><style:page-layout-properties fo:page-width="{w}cm" '
                  f'fo:page-height="{h}cm" fo:margin-top="{t}cm" fo:margin-right="{r}cm" '
                  f'fo:margin-bottom="{b}cm" fo:margin-left="{l}cm"/>{hf}</style:page-layout>')
        master = '<style:master-page style:name="Standard" style:page-layout-name="PL">'
        if self.header_xml:
            master += f"<style:header>{self.header_xml}</style:header>"
        if self.footer_xml:
            master += f"<style:footer>{self.footer_xml}</style:footer>"
        master += "</style:master-page>"
        fonts = {self.font, "Liberation Sans", "Liberation Serif", "Liberation Mono", "DejaVu Sans"}
        ns = " ".join(f'xmlns:{k}="urn:oasis:names:tc:opendocument:xmlns:{v}"' for k, v in (
            ("office", "office:1.0"), ("style", "style:1.0"), ("text", "text:1.0"), ("table", "table:1.0"),
            ("fo", "xsl-fo-compatible:1.0"), ("svg", "svg-compatible:1.0")))
        doc = ('<?xml version="1.0" encoding="UTF-8"?>\n'
               f'<office:document {ns} office:version="1.3" '
               'office:mimetype="application/vnd.oasis.opendocument.text">'
               '<office:font-face-decls>' + "".join(
                   f'<style:font-face style:name="{f}" svg:font-family="&apos;{f}&apos;"/>' for f in sorted(fonts)) +
               '</office:font-face-decls><office:styles><style:default-style style:family="paragraph">'
               '<style:paragraph-properties fo:orphans="2" fo:widows="2"/>'
               f'<style:text-properties style:font-name="{self.font}" fo:font-size="{self.size}pt" '
               f'fo:language="{self.lang[0]}" fo:country="{self.lang[1]}" fo:hyphenate="false"/>'
               '</style:default-style></office:styles>'
               f'<office:automatic-styles>{layout}{"".join(self.auto)}</office:automatic-styles>'
               f'<office:master-styles>{master}</office:master-styles>'
               f'<office:body><office:text>{"".join(self.body)}</office:text></office:body></office:document>')
        with open(path, "w", encoding="utf-8") as fh:
            fh.write(doc)


def soffice_pdf(src, outdir):
    """Convert one document with LibreOffice (one process at a time: the machine is shared)."""
    os.makedirs(outdir, exist_ok=True)
    subprocess.run(["soffice", f"-env:UserInstallation={LO_PROFILE}", "--headless", "--norestore",
                    "--convert-to", "pdf", "--outdir", outdir, src],
                   check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=600)
    return os.path.join(outdir, os.path.splitext(os.path.basename(src))[0] + ".pdf")


def groff_pdf(src, pdf):
    """groff -t (tbl) -ms -> PostScript -> ps2pdf."""
    ps = pdf[:-4] + ".ps"
    with open(ps, "wb") as fh:
        subprocess.run(["groff", "-t", "-ms", "-Kutf8", "-Tps", "-dpaper=a4", "-P-pa4", src], stdout=fh, check=True)
    subprocess.run(["ps2pdf", "-sPAPERSIZE=a4", ps, pdf], check=True)
    os.remove(ps)


# ------------------------------------------------------------------ scans

def scan(pdf, out_pdf, seed):
    """Rasterise in greyscale, rotate a little, blur, add noise, JPEG, wrap into an image-only PDF."""
    from PIL import Image, ImageFilter
    import img2pdf
    rng = random.Random(seed)
    tmp = tempfile.mkdtemp(prefix="b2scan-")
    dpi = rng.choice([200, 216, 240])
    subprocess.run(["pdftoppm", "-r", str(dpi), "-gray", "-png", pdf, os.path.join(tmp, "pg")], check=True)
    jpgs = []
    for i, name in enumerate(sorted(f for f in os.listdir(tmp) if f.endswith(".png"))):
        im = Image.open(os.path.join(tmp, name)).convert("L")
        angle = rng.uniform(0.3, 1.2) * rng.choice((-1, 1))
        im = im.rotate(angle, resample=Image.BICUBIC, expand=True, fillcolor=rng.randint(228, 248))
        im = im.filter(ImageFilter.GaussianBlur(rng.uniform(0.45, 0.9)))
        noise = Image.effect_noise(im.size, rng.uniform(28, 45)).convert("L")
        im = Image.blend(im, noise, rng.uniform(0.04, 0.08))
        jp = os.path.join(tmp, f"p{i:02d}.jpg")
        im.save(jp, "JPEG", quality=rng.randint(70, 85), dpi=(dpi, dpi))
        jpgs.append(jp)
    with open(out_pdf, "wb") as fh:
        fh.write(img2pdf.convert(jpgs))
    for f in os.listdir(tmp):
        os.remove(os.path.join(tmp, f))
    os.rmdir(tmp)
