"""ch-postfinance-sammel: PostFinance (Switzerland) account statement in German, typeset with groff + tbl.
Datum | Text | (detail amounts) | Gutschrift | Lastschrift | Valuta | Saldo, credit column BEFORE the debit column,
amounts 1'234.56, a SAMMELAUFTRAG (batch order) whose sub-lines list single payments with their own amounts
that are detail lines, not transactions; Saldovortrag / Total / Kontostand rows."""
import datetime as dt
import random

from lib import grouped, record, truth

FAMILY = "ch-postfinance-sammel"


def chf(c):
    """Swiss grouping with a straight apostrophe, typed as groff's \\[aq]."""
    return ("-" if c < 0 else "") + grouped(c, "\\[aq]", ".")


def plain(c):
    return grouped(c, "'", ".")


def esc(s):
    # groff: protect leading dots/quotes and backslashes in text
    s = s.replace("\\", "\\e")
    return "\\&" + s if s[:1] in ".'" else s


SHOPS = [("MIGROS M BERN WESTSIDE", 1200, 14800), ("COOP-1234 BERN BAHNHOF", 800, 9600),
         ("SBB CFF FFS BERN", 450, 8800), ("DENNER AG BERN", 700, 6200), ("MANOR AG BERN", 2900, 18900),
         ("APOTHEKE DR. NOYER BERN", 1450, 7600), ("DIGITEC GALAXUS AG ZUERICH", 4900, 39900)]
SAMMEL = [("SWISSCOM (SCHWEIZ) AG", 6990, 11990), ("ENERGIE WASSER BERN EWB", 8800, 21400),
          ("CSS KRANKEN-VERSICHERUNG AG", 31240, 46880), ("SERAFE AG", 2800, 2800),
          ("STEUERVERWALTUNG KANTON BERN", 45000, 90000), ("MOBILIAR VERSICHERUNG", 9800, 18450)]


