"""nl-ing-af-bij: ING Nederland afschrift with Af/Bij direction column (EUR, A4)."""
import datetime as dt
import random
from common import D, q, s, eu, esc, money, rand_dates, emit, page_css, wrap_html
from layout import Row, Block, split_pages, body_html

FAMILY = "nl-ing-af-bij"
LH = 3.8
CARD = [("Albert Heijn {n4} AMSTERDAM", 4, 95), ("Jumbo {city} {n4}", 6, 80), ("NS Groep IZ NS Reizigers", 3, 40),
        ("Kruidvat {n4} {city}", 3, 35), ("HEMA {city}", 3, 45), ("Coffeecompany {city}", 3, 9),
        ("Shell {n4} {city}", 30, 85), ("Bol.com via Adyen", 10, 150), ("Thuisbezorgd.nl via Adyen", 18, 55),
        ("Action {n4} {city}", 3, 40), ("Etos {n4}", 3, 25), ("Gamma {city}", 8, 140)]
INCASSO = [("Vattenfall Klantenservice N.V.", "Termijnbedrag energie", 95, 180), ("Ziggo Services B.V.", "Factuur Ziggo",
           55, 72), ("Zilveren Kruis Zorgverzekeringen NV", "Premie zorgverzekering", 132, 151),
           ("Gemeente {city}", "Termijn gemeentelijke belastingen", 60, 120), ("Vitens N.V.", "Voorschot drinkwater", 18, 30),
           ("KPN B.V.", "Mobiel abonnement", 20, 45), ("Netflix International B.V.", "Netflix abonnement", 13.99, 13.99)]
PERSONS = ["J. de Vries", "S. Bakker", "M. Jansen", "L. van Dijk", "R. Visser", "E. Smit", "A. Mulder"]
CFG = {
    1: dict(seed=501, start=dt.date(2024, 3, 1), end=dt.date(2024, 3, 31), n=24, open=D("2318.45"), nr=3,
            owner="Dhr. P.J. van den Berg", addr=["Dhr. P.J. van den Berg", "Prinsengracht 512 2", "1017 KJ Amsterdam"],
            city="AMSTERDAM"),
    2: dict(seed=502, start=dt.date(2024, 7, 1), end=dt.date(2024, 7, 31), n=14, open=D("684.10"), nr=7,
            owner="Mevr. F. El Amrani", addr=["Mevr. F. El Amrani", "Vredenburg 88", "3511 BC Utrecht"], city="UTRECHT"),
    3: dict(seed=503, start=dt.date(2024, 11, 1), end=dt.date(2024, 11, 30), n=40, open=D("4107.77"), nr=11,
            owner="Hr. T. Hoekstra en/of Mw. I. Hoekstra-de Boer",
            addr=["Hr. T. Hoekstra en/of", "Mw. I. Hoekstra-de Boer", "Oude Ebbingestraat 41", "9712 HB Groningen"],
            city="GRONINGEN"),
}


def nliban(rng, bank=None):
    bank = bank or rng.choice(["INGB", "ABNA", "RABO", "SNSB", "TRIO", "BUNQ"])
    return "NL%02d%s%010d" % (rng.randint(10, 99), bank, rng.randint(10 ** 8, 10 ** 10 - 1))


