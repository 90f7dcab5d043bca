"""Shared helpers: Flat ODF (.fodt) writer, number formats, LibreOffice rendering, scan degrading."""
import datetime as dt
import json
import os
import random
import subprocess
import tempfile
from decimal import Decimal
from xml.sax.saxutils import escape

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "out")
BUILD = os.path.join(HERE, "build")
PROFILE = "file:///tmp/lo-blind-libreoffice"

# ---------------------------------------------------------------- money / dates

def dec(cents):
    return Decimal(cents) / 100


def s2(cents):
    """truth string with 2 decimals, sign kept"""
    return f"{dec(cents):.2f}"


def _group(intpart, sep, indian=False):
    s = str(intpart)
    if indian and len(s) > 3:
        head, tail = s[:-3], s[-3:]
        parts = []
        while len(head) > 2:
            parts.insert(0, head[-2:])
            head = head[:-2]
        if head:
            parts.insert(0, head)
        return sep.join(parts + [tail])
    out = []
    while len(s) > 3:
        out.insert(0, s[-3:])
        s = s[:-3]
    out.insert(0, s)
    return sep.join(out)


def fmt(cents, style="en", sign=False):
    """Format absolute value (or signed if sign=True) in a local style.
    en: 1,234.56  de: 1.234,56  fr: 1 234,56  in: 1,23,456.78"""
    neg = cents < 0
    a = abs(cents)
    ip, fp = divmod(a, 100)
    if style == "en":
        s = f"{_group(ip, ',')}.{fp:02d}"
    elif style == "in":
        s = f"{_group(ip, ',', indian=True)}.{fp:02d}"
    elif style == "de":
        s = f"{_group(ip, '.')},{fp:02d}"
    elif style == "fr":
        s = f"{_group(ip, ' ')},{fp:02d}"
    else:
        raise ValueError(style)
    if sign and neg:
        s = "-" + s
    return s


def daterange_random(rng, start, end, n):
    days = (end - start).days
    out = sorted(start + dt.timedelta(days=rng.randint(0, days)) for _ in range(n))
    return out


def month_end(y, m):
    if m == 12:
        return dt.date(y, 12, 31)
    return dt.date(y, m + 1, 1) - dt.timedelta(days=1)


# ---------------------------------------------------------------- FODT builder

NS = ('xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
      'xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" '
      'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" '
      'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" '
      'xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0" '
      'xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" '
      'xmlns:xlink="http://www.w3.org/1999/xlink" '
      'xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" '
      'xmlns:loext="urn:org:documentfoundation:names:experimental:office:xmlns:loext:1.0"')


def X(s):
    return escape(str(s))


