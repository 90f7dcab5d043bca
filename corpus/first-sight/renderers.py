"""Renderer drivers. Each run_<name>(items, tmp, jobs) renders items [(sid, doc, rng, pdf_path)]."""
import os
import shutil
import sys
import subprocess
import tempfile
from concurrent.futures import ThreadPoolExecutor

HERE = os.path.dirname(os.path.abspath(__file__))
PDFKIT_DIRS = [os.path.join(HERE, "..", "..", "node_modules", "pdfkit"), "/work/main/node_modules/pdfkit"]

IMPLEMENTED = {"chromium", "libreoffice", "groff", "reportlab", "pdfkit"}


def text_of(doc):
    parts = []
    for p in doc["pages"]:
        parts += [p["header"], p["footer"]]
        for b in p["blocks"]:
            for k in ("text",):
                if k in b:
                    parts.append(b[k])
            for line in b.get("lines", []):
                parts.append(line)
            for kv in b.get("pairs", []):
                parts += kv
            for hr in b.get("head", []):
                parts += hr
            for r in b.get("rows", []):
                for c in r["cells"]:
                    parts += c
    return "\n".join(parts)


def pdfkit_dir():
    for d in PDFKIT_DIRS:
        if os.path.isfile(os.path.join(d, "package.json")):
            return os.path.abspath(os.path.dirname(d))
    return None


def available():
    """name -> missing-reason or None."""
    out = {}
    out["chromium"] = None if shutil.which("chromium") else "chromium not found (apt-get install chromium)"
    out["libreoffice"] = None if shutil.which("soffice") else "soffice not found (apt-get install libreoffice-writer)"
    out["groff"] = None if shutil.which("groff") else "groff not found (apt-get install groff)"
    try:
        import reportlab  # noqa
        out["reportlab"] = None
    except ImportError:
        out["reportlab"] = "python3-reportlab missing (apt-get install python3-reportlab)"
    out["pdfkit"] = None if (shutil.which("node") and pdfkit_dir()) else "node or node_modules/pdfkit missing"
    return out


def eligible(doc, text_blob):
    """Renderers able to show this document's script."""
    s = doc["script"]
    r = ["chromium", "libreoffice"]
    if s in ("Latn", "Cyrl", "Grek"):
        r += ["reportlab", "pdfkit"]
    if s == "Latn":
        try:
            text_blob.encode("latin-1")
            r.append("groff")
        except UnicodeEncodeError:
            pass
    return [x for x in r if x in IMPLEMENTED]


def _pool(fn, items, jobs):
    with ThreadPoolExecutor(max_workers=max(1, jobs)) as ex:
        return list(ex.map(fn, items))


def run(cmd, **kw):
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, **kw)
    if p.returncode != 0:
        raise RuntimeError("%s failed (%d): %s" % (cmd[0], p.returncode, p.stderr.decode("utf-8", "replace")[-800:]))
    return p


# ---------------- chromium ----------------
def run_chromium(items, tmp, jobs):
    from r_html import render_html

    def one(it):
        sid, doc, rng, pdf = it
        src, font = render_html(doc, rng)
        hp = os.path.join(tmp, sid + ".html")
        with open(hp, "w", encoding="utf-8") as f:
            f.write(src)
        prof = tempfile.mkdtemp(prefix="chr-", dir=tmp)
        run(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
             "--disable-background-networking", "--disable-component-update", "--disable-sync",
             "--no-pdf-header-footer", "--print-to-pdf-no-header", "--user-data-dir=" + prof,
             "--print-to-pdf=" + pdf, "file://" + hp], timeout=120)
        shutil.rmtree(prof, ignore_errors=True)
        if not os.path.isfile(pdf):
            raise RuntimeError("chromium wrote no PDF for " + sid)
        return font

    return _pool(one, items, jobs)


