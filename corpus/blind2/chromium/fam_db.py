"""de-db-buchung-valuta: Deutsche Bank style Kontoauszug (German, EUR, A4): Buchung | Valuta | Vorgang | Soll | Haben,
dates DD.MM. without year, signed amounts in separate columns, wrapped SEPA descriptions, no running balance,
table continued across pages without a repeated header, an Entgelt table that is not a transaction list."""
import datetime as dt
import random
from common import D, s, eu, esc, money, rand_dates, emit, page_css, wrap_html
from layout import Row, Block, split_pages, body_html

FAMILY = "de-db-buchung-valuta"
VZ = "Verwendungszweck/ Kundenreferenz"
LH = 3.5

LAST = [("Vodafone GmbH", "Kd-Nr. {n9} Rg-Nr. {n12}", "DE{n2}ZZZ00000{n6}", 29, 65),
        ("Stadtwerke Düsseldorf AG", "Abschlag Strom/Gas VK {n10}", "DE{n2}SWD00000{n6}", 70, 160),
        ("Allianz Versicherungs-AG", "VS-Nr. AS-{n10} Hausrat", "DE{n2}ZZZ00000{n6}", 8, 30),
        ("PayPal Europe S.a.r.l. et Cie S.C.A", "{n13} PP.{n4}.PP . Ihr Einkauf bei Otto", "LU96ZZZ0000000000000000058", 15, 140),
        ("Rundfunk ARD, ZDF, DRadio", "Rundfunkbeitrag Beitragsnr. {n9}", "DE{n2}ZZZ00000{n6}", 55.08, 55.08),
        ("Techniker Krankenkasse", "Beitrag freiwillig versichert {n9}", "DE{n2}ZZZ00000{n6}", 90, 230)]
KARTE = [("REWE Markt GmbH", "Düsseldorf", 8, 95), ("dm-drogerie markt", "Düsseldorf", 5, 45),
         ("ARAL Station {n4}", "Neuss", 35, 85), ("Lidl Dienstleistung", "Düsseldorf", 6, 70),
         ("IKEA Deutschland", "Kaarst", 25, 320), ("Rheinbahn AG", "Düsseldorf", 3, 58)]
CFG = {
    1: dict(seed=9101, start=dt.date(2024, 10, 1), end=dt.date(2024, 10, 31), n=16, opening=D("2314.77"),
            name="Jonas Hoffmann", addr=["Herrn", "Jonas Hoffmann", "Lindemannstr. 41", "40237 Düsseldorf"],
            employer="Henkel AG & Co. KGaA", auszug=10),
    2: dict(seed=9102, start=dt.date(2024, 6, 1), end=dt.date(2024, 6, 28), n=30, opening=D("412.19"),
            name="Aylin Demir", addr=["Frau", "Aylin Demir", "Kölner Landstr. 118", "40591 Düsseldorf"],
            employer="Uniklinik Düsseldorf", auszug=6),
    3: dict(seed=9103, start=dt.date(2024, 12, 2), end=dt.date(2025, 1, 2), n=38, opening=D("5180.43"),
            name="Dr. Markus und Petra Weber", addr=["Herrn und Frau", "Dr. Markus und Petra Weber", "Am Hain 7",
                                                     "40885 Ratingen"],
            employer="Vodafone GmbH", auszug=12),
}


def dm(d):
    return d.strftime("%d.%m.")


def valuta_for(d, rng):
    v = d
    if rng.random() < 0.25:
        v = d - dt.timedelta(days=rng.choice([1, 2, 3]))
    return v