def build(n, seed, workdir):
    rng = random.Random(seed)
    start = {1: dt.date(2024, 2, 1), 2: dt.date(2024, 5, 1), 3: dt.date(2023, 12, 1)}[n]
    end = dt.date(start.year + (start.month == 12), start.month % 12 + 1, 1) - dt.timedelta(days=1)
    if n == 3:  # quarterly-style statement over the year end: 01.12.2023 - 31.01.2024
        end = dt.date(2024, 1, 31)
    count = {1: 14, 2: 30, 3: 44}[n]
    opening = {1: 612040, 2: 1845575, 3: 388015}[n]
    days = (end - start).days
    items = []  # (date, valuta, lines, amount, subs)
    salary_days = [start + dt.timedelta(days=24)] + ([dt.date(2024, 1, 25)] if n == 3 else [])
    for sd in salary_days:
        items.append((sd, sd, ["GUTSCHRIFT AUF KONTO", "AUFTRAGGEBER: HASLER PRAEZISION AG", "MITTEILUNG: LOHN"],
                      rng.randint(640000, 780000), None))
    sammel_days = [start + dt.timedelta(days=rng.randint(1, 8))] + ([dt.date(2024, 1, 5)] if n == 3 else [])
    for i, sd in enumerate(sammel_days):
        k = 3 if n == 1 else 4 - i
        subs = [(name, rng.randint(lo, hi)) for name, lo, hi in rng.sample(SAMMEL, k)]
        total = sum(a for _, a in subs)
        items.append((sd, sd, [f"E-FINANCE SAMMELAUFTRAG", f"{k} ZAHLUNGEN", f"AUFTRAG NR. {rng.randint(10**7, 10**8)}"],
                      -total, subs))
    rent = start + dt.timedelta(days=rng.randint(0, 2))
    items.append((rent, rent, ["DAUERAUFTRAG", "IMMOBILIEN VON GRAFFENRIED AG", "MIETE WOHNUNG 3.OG"],
                  -rng.choice([185000, 214000, 236500]), None))
    if n >= 2:
        d = start + dt.timedelta(days=rng.randint(6, 20))
        eur = rng.randint(2900, 14900)
        c = eur * 9512 // 10000
        items.append((d, d - dt.timedelta(days=2), [f"KAUF/DIENSTLEISTUNG VOM {(d - dt.timedelta(days=2)).strftime('%d.%m.%Y')}",
                                                    "KARTEN NR. XXXX6634", "ZALANDO SE BERLIN",
                                                    f"EUR {plain(eur)} KURS 0.9512"], -c, None))
        items.append((d, d, ["PREIS FUER KARTENEINSATZ IM AUSLAND"], -max(150, c * 15 // 1000), None))
    twint = start + dt.timedelta(days=rng.randint(5, days))
    items.append((twint, twint, ["TWINT GUTSCHRIFT", "VON +41 79 *** ** 18 NINA BRUNNER"], rng.randint(1500, 6000), None))
    while len(items) < count - 1:
        s = rng.choice(SHOPS)
        d = start + dt.timedelta(days=rng.randint(1, days))
        if rng.random() < 0.15:
            items.append((d, d, [f"BARGELDBEZUG VOM {d.strftime('%d.%m.%Y')}", "POSTOMAT BERN SCHANZENPOST"],
                          -rng.choice([10000, 20000, 30000]), None))
        else:
            items.append((d, d - dt.timedelta(days=rng.choice([0, 1, 2])),
                          [f"KAUF/DIENSTLEISTUNG VOM {(d - dt.timedelta(days=1)).strftime('%d.%m.%Y')}",
                           "KARTEN NR. XXXX6634", s[0]], -rng.randint(s[1], s[2]), None))
    items.sort(key=lambda it: it[0])
    items.append((end, end, ["PREIS FUER KONTOFUEHRUNG"], -500, None))

    bal = opening
    rows = []
    txns = []
    for d, v, lines, a, subs in items:
        bal += a
        desc = " ".join(lines + ([f"{nm} {plain(x)}" for nm, x in subs] if subs else []))
        txns.append(record(d, desc, a, bal, valueDate=v))
        rows.append((d, v, lines, a, subs, bal))
    closing = bal
    gut = sum(r[3] for r in rows if r[3] > 0)
    last = -sum(r[3] for r in rows if r[3] < 0)

    f = lambda d: d.strftime("%d.%m.%y")
    name = ["Herr Stefan Aebischer", "Frau Martina Zbinden-Roth", "Herr Luca Bernasconi"][n - 1]
    iban = f"CH{20 + n} 0900 0000 {rng.randint(1000, 9999)} {rng.randint(1000, 9999)} {rng.randint(1, 9)}"
    out = [r'''.\" generated by gen_postfinance.py
.nr PS 8
.nr VS 10
.nr HY 0
.nr LL 17.4c
.nr PO 1.8c
.nr HM 1.6c
.nr FM 2.2c
.fam H
.ds LH
.ds CH
.ds RH
.ds LF PostFinance AG, Mingerstrasse 20, 3030 Bern, postfinance.ch
.ds CF
.ds RF Seite \\n%
.LP
.hy 0
.na
.ps 20
.B PostFinance
.ps 8
.sp 0.3c
.TS
tab(@);
lw(8.5c) rw(8c).
''']
    addr = [name, "Länggassstrasse 41", "3012 Bern"]
    info = ["Kontoauszug", f"Privatkonto CHF", f"IBAN {iban}", f"Periode {start.strftime('%d.%m.%Y')} - {end.strftime('%d.%m.%Y')}",
            f"Erstellt am {(end + dt.timedelta(days=1)).strftime('%d.%m.%Y')}"]
    for i in range(max(len(addr), len(info))):
        a = addr[i] if i < len(addr) else ""
        b = info[i] if i < len(info) else ""
        rb = "\\fB" + b + "\\fP" if i == 0 else esc(b)
        out.append(esc(a) + "@" + rb)
    out.append(".TE\n.sp 0.6c")
    # transactions table, header repeated on every page (.TH)
    out.append(".TS H\ntab(@);\nlw(1.3c) lw(5.0c) rw(1.5c) rw(1.8c) rw(1.8c) lw(1.3c) rw(1.9c).")
    out.append("_")
    out.append(r"\fBDatum\fP@\fBText\fP@@\fBGutschrift\fP@\fBLastschrift\fP@\fBValuta\fP@\fBSaldo\fP")
    out.append("_\n.TH")
    out.append(f"{f(start)}@Saldovortrag@@@@@{chf(opening)}")
    cur = None
    for d, v, lines, a, subs, b in rows:
        gcol = chf(a) if a > 0 else ""
        lcol = chf(-a) if a < 0 else ""
        dd = f(d) if d != cur else ""
        cur = d
        text = "T{\n" + "\n.br\n".join(esc(l) for l in lines) + "\nT}"
        out.append(f"{dd}@{text}@@{gcol}@{lcol}@{f(v)}@{chf(b)}")
        if subs:
            for nm, x in subs:
                out.append("@\\h'0.3c'\\s-1" + esc(nm) + "\\s0@\\s-1" + chf(x) + "\\s0@@@@")
    out.append("_")
    out.append(f"@\\fBTotal\\fP@@\\fB{chf(gut)}\\fP@\\fB{chf(last)}\\fP@@")
    out.append(f"{f(end)}@\\fBKontostand\\fP@@@@@\\fB{chf(closing)}\\fP")
    out.append("_\n.TE")
    out.append(".sp 0.6c\n.LP\n\\fBZinsabschluss\\fP")
    out.append(".TS\ntab(@);\nlw(6c) rw(2.5c) rw(2.5c).")
    out.append("Habenzins@0.000 %@0.00\nVerrechnungssteuer 35 %@@0.00\nPreis Kontoführung pro Monat@@5.00\n.TE")
    out.append(".sp 0.4c\n.LP\n\\s-1Bitte prüfen Sie diesen Kontoauszug. Beanstandungen sind innert 30 Tagen "
               "zu melden, andernfalls gilt der Auszug als genehmigt. Die Einzelbeträge eines Sammelauftrags sind "
               "nur zur Information aufgeführt.\\s0")
    path = f"{workdir}/{FAMILY}-{n}.ms"
    with open(path, "w", encoding="utf-8") as fh:
        fh.write("\n".join(out) + "\n")
    notes = ("PostFinance account statement (Switzerland, German), typeset with groff/tbl. Columns Datum (truth date, "
             "dd.mm.yy, printed once per booking day) | Text (several lines) | an unlabelled detail-amount column | "
             "Gutschrift (credit, FIRST) | Lastschrift (debit, SECOND) | Valuta (valueDate) | Saldo (after every "
             "booking). Amounts use an apostrophe thousands separator (1'234.56). An E-FINANCE SAMMELAUFTRAG is ONE "
             "transaction (its total in Lastschrift); the indented sub-lines under it list the single payments with "
             "their own amounts in the detail column: they are detail lines, not transactions (the description "
             "includes them as 'NAME amount' in reading order). Saldovortrag, Total and Kontostand rows and the "
             "Zinsabschluss table are not transactions.")
    if n >= 2:
        notes += " A euro card purchase shows 'EUR x KURS 0.9512' in its text and a separate foreign-use fee row."
    t = truth(FAMILY, "groff", "PostFinance", "CH", "de", "bank_account", "CHF", iban.replace(" ", "")[-4:],
              start, end, opening, closing, txns, notes)
    return path, t