class Doc:
    def __init__(self, font="Liberation Sans", size=9, page=(21.0, 29.7), margins=(1.2, 1.5, 1.2, 1.5),
                 header_h=None, footer_h=None):
        self.font = font
        self.size = size
        self.page = page
        self.margins = margins  # top, right, bottom, left (cm)
        self.fonts = {font}
        self.styles = {}
        self.auto = []
        self.n = 0
        self.header = None
        self.footer = None
        self.header_h = header_h
        self.footer_h = footer_h
        self.body = []

    # -- styles
    def _name(self, prefix):
        self.n += 1
        return f"{prefix}{self.n}"

    def ps(self, font=None, size=None, bold=False, italic=False, align="start", color=None, bg=None,
           before=0.0, after=0.0, brk=False, border=None, indent=0.0, spacing=None, lh=None, keep=False,
           tabs=None, caps=False, underline=False):
        font = font or self.font
        size = size or self.size
        self.fonts.add(font)
        key = ("P", font, size, bold, italic, align, color, bg, before, after, brk, border, indent, spacing, lh,
               keep, tuple(tabs or ()), caps, underline)
        if key in self.styles:
            return self.styles[key]
        name = self._name("P")
        pp = [f'fo:text-align="{align}"', f'fo:margin-top="{before}cm"', f'fo:margin-bottom="{after}cm"',
              f'fo:margin-left="{indent}cm"']
        if brk:
            pp.append('fo:break-before="page"')
        if bg:
            pp.append(f'fo:background-color="{bg}"')
        if border:
            pp.append(f'fo:border="{border}"')
            pp.append('fo:padding="0.08cm"')
        if lh:
            pp.append(f'fo:line-height="{lh}"')
        if keep:
            pp.append('fo:keep-with-next="always"')
        tp = [f'style:font-name="{font}"', f'fo:font-size="{size}pt"']
        if bold:
            tp.append('fo:font-weight="bold"')
        if italic:
            tp.append('fo:font-style="italic"')
        if color:
            tp.append(f'fo:color="{color}"')
        if spacing:
            tp.append(f'fo:letter-spacing="{spacing}"')
        if caps:
            tp.append('fo:text-transform="uppercase"')
        if underline:
            tp.append('style:text-underline-style="solid" style:text-underline-width="auto" style:text-underline-color="font-color"')
        tabxml = ""
        if tabs:
            tabxml = "<style:tab-stops>" + "".join(
                f'<style:tab-stop style:position="{pos}cm"' + (f' style:type="{typ}"' if typ != "left" else "") + "/>"
                for pos, typ in tabs) + "</style:tab-stops>"
        self.auto.append(f'<style:style style:name="{name}" style:family="paragraph">'
                         f'<style:paragraph-properties {" ".join(pp)}>{tabxml}</style:paragraph-properties>'
                         f'<style:text-properties {" ".join(tp)}/></style:style>')
        self.styles[key] = name
        return name

    def cs(self, bg=None, borders=None, pad=0.05, valign="top", padl=None, padr=None):
        """cell style. borders: dict side->spec or string spec for all, e.g. '0.5pt solid #000000'"""
        key = ("C", bg, json.dumps(borders, sort_keys=True), pad, valign, padl, padr)
        if key in self.styles:
            return self.styles[key]
        name = self._name("C")
        pp = [f'fo:padding="{pad}cm"', f'style:vertical-align="{valign}"']
        if padl is not None:
            pp.append(f'fo:padding-left="{padl}cm"')
        if padr is not None:
            pp.append(f'fo:padding-right="{padr}cm"')
        if bg:
            pp.append(f'fo:background-color="{bg}"')
        if isinstance(borders, str):
            pp.append(f'fo:border="{borders}"')
        elif isinstance(borders, dict):
            for side in ("top", "bottom", "left", "right"):
                pp.append(f'fo:border-{side}="{borders.get(side, "none")}"')
        else:
            pp.append('fo:border="none"')
        self.auto.append(f'<style:style style:name="{name}" style:family="table-cell">'
                         f'<style:table-cell-properties {" ".join(pp)}/></style:style>')
        self.styles[key] = name
        return name

    def ts(self, width, align="left", before=0.0, after=0.0, brk=False):
        name = self._name("T")
        extra = ' fo:break-before="page"' if brk else ""
        self.auto.append(f'<style:style style:name="{name}" style:family="table">'
                         f'<style:table-properties style:width="{width}cm" table:align="{align}" '
                         f'fo:margin-top="{before}cm" fo:margin-bottom="{after}cm"{extra}/></style:style>')
        return name

    def cols(self, w):
        key = ("COL", w)
        if key in self.styles:
            return self.styles[key]
        name = self._name("K")
        self.auto.append(f'<style:style style:name="{name}" style:family="table-column">'
                         f'<style:table-column-properties style:column-width="{w}cm"/></style:style>')
        self.styles[key] = name
        return name

    def rs(self, minh=None, keep=True):
        key = ("ROW", minh, keep)
        if key in self.styles:
            return self.styles[key]
        name = self._name("R")
        pp = []
        if minh:
            pp.append(f'style:min-row-height="{minh}cm"')
        pp.append(f'fo:keep-together="{"always" if keep else "auto"}"')
        self.auto.append(f'<style:style style:name="{name}" style:family="table-row">'
                         f'<style:table-row-properties {" ".join(pp)}/></style:style>')
        self.styles[key] = name
        return name

    # -- content
    def ptxt(self, text, **kw):
        """paragraph xml. text: '\n' = line break, '\t' = tab. kw: style args. Inline spans: list of (text, spankw)."""
        st = self.ps(**kw)
        return f'<text:p text:style-name="{st}">{self.inline(text)}</text:p>'

    def span(self, text, **kw):
        font = kw.get("font") or self.font
        self.fonts.add(font)
        key = ("S", json.dumps(kw, sort_keys=True))
        if key not in self.styles:
            name = self._name("S")
            tp = [f'style:font-name="{font}"']
            if "size" in kw:
                tp.append(f'fo:font-size="{kw["size"]}pt"')
            if kw.get("bold"):
                tp.append('fo:font-weight="bold"')
            if kw.get("italic"):
                tp.append('fo:font-style="italic"')
            if kw.get("color"):
                tp.append(f'fo:color="{kw["color"]}"')
            if kw.get("bg"):
                tp.append(f'fo:background-color="{kw["bg"]}"')
            self.auto.append(f'<style:style style:name="{name}" style:family="text">'
                             f'<style:text-properties {" ".join(tp)}/></style:style>')
            self.styles[key] = name
        return ("__SPAN__", self.styles[key], text)

    def inline(self, text):
        if isinstance(text, (list, tuple)) and text and isinstance(text[0], str) and text[0] == "__SPAN__":
            return f'<text:span text:style-name="{text[1]}">{self.inline(text[2])}</text:span>'
        if isinstance(text, list):
            return "".join(self.inline(t) for t in text)
        s = str(text)
        out = []
        for i, line in enumerate(s.split("\n")):
            if i:
                out.append("<text:line-break/>")
            parts = line.split("\t")
            for j, part in enumerate(parts):
                if j:
                    out.append("<text:tab/>")
                # keep runs of spaces
                buf = []
                k = 0
                while k < len(part):
                    if part[k] == " " and k + 1 < len(part) and part[k + 1] == " ":
                        m = k
                        while m < len(part) and part[m] == " ":
                            m += 1
                        buf.append(X(" ") + f'<text:s text:c="{m - k - 1}"/>')
                        k = m
                    else:
                        buf.append(X(part[k]))
                        k += 1
                out.append("".join(buf))
        return "".join(out)

    def field_page(self):
        return '<text:page-number text:select-page="current">1</text:page-number>'

    def field_count(self):
        return '<text:page-count>1</text:page-count>'

    def table(self, widths, rows, header=None, align="left", before=0.0, after=0.0, brk=False, name=None):
        """rows/header: list of rows; row = list of cells or dict(cells=..., minh=..., keep=...);
        cell = dict(t=text or list-of-paragraph-xml, p=pstyle kwargs, c=cellstyle kwargs, span=n) or plain str"""
        tname = name or self._name("Table")
        tst = self.ts(round(sum(widths), 3), align, before, after, brk)
        xml = [f'<table:table table:name="{tname}" table:style-name="{tst}">']
        for w in widths:
            xml.append(f'<table:table-column table:style-name="{self.cols(w)}"/>')
        if header:
            xml.append("<table:table-header-rows>")
            for r in header:
                xml.append(self._row(r, len(widths)))
            xml.append("</table:table-header-rows>")
        for r in rows:
            xml.append(self._row(r, len(widths)))
        xml.append("</table:table>")
        return "".join(xml)

    def _row(self, r, ncols):
        minh, keep = None, True
        if isinstance(r, dict):
            minh = r.get("minh")
            keep = r.get("keep", True)
            r = r["cells"]
        out = [f'<table:table-row table:style-name="{self.rs(minh, keep)}">']
        used = 0
        for cell in r:
            if not isinstance(cell, dict):
                cell = {"t": cell}
            span = cell.get("span", 1)
            cst = self.cs(**cell.get("c", {}))
            attr = f' table:number-columns-spanned="{span}"' if span > 1 else ""
            out.append(f'<table:table-cell table:style-name="{cst}" office:value-type="string"{attr}>')
            t = cell.get("t", "")
            if cell.get("xml"):
                out.append(cell["xml"])
            else:
                paras = t if isinstance(t, list) and not (t and t[0] == "__SPAN__") else [t]
                for para in paras:
                    out.append(self.ptxt(para, **cell.get("p", {})))
            out.append("</table:table-cell>")
            for _ in range(span - 1):
                out.append("<table:covered-table-cell/>")
            used += span
        while used < ncols:
            out.append(f'<table:table-cell table:style-name="{self.cs()}"><text:p/></table:table-cell>')
            used += 1
        out.append("</table:table-row>")
        return "".join(out)

    def add(self, xml):
        self.body.append(xml)

    def p(self, text, **kw):
        self.body.append(self.ptxt(text, **kw))

    def pagebreak(self):
        self.body.append(self.ptxt("", brk=True, size=2))

    def render(self):
        w, h = self.page
        t, r, b, l = self.margins
        hdr = ""
        if self.header_h:
            hdr = (f'<style:header-style><style:header-footer-properties fo:min-height="{self.header_h}cm" '
                   f'fo:margin-bottom="0.2cm"/></style:header-style>')
        ftr = ""
        if self.footer_h:
            ftr = (f'<style:footer-style><style:header-footer-properties fo:min-height="{self.footer_h}cm" '
                   f'fo:margin-top="0.2cm"/></style:footer-style>')
        layout = (f'<style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="{w}cm" '
                  f'fo:page-height="{h}cm" fo:margin-top="{t}cm" fo:margin-right="{r}cm" fo:margin-bottom="{b}cm" '
                  f'fo:margin-left="{l}cm" style:print-orientation="portrait"/>{hdr}{ftr}</style:page-layout>')
        fonts = "".join(f'<style:font-face style:name="{X(f)}" svg:font-family="&apos;{X(f)}&apos;"/>'
                        for f in sorted(self.fonts))
        master = '<style:master-page style:name="Standard" style:page-layout-name="pm1">'
        if self.header:
            master += f"<style:header>{self.header}</style:header>"
        if self.footer:
            master += f"<style:footer>{self.footer}</style:footer>"
        master += "</style:master-page>"
        default = (f'<style:default-style style:family="paragraph"><style:paragraph-properties '
                   f'fo:orphans="2" fo:widows="2"/><style:text-properties style:font-name="{X(self.font)}" '
                   f'fo:font-size="{self.size}pt" fo:language="en" fo:country="US" fo:hyphenate="false"/>'
                   f'</style:default-style>')
        return ('<?xml version="1.0" encoding="UTF-8"?>\n'
                f'<office:document {NS} office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">'
                f'<office:font-face-decls>{fonts}</office:font-face-decls>'
                f'<office:styles>{default}<style:style style:name="Standard" style:family="paragraph"/></office:styles>'
                f'<office:automatic-styles>{layout}{"".join(self.auto)}</office:automatic-styles>'
                f'<office:master-styles>{master}</office:master-styles>'
                f'<office:body><office:text>{"".join(self.body)}</office:text></office:body></office:document>')


