"""Shared helpers: money formatting, pagination, Chromium rendering, scan degradation, truth output."""
import datetime as dt
import json
import os
import random
import shutil
import subprocess
import tempfile
from decimal import Decimal, ROUND_HALF_UP

D = Decimal
ROOT = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(ROOT, "out")
BUILD = os.path.join(ROOT, "build")


def q(x):
    return D(x).quantize(D("0.01"), rounding=ROUND_HALF_UP)


def money(rng, lo, hi):
    """random amount between lo and hi with cents"""
    return q(D(rng.randint(int(lo * 100), int(hi * 100))) / 100)


def s(x):
    """truth string with 2 decimals"""
    return str(q(x))


def _group(intpart, sep):
    out = []
    while len(intpart) > 3:
        out.insert(0, intpart[-3:])
        intpart = intpart[:-3]
    out.insert(0, intpart)
    return sep.join(out)


def fmt(x, thousands=",", decimal=".", ):
    x = q(x)
    neg = x < 0
    a = abs(x)
    ip, fp = f"{a:.2f}".split(".")
    r = _group(ip, thousands) + decimal + fp
    return ("-" if neg else "") + r


def us(x):
    return fmt(x, ",", ".")


def eu(x):
    return fmt(x, ".", ",")


def se(x):
    return fmt(x, " ", ",")


def esc(t):
    return (str(t).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;"))


def daterange(start, end):
    d = start
    while d <= end:
        yield d
        d += dt.timedelta(days=1)


def rand_dates(rng, start, end, n):
    days = (end - start).days
    return sorted(start + dt.timedelta(days=rng.randint(0, days)) for _ in range(n))


def paginate(items, caps, split_fn=None):
    """items: list of (height, payload). caps: list of page capacities (last one repeats).
    split_fn(payload, room) -> (first_part_payload, first_height, rest_payload, rest_height) or None.
    Returns list of pages (lists of payloads)."""
    pages = [[]]
    used = 0.0
    i = 0
    queue = list(items)
    while queue:
        h, p = queue.pop(0)
        cap = caps[min(len(pages) - 1, len(caps) - 1)]
        if used + h <= cap:
            pages[-1].append(p)
            used += h
            continue
        if split_fn is not None and pages[-1]:
            r = split_fn(p, cap - used)
            if r is not None:
                a, ah, b, bh = r
                pages[-1].append(a)
                pages.append([])
                used = 0.0
                queue.insert(0, (bh, b))
                continue
        pages.append([p])
        used = h
    return pages


CHROME_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--no-pdf-header-footer"]


def render(html, pdf_path, expect_pages=None):
    os.makedirs(BUILD, exist_ok=True)
    base = os.path.splitext(os.path.basename(pdf_path))[0]
    hp = os.path.join(BUILD, base + ".html")
    with open(hp, "w", encoding="utf-8") as f:
        f.write(html)
    ud = tempfile.mkdtemp(prefix="chr-")
    try:
        cmd = ["chromium"] + CHROME_FLAGS + ["--user-data-dir=" + ud, "--print-to-pdf=" + pdf_path,
                                             "file://" + hp]
        subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=180)
    finally:
        shutil.rmtree(ud, ignore_errors=True)
    n = pdf_pages(pdf_path)
    txt = subprocess.run(["pdftotext", "-layout", pdf_path, "-"], capture_output=True, text=True).stdout
    if "LAYOUT-OVERFLOW" in txt:
        raise RuntimeError(f"{pdf_path}: a page body overflows")
    if expect_pages is not None and n != expect_pages:
        raise RuntimeError(f"{pdf_path}: rendered {n} pages, layout planned {expect_pages} (overflow?)")
    return n


def pdf_pages(path):
    out = subprocess.run(["pdfinfo", path], capture_output=True, text=True, check=True).stdout
    for line in out.splitlines():
        if line.startswith("Pages:"):
            return int(line.split()[1])
    raise RuntimeError("no page count")


# Scan degradation ranges (a later batch reuses these helpers with narrower ones).
SCAN_ROTATION_DEGREES = (0.3, 1.5)
SCAN_JPEG_QUALITY = (60, 85)


