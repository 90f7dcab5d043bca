"""at-raiffeisen-sh: Raiffeisenbank eG (German Volksbank/Raiffeisenbank layout) Kontoauszug with S/H markers."""
import datetime as dt
import random
from lib import Doc, fmt, tx, base_truth, month_end

FAM = "at-raiffeisen-sh"
MONO = "DejaVu Sans Mono"


def sh(c):
    return f"{fmt(c, 'de')} {'H' if c >= 0 else 'S'}"


def gen(rng, start, end, n, abschluss):
    days = (end - start).days
    kinds = ["gehalt", "miete", "strom", "versich"]
    dates = [dt.date(end.year, end.month, 28 if end.month != 2 else 27), start + dt.timedelta(days=rng.randint(0, 3)),
             start + dt.timedelta(days=rng.randint(1, 12)), start + dt.timedelta(days=rng.randint(1, 20))]
    pool = ["karte"] * 8 + ["ga", "ueb", "gut", "lasts", "dauer_spar"]
    while len(kinds) < n:
        k = rng.choice(pool)
        if k == "dauer_spar" and k in kinds:
            continue
        kinds.append(k)
        dates.append(start + dt.timedelta(days=rng.randint(0, days)))
    out = []
    for d, k in sorted(zip(dates, kinds), key=lambda x: x[0]):
        w = d
        pn = rng.choice([5, 0, 931, 801, 6])
        if k == "gehalt":
            a = rng.randint(210000, 360000)
            lines = ["Gehalt/Rente PN:5", rng.choice(["Alpenmetall GmbH & Co. KG", "Klinikum Rosenheim gGmbH", "Landratsamt Traunstein"]),
                     f"LOHN/GEHALT {d.strftime('%m/%Y')} PERS-NR {rng.randint(1000, 9999)}"]
        elif k == "miete":
            a = -rng.randint(70000, 125000)
            lines = ["Dauerauftrag PN:801", rng.choice(["Huber Grundbesitz GbR", "Maier Hausverwaltung"]),
                     f"Miete {d.strftime('%m/%Y')} Whg {rng.randint(1, 9)} {rng.choice(['EG', 'OG', 'DG'])}"]
        elif k == "strom":
            a = -rng.randint(6000, 15000)
            lines = ["Lastschrift PN:5", rng.choice(["Stadtwerke Rosenheim GmbH", "E.ON Energie Deutschland GmbH"]),
                     f"Abschlag Strom Kd-Nr {rng.randint(100000, 999999)}",
                     f"MREF: {rng.randint(10**9, 10**10 - 1)} CRED: DE{rng.randint(10, 99)}ZZZ0000{rng.randint(100000, 999999)}"]
        elif k == "versich":
            a = -rng.randint(2500, 12000)
            lines = ["Lastschrift PN:5", rng.choice(["R+V Allgemeine Versicherung AG", "HUK-COBURG", "Allianz Versicherungs-AG"]),
                     f"Beitrag {rng.choice(['Kfz', 'Hausrat', 'Haftpflicht'])} VS-Nr {rng.randint(10**7, 10**8 - 1)}"]
        elif k == "karte":
            a = -rng.randint(300, 16000)
            shop = rng.choice(["EDEKA Mueller", "REWE Markt GmbH", "ALDI SUED", "dm-drogerie markt", "Shell Deutschland",
                               "LIDL Dienstleistung", "Baeckerei Wimmer", "OBI Markt", "Apotheke am Max-Josefs-Pl"])
            lines = ["Kartenzahlung girocard PN:0", f"{shop}//{rng.choice(['Rosenheim', 'Kolbermoor', 'Bad Aibling'])}/DE",
                     f"{(d - dt.timedelta(days=1)).isoformat()}T{rng.randint(8, 20):02d}:{rng.randint(0, 59):02d} Debitk.1 2027-12"]
        elif k == "ga":
            a = -rng.choice([5000, 10000, 20000, 30000])
            lines = ["Auszahlung girocard PN:0", f"GA NR{rng.randint(10**7, 10**8 - 1)} BLZ71160000 1",
                     f"{d.strftime('%d.%m')}/{rng.randint(8, 20):02d}.{rng.randint(0, 59):02d}UHR Rosenheim"]
        elif k == "ueb":
            a = -rng.randint(2000, 80000)
            lines = [f"Überweisungsauftrag PN:{pn}", rng.choice(["Anna Schmid", "Zahnarztpraxis Dr. Lechner", "Finanzamt Rosenheim"]),
                     f"{rng.choice(['Rechnung', 'RG-Nr.', 'Steuernr.'])} {rng.randint(10000, 99999)}"]
        elif k == "gut":
            a = rng.randint(2000, 60000)
            lines = ["Überweisungsgutschr. PN:931", rng.choice(["Josef Bauer", "Techniker Krankenkasse", "Familienkasse Bayern Sued"]),
                     rng.choice(["Rueckzahlung Auslage", "Erstattung Beleg 4711", f"KG {d.strftime('%m/%Y')}"])]
        elif k == "lasts":
            a = -rng.randint(999, 5999)
            lines = ["Lastschrift PN:5", rng.choice(["Telefonica Germany GmbH", "Vodafone GmbH", "Spotify AB"]),
                     f"Rechnung {rng.randint(10**8, 10**9 - 1)}"]
        else:
            a = -rng.choice([5000, 10000, 15000])
            lines = ["Dauerauftrag PN:801", "Eigenes Sparkonto", f"Sparrate {d.strftime('%m/%Y')}"]
        out.append(dict(date=d, val=w, lines=lines, amt=a))
    if abschluss:
        out.append(dict(date=end, val=end, lines=["Abschluss lt. Anlage 1 PN:905", f"Abrechnung {start.strftime('%d.%m.%Y')} - {end.strftime('%d.%m.%Y')}"],
                        amt=None))
    return out