# ---------------------------------------------------------------- rendering

def convert(files, outdir):
    """Convert .fodt/.fods files to PDF with LibreOffice, one soffice process for the batch."""
    os.makedirs(outdir, exist_ok=True)
    cmd = ["soffice", f"-env:UserInstallation={PROFILE}", "--headless", "--norestore",
           "--convert-to", "pdf", "--outdir", outdir] + list(files)
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=900)


def pdf_pages(path):
    out = subprocess.run(["pdfinfo", path], capture_output=True, text=True, check=True).stdout
    for line in out.splitlines():
        if line.startswith("Pages:"):
            return int(line.split()[1])
    raise RuntimeError(path)


def make_scan(pdf, out_pdf, seed):
    """Rasterise, degrade like an office scan / phone photo, wrap as image-only PDF."""
    from PIL import Image, ImageFilter, ImageEnhance
    import img2pdf
    rng = random.Random(seed)
    tmp = tempfile.mkdtemp(prefix="scan-")
    dpi = rng.choice([200, 220, 240])
    subprocess.run(["pdftoppm", "-r", str(dpi), "-gray", "-png", pdf, os.path.join(tmp, "pg")], check=True)
    pages = sorted(f for f in os.listdir(tmp) if f.endswith(".png"))
    jpgs = []
    photo = rng.random() < 0.5  # uneven lighting like a phone photo
    for i, f in enumerate(pages):
        im = Image.open(os.path.join(tmp, f)).convert("L")
        angle = rng.uniform(0.3, 1.5) * rng.choice([-1, 1])
        im = im.rotate(angle, resample=Image.BICUBIC, expand=True, fillcolor=rng.randint(225, 250))
        w, h = im.size
        # uneven brightness: multiply by a gradient
        if photo or rng.random() < 0.4:
            grad = Image.linear_gradient("L").resize((w, h))
            if rng.random() < 0.5:
                grad = grad.transpose(Image.ROTATE_90).resize((w, h))
            lo = rng.randint(150, 200)
            grad = grad.point(lambda v, lo=lo: lo + (255 - lo) * v // 255)
            from PIL import ImageChops
            im = ImageChops.multiply(im, grad)
        # noise
        im = Image.blend(im, Image.effect_noise((w, h), 40).convert("L"), rng.uniform(0.04, 0.09))
        im = im.filter(ImageFilter.GaussianBlur(rng.uniform(0.5, 1.0)))
        im = ImageEnhance.Contrast(im).enhance(rng.uniform(0.85, 1.15))
        jp = os.path.join(tmp, f"p{i:02d}.jpg")
        im.save(jp, "JPEG", quality=rng.randint(60, 85), dpi=(dpi, dpi))
        jpgs.append(jp)
    with open(out_pdf, "wb") as fh:
        fh.write(img2pdf.convert(jpgs))
    for f in os.listdir(tmp):
        os.remove(os.path.join(tmp, f))
    os.rmdir(tmp)


def base_truth(family, bank, country, language, doc_type, currency, last4, start, end, opening, closing, txns,
               notes, **extra):
    t = {
        "family": family, "tool": "libreoffice", "kind": "TEXT_BASED", "hasTextLayer": True, "password": None,
        "bank": bank, "country": country, "language": language, "documentType": doc_type,
        "currency": currency, "accountLast4": last4,
        "statementPeriod": f"{end.year:04d}-{end.month:02d}",
        "periodStart": start.isoformat(), "periodEnd": end.isoformat(),
        "openingBalance": s2(opening), "closingBalance": s2(closing),
        "pages": None,
    }
    t.update(extra)
    t["transactions"] = txns
    t["notes"] = notes
    return t


def tx(date, desc, amount, balance=None, **extra):
    d = {"date": date.isoformat(), "description": " ".join(desc.split()) if isinstance(desc, str) else desc,
         "amount": s2(amount), "balance": None if balance is None else s2(balance)}
    for k, v in extra.items():
        if v is not None:
            d[k] = v.isoformat() if isinstance(v, dt.date) else v
    return d
