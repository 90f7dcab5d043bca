"""Shared helpers for the typeset (pdflatex / groff) blind families."""
import calendar
import datetime as dt
import io
import json
import os
import random
import shutil
import subprocess
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "out")
BUILD = os.path.join(HERE, "build")


# ---------------------------------------------------------------- money
def cstr(c):
    """cents (int) -> truth string '-1234.56'"""
    s = "-" if c < 0 else ""
    c = abs(c)
    return f"{s}{c // 100}.{c % 100:02d}"


def group(n, sep):
    s = str(n)
    parts = []
    while len(s) > 3:
        parts.insert(0, s[-3:])
        s = s[:-3]
    parts.insert(0, s)
    return sep.join(parts)


def fmt(c, thou=",", dec=".", neg="-", pos=""):
    sign = neg if c < 0 else pos
    c = abs(c)
    return f"{sign}{group(c // 100, thou)}{dec}{c % 100:02d}"


def rnd_amt(rng, lo, hi):
    """random amount in cents between lo and hi (in units), realistic endings"""
    v = rng.uniform(lo, hi)
    r = rng.random()
    if r < 0.15 and hi >= 20:
        return int(round(v)) * 100
    if r < 0.25 and hi >= 10:
        return int(v) * 100 + rng.choice([50, 90, 95, 99])
    return int(round(v * 100))


# ---------------------------------------------------------------- dates
def month_end(y, m):
    return dt.date(y, m, calendar.monthrange(y, m)[1])


def days_between(a, b):
    d = a
    while d <= b:
        yield d
        d += dt.timedelta(days=1)


def rand_dates(rng, start, end, n, weekdays_only=False):
    days = [d for d in days_between(start, end) if not (weekdays_only and d.weekday() >= 5)]
    out = sorted(rng.choice(days) for _ in range(n))
    return out


# ---------------------------------------------------------------- escaping
TEX_MAP = {
    "\\": r"\textbackslash{}", "&": r"\&", "%": r"\%", "$": r"\$", "#": r"\#",
    "_": r"\_", "{": r"\{", "}": r"\}", "~": r"\textasciitilde{}", "^": r"\textasciicircum{}",
    "'": r"\textquotesingle{}", "<": r"\textless{}", ">": r"\textgreater{}", "|": r"\textbar{}",
    '"': r"\textquotedbl{}",
}


def tex(s):
    out = "".join(TEX_MAP.get(ch, ch) for ch in str(s))
    # avoid -- / --- ligatures
    return out.replace("--", "-{}-")


def groff(s):
    s = str(s).replace("\\", "\\e")
    if s.startswith(".") or s.startswith("'"):
        s = "\\&" + s
    return s


# ---------------------------------------------------------------- running tools
def run(cmd, cwd=None, inp=None):
    r = subprocess.run(cmd, cwd=cwd, input=inp, capture_output=True)
    if r.returncode != 0:
        raise RuntimeError(f"{cmd} failed: {r.stderr.decode(errors='replace')[-3000:]}\n{r.stdout.decode(errors='replace')[-3000:]}")
    return r.stdout


def pdf_pages(pdf):
    out = run(["pdfinfo", pdf]).decode()
    for line in out.splitlines():
        if line.startswith("Pages:"):
            return int(line.split()[1])
    raise RuntimeError("no pages")


def latex_pdf(make_tex, outpdf, name):
    """make_tex(total_pages) -> tex source. Compiles twice if the page total changes."""
    d = os.path.join(BUILD, name)
    os.makedirs(d, exist_ok=True)
    total = 1
    for _ in range(4):
        src = make_tex(total)
        with open(os.path.join(d, "doc.tex"), "w", encoding="utf-8") as f:
            f.write(src)
        for _ in range(2):  # longtable needs 2 passes for widths
            run(["pdflatex", "-interaction=nonstopmode", "-halt-on-error", "doc.tex"], cwd=d)
        p = pdf_pages(os.path.join(d, "doc.pdf"))
        if p == total:
            break
        total = p
    shutil.copy(os.path.join(d, "doc.pdf"), outpdf)
    return p


def groff_pdf(make_src, outpdf, name, args=("-t", "-ms"), paper=("-dpaper=a4", "-P-pa4")):
    d = os.path.join(BUILD, name)
    os.makedirs(d, exist_ok=True)
    total = 1
    for _ in range(4):
        src = make_src(total)
        with open(os.path.join(d, "doc.ms"), "w", encoding="utf-8") as f:
            f.write(src)
        ps = run(["groff", "-Kutf8", *args, "-Tps", *paper, "doc.ms"], cwd=d)
        with open(os.path.join(d, "doc.ps"), "wb") as f:
            f.write(ps)
        run(["ps2pdf", "-sPAPERSIZE=a4", "-dAutoRotatePages=/None", "doc.ps", "doc.pdf"], cwd=d)
        p = pdf_pages(os.path.join(d, "doc.pdf"))
        if p == total:
            break
        total = p
    shutil.copy(os.path.join(d, "doc.pdf"), outpdf)
    return p


