"""Turn rendered PDFs into image-only 'scans' (seeded noise, rotation, blur, JPEG)."""
import glob
import io
import os
import subprocess
from concurrent.futures import ThreadPoolExecutor

from PIL import Image, ImageChops, ImageFilter, ImageEnhance


def noise_tile(rng, sigma, size=256):
    vals = bytes(max(0, min(255, int(128 + rng.gauss(0, sigma)))) for _ in range(size * size))
    return Image.frombytes("L", (size, size), vals)


def degrade(img, rng, p):
    img = img.convert("L")
    if p["contrast"] != 1.0:
        img = ImageEnhance.Contrast(img).enhance(p["contrast"])
    img = img.rotate(p["rotation"], resample=Image.BICUBIC, expand=False, fillcolor=255)
    if p["blur"]:
        img = img.filter(ImageFilter.GaussianBlur(p["blur"]))
    if p["noise"]:
        tile = noise_tile(rng, p["noise"])
        big = Image.new("L", img.size)
        for x in range(0, img.size[0], tile.size[0]):
            for y in range(0, img.size[1], tile.size[1]):
                big.paste(tile, (x, y))
        img = ImageChops.add(img, big, 1.0, -128)
    return img


def draw_params(rng):
    mode = rng.choice(["blur", "noise", "both"])
    return {
        "dpi": rng.choice([150, 150, 170, 200]),
        "rotation": round(rng.choice([-1, 1]) * rng.uniform(0.3, 1.5), 2),
        "blur": round(rng.uniform(0.3, 1.0), 2) if mode in ("blur", "both") else 0,
        "noise": round(rng.uniform(4, 10), 1) if mode in ("noise", "both") else 0,
        "contrast": round(rng.uniform(0.85, 1.1), 2),
        "jpegQuality": rng.randint(55, 80),
    }


def scan_one(sid, src, out, rng, tmp, p):
    prefix = os.path.join(tmp, "scan-" + sid)
    subprocess.run(["pdftoppm", "-r", str(p["dpi"]), "-gray", "-png", src, prefix], check=True)
    pages = sorted(glob.glob(prefix + "-*.png"))
    if not pages:
        raise RuntimeError("pdftoppm produced no page for " + sid)
    import img2pdf
    jpgs = []
    for pg in pages:
        img = degrade(Image.open(pg), rng, p)
        buf = io.BytesIO()
        img.save(buf, "JPEG", quality=p["jpegQuality"], dpi=(p["dpi"], p["dpi"]))
        jpgs.append(buf.getvalue())
        os.remove(pg)
    with open(out, "wb") as f:
        try:
            data = img2pdf.convert(jpgs, nodate=True)
        except TypeError:
            data = img2pdf.convert(jpgs)
        f.write(data)


def run_scans(items, tmp, jobs, axes_list):
    params = []
    for (sid, src, out, rng), ax in zip(items, axes_list):
        p = draw_params(rng)
        ax["scan"] = dict(p)
        params.append(p)

    def one(i):
        sid, src, out, rng = items[i]
        scan_one(sid, src, out, rng, tmp, params[i])

    with ThreadPoolExecutor(max_workers=max(1, jobs)) as ex:
        list(ex.map(one, range(len(items))))
