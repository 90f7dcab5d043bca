"""de-sparkasse-signed: Sparkasse Kontoauszug with trailing +/- signs (EUR, A4)."""
import datetime as dt
import random
from common import D, q, s, eu, esc, money, rand_dates, emit, page_css, wrap_html
from layout import Row, Block, split_pages, body_html

FAMILY = "de-sparkasse-signed"
LH = 3.9

DEBITS = [
    ("Lastschrift", "REWE Markt GmbH", ["REWE SAGT DANKE. {n8}", "{date} {time} KARTE 1 {card}"], 8, 120, "card"),
    ("Kartenzahlung", "ALDI SUED", ["ALDI SUED SAGT DANKE {n6}", "{date}T{time} Karte1 2027-12"], 6, 80, "card"),
    ("Lastschrift", "Vodafone GmbH", ["Kd-Nr. {n9} Rg.-Nr. {n10}", "Mobilfunk {mon}"], 29.99, 49.99, "sepa"),
    ("Lastschrift", "Stadtwerke {city} GmbH", ["Abschlag Strom/Gas Vertragskonto {n10}", "Faelligkeit {date}"], 78, 165, "sepa"),
    ("Lastschrift", "HUK-COBURG Versicherung", ["Beitrag Kfz-Versicherung {n9}", "Zeitraum {mon}"], 48, 96, "sepa"),
    ("Lastschrift", "PayPal Europe S.a.r.l. et Cie S.C.A", ["{n12} PP.{n4}.PP ABBUCHUNG VOM", "PAYPAL-KONTO . Ihr Einkauf bei", "{shop}"], 9, 140, "sepa"),
    ("Dauerauftrag", "{landlord}", ["Miete {mon} Whg. {n2} OG links"], 780, 780, "transfer"),
    ("Lastschrift", "Rundfunk ARD, ZDF, DRadio", ["Rundfunkbeitrag {n9}", "Beitragsnummer {n9}"], 55.08, 55.08, "sepa"),
    ("Kartenzahlung", "dm-drogerie markt", ["DM FIL.{n4} SAGT DANKE", "{date}T{time} Karte1 2027-12"], 4, 45, "card"),
    ("Bargeldauszahlung", "GA NR{n8} BLZ{blz} 0", ["{date}T{time} Karte1 2027-12", "Sparkasse {city}"], 50, 300, "card"),
    ("Lastschrift", "Deutsche Bahn Fernverkehr AG", ["Fahrkarte {n9} Auftrag {n8}"], 19.9, 129, "sepa"),
    ("Onlineueberweisung", "{person}", ["Anteil Urlaub Ostsee", "DATUM {date}, {time} UHR"], 50, 400, "transfer"),
    ("Lastschrift", "Telekom Deutschland GmbH", ["Festnetz/Internet Kd-Nr. {n10}", "Rechnung {mon}"], 39.95, 54.95, "sepa"),
    ("Kartenzahlung", "Shell Deutschland", ["SHELL {n4} SAGT DANKE", "{date}T{time} Karte1 2027-12"], 35, 90, "card"),
]
CREDITS = [
    ("Gutschrift", "{employer}", ["LOHN/GEHALT {mon}", "PERS.NR. {n6}"], 2100, 3600, "transfer"),
    ("Gutschrift", "{person}", ["Rueckzahlung Konzertkarten"], 20, 180, "transfer"),
    ("Gutschrift", "Finanzamt {city}", ["EST-Erstattung {year} StNr {n10}"], 120, 900, "transfer"),
    ("Gutschr. Überweisung", "Familienkasse {city}", ["KG{n9} Kindergeld {mon}"], 250, 250, "transfer"),
]
CFG = {
    1: dict(seed=401, year=2024, nr=1, start=dt.date(2024, 1, 1), end=dt.date(2024, 1, 31), n=22,
            city="Musterstadt", bank="Sparkasse Musterstadt", open=D("1834.27"), owner="Herrn Jonas Weber",
            addr=["Herrn", "Jonas Weber", "Lindenstraße 14", "49074 Osnabrück"], valueprev=True, split=True),
    2: dict(seed=402, year=2024, nr=5, start=dt.date(2024, 5, 1), end=dt.date(2024, 5, 31), n=13,
            city="Hannover", bank="Sparkasse Hannover", open=D("-412.66"), owner="Frau Katharina Nowak",
            addr=["Frau", "Katharina Nowak", "Podbielskistr. 201", "30177 Hannover"], valueprev=False, split=True),
    3: dict(seed=403, year=2024, nr=10, start=dt.date(2024, 10, 1), end=dt.date(2024, 10, 31), n=38,
            city="Köln", bank="Sparkasse KölnBonn", open=D("5210.90"), owner="Eheleute Ayşe und Murat Demir",
            addr=["Eheleute", "Ayşe und Murat Demir", "Venloer Str. 388", "50825 Köln"], valueprev=False, split=True),
}
PERSONS = ["Lena Hoffmann", "Tobias Krüger", "Sabine Schulz", "Mehmet Yilmaz", "Anna Becker", "Florian Wagner"]
EMPLOYERS = ["Muster Logistik GmbH", "Ingenieurbüro Kramer & Partner", "Stadtverwaltung Köln", "TechNord Solutions AG"]
SHOPS = ["Zalando SE", "Thalia Bücher GmbH", "MediaMarkt E-Business", "Otto GmbH & Co KG"]