# ---------------- libreoffice ----------------
def run_libreoffice(items, tmp, jobs):
    from r_fodt import render_fodt
    srcs = []
    for sid, doc, rng, pdf in items:
        src, font = render_fodt(doc, rng)
        fp = os.path.join(tmp, sid + ".fodt")
        with open(fp, "w", encoding="utf-8") as f:
            f.write(src)
        srcs.append((fp, pdf))
    n = max(1, min(jobs, len(srcs) // 6 + 1))
    chunks = [srcs[i::n] for i in range(n)]

    def one(chunk):
        if not chunk:
            return
        prof = tempfile.mkdtemp(prefix="lo-", dir=tmp)
        outdir = tempfile.mkdtemp(prefix="lo-out-", dir=tmp)
        run(["soffice", "-env:UserInstallation=file://" + prof, "--headless", "--norestore",
             "--convert-to", "pdf:writer_pdf_Export", "--outdir", outdir] + [fp for fp, _ in chunk],
            timeout=600)
        for fp, pdf in chunk:
            made = os.path.join(outdir, os.path.basename(fp)[:-5] + ".pdf")
            if not os.path.isfile(made):
                raise RuntimeError("libreoffice wrote no PDF for " + fp)
            shutil.move(made, pdf)
        shutil.rmtree(prof, ignore_errors=True)

    _pool(one, chunks, n)


# ---------------- groff ----------------
def run_groff(items, tmp, jobs):
    from r_groff import render_groff

    def one(it):
        sid, doc, rng, pdf = it
        src, fam = render_groff(doc, rng)
        fp = os.path.join(tmp, sid + ".ms")
        with open(fp, "w", encoding="latin-1") as f:
            f.write(src)
        via_ps = rng.random() < 0.5
        p = run(["groff", "-t", "-ms", "-Tps" if via_ps else "-Tpdf", fp])
        if p.stderr.strip():
            print("groff warning (%s): %s" % (sid, p.stderr.decode("latin-1").strip().splitlines()[-1]), file=sys.stderr)
        if via_ps:
            ps = fp[:-3] + ".ps"
            with open(ps, "wb") as f:
                f.write(p.stdout)
            run(["ps2pdf", "-dPDFSETTINGS=/prepress", ps, pdf])
        else:
            with open(pdf, "wb") as f:
                f.write(p.stdout)
        return fam

    return _pool(one, items, jobs)


# ---------------- reportlab ----------------
def is_latin1(doc):
    try:
        text_of(doc).encode("latin-1")
        return True
    except UnicodeEncodeError:
        return False


def run_reportlab(items, tmp, jobs):
    from r_reportlab import render_reportlab
    return [render_reportlab(doc, rng, pdf, is_latin1(doc)) for sid, doc, rng, pdf in items]


# ---------------- pdfkit (node) ----------------
PK_FONTS = [("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"),
            ("/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf", "/usr/share/fonts/truetype/noto/NotoSans-Bold.ttf"),
            ("/usr/share/fonts/truetype/noto/NotoSerif-Regular.ttf", "/usr/share/fonts/truetype/noto/NotoSerif-Bold.ttf"),
            ("/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf", "/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf")]


def run_pdfkit(items, tmp, jobs):
    import json
    specs = []
    for sid, doc, rng, pdf in items:
        font = None
        if not (is_latin1(doc) and rng.random() < 0.4):
            reg, bold = rng.choice(PK_FONTS)
            font = {"regular": reg, "bold": bold}
        specs.append({"doc": doc, "out": os.path.abspath(pdf), "font": font,
                      "accent": rng.choice(["#003366", "#7a0019", "#1b5e20", "#222222"]),
                      "headbg": rng.choice(["#dde4ee", "#eeeeee", None])})
    n = max(1, min(jobs, len(specs) // 8 + 1))
    env = dict(os.environ, NODE_PATH=pdfkit_dir())
    script = os.path.join(HERE, "pdfkit_render.cjs")

    def one(i):
        chunk = specs[i::n]
        if not chunk:
            return
        jp = os.path.join(tmp, "pdfkit-%d.json" % i)
        with open(jp, "w", encoding="utf-8") as f:
            json.dump(chunk, f, ensure_ascii=False, default=str)
        run(["node", script, jp], env=env, timeout=600)

    _pool(one, range(n), n)
    return [s["font"] for s in specs]