def scan(pdf_path, out_pdf, seed):
    """Rasterise, degrade like an office scan / phone photo, wrap into image-only PDF."""
    from PIL import Image, ImageChops, ImageFilter
    import img2pdf
    rng = random.Random(seed)
    tmp = tempfile.mkdtemp(prefix="scan-")
    try:
        dpi = rng.choice([200, 220, 240])
        subprocess.run(["pdftoppm", "-r", str(dpi), "-gray", "-png", pdf_path, os.path.join(tmp, "p")],
                       check=True)
        pngs = sorted(f for f in os.listdir(tmp) if f.endswith(".png"))
        jpgs = []
        for k, fn in enumerate(pngs):
            im = Image.open(os.path.join(tmp, fn)).convert("L")
            w, h = im.size
            ang = rng.uniform(*SCAN_ROTATION_DEGREES) * rng.choice([-1, 1])
            im = im.rotate(ang, resample=Image.BICUBIC, expand=False, fillcolor=rng.randint(225, 245))
            # paper tone: map white to slightly grey
            lo = rng.randint(0, 25)
            hi = rng.randint(228, 248)
            im = im.point(lambda v: int(lo + (hi - lo) * v / 255))
            # uneven brightness on some pages
            if rng.random() < 0.6:
                g = Image.linear_gradient("L")
                if rng.random() < 0.5:
                    g = g.rotate(90)
                if rng.random() < 0.5:
                    g = g.transpose(Image.FLIP_TOP_BOTTOM)
                g = g.resize((w, h))
                floor = rng.randint(170, 215)
                g = g.point(lambda v: int(floor + (255 - floor) * v / 255))
                im = ImageChops.multiply(im, g)
            im = im.filter(ImageFilter.GaussianBlur(rng.uniform(0.5, 1.0)))
            noise = Image.effect_noise((w, h), rng.uniform(10, 22))
            im = ImageChops.add(im, noise, scale=1.0, offset=-128)
            jp = os.path.join(tmp, f"s{k:03d}.jpg")
            im.save(jp, "JPEG", quality=rng.randint(*SCAN_JPEG_QUALITY), dpi=(dpi, dpi))
            jpgs.append(jp)
        with open(out_pdf, "wb") as f:
            f.write(img2pdf.convert(jpgs))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def write_truth(path, truth):
    with open(path, "w", encoding="utf-8") as f:
        json.dump(truth, f, indent=2, ensure_ascii=False)
        f.write("\n")


def emit(family, n, html, truth, expect_pages, scan_too=False, seed=0):
    d = os.path.join(OUT, family)
    os.makedirs(d, exist_ok=True)
    pdf = os.path.join(d, f"{family}-{n}.pdf")
    pages = render(html, pdf, expect_pages)
    truth = dict(truth)
    base = {"family": family, "tool": "chromium", "kind": "TEXT_BASED", "hasTextLayer": True,
            "password": None}
    base.update(truth)
    base["pages"] = pages
    # order keys a bit
    order = ["family", "tool", "kind", "hasTextLayer", "password", "bank", "country", "language",
             "documentType", "currency", "accountLast4", "statementPeriod", "periodStart", "periodEnd",
             "openingBalance", "closingBalance", "pages", "balanceConvention", "accounts", "notes",
             "transactions"]
    t = {k: base[k] for k in order if k in base}
    for k in base:
        if k not in t:
            t[k] = base[k]
    write_truth(os.path.join(d, f"{family}-{n}.truth.json"), t)
    if scan_too:
        sp = os.path.join(d, f"{family}-{n}-scan.pdf")
        scan(pdf, sp, seed * 7 + 13)
        st = dict(t)
        st["kind"] = "IMAGE_BASED"
        st["hasTextLayer"] = False
        st["notes"] = t["notes"] + " SCAN VARIANT: the same statement rasterised in greyscale, rotated, " \
                                   "blurred, noised and JPEG-compressed; image-only PDF, OCR needed."
        st["pages"] = pdf_pages(sp)
        write_truth(os.path.join(d, f"{family}-{n}-scan.truth.json"), st)
    return pages


MONTHS_EN = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
             "October", "November", "December"]
MON3 = [m[:3] for m in MONTHS_EN]


# Each page is a fixed-size flex column; the .body part must not overflow.  This script runs before
# printing and stamps a marker that render() looks for.
OVERFLOW_JS = """<script>
document.querySelectorAll('.body').forEach(function(b){
  if (b.scrollHeight > b.clientHeight + 1) {
    b.insertAdjacentHTML('afterbegin', '<div style="color:red;font-size:20pt">LAYOUT-OVERFLOW</div>');
  }
});
document.querySelectorAll('td').forEach(function(td){
  if (td.scrollWidth > td.clientWidth + 1) {
    td.insertAdjacentHTML('afterbegin', '<div style="color:red">LAYOUT-OVERFLOW cell</div>');
  }
});
</script>"""


def page_css(width, height, pad="12mm 14mm 10mm 14mm"):
    return f"""
@page {{ size: {width} {height}; margin: 0; }}
html, body {{ margin: 0; padding: 0; }}
.page {{ width: {width}; height: {height}; box-sizing: border-box; padding: {pad}; display: flex;
        flex-direction: column; overflow: hidden; break-after: page; position: relative; }}
.page:last-child {{ break-after: auto; }}
.body {{ flex: 1 1 auto; overflow: hidden; min-height: 0; }}
.foot {{ flex: 0 0 auto; }}
table {{ border-collapse: collapse; }}
.nw {{ white-space: nowrap; }}
.r {{ text-align: right; }}
"""


def wrap_html(css, pages_html, lang="en", title="Statement"):
    return ("<!DOCTYPE html><html lang='%s'><head><meta charset='utf-8'><title>%s</title><style>%s</style>"
            "</head><body>%s%s</body></html>" % (lang, title, css, "".join(pages_html), OVERFLOW_JS))
