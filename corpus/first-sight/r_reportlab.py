"""reportlab (platypus) renderer for Latin, Cyrillic and Greek statements."""
from xml.sax.saxutils import escape

TTF = {
    "DejaVuSans": ("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
                   "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"),
    "DejaVuSansCondensed": ("/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed.ttf",
                            "/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed-Bold.ttf"),
    "NotoSans": ("/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf",
                 "/usr/share/fonts/truetype/noto/NotoSans-Bold.ttf"),
    "NotoSerif": ("/usr/share/fonts/truetype/noto/NotoSerif-Regular.ttf",
                  "/usr/share/fonts/truetype/noto/NotoSerif-Bold.ttf"),
}
_registered = set()


def font_pair(name):
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    if name in ("Helvetica", "Times-Roman", "Courier"):
        bold = {"Helvetica": "Helvetica-Bold", "Times-Roman": "Times-Bold", "Courier": "Courier-Bold"}[name]
        return name, bold
    if name not in _registered:
        reg, bold = TTF[name]
        pdfmetrics.registerFont(TTFont(name, reg))
        pdfmetrics.registerFont(TTFont(name + "-B", bold))
        _registered.add(name)
    return name, name + "-B"


def render_reportlab(doc, rng, pdf_path, latin1):
    from reportlab.lib import colors
    from reportlab.lib.pagesizes import A4
    from reportlab.lib.styles import ParagraphStyle
    from reportlab.lib.units import mm
    from reportlab.platypus import (SimpleDocTemplate, Paragraph, Table, TableStyle, Spacer,
                                    PageBreak)

    names = list(TTF) + (["Helvetica", "Times-Roman"] if latin1 else [])
    fname = rng.choice(names)
    reg, bold = font_pair(fname)
    fs = doc["fontSize"]
    accent = colors.HexColor(rng.choice(["#003366", "#7a0019", "#1b5e20", "#222222"]))
    st = ParagraphStyle("n", fontName=reg, fontSize=fs, leading=fs * 1.2)
    st_b = ParagraphStyle("b", parent=st, fontName=bold)
    st_r = ParagraphStyle("r", parent=st, alignment=2)
    st_rb = ParagraphStyle("rb", parent=st_r, fontName=bold)
    st_c = ParagraphStyle("c", parent=st, alignment=1)
    st_title = ParagraphStyle("t", parent=st_b, fontSize=fs * 1.8, leading=fs * 2.2, textColor=accent)
    st_h = ParagraphStyle("h", parent=st_b, fontSize=fs * 1.2, leading=fs * 1.6, textColor=accent,
                          spaceBefore=4, spaceAfter=2)
    st_small = ParagraphStyle("s", parent=st, fontSize=fs * 0.85, leading=fs * 1.05)
    width = A4[0] - 26 * mm

    def para(text, style):
        return Paragraph(escape(text).replace("\u00a0", "&nbsp;"), style)

    def cellp(lines, align, strong):
        style = {"l": st_b if strong else st, "r": st_rb if strong else st_r, "c": st_c}[align]
        return para("\n".join(lines), style) if len(lines) == 1 else Paragraph(
            "<br/>".join(escape(x) for x in lines), style)

    def table(cols, head, rows, grid):
        data = []
        for h in head:
            data.append([cellp([x], c["align"], True) for c, x in zip(cols, h)])
        for r in rows:
            strong = r.get("kind") in ("open", "close", "bf", "cf", "total")
            data.append([cellp(cell, c["align"], strong) for c, cell in zip(cols, r["cells"])])
        t = Table(data, colWidths=[width * c["w"] for c in cols], repeatRows=len(head))
        cmds = [("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 2),
                ("RIGHTPADDING", (0, 0), (-1, -1), 2), ("TOPPADDING", (0, 0), (-1, -1), 1),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 1)]
        if head:
            cmds.append(("LINEBELOW", (0, len(head) - 1), (-1, len(head) - 1), 0.6, colors.black))
        if grid == "grid":
            cmds.append(("GRID", (0, 0), (-1, -1), 0.3, colors.grey))
        elif grid == "rules":
            cmds.append(("LINEBELOW", (0, 0), (-1, -1), 0.25, colors.lightgrey))
        elif grid == "zebra":
            cmds.append(("ROWBACKGROUNDS", (0, len(head)), (-1, -1), [colors.white, colors.HexColor("#eeeeee")]))
        t.setStyle(TableStyle(cmds))
        return t

    story = []
    for i, page in enumerate(doc["pages"]):
        if i:
            story.append(PageBreak())
        for b in page["blocks"]:
            t = b["t"]
            if t == "title":
                story.append(para(b["text"], st_title))
            elif t == "h":
                story.append(para(b["text"], st_h))
            elif t == "lines":
                story += [para(x, st_r if b["align"] == "right" else st) for x in b["lines"]]
                story.append(Spacer(1, 3 * mm))
            elif t == "para":
                story.append(para(b["text"], st_small))
            elif t == "kv":
                pairs = b["pairs"]
                if b["style"] == "inline":
                    story.append(Paragraph("&nbsp;&nbsp;&nbsp;".join(
                        "%s: <b>%s</b>" % (escape(k), escape(v)) for k, v in pairs), st))
                elif b["style"] == "under":
                    n = len(pairs)
                    story.append(table([{"align": "l", "w": 1.0 / n}] * n, [[k for k, _ in pairs]],
                                       [{"cells": [[v] for _, v in pairs]}], "none"))
                else:
                    story.append(table([{"align": "l", "w": 0.45}, {"align": "r", "w": 0.25}], [],
                                       [{"cells": [[k], [v]]} for k, v in pairs], "none"))
                story.append(Spacer(1, 2 * mm))
            elif t == "table":
                story.append(table(b["cols"], b["head"], b["rows"], doc["grid"]))
                story.append(Spacer(1, 2 * mm))
    pages = doc["pages"]

    def deco(canvas, d):
        n = canvas.getPageNumber()
        canvas.saveState()
        canvas.setFont(reg, fs * 0.8)
        canvas.setFillColor(colors.HexColor("#555555"))
        canvas.drawString(13 * mm, A4[1] - 9 * mm, pages[0]["header"])
        foot = pages[min(n, len(pages)) - 1]["footer"]
        canvas.drawRightString(A4[0] - 13 * mm, 8 * mm, foot)
        canvas.restoreState()

    d = SimpleDocTemplate(pdf_path, pagesize=A4, leftMargin=13 * mm, rightMargin=13 * mm,
                          topMargin=14 * mm, bottomMargin=14 * mm, title=doc["bank"])
    d.build(story, onFirstPage=deco, onLaterPages=deco)
    return fname
