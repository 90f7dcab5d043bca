"""se-swedbank: Swedbank-style kontoutdrag with three date columns (SEK, A4)."""
import datetime as dt
import random
from common import D, q, s, se, esc, money, rand_dates, emit, page_css, wrap_html
from layout import Row, Block, split_pages, body_html

FAMILY = "se-swedbank"
LH = 3.8
CARD = [("ICA KVANTUM {loc}", 40, 900), ("ICA NARA {loc}", 15, 300), ("COOP KONSUM {loc}", 20, 600), ("HEMKOP {loc}", 25, 700),
        ("SYSTEMBOLAGET {loc}", 89, 650), ("PRESSBYRAN {n4}", 18, 90), ("APOTEK HJARTAT", 35, 400), ("CLAS OHLSON {loc}", 49, 900),
        ("MAX BURGERS {loc}", 79, 260), ("CIRCLE K {loc}", 300, 850), ("BILLY'S PIZZERIA", 95, 320), ("ESPRESSO HOUSE {loc}", 39, 120),
        ("SPOTIFY AB", 129, 129), ("NETFLIX.COM", 149, 149), ("BIOGRAFEN SKANDIA", 135, 290), ("LIDL {loc}", 30, 500)]
BILLS = [("AUTOGIRO TELIA SVERIGE AB", 349, 549), ("BG 5050-1055 VATTENFALL", 420, 1450), ("AUTOGIRO FOLKSAM", 210, 680),
         ("BG 5051-6822 STOCKHOLM EXERGI", 380, 900), ("AUTOGIRO CSN", 1250, 1250), ("AUTOGIRO BREDBANDSBOLAGET", 399, 399)]
PEOPLE = ["ANNA LINDBERG", "ERIK JOHANSSON", "SARA NILSSON", "MOHAMMED ALI", "KARIN BERG", "JONAS ÖBERG"]
CFG = {
    1: dict(seed=901, start=dt.date(2024, 2, 1), end=dt.date(2024, 2, 29), n=26, open=D("18450.32"), loc="SODERMALM",
            name="Lars-Erik Sundqvist", addr=["Lars-Erik Sundqvist", "Götgatan 71 lgh 1203", "116 21 Stockholm"],
            clear="8327-9", acct="914 302 771-4", prod="Privatkonto"),
    2: dict(seed=902, start=dt.date(2024, 5, 1), end=dt.date(2024, 5, 31), n=13, open=D("3210.00"), loc="GBG",
            name="Maja Holmgren", addr=["Maja Holmgren", "Linnégatan 14 B", "413 04 Göteborg"], clear="8214-3",
            acct="903 118 452-9", prod="e-kort konto"),
    3: dict(seed=903, start=dt.date(2024, 12, 1), end=dt.date(2024, 12, 31), n=60, open=D("42118.90"), loc="UPPSALA",
            name="Nils och Ingrid Åkesson", addr=["Nils Åkesson", "Ingrid Åkesson", "Svartbäcksgatan 22", "753 32 Uppsala"],
            clear="8901-1", acct="824 556 013-2", prod="Privatkonto"),
}


MSV = ["januari", "februari", "mars", "april", "maj", "juni", "juli", "augusti", "september", "oktober", "november", "december"]


def ymd(d):
    return d.strftime("%y-%m-%d")