# ---------------------------------------------------------------- scans
def make_scan(pdf, outpdf, seed):
    from PIL import Image, ImageFilter, ImageEnhance
    import img2pdf
    rng = random.Random(seed)
    tmp = tempfile.mkdtemp(dir=BUILD)
    dpi = rng.choice([200, 240, 300])
    run(["pdftoppm", "-r", str(dpi), "-gray", "-png", pdf, os.path.join(tmp, "p")])
    pages = sorted(f for f in os.listdir(tmp) if f.endswith(".png"))
    jpgs = []
    for i, fn in enumerate(pages):
        im = Image.open(os.path.join(tmp, fn)).convert("L")
        w, h = im.size
        # uneven brightness: a soft gradient multiplied in
        if rng.random() < 0.7:
            grad = Image.linear_gradient("L").resize((w, h))
            if rng.random() < 0.5:
                grad = grad.rotate(90, expand=False).resize((w, h))
            lo = rng.randint(200, 235)
            grad = grad.point(lambda v, lo=lo: lo + (255 - lo) * v // 255)
            from PIL import ImageChops
            im = ImageChops.multiply(im, grad)
        # slight blur
        im = im.filter(ImageFilter.GaussianBlur(rng.uniform(0.4, 0.9)))
        # rotation
        ang = rng.uniform(0.3, 1.5) * rng.choice([-1, 1])
        im = im.rotate(ang, resample=Image.BICUBIC, expand=False, fillcolor=rng.randint(225, 245))
        # noise
        noise = Image.effect_noise((w, h), rng.uniform(8, 18))
        im = Image.blend(im, noise, rng.uniform(0.06, 0.12))
        im = ImageEnhance.Contrast(im).enhance(rng.uniform(1.05, 1.25))
        buf = io.BytesIO()
        im.save(buf, "JPEG", quality=rng.randint(60, 85), dpi=(dpi, dpi))
        jpgs.append(buf.getvalue())
    with open(outpdf, "wb") as f:
        f.write(img2pdf.convert(jpgs))
    shutil.rmtree(tmp)


# ---------------------------------------------------------------- truth
def write_truth(path, truth):
    with open(path, "w", encoding="utf-8") as f:
        json.dump(truth, f, ensure_ascii=False, indent=2)
        f.write("\n")


def finish(family, n, truth, pdf_path, scan=False):
    """write truth (+ scan variant)"""
    d = os.path.dirname(pdf_path)
    write_truth(os.path.join(d, f"{family}-{n}.truth.json"), truth)
    if scan:
        sp = os.path.join(d, f"{family}-{n}-scan.pdf")
        make_scan(pdf_path, sp, seed=n * 7919 + sum(map(ord, family)))
        t2 = dict(truth)
        t2["kind"] = "IMAGE_BASED"
        t2["hasTextLayer"] = False
        t2["notes"] = "Scanned variant (rasterised greyscale, rotated, noisy, JPEG) of " + \
            f"{family}-{n}.pdf; no text layer. " + truth.get("notes", "")
        write_truth(os.path.join(d, f"{family}-{n}-scan.truth.json"), t2)


def base_truth(family, tool, bank, country, language, doctype, currency, last4,
               start, end, opening, closing, pages, txns, notes, **extra):
    t = {
        "family": family, "tool": tool, "kind": "TEXT_BASED", "hasTextLayer": True,
        "password": None, "bank": bank, "country": country, "language": language,
        "documentType": doctype, "currency": currency, "accountLast4": last4,
        "statementPeriod": end.strftime("%Y-%m"),
        "periodStart": start.isoformat(), "periodEnd": end.isoformat(),
        "openingBalance": cstr(opening), "closingBalance": cstr(closing),
        "pages": pages,
    }
    t.update(extra)
    t["transactions"] = txns
    neg = [x for x in txns if x.get("balance") and x["balance"].startswith("-")]
    if neg and doctype == "bank_account" and "DR" not in notes:
        notes += (f" The running balance goes negative (overdrawn) on {len(neg)} row(s); it is printed with a "
                  "leading '-'.")
    t["notes"] = notes
    return t


def outdir(family):
    d = os.path.join(OUT, family)
    os.makedirs(d, exist_ok=True)
    return d


def paginate(rows, first_cap, other_cap, lines_of, last_reserve=0):
    """split rows into pages by printed line count. last_reserve: lines the final page must keep free."""
    pages, cur, used = [], [], 0
    cap = first_cap
    for r in rows:
        n = lines_of(r)
        if cur and used + n > cap:
            pages.append(cur)
            cur, used, cap = [], 0, other_cap
        cur.append(r)
        used += n
    if cur and used + last_reserve > cap and len(cur) > 1:
        # move the last rows so the closing block fits
        moved = []
        while cur and used + last_reserve > cap and len(cur) > 1:
            r = cur.pop()
            used -= lines_of(r)
            moved.insert(0, r)
        pages.append(cur)
        cur = moved
    pages.append(cur)
    return pages