def build(n):
    c = CFG[n]
    rng = random.Random(c["seed"])
    start, end = c["start"], c["end"]
    kto = f"{rng.randint(1000000, 9999999)}"
    filiale = str(rng.randint(300, 399))
    iban = f"DE{rng.randint(10, 99)} 3007 0024 0{kto[:3]} {kto[3:7]} 00"
    last4 = (iban.replace(" ", ""))[-4:]

    def fill(t):
        for k, w in (("{n2}", 2), ("{n4}", 4), ("{n6}", 6), ("{n9}", 9), ("{n10}", 10), ("{n12}", 12), ("{n13}", 13)):
            t = t.replace(k, "".join(str(rng.randint(0, 9)) for _ in range(w)))
        return t

    rows = []
    for d in rand_dates(rng, start, end, c["n"]):
        while d.weekday() >= 5:
            d += dt.timedelta(days=1)
        if d > end:
            d = end
        r = rng.random()
        if r < 0.45:
            m = rng.choice(KARTE)
            when = d - dt.timedelta(days=rng.choice([1, 2]))
            lines = ["Kartenzahlung", VZ, f"{fill(m[0])}//{m[1]}/DE",
                     f"{when.strftime('%Y-%m-%d')}T{rng.randint(8, 20):02d}:{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d} "
                     f"Debitk.{rng.randint(1, 9)} 2027-{rng.randint(1, 12):02d}"]
            rows.append(dict(d=d, v=when, lines=lines, a=-money(rng, m[2], m[3])))
        elif r < 0.75:
            m = rng.choice(LAST)
            lines = ["SEPA Lastschrifteinzug von", m[0], VZ, fill(m[1]), f"Mandat: {fill('M{n9}')} Gläubiger-ID: {fill(m[2])}"]
            rows.append(dict(d=d, v=d, lines=lines, a=-money(rng, m[3], m[4])))
        elif r < 0.85:
            rows.append(dict(d=d, v=d, lines=["Bargeldauszahlung", VZ, f"GAA {rng.randint(1000, 9999)} Deutsche Bank Düsseldorf",
                                              f"{d.strftime('%d.%m')} {rng.randint(8, 21):02d}:{rng.randint(0, 59):02d}"],
                             a=-D(rng.choice([50, 100, 150, 200, 300]))))
        elif r < 0.93:
            nm = rng.choice(["Lena Schulz", "Tobias Krüger", "Miriam Yilmaz"])
            rows.append(dict(d=d, v=d, lines=["SEPA Überweisung von", nm, VZ, rng.choice(["Anteil Urlaub Ostsee", "Geschenk Mama",
                                                                                       "Rückzahlung Konzertkarten"])],
                             a=money(rng, 20, 350)))
        else:
            nm = rng.choice(["Lena Schulz", "Handwerksbetrieb Kuhn GmbH", "Amtsgericht Düsseldorf"])
            rows.append(dict(d=d, v=d, lines=["SEPA Überweisung an", nm, VZ, f"Rechnung {rng.randint(2024001, 2024999)}",
                                              f"IBAN DE{rng.randint(10, 99)}{rng.randint(10 ** 15, 10 ** 16 - 1)} BIC {rng.choice(['COLSDE33', 'DEUTDEDD', 'WELADEDD'])}"],
                             a=-money(rng, 40, 900)))
    # salary at month end, rent by standing order on the 1st business day
    m0 = dt.date(start.year, start.month, 1)
    months = [m0]
    if end.month != start.month:
        months.append(dt.date(end.year, end.month, 1))
    for mm in months:
        pd = (mm.replace(day=28) + dt.timedelta(days=4)).replace(day=1) - dt.timedelta(days=1)
        while pd.weekday() >= 5:
            pd -= dt.timedelta(days=1)
        pd = pd - dt.timedelta(days=1)
        if start <= pd <= end:
            rows.append(dict(d=pd, v=pd, lines=["SEPA Überweisung von", c["employer"], VZ, f"LOHN/GEHALT {pd.strftime('%m/%Y')}",
                                                f"PERS.-NR. {rng.randint(100000, 999999)}"], a=money(rng, 2800, 4300)))
        rd = mm
        while rd.weekday() >= 5:
            rd += dt.timedelta(days=1)
        if start <= rd <= end:
            rows.append(dict(d=rd, v=rd, lines=["SEPA Dauerauftrag an", "Vonovia SE", VZ, f"Miete {rd.strftime('%m/%Y')} Whg. {rng.randint(10, 99)}"],
                             a=-D(rng.choice(["890.00", "1140.00", "1385.00"]))))
    # quarterly / monthly account closing: fee booked as one line, itemised in an Entgelt table
    fee_items = [("Kontoführung AktivKonto", D("6.90")), ("Debitkarte (Deutsche Bank Card)", D("0.99"))]
    if n != 1:
        fee_items.append(("Beleghafte Überweisung 1 x 2,50", D("2.50")))
    fee = sum(a for _, a in fee_items)
    fd = dt.date(start.year, start.month, 1) if n != 3 else dt.date(2025, 1, 2)
    if n == 1:
        fd = dt.date(2024, 10, 1)
    if n == 2:
        fd = dt.date(2024, 6, 28)
    ov = None
    rows.sort(key=lambda t: (t["d"], 0 if t["a"] > 0 else 1))
    bal = c["opening"]
    for r in rows:
        bal += r["a"]
    # overdraft interest for the negative statement
    if n == 2:
        ov = D("4.87")
    tot = fee + (ov or 0)
    closing_rows = [dict(d=fd, v=fd, lines=["Abrechnung Entgelte", VZ, "siehe Anlage Entgeltinformation",
                                            f"für {({1: '09/2024', 2: '06/2024', 3: '12/2024'})[n]}"], a=-fee)]
    if ov:
        closing_rows.append(dict(d=fd, v=fd, lines=["Sollzinsen", VZ, "eingeräumte Kontoüberziehung 11,45 % p.a.",
                                                    f"{start.strftime('%d.%m.%Y')} bis {end.strftime('%d.%m.%Y')}"], a=-ov))
    rows = rows + closing_rows
    rows.sort(key=lambda t: (t["d"], 0 if t["a"] > 0 else 1))
    bal = c["opening"]
    lo = bal
    for r in rows:
        bal += r["a"]
        lo = min(lo, bal)
    close = bal
    if n == 2 and lo >= 0:
        raise RuntimeError("statement 2 must show an overdraft")
    colg = ("<table class='tx'><colgroup><col style='width:14mm'><col style='width:14mm'><col><col style='width:26mm'>"
            "<col style='width:26mm'></colgroup>")
    items = []
    truth_tx = []
    for r in rows:
        a = r["a"]
        html = (f"<tr><td>{dm(r['d'])}<br>{r['d'].year}</td><td>{dm(r['v'])}<br>{r['v'].year}</td><td>{'<br>'.join(esc(x) for x in r['lines'])}</td>"
                f"<td class='r'>{'- ' + eu(-a) if a < 0 else ''}</td><td class='r'>{'+ ' + eu(a) if a > 0 else ''}</td></tr>")
        items.append(Row(html, len(r["lines"]) * LH + 1.6, payload=r))
        t = dict(date=r["d"].isoformat(), description=" ".join(r["lines"]), amount=s(a), balance=None,
                 valueDate=r["v"].isoformat())
        truth_tx.append(t)
    sign = lambda x: ("- " if x < 0 else "+ ") + eu(abs(x))
    items.append(Block(f"""<table class='ns'><tr><th>Filialnummer</th><th>Kontonummer</th><th class='r'>Neuer Saldo</th></tr>
<tr><td>{filiale}</td><td>{kto} 00</td><td class='r'><b>EUR {sign(close)}</b></td></tr></table>""", 14))
    items.append(Block("<div class='anl'>Anlagen zum Kontoauszug</div>", 9))
    feet = "".join(f"<tr><td>{esc(k)}</td><td class='r'>{eu(v)} EUR</td></tr>" for k, v in fee_items)
    items.append(Block(f"""<div class='ent'><b>Entgeltinformation (Anlage zum Kontoauszug)</b>
<div class='smt'>Die folgenden Entgelte wurden mit der Buchung „Abrechnung Entgelte" vom {fd.strftime('%d.%m.%Y')} Ihrem Konto belastet:</div>
<table class='sm'>{feet}<tr class='eb'><td>Summe Entgelte</td><td class='r'>{eu(fee)} EUR</td></tr></table>
{"<div class='smt'>Eingeräumte Kontoüberziehung: 2.000,00 EUR, Sollzinssatz 11,45 % p.a.; geduldete Überziehung 11,45 % p.a.</div>" if n == 2 else ""}</div>""", 30 + 4 * len(fee_items)))
    items.append(Block("""<div class='smt' style='margin-top:3mm'>Bitte erheben Sie Einwendungen gegen einzelne Buchungen unverzüglich.
Schecks, Wechsel und sonstige Lastschriften schreiben wir unter dem Vorbehalt des Eingangs gut. Der angegebene Kontostand berücksichtigt
nicht die Wertstellung der Buchungen. Guthaben sind als Einlagen nach Maßgabe des Einlagensicherungsgesetzes entschädigungsfähig.</div>""", 16))
    pages = split_pages(items, [176, 240])
    total = len(pages)
    blue = "#0018A8"
    css = page_css("210mm", "297mm", "11mm 16mm 9mm 20mm") + f"""
body {{ font-family: 'Liberation Sans', Arial, sans-serif; font-size: 8pt; color:#111; }}
.logo {{ width: 13mm; height: 13mm; border: 1.6mm solid {blue}; box-sizing: border-box; position: relative; }}
.logo:after {{ content:''; position:absolute; left:2.2mm; top:-0.8mm; width:1.6mm; height:9mm; background:{blue}; transform: rotate(45deg); transform-origin: 50% 50%; left: 3.2mm; top: 0.4mm; }}
table.tx {{ width: 100%; table-layout: fixed; }}
table.tx th {{ text-align:left; font-weight: bold; border-bottom: 0.7pt solid #000; padding: 0.8mm 1mm; }}
table.tx th.r {{ text-align:right; }}
table.tx td {{ padding: 1mm 1mm 0 1mm; line-height: {LH}mm; vertical-align: top; white-space: nowrap; overflow: hidden; }}
tr.eb td {{ border-top: 0.7pt solid #000; font-weight: bold; padding-top: 1.2mm; }}
table.sm td {{ padding: 0.4mm 2mm 0.4mm 0; }}
.ub {{ margin-top: 1mm; }}
.ent {{ margin-top: 4mm; border: 0.5pt solid #888; padding: 2mm; width: 120mm; }}
.smt {{ font-size: 7pt; color:#333; line-height: 1.35; margin: 1mm 0; }}
.pf {{ font-size: 6.6pt; color:#444; border-top: 0.5pt solid #999; padding-top: 1mm; display:flex; justify-content:space-between; }}
table.ak {{ margin: 2mm 0 3mm 0; }} table.ak th {{ font-weight: normal; font-size: 7pt; color:#444; text-align:left; padding: 0 4mm 0 0; }}
table.ak th.r, table.ak td.r {{ text-align: right; }} table.ak td {{ padding: 0 4mm 0 0; font-weight: bold; }}
tr.ue td {{ font-style: italic; padding-top: 1.2mm; }}
table.ns {{ margin-top: 4mm; width: 100%; border-top: 0.7pt solid #000; }} table.ns th {{ font-weight: normal; text-align:left; font-size: 7pt; }}
table.ns th.r, table.ns td.r {{ text-align:right; }}
.anl {{ margin-top: 5mm; font-weight: bold; font-size: 9.5pt; border-bottom: 0.5pt solid #999; }}
.mg {{ position: absolute; left: 7mm; bottom: 30mm; transform: rotate(-90deg); transform-origin: left bottom; font-size: 5.5pt; color:#333; white-space: nowrap; font-family: 'Liberation Mono', monospace; }}
"""
    html_pages = []
    thead = ("<thead><tr><th>Buchung</th><th>Valuta</th><th>Vorgang</th><th class='r'>Soll</th><th class='r'>Haben</th></tr></thead>")
    run = c["opening"]
    for i, pit in enumerate(pages):
        box = (f"<table class='ak'><tr><th>Auszug</th><th>Seite</th><th>von</th><th>IBAN</th>"
               + (f"<th class='r'>Alter Saldo per {(start - dt.timedelta(days=1)).strftime('%d.%m.%Y')}</th>" if i == 0 else "")
               + f"</tr><tr><td>{c['auszug']}</td><td>{i + 1}</td><td>{total}</td><td>{iban}</td>"
               + (f"<td class='r'>EUR {sign(c['opening'])}</td>" if i == 0 else "") + "</tr></table>")
        if i == 0:
            head = f"""<div style='display:flex;justify-content:space-between'><div style='font-size:6.5pt;color:#555'>Deutsche Bank AG · Königsallee 45-47 · 40212 Düsseldorf</div><div class='logo'></div></div>
<div style='display:flex;justify-content:space-between;margin-top:3mm'><div style='line-height:1.4'>{'<br>'.join(esc(x) for x in c['addr'])}</div>
<div style='font-size:7.6pt;line-height:1.4;text-align:right'>Filiale<br>Düsseldorf-Kö<br>Königsallee 45-47<br>40212 Düsseldorf<br>Telefon (0211) 910-0</div></div>
<div style='font-size:12pt;font-weight:bold;margin:5mm 0 1mm 0'>Kontoauszug vom {start.strftime('%d.%m.%Y')} bis {end.strftime('%d.%m.%Y')}</div>
<div style='margin-bottom:1mm'>Kontoinhaber: {esc(c['name'])} · AktivKonto</div>{box}"""
        else:
            head = f"<div style='display:flex;justify-content:space-between;margin-bottom:2mm'><div>Kontoauszug vom {start.strftime('%d.%m.%Y')} bis {end.strftime('%d.%m.%Y')}</div><div class='logo' style='transform:scale(0.7)'></div></div>{box}"
        body = body_html(pit, colg, thead)
        if i > 0 and "<tbody>" in body:
            body = body.replace("<tbody>", f"<tbody><tr class='ue'><td colspan=3>Übertrag von Seite {i}</td><td></td><td class='r'>EUR {sign(run)}</td></tr>", 1)
        for it in pit:
            if it.kind == "row" and it.payload is not None:
                run += it.payload["a"]
        if i < total - 1:
            cut = body.rfind("</tbody>")
            body = body[:cut] + f"<tr class='ue'><td colspan=3>Übertrag auf Seite {i + 2}</td><td></td><td class='r'>EUR {sign(run)}</td></tr>" + body[cut:]
        magic = f"{c['auszug']:02d}{i + 1:02d}{total:02d} {kto} {rng.randint(10 ** 7, 10 ** 8 - 1)}"
        foot = (f"<div class='mg'>{magic}</div><div class='pf'><span>Deutsche Bank AG · Sitz Frankfurt am Main · HRB 30 000 · USt-IdNr. DE114103379</span>"
                f"<span>Seite {i + 1} von {total}</span></div>")
        html_pages.append(f"<div class='page'>{head}<div class='body'>{body}</div><div class='foot'>{foot}</div></div>")
    truth = dict(bank="Deutsche Bank", country="DE", language="de", documentType="bank_account", currency="EUR",
                 accountLast4=last4, statementPeriod=end.strftime("%Y-%m"), periodStart=start.isoformat(),
                 periodEnd=end.isoformat(), openingBalance=s(c["opening"]), closingBalance=s(close),
                 notes=("Deutsche Bank-style Kontoauszug. Table Buchung | Valuta | Vorgang | Soll | Haben. Each booking prints its "
                        "dates as 'DD.MM.' on the first line and the year on the second line under it (the 'YYYY YYYY' on the "
                        "counterparty's line is the year, not part of the description)" + ("; the period crosses a year change" if n == 3 else "") +
                        ". Soll amounts are printed '- 1.234,56', Haben amounts '+ 1.234,56' (sign, space, German number format). "
                        "Description = the Vorgang line, the counterparty, the literal label 'Verwendungszweck/ Kundenreferenz' and the "
                        "purpose lines (mandate/creditor id or card data), joined with single spaces. No running balance (all balances "
                        "null): 'Alter Saldo per' in the box above the table (opening) and 'Neuer Saldo' after it (closing). Valuta "
                        "(valueDate) may be before Buchung for card payments. The box Auszug | Seite | von | IBAN and the column header "
                        "repeat on every page; 'Übertrag auf Seite n' at the bottom and 'Übertrag von Seite n' at the top of pages are "
                        "carried balances, not transactions; the rotated digit string at the bottom left of each page is a print code. "
                        "Everything under 'Anlagen zum Kontoauszug' (the Entgeltinformation listing the fee items already booked as the "
                        "single 'Abrechnung Entgelte' transaction) is not a transaction list." + (" The account is overdrawn during the "
                        "period; 'Sollzinsen' is a real debit." if n == 2 else "")),
                 transactions=truth_tx)
    return wrap_html(css, html_pages, "de", "Kontoauszug"), truth, total


def make():
    for n in (1, 2, 3):
        html, truth, total = build(n)
        emit(FAMILY, n, html, truth, total)
        print(" ", FAMILY, n, len(truth["transactions"]), "rows", total, "pages", flush=True)