def build(n):
    c = CFG[n]
    rng = random.Random(c["seed"])
    start, end = c["start"], c["end"]
    rows = []

    def bank_day(d):
        while d.weekday() >= 5:
            d += dt.timedelta(days=1)
        return d

    for d in rand_dates(rng, start - dt.timedelta(days=2), end, c["n"]):
        r = rng.random()
        if r < 0.62:
            m = rng.choice(CARD)
            txt = m[0].replace("{loc}", c["loc"]).replace("{n4}", str(rng.randint(1000, 9999)))
            b = bank_day(d + dt.timedelta(days=rng.choice([1, 1, 2, 3])))
            lines = [txt, f"KORTKÖP {d.strftime('%y%m%d')}"]
            a = -money(rng, m[1], m[2])
            rows.append(dict(t=d, b=b, v=b, lines=lines, a=a))
        elif r < 0.75:
            m = rng.choice(BILLS)
            b = bank_day(max(d, start))
            rows.append(dict(t=b, b=b, v=b, lines=[m[0]], a=-money(rng, m[1], m[2])))
        elif r < 0.9:
            p = rng.choice(PEOPLE)
            b = max(d, start)
            out = rng.random() < 0.6
            nr = f"467{rng.randint(0, 9)}{rng.randint(1000000, 9999999)}"
            lines = [f"SWISH {'TILL' if out else 'FRÅN'} {nr} {p}", rng.choice(["Middag", "Hyra maj", "Biljetter", "Present", "Tack!"])]
            a = money(rng, 50, 1500)
            rows.append(dict(t=b, b=b, v=b, lines=lines, a=-a if out else a))
        else:
            b = bank_day(max(d, start))
            rows.append(dict(t=b, b=b, v=b, lines=[f"UTTAG BANKOMAT {rng.choice(['T-CENTRALEN', 'SLUSSEN', 'CITY'])}", f"KORT {rng.randint(1000, 9999)}"],
                             a=-D(rng.choice([200, 500, 700, 1000]))))
    sal = bank_day(start + dt.timedelta(days=24))
    if sal > end:
        sal = end - dt.timedelta(days=2)
    rows.append(dict(t=sal, b=sal, v=sal, lines=[f"LÖN {rng.choice(['REGION STOCKHOLM', 'ERICSSON AB', 'UPPSALA UNIVERSITET', 'VOLVO CARS AB'])}"],
                     a=money(rng, 24000, 41000)))
    rent_d = bank_day(start)
    rows.append(dict(t=rent_d, b=rent_d, v=rent_d, lines=[f"ÖVERFÖRING {rng.choice(['BRF SOLGLÄNTAN', 'HSB STOCKHOLM', 'HEIMSTADEN AB'])}", f"Hyra {MSV[start.month - 1]}"],
                     a=-money(rng, 5800, 12500)))
    if n == 3:
        for k in range(2):
            d = bank_day(start + dt.timedelta(days=10 + k * 7))
            rows.append(dict(t=d, b=d, v=d, lines=[f"ÖVERFÖRING 8327-9,{rng.randint(100, 999)} {rng.randint(100, 999)} {rng.randint(100, 999)}-{rng.randint(0, 9)}", "Sparkonto"],
                             a=-D("2500.00")))
        rows.append(dict(t=end, b=end - dt.timedelta(days=1), v=end, lines=["RÄNTA"], a=D("3.12")))
    rows = [r for r in rows if r["b"] <= end]
    rows.sort(key=lambda r: (r["b"], r["t"]))
    bal = c["open"]
    items = []
    truth = []
    for r in rows:
        bal += r["a"]
        html = (f"<tr><td>{ymd(r['b'])}</td><td>{ymd(r['t'])}</td><td>{ymd(r['v'])}</td>"
                f"<td>{'<br>'.join(esc(x) for x in r['lines'])}</td><td class='r'>{se(r['a'])}</td><td class='r'>{se(bal)}</td></tr>")
        items.append(Row(html, len(r["lines"]) * LH + 1.4))
        truth.append(dict(date=r["t"].isoformat(), postDate=r["b"].isoformat(), valueDate=r["v"].isoformat(),
                          description=" ".join(r["lines"]), amount=s(r["a"]), balance=s(bal)))
    close = bal
    ins = sum(r["a"] for r in rows if r["a"] > 0)
    utt = -sum(r["a"] for r in rows if r["a"] < 0)
    items.append(Row(f"<tr class='us'><td colspan=4>Utgående saldo {end.isoformat()}</td><td></td><td class='r'>{se(close)}</td></tr>", LH + 2))
    items.append(Block(f"""<div class='sum'><table><tr><td>Summa insättningar</td><td class='r'>{se(ins)}</td></tr>
<tr><td>Summa uttag</td><td class='r'>{se(-utt)}</td></tr><tr><td>Antal transaktioner</td><td class='r'>{len(rows)}</td></tr></table></div>
<div class='sm'>Räntesats: 0,00 % (inlåning). Kreditränta enligt gällande villkor. Kontrollera ditt kontoutdrag och meddela
banken snarast om något är felaktigt. Insättningsgarantin omfattar insättningar upp till 1 050 000 kronor per person och institut.
Swedbank AB (publ), 105 34 Stockholm, org.nr 502017-7753, styrelsens säte Stockholm.</div>""", 32))
    caps = [180, 226]
    pages = split_pages(items, caps)
    total = len(pages)
    orange = "#FF5F00"
    css = page_css("210mm", "297mm", "12mm 13mm 9mm 13mm") + f"""
body {{ font-family: 'TeX Gyre Termes', 'Liberation Serif', serif; font-size: 8.6pt; color:#512B2B; }}
.sw {{ display:flex; align-items:center; gap:2mm; font-family: 'Liberation Sans'; font-weight: bold; color:#512B2B; font-size: 16pt; }}
.oak {{ width: 9mm; height: 9mm; border-radius: 50%; background: {orange}; position:relative; }}
.oak:after {{ content:''; position:absolute; left:3.9mm; top:5mm; width:1.2mm; height:4mm; background:#7a3d1c; }}
h1 {{ font-family: 'Liberation Sans'; font-size: 13pt; margin: 4mm 0 1mm 0; color:#512B2B; }}
table.tx {{ width:100%; table-layout: fixed; }}
table.tx th {{ text-align:left; font-family: 'Liberation Sans'; font-size: 6.9pt; background: #FDF1E8; border-bottom: 0.8pt solid {orange}; padding: 1mm; vertical-align: bottom; }}
table.tx th.r {{ text-align:right; }}
table.tx td {{ padding: 0.7mm 1mm; line-height: {LH}mm; vertical-align: top; white-space: nowrap; overflow:hidden; border-bottom: 0.3pt solid #eee; }}
tr.is td, tr.us td {{ font-weight:bold; border-bottom: 0.6pt solid #512B2B; }}
.sum {{ margin-top: 3mm; width: 80mm; }} .sum td {{ padding: 0.4mm 2mm; }}
.sm {{ font-size: 6.8pt; color:#6b5050; margin-top: 3mm; line-height:1.35; }}
.pf {{ font-size: 6.8pt; color:#6b5050; border-top:0.5pt solid #ddd; padding-top:1mm; display:flex; justify-content:space-between; }}
"""
    colg = ("<table class='tx'><colgroup><col style='width:17mm'><col style='width:17mm'><col style='width:16mm'><col>"
            "<col style='width:24mm'><col style='width:26mm'></colgroup>")
    thead = ("<thead><tr><th>Bokförings-<br>dag</th><th>Transaktions-<br>dag</th><th>Valutadag</th><th>Referens / Text</th>"
             "<th class='r'>Belopp</th><th class='r'>Saldo</th></tr></thead>")
    html_pages = []
    for i, pit in enumerate(pages):
        if i == 0:
            hd = f"""<div style='display:flex;justify-content:space-between'><div class='sw'><span class='oak'></span>Swedbank</div>
<div style='text-align:right'>Sida 1 av {total}<br>Utskriftsdatum {(end + dt.timedelta(days=1)).isoformat()}</div></div>
<div style='display:flex;justify-content:space-between;margin-top:6mm'><div style='line-height:1.4'>{'<br>'.join(esc(a) for a in c['addr'])}</div>
<table><tr><td>Konto</td><td><b>{c['prod']}</b></td></tr><tr><td>Clearingnr</td><td>{c['clear']}</td></tr><tr><td>Kontonr</td><td>{c['acct']}</td></tr>
<tr><td>IBAN</td><td>SE{rng.randint(10, 99)} 8000 0{c['clear'][:4]} {c['acct'].replace(' ', '').replace('-', '')[:4]} {c['acct'].replace(' ', '').replace('-', '')[4:]}</td></tr>
<tr><td>Valuta</td><td>SEK</td></tr></table></div>
<h1>Kontoutdrag</h1><div>Period {start.isoformat()} – {end.isoformat()}</div>
<table style='margin:2mm 0 3mm 0'><tr><td><b>Ingående saldo {start.isoformat()}</b></td><td class='r' style='padding-left:10mm'><b>{se(c['open'])}</b></td></tr></table>"""
        else:
            hd = (f"<div style='display:flex;justify-content:space-between;margin-bottom:3mm'><div class='sw' style='font-size:11pt'><span class='oak' style='width:6mm;height:6mm'></span>Swedbank</div>"
                  f"<div style='text-align:right'>Kontoutdrag {c['clear']}, {c['acct']} · {start.isoformat()} – {end.isoformat()}<br>Sida {i + 1} av {total}</div></div>")
        body = body_html(pit, colg, thead)
        foot = f"<div class='foot pf'><span>Swedbank AB (publ) · swedbank.se · Telefonbanken 0771-22 11 22</span><span>Sida {i + 1} av {total}</span></div>"
        html_pages.append(f"<div class='page'><div class='body'>{hd}{body}</div>{foot}</div>")
    html = wrap_html(css, html_pages, "sv", "Kontoutdrag")
    early = any(r["t"] < start for r in rows)
    notes = ("Swedbank-style kontoutdrag. Three date columns Bokföringsdag | Transaktionsdag | Valutadag printed as YY-MM-DD "
             "(truth date = Transaktionsdag, postDate = Bokföringsdag, valueDate = Valutadag), then Referens / Text, Belopp "
             "and Saldo. Signed amounts with minus, space thousands separator and decimal comma ('-1 234,50'); a running "
             "saldo on every row; SEK. 'Ingående saldo' (header) and 'Utgående saldo' (last table row) are opening/closing, "
             "not transactions; the 'Summa insättningar/uttag' box is not transactions. Card purchases have a second line "
             "'KORTKÖP yymmdd' (part of the description) and book 1-3 days after the purchase. Table header repeated on "
             "every page. Rows are in booking-date order.")
    if early:
        notes += " Some card purchases made in the last days of the previous month are booked inside the period (transaction date before periodStart)."
    tr = dict(bank="Swedbank", country="SE", language="sv", documentType="bank_account", currency="SEK",
              accountLast4=c["acct"].replace(" ", "").replace("-", "")[-4:], statementPeriod=end.strftime("%Y-%m"),
              periodStart=start.isoformat(), periodEnd=end.isoformat(), openingBalance=s(c["open"]), closingBalance=s(close),
              transactions=truth, notes=notes)
    return html, tr, total


def make():
    for n in (1, 2, 3):
        html, truth, np_ = build(n)
        emit(FAMILY, n, html, truth, np_, seed=CFG[n]["seed"])


if __name__ == "__main__":
    make()