def sg(x):
    """German amount with trailing sign"""
    return eu(abs(x)) + ("-" if x < 0 else "+")


def iban(rng):
    return "DE%02d %04d %04d %04d %04d %02d" % (rng.randint(10, 99), rng.randint(1000, 9999), rng.randint(1000, 9999),
                                               rng.randint(1000, 9999), rng.randint(1000, 9999), rng.randint(10, 99))


def build(n):
    c = CFG[n]
    rng = random.Random(c["seed"])
    start, end = c["start"], c["end"]
    mon = start.strftime("%m/%Y")
    landlord = rng.choice(["Hausverwaltung Brinkmann GmbH", "Wohnungsbau eG Nord", "Gerda Lütkemeyer"])
    employer = rng.choice(EMPLOYERS)

    def fill(t, d):
        return (t.replace("{n12}", str(rng.randint(10 ** 11, 10 ** 12 - 1))).replace("{n10}", str(rng.randint(10 ** 9, 10 ** 10 - 1)))
                .replace("{n9}", str(rng.randint(10 ** 8, 10 ** 9 - 1))).replace("{n8}", str(rng.randint(10 ** 7, 10 ** 8 - 1)))
                .replace("{n6}", str(rng.randint(10 ** 5, 10 ** 6 - 1))).replace("{n4}", str(rng.randint(1000, 9999)))
                .replace("{n2}", str(rng.randint(1, 4))).replace("{date}", d.strftime("%Y-%m-%d"))
                .replace("{time}", f"{rng.randint(7, 21):02d}:{rng.randint(0, 59):02d}").replace("{card}", "2027-12")
                .replace("{mon}", mon).replace("{city}", c["city"]).replace("{year}", str(c["year"] - 1))
                .replace("{person}", rng.choice(PERSONS)).replace("{landlord}", landlord).replace("{employer}", employer)
                .replace("{shop}", rng.choice(SHOPS)).replace("{blz}", str(rng.randint(20000000, 79999999))))

    dates = rand_dates(rng, start, end, c["n"])
    rows = []
    # salary and rent fixed
    rows.append(dict(d=start + dt.timedelta(days=rng.randint(0, 2)), t=DEBITS[6], credit=False))
    rows.append(dict(d=end - dt.timedelta(days=rng.randint(1, 3)), t=CREDITS[0], credit=True))
    for d in dates[2:]:
        if rng.random() < 0.16:
            rows.append(dict(d=d, t=rng.choice(CREDITS[1:]), credit=True))
        else:
            t = rng.choice([x for x in DEBITS if x[1] != "{landlord}"])
            rows.append(dict(d=d, t=t, credit=False))
    rows.sort(key=lambda r: r["d"])
    bal = c["open"]
    tx = []
    for r in rows:
        kind, who, extra, lo, hi, typ = r["t"]
        a = money(rng, lo, hi)
        a = a if r["credit"] else -a
        d = r["d"]
        # booking on weekend moves to Monday
        while d.weekday() >= 5:
            d += dt.timedelta(days=1)
        if d > end:
            d = end
            while d.weekday() >= 5:
                d -= dt.timedelta(days=1)
        val = d
        if typ == "card":
            val = d - dt.timedelta(days=rng.randint(0, 2))
        lines = [fill(who, d)] + [fill(x, val) for x in extra]
        if typ == "sepa":
            lines.append(f"IBAN {iban(rng)} BIC {rng.choice(['COLSDE33', 'DRESDEFF', 'COBADEFFXXX', 'HELADEF1822'])}")
            lines.append(f"Mandatsref. {rng.choice('ABCDEFGHKM')}{rng.randint(10 ** 8, 10 ** 9 - 1)} Gläubiger-ID DE{rng.randint(10, 99)}ZZZ0000{rng.randint(10 ** 6, 10 ** 7 - 1)}")
        elif typ == "transfer":
            lines.append(f"IBAN {iban(rng)} BIC {rng.choice(['GENODEF1OSN', 'NOLADE21HAN', 'INGDDEFFXXX', 'DEUTDEDBKOE'])}")
        tx.append(dict(d=d, v=val, kind=kind, lines=lines, a=a))
    tx.sort(key=lambda t: t["d"])
    if c["valueprev"]:
        # card payment from the last days of the previous year booked on the first banking day
        first = start
        while first.weekday() >= 5:
            first += dt.timedelta(days=1)
        a = -money(rng, 12, 70)
        tx.insert(0, dict(d=first, v=start - dt.timedelta(days=2), kind="Kartenzahlung",
                          lines=["EDEKA Center Nüsse", f"EDEKA SAGT DANKE {rng.randint(100000, 999999)}",
                                 f"{(start - dt.timedelta(days=2)).isoformat()}T18:42 Karte1 2027-12"], a=a))
    close = c["open"] + sum(t["a"] for t in tx)

    items = []
    items.append(Row(f"<tr class='ks'><td colspan=3>alter Kontostand vom {(start - dt.timedelta(days=1)).strftime('%d.%m.%Y')}</td>"
                     f"<td class='r'>{sg(c['open'])}</td></tr>", LH + 3))
    truth_tx = []

    def mkrow(t, lines, first, h=None):
        cells = []
        for k, ln in enumerate(lines):
            cells.append(esc(ln))
        if first:
            top = (f"<tr class='b1'><td>{t['d'].strftime('%d.%m.')}</td><td>{t['v'].strftime('%d.%m.')}</td>"
                   f"<td><b>{esc(t['kind'])}</b></td><td class='r'><b>{sg(t['a'])}</b></td></tr>")
        else:
            top = ""
        rest = "".join(f"<tr class='bx'><td></td><td></td><td>{x}</td><td></td></tr>" for x in cells)
        return top + rest

    for t in tx:
        nl = 1 + len(t["lines"])
        html = mkrow(t, t["lines"], True)

        def splitter(room, t=t):
            k = int((room - 1.6) // (LH + 0.3)) - 1  # dated line + k extra lines fit
            if k < 1 or k >= len(t["lines"]):
                return None
            a = Row(mkrow(t, t["lines"][:k], True), (k + 1) * (LH + 0.3) + 1.6)
            b = Row(mkrow(t, t["lines"][k:], False), (len(t["lines"]) - k) * (LH + 0.3) + 0.5)
            return a, b
        items.append(Row(html, nl * (LH + 0.3) + 1.6, splitter=splitter))
        truth_tx.append(dict(date=t["d"].isoformat(), valueDate=t["v"].isoformat(),
                             description=" ".join([t["kind"]] + t["lines"]), amount=s(t["a"]), balance=None))
    items.append(Row(f"<tr class='ks'><td colspan=3>neuer Kontostand vom {end.strftime('%d.%m.%Y')}</td>"
                     f"<td class='r'>{sg(close)}</td></tr>", LH + 3))
    disp = D("3000") if n != 2 else D("1500")
    items.append(Block(f"""<div class='hinw'><b>Dispositionskredit</b> {eu(disp)} EUR &nbsp; Sollzinssatz für Dispositionskredite 11,74 % p.a.,
für geduldete Überziehungen 16,24 % p.a. (Stand {end.strftime('%d.%m.%Y')}).<br>
Bitte erheben Sie Einwendungen gegen einzelne Buchungen unverzüglich. Schecks, Wechsel und sonstige Lastschriften schreiben
wir unter dem Vorbehalt der Einlösung gut, auch wenn die Buchung bereits vor ihrer Einlösung erfolgt ist. Der angegebene
Kontostand berücksichtigt nicht die Wertstellung der Buchungen. Guthaben sind als Einlagen nach Maßgabe des
Einlagensicherungsgesetzes entschädigungsfähig. Nähere Informationen können dem \"Informationsbogen für den Einleger\" entnommen werden.</div>""", 30))

    caps = [200, 250]
    pages = split_pages(items, caps, allow_split=c["split"])
    total = len(pages)
    red = "#E60000"
    css = page_css("210mm", "297mm", "10mm 14mm 8mm 20mm") + f"""
body {{ font-family: 'Nimbus Sans', 'Liberation Sans', Arial, sans-serif; font-size: 8.4pt; color:#000; }}
.lg {{ display:flex; align-items:center; gap: 3mm; font-size: 15pt; font-weight: bold; color: {red}; }}
.lg .s {{ width: 9mm; height: 9mm; background: {red}; color:#fff; border-radius: 1.5mm; font-size: 15pt; text-align:center; line-height: 9mm; font-family: 'DejaVu Serif'; }}
.kopf {{ display:flex; justify-content:space-between; margin-bottom: 3mm; }}
.kopf table td {{ padding: 0.2mm 1.5mm; font-size: 7.8pt; }}
table.tx {{ width: 100%; table-layout: fixed; }}
table.tx td {{ padding: 0.15mm 1mm; line-height: {LH}mm; vertical-align: top; white-space: nowrap; overflow:hidden; }}
table.tx thead th {{ text-align: left; font-size: 7.6pt; border-top: 0.9pt solid #000; border-bottom: 0.6pt solid #000; padding: 0.8mm 1mm; }}
tr.b1 td {{ padding-top: 1.3mm; }} tr.bx td {{ color:#222; }}
tr.ks td {{ font-weight:bold; padding: 1.2mm 1mm; border-top: 0.5pt solid #000; border-bottom: 0.5pt solid #000; background:#f1f1f1; }}
.hinw {{ font-size: 6.6pt; line-height: 1.3; margin-top: 4mm; color:#222; }}
.pf {{ font-size: 6.8pt; border-top: 0.5pt solid #999; padding-top: 1mm; display:flex; justify-content:space-between; color:#333; }}
.rand {{ position:absolute; left: 6mm; top: 120mm; transform: rotate(-90deg); transform-origin: left top; font-size: 5.5pt; color:#666; white-space: nowrap; }}
"""
    colg = "<table class='tx'><colgroup><col style='width:21mm'><col style='width:14mm'><col><col style='width:30mm'></colgroup>"
    thead = "<thead><tr><th>Buchungstag</th><th>Wert</th><th>Erläuterung</th><th class='r'>Betrag</th></tr></thead>"
    acct = "%010d" % rng.randint(10 ** 8, 10 ** 10 - 1)
    ib = "DE%02d %s %s %s %s" % (rng.randint(10, 99), "2655", "0105", acct[:4] + "", acct[4:8]) + " " + acct[8:]
    html_pages = []
    for i, pit in enumerate(pages):
        if i == 0:
            head = f"""<div class='kopf'><div><div class='lg'><span class='s'>S</span>{esc(c['bank'])}</div>
<div style='font-size:6.5pt;margin-top:6mm;text-decoration:underline'>{esc(c['bank'])} · Postfach · {esc(c['city'])}</div>
<div style='margin-top:1mm;line-height:1.35'>{'<br>'.join(esc(a) for a in c['addr'])}</div></div>
<div><table><tr><td><b>Kontoauszug</b></td><td class='r'><b>{c['nr']}/{c['year']}</b></td></tr>
<tr><td>Blatt</td><td class='r'>1</td></tr><tr><td>Girokonto</td><td class='r'>Sparkassen-Privatgirokonto</td></tr>
<tr><td>IBAN</td><td class='r'>{ib}</td></tr><tr><td>BIC</td><td class='r'>NOLADE22XXX</td></tr>
<tr><td>Kontoinhaber</td><td class='r'>{esc(c['owner'])}</td></tr>
<tr><td>Zeitraum</td><td class='r'>{start.strftime('%d.%m.%Y')} - {end.strftime('%d.%m.%Y')}</td></tr>
<tr><td>erstellt am</td><td class='r'>{(end + dt.timedelta(days=1)).strftime('%d.%m.%Y')}</td></tr></table></div></div>"""
        else:
            head = (f"<div class='kopf' style='border-bottom:0.5pt solid #999;padding-bottom:1mm'><div class='lg' style='font-size:11pt'><span class='s' style='width:7mm;height:7mm;line-height:7mm;font-size:11pt'>S</span>{esc(c['bank'])}</div>"
                    f"<div style='text-align:right;font-size:7.8pt'>Kontoauszug {c['nr']}/{c['year']} · Blatt {i + 1}<br>IBAN {ib}</div></div>")
        body = body_html(pit, colg, thead)
        foot = (f"<div class='foot pf'><span>{esc(c['bank'])} · Anstalt des öffentlichen Rechts · Amtsgericht {esc(c['city'])} HRA {rng.randint(1000, 9999)} · "
                f"USt-IdNr. DE{rng.randint(100000000, 999999999)}</span><span>Blatt {i + 1} von {total}</span></div>")
        html_pages.append(f"<div class='page'><div class='rand'>{c['nr']}/{c['year']} {acct} 0{rng.randint(100, 999)} 00{i + 1}</div><div class='body'>{head}{body}</div>{foot}</div>")
    html = wrap_html(css, html_pages, "de", "Kontoauszug")
    split_note = ""
    # detect whether a transaction was split across pages
    split_happened = any(("class='b1'" not in it.html and "class='bx'" in it.html) for pg in pages[1:] for it in pg[:1] if it.kind == "row")
    if split_happened:
        split_note = (" At least one booking's Erläuterung continues at the top of the next page (dated line and amount on "
                      "one page, the remaining Verwendungszweck/IBAN/Mandatsreferenz lines on the next).")
    notes = ("Sparkasse Kontoauszug. Columns Buchungstag | Wert | Erläuterung | Betrag; ONE amount column with a trailing "
             "sign ('1.234,56-' debit, '800,00+' credit); dates 'DD.MM.' without year (year from 'Kontoauszug "
             f"{c['nr']}/{c['year']}' and the Zeitraum line). Each booking: dated line with the booking type (Lastschrift, "
             "Kartenzahlung, Gutschrift, ...) and the amount, then 1-4 lines (payee, Verwendungszweck, IBAN/BIC, "
             "Mandatsreferenz/Gläubiger-ID) under it; description = type + all lines. Wert is valueDate. 'alter "
             "Kontostand' / 'neuer Kontostand' rows (trailing sign) are opening/closing, not transactions; no running "
             "balance column. Table header repeated on every Blatt." + split_note)
    if c["valueprev"]:
        notes += " The first booking has a value date (Wert 30.12.) in the previous year, before the period."
    if c["open"] < 0:
        notes += " The account starts overdrawn (alter Kontostand with trailing '-')."
    truth = dict(bank=c["bank"], country="DE", language="de", documentType="bank_account", currency="EUR",
                 accountLast4=acct[-4:], statementPeriod=end.strftime("%Y-%m"), periodStart=start.isoformat(),
                 periodEnd=end.isoformat(), openingBalance=s(c["open"]), closingBalance=s(close),
                 transactions=truth_tx, notes=notes)
    return html, truth, total, split_happened


def make():
    any_split = False
    for n in (1, 2, 3):
        html, truth, np_, sp = build(n)
        any_split |= sp
        emit(FAMILY, n, html, truth, np_, seed=CFG[n]["seed"])
    assert any_split, "no page-split description in this family"


if __name__ == "__main__":
    make()