def build(n, seed):
    rng = random.Random(seed)
    y, m = [(2024, 3), (2024, 5), (2023, 12)][n - 1]
    start, end = dt.date(y, m, 1), month_end(y, m)
    abschluss = m in (3, 6, 9, 12)
    ntx = [14, 34, 58][n - 1]
    opening = rng.randint(40000, 380000) if n != 2 else -rng.randint(20000, 90000)
    txns = gen(rng, start, end, ntx, abschluss)
    anlage = []
    if abschluss:
        anlage = [("Entgelt Kontoführung", -rng.choice([690, 790, 890]) * 3),
                  ("Entgelt girocard (Debitkarte)", -rng.choice([600, 1000])),
                  ("Sollzinsen 11,25% Dispositionskredit", -rng.randint(0, 900))]
        anlage = [x for x in anlage if x[1]]
        for t in txns:
            if t["amt"] is None:
                t["amt"] = sum(v for _, v in anlage)
    closing = opening + sum(t["amt"] for t in txns)

    d = Doc(font=MONO, size=8, margins=(1.0, 1.4, 0.9, 1.8))
    W = 21.0 - 3.2
    widths = [1.3, 1.3, W - 6.0, 3.4]
    auszug = f"{m}/{y}"
    erstellt = end.strftime("%d.%m.%Y") + f" 22:{rng.randint(10, 59)}"
    iban = f"DE{rng.randint(10, 99)} 7116 0000 {rng.randint(1000, 9999)} {rng.randint(1000, 9999)} {rng.randint(10, 99)}"
    kto = iban.replace(" ", "")[-10:]
    holder = rng.choice([("Herrn", "Thomas Obermaier", "Kufsteiner Str. 14", "83022 Rosenheim"),
                         ("Frau", "Katharina Leitner", "Am Gries 3a", "83059 Kolbermoor"),
                         ("Herrn und Frau", "Stefan und Maria Huber", "Bahnhofstr. 27", "83043 Bad Aibling")])

    # paginate manually: budget lines per page
    def tlines(t):
        return len(t["lines"]) + 0.35
    pages, cur, used = [], [], 0
    budget = [60, 76]
    for t in txns:
        b = budget[0] if not pages else budget[1]
        if used + tlines(t) > b and cur:
            pages.append(cur)
            cur, used = [], 0
        cur.append(t)
        used += tlines(t)
    pages.append(cur)
    if abschluss and used > 56:
        pages.append([])  # Anlage alone would not fit: new sheet
    npages = len(pages)

    def head(i):
        rows = [[{"t": [[d.span("Raiffeisenbank Mangfalltal-Rosenheim eG", bold=True, size=10)],
                        "Hauptstr. 41, 83022 Rosenheim", "Telefon: 08031 2020-0     www.rb-mangfalltal.de"],
                  "span": 2, "p": {"size": 7.5}},
                 {"t": [[d.span("Girokonto", bold=True)], f"EUR-Konto Kontonummer {kto}",
                        f"Kontoauszug Nr. {auszug:>7}", f"erstellt am {erstellt}  Blatt {i} von {npages}"],
                  "p": {"size": 7.5, "align": "end"}}]]
        return d.table([6.0, 3.0, W - 9.0], rows, after=0.1) + \
            d.ptxt(f"IBAN: {iban}   BIC: GENODEF1AIB", size=7.5, after=0.2)

    truth = []
    bal = opening
    for i, pg in enumerate(pages, start=1):
        if i > 1:
            d.add(d.ptxt("", brk=True, size=2))
        d.add(head(i))
        if i == 1:
            d.add(d.table([9.0, W - 9.0], [[{"t": [holder[0], holder[1], holder[2], "", holder[3]], "p": {"size": 9}},
                                          {"t": ["Ihr Dispositionskredit: 3.000,00 EUR", "Sollzins derzeit: 11,25 % p.a.",
                                                 "Bitte prüfen Sie den Kontoauszug."], "p": {"size": 7, "align": "end"}}]],
                          after=0.4))
        hb = {"bottom": "0.6pt solid #000000"}
        rows = [[{"t": "Bu-Tag", "c": {"borders": hb}}, {"t": "Wert", "c": {"borders": hb}},
                 {"t": "Vorgang", "c": {"borders": hb}}, {"t": "", "c": {"borders": hb}}]]
        if i == 1:
            rows.append(["", "", {"t": f"alter Kontostand vom {(start - dt.timedelta(days=1)).strftime('%d.%m.%Y')}", "p": {"bold": True}},
                         {"t": sh(opening), "p": {"align": "end", "bold": True}}])
        else:
            rows.append(["", "", {"t": f"Übertrag von Blatt {i - 1}"}, {"t": sh(bal), "p": {"align": "end"}}])
        for t in pg:
            bal += t["amt"]
            rows.append({"cells": [t["date"].strftime("%d.%m."), t["val"].strftime("%d.%m."),
                                   {"t": "\n".join(t["lines"]), "c": {"pad": 0.03}},
                                   {"t": sh(t["amt"]), "p": {"align": "end"}}]})
            truth.append(tx(t["date"], " ".join(t["lines"]), t["amt"], None, valueDate=t["val"]))
        if i < npages:
            rows.append(["", "", {"t": f"Übertrag auf Blatt {i + 1}", "c": {"borders": {"top": "0.4pt dashed #000000"}}},
                         {"t": sh(bal), "p": {"align": "end"}, "c": {"borders": {"top": "0.4pt dashed #000000"}}}])
        else:
            rows.append(["", "", {"t": f"neuer Kontostand vom {end.strftime('%d.%m.%Y')}", "p": {"bold": True},
                                  "c": {"borders": {"top": "0.6pt solid #000000"}}},
                         {"t": sh(bal), "p": {"align": "end", "bold": True}, "c": {"borders": {"top": "0.6pt solid #000000"}}}])
        d.add(d.table(widths, rows))
        if i == npages:
            if anlage:
                d.p("Anlage 1", bold=True, before=0.5)
                d.p(f"Buchungstag: {end.strftime('%d.%m.%Y')}   Wert: {end.strftime('%d.%m.%Y')}")
                qs = dt.date(end.year, end.month - 2, 1)
                d.p(f"Rechnungsabschluss vom {qs.strftime('%d.%m.%Y')} bis {end.strftime('%d.%m.%Y')} für Konto {kto}", after=0.1)
                ar = [[lab, {"t": sh(v), "p": {"align": "end"}}] for lab, v in anlage]
                ar.append([{"t": "Abschlusssaldo", "p": {"bold": True}},
                           {"t": sh(sum(v for _, v in anlage)), "p": {"align": "end", "bold": True}}])
                d.add(d.table([9.0, 3.4], ar))
                d.p("Der Rechnungsabschluss gilt als genehmigt, wenn Sie nicht innerhalb von sechs Wochen nach Zugang "
                    "Einwendungen erheben.", size=7, before=0.1)
            d.p("Bitte beachten Sie die Hinweise auf der Rückseite oder am Ende des Dokuments. Guthaben sind als "
                "Einlagen nach Maßgabe des Einlagensicherungsgesetzes entschädigungsfähig (BVR Institutssicherung GmbH).",
                size=6.5, before=0.4)
    assert bal == closing
    notes = ("German Raiffeisenbank/Volksbank Kontoauszug (VR layout): columns Bu-Tag | Wert | Vorgang with ONE amount "
             "column where every amount ends in S (Soll, money out) or H (Haben, money in); 'alter Kontostand vom' and "
             "'neuer Kontostand vom' lines with S/H; dates DD.MM. without year; 3-4 line descriptions (Vorgang + PN code, "
             "counterparty, purpose, mandate ref); explicit 'Übertrag auf Blatt N' / 'Übertrag von Blatt N' carry lines "
             "between sheets (not transactions). Monospaced font. Modelled on VR-bank statements (the real family of "
             "Raiffeisen banks in Germany); country DE.")
    if abschluss:
        notes += (" Quarter-end 'Abschluss lt. Anlage 1' is a posted transaction; the Anlage 1 table (fees/interest "
                  "lines and Abschlusssaldo) is its breakdown, NOT extra transactions.")
    if opening < 0:
        notes += " Opening balance is overdrawn (printed with S): openingBalance negative."
    t = base_truth(FAM, "Raiffeisenbank Mangfalltal-Rosenheim eG", "DE", "de", "bank_account", "EUR", kto[-4:],
                   start, end, opening, closing, truth, notes)
    t["_plannedPages"] = npages
    return d.render(), t