def build(n):
    c = CFG[n]
    rng = random.Random(c["seed"])
    start, end = c["start"], c["end"]
    dates = rand_dates(rng, start, end, c["n"])
    tx = []
    # salary
    sal_d = start + dt.timedelta(days=rng.randint(22, 25))
    for d in dates:
        r = rng.random()
        if r < 0.55:
            m = rng.choice(CARD)
            nm = m[0].replace("{n4}", str(rng.randint(1000, 9999))).replace("{city}", c["city"])
            t = d.strftime("%d-%m-%Y") + f" {rng.randint(8, 21):02d}:{rng.randint(0, 59):02d}"
            lines = [f"Pasvolgnr: 00{rng.randint(1, 9)} {t}", f"Transactie: {rng.choice('ABCDEFGHKLMNPRSTUVWXYZ')}{rng.randint(10, 99)}{rng.choice('ABCDEFGHKLM')}{rng.randint(100, 999)} Term: {rng.choice(['CT', 'GU', 'WT'])}{rng.randint(100000, 999999)}"]
            if rng.random() < 0.4:
                lines.append("Apple Pay")
            tx.append(dict(d=d, name=nm, lines=lines, iban="", code="BA", a=-money(rng, m[1], m[2])))
        elif r < 0.72:
            m = rng.choice(INCASSO)
            nm = m[0].replace("{city}", c["city"].title())
            ib = nliban(rng)
            lines = [f"Omschrijving: {m[1]} {d.strftime('%m-%Y')}", f"IBAN: {ib}",
                     f"Kenmerk: {rng.randint(10 ** 11, 10 ** 12 - 1)} Machtiging ID: {rng.choice('ABCDEFGH')}{rng.randint(10 ** 6, 10 ** 7 - 1)}",
                     f"Incassant ID: NL{rng.randint(10, 99)}ZZZ{rng.randint(10 ** 11, 10 ** 12 - 1)}"]
            tx.append(dict(d=d, name=nm, lines=lines, iban=ib, code="IC", a=-money(rng, m[2], m[3])))
        elif r < 0.82:
            p = rng.choice(PERSONS)
            ib = nliban(rng)
            lines = [f"Naam: {p}", f"Omschrijving: {rng.choice(['Tikkie etentje', 'Verjaardag cadeau', 'Huur garagebox', 'Bijdrage weekendje weg'])}",
                     f"IBAN: {ib}", f"Datum/Tijd: {d.strftime('%d-%m-%Y')} {rng.randint(8, 23):02d}:{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d}"]
            tx.append(dict(d=d, name=p, lines=lines, iban=ib, code="GT", a=-money(rng, 10, 250)))
        elif r < 0.9:
            p = rng.choice(PERSONS)
            ib = nliban(rng)
            lines = [f"Naam: {p}", f"Omschrijving: {rng.choice(['Terugbetaling', 'Tikkie', 'Voor de boodschappen', 'Kaartjes concert'])}",
                     f"IBAN: {ib}"]
            tx.append(dict(d=d, name=p, lines=lines, iban=ib, code="OV", a=money(rng, 8, 180)))
        else:
            lines = [f"ING {c['city'].title()} {rng.choice(['Centrum', 'Station', 'Zuid'])}",
                     f"Pasvolgnr: 00{rng.randint(1, 9)} {d.strftime('%d-%m-%Y')} {rng.randint(8, 21):02d}:{rng.randint(0, 59):02d}"]
            tx.append(dict(d=d, name="Geldautomaat", lines=lines, iban="", code="GM", a=-D(rng.choice([20, 50, 70, 100]))))
    emp = rng.choice(["Gemeente Amsterdam", "Philips Nederland B.V.", "Universitair Medisch Centrum", "Albert Heijn B.V."])
    ib = nliban(rng)
    tx.append(dict(d=sal_d, name=emp, lines=[f"Naam: {emp}", f"Omschrijving: SALARIS {start.strftime('%m-%Y')}",
                                              f"IBAN: {ib}", f"Kenmerk: {rng.randint(10 ** 9, 10 ** 10 - 1)}"],
                   iban=ib, code="OV", a=money(rng, 2300, 3900)))
    rent = money(rng, 890, 1450)
    ib2 = nliban(rng)
    tx.append(dict(d=start + dt.timedelta(days=rng.randint(0, 2)), name=rng.choice(["Woonstichting De Key", "Vesteda Woningen", "Mitros"]),
                   lines=["Omschrijving: Huur " + start.strftime("%m-%Y"), f"IBAN: {ib2}", "Periodieke overboeking"],
                   iban=ib2, code="GT", a=-rent))
    tx.append(dict(d=end, name="Kosten OranjePakket", lines=[f"Periode {start.strftime('%d-%m-%Y')} t/m {end.strftime('%d-%m-%Y')}"],
                   iban="", code="DV", a=D("-3.65")))
    tx.sort(key=lambda t: t["d"])
    close = c["open"] + sum(t["a"] for t in tx)
    af = -sum(t["a"] for t in tx if t["a"] < 0)
    bij = sum(t["a"] for t in tx if t["a"] > 0)
    items = []
    truth = []
    for t in tx:
        lines = [f"<b>{esc(t['name'])}</b>"] + [esc(x) for x in t["lines"]]
        ab = "Bij" if t["a"] > 0 else "Af"
        html = (f"<tr><td>{t['d'].strftime('%d-%m-%Y')}</td><td>{'<br>'.join(lines)}</td><td>{t['iban']}</td>"
                f"<td class='cc'>{t['code']}</td><td class='cc'>{ab}</td><td class='r'>{eu(abs(t['a']))}</td></tr>")
        items.append(Row(html, len(lines) * LH + 2.2))
        truth.append(dict(date=t["d"].isoformat(), description=" ".join([t["name"]] + t["lines"]), amount=s(t["a"]),
                          balance=None, typeCode=t["code"]))
    items.append(Block(f"""<div class='codes'><b>Toelichting codes</b>: AC Acceptgiro · BA Betaalautomaat · DV Diversen · GM Geldautomaat ·
GT Telefonisch/Internet bankieren · IC Incasso · OV Overschrijving · PK Opname kantoor · ST Storting · VZ Verzamelbetaling.<br>
Het saldo op dit afschrift is het saldo na verwerking van alle af- en bijschrijvingen t/m {end.strftime('%d-%m-%Y')}. Controleer uw afschrift.
Klopt er iets niet? Neem binnen 13 maanden na de afschrijving contact met ons op. Rente rood staan: 11,20% op jaarbasis (stand {end.strftime('%d-%m-%Y')}).</div>""", 20))
    caps = [196, 238]
    pages = split_pages(items, caps)
    total = len(pages)
    orange = "#FF6200"
    css = page_css("210mm", "297mm", "11mm 13mm 8mm 13mm") + f"""
body {{ font-family: 'DejaVu Sans', Verdana, sans-serif; font-size: 7.2pt; color:#333; }}
.lg {{ display:flex; align-items:center; gap:2mm; color:{orange}; font-size: 17pt; font-weight: bold; }}
.lion {{ width: 12mm; height: 8mm; background:{orange}; border-radius: 50% 40% 30% 60%; position:relative; }}
.lion:after {{ content:''; position:absolute; right:1mm; top:1mm; width:3mm; height:3mm; background:#fff; border-radius:50%; }}
h1 {{ font-size: 13pt; color:#333; font-weight: normal; margin: 4mm 0 2mm 0; }}
.sum {{ background:#FFF3EB; border-left: 1.5mm solid {orange}; padding: 2mm 3mm; margin: 2mm 0 4mm 0; width: 110mm; }}
.sum td {{ padding: 0.4mm 2mm; font-size: 8pt; }}
table.tx {{ width: 100%; table-layout: fixed; }}
table.tx th {{ text-align:left; color: {orange}; border-bottom: 0.8pt solid {orange}; padding: 1mm; font-size: 7.4pt; }}
table.tx td {{ padding: 1mm 1mm; line-height: {LH}mm; vertical-align: top; white-space: nowrap; overflow:hidden; border-bottom: 0.3pt solid #ddd; }}
td.cc {{ text-align:center; }}
.codes {{ font-size: 6.3pt; margin-top: 3mm; line-height: 1.35; color:#555; }}
.pf {{ font-size: 6.3pt; color:#777; border-top:0.5pt solid #ccc; padding-top: 1mm; display:flex; justify-content:space-between; }}
"""
    acct = nliban(rng, "INGB")
    acct_p = f"{acct[:4]} {acct[4:8]} {acct[8:12]} {acct[12:16]} {acct[16:]}"
    colg = ("<table class='tx'><colgroup><col style='width:19mm'><col><col style='width:36mm'><col style='width:10mm'>"
            "<col style='width:10mm'><col style='width:24mm'></colgroup>")
    thead = ("<thead><tr><th>Datum</th><th>Naam / Omschrijving</th><th>Rekening</th><th>Code</th><th>Af Bij</th>"
             "<th class='r'>Bedrag (EUR)</th></tr></thead>")
    html_pages = []
    for i, pit in enumerate(pages):
        if i == 0:
            head = f"""<div style='display:flex;justify-content:space-between'><div class='lg'><span class='lion'></span>ING</div>
<div style='text-align:right'>ING Bank N.V.<br>Postbus 1800<br>1000 BV Amsterdam</div></div>
<div style='display:flex;justify-content:space-between;margin-top:6mm'><div style='font-size:8.5pt;line-height:1.4'>{'<br>'.join(esc(a) for a in c['addr'])}</div>
<table style='font-size:7.6pt'><tr><td>Rekeninghouder</td><td>{esc(c['owner'])}</td></tr><tr><td>Rekening</td><td>Betaalrekening {acct_p}</td></tr>
<tr><td>Periode</td><td>{start.strftime('%d-%m-%Y')} t/m {end.strftime('%d-%m-%Y')}</td></tr><tr><td>Afschriftnummer</td><td>{c['nr']}</td></tr>
<tr><td>Datum afschrift</td><td>{(end + dt.timedelta(days=1)).strftime('%d-%m-%Y')}</td></tr></table></div>
<h1>Rekeningafschrift</h1>
<table class='sum'><tr><td>Beginsaldo op {start.strftime('%d-%m-%Y')}</td><td class='r'>{eu(c['open'])}</td></tr>
<tr><td>Totaal afgeschreven</td><td class='r'>{eu(af)}</td></tr><tr><td>Totaal bijgeschreven</td><td class='r'>{eu(bij)}</td></tr>
<tr><td><b>Eindsaldo op {end.strftime('%d-%m-%Y')}</b></td><td class='r'><b>{eu(close)}</b></td></tr></table>"""
        else:
            head = (f"<div style='display:flex;justify-content:space-between;margin-bottom:3mm'><div class='lg' style='font-size:12pt'><span class='lion' style='width:9mm;height:6mm'></span>ING</div>"
                    f"<div style='text-align:right'>Betaalrekening {acct_p}<br>Periode {start.strftime('%d-%m-%Y')} t/m {end.strftime('%d-%m-%Y')} · Afschrift {c['nr']}</div></div>")
        body = body_html(pit, colg, thead)
        foot = (f"<div class='foot pf'><span>ING Bank N.V., statutair gevestigd te Amsterdam, Handelsregister KvK Amsterdam 33031431. "
                f"BIC INGBNL2A</span><span>Pagina {i + 1} van {total}</span></div>")
        html_pages.append(f"<div class='page'><div class='body'>{head}{body}</div>{foot}</div>")
    html = wrap_html(css, html_pages, "nl", "Rekeningafschrift")
    notes = ("ING Nederland rekeningafschrift. Columns Datum | Naam / Omschrijving | Rekening | Code | Af Bij | Bedrag (EUR): the "
             "amount is UNSIGNED and the direction is the word 'Af' (debit) or 'Bij' (credit) in its own column. Dates "
             "DD-MM-YYYY; Dutch numbers 1.234,56. Multi-line descriptions (name in bold, then Pasvolgnr/Transactie/Term, "
             "or Omschrijving/IBAN/Kenmerk/Machtiging ID/Incassant ID lines); description = all lines joined; the ING "
             "transaction code (BA, IC, GT, OV, GM, DV) is typeCode. Counterparty IBAN also printed in the Rekening column "
             "(not part of the description). No running balance; Beginsaldo/Eindsaldo and totals in a summary box. "
             "Table header repeated on every page. Dates inside descriptions (Pasvolgnr, Datum/Tijd) are not row dates.")
    tr = dict(bank="ING", country="NL", language="nl", documentType="bank_account", currency="EUR",
              accountLast4=acct[-4:], statementPeriod=end.strftime("%Y-%m"), periodStart=start.isoformat(),
              periodEnd=end.isoformat(), openingBalance=s(c["open"]), closingBalance=s(close), transactions=truth,
              notes=notes)
    return html, tr, total


def make():
    for n in (1, 2, 3):
        html, truth, np_ = build(n)
        emit(FAMILY, n, html, truth, np_, scan_too=True, seed=CFG[n]["seed"])


if __name__ == "__main__":
    make()
