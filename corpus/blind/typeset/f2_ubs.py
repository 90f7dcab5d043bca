"""Family 2: ch-ubs-apostrophe -- UBS Switzerland 'Kontoauszug' Privatkonto, CHF (pdflatex + scans)."""
import datetime as dt
import os
import random

from lib import (base_truth, cstr, finish, fmt, latex_pdf, month_end, outdir, paginate, rand_dates,
                 rnd_amt, tex)

FAM = "ch-ubs-apostrophe"
APOS = r"\textquotesingle{}"

SHOPS = ["Migros M Wollishofen, Zürich", "Coop Supermarkt Wiedikon, Zürich", "Denner Filiale 4021, Zürich",
         "SBB CFF FFS Zürich HB", "Apotheke Sihlcity, Zürich", "Manor AG, Zürich Bahnhofstrasse",
         "Coop Pronto Tankstelle, Adliswil", "Brezelkönig Zürich HB", "IKEA AG, Spreitenbach",
         "Digitec Galaxus AG, Zürich", "Volg Kilchberg", "Aldi Suisse 112, Thalwil"]
BILLS = [("Swisscom (Schweiz) AG, 3050 Bern", "Rechnung {m:02d}/{y}"),
         ("EWZ Elektrizitätswerk der Stadt Zürich", "Stromrechnung Q{q} {y}"),
         ("Serafe AG, 8010 Zürich", "Radio- und TV-Abgabe {y}"),
         ("Steueramt der Stadt Zürich", "Steuern {y} Rate {r}"),
         ("Zahnarztpraxis Dr. med. dent. R. Meier, Horgen", "Rechnung Nr. {n}"),
         ("Sunrise GmbH, 8050 Zürich", "Internet Abo {m:02d}.{y}")]
LSV = [("CSS Kranken-Versicherung AG", "Prämie {m:02d}.{y}"), ("Helsana Versicherungen AG", "Prämie {m:02d}/{y}"),
       ("Mobiliar Versicherung", "Police 7.140.332 Hausrat")]


def qrref(rng):
    d = "".join(str(rng.randint(0, 9)) for _ in range(27))
    return "QR-Referenz " + " ".join([d[:2]] + [d[i:i + 5] for i in range(2, 27, 5)])


def gen(rng, y, m, ntx, opening):
    start, end = dt.date(y, m, 1), month_end(y, m)
    dates = rand_dates(rng, start, end, ntx - 1, weekdays_only=True)
    dates.append(dt.date(y, m, 25) if dt.date(y, m, 25).weekday() < 5 else dt.date(y, m, 24))
    dates.sort()
    rows = []
    bal = opening
    sal_done = False
    card = f"XXXX {rng.randint(1000, 9999)}"
    for i, d in enumerate(dates):
        r = rng.random()
        vd = d
        if d.day in (24, 25) and not sal_done:
            sal_done = True
            amt = rnd_amt(rng, 6800, 9400)
            lines = ["Gutschrift", rng.choice(["Roche Diagnostics International AG, Rotkreuz",
                                               "Zürcher Kantonalbank, Zürich", "Swiss Re Management Ltd, Zürich"]),
                     f"Lohn {['Januar','Februar','März','April','Mai','Juni','Juli','August','September','Oktober','November','Dezember'][m-1]} {y}"]
        elif r < 0.42:
            amt = -rnd_amt(rng, 3, 260)
            td = d - dt.timedelta(days=rng.choice([0, 1, 2]))
            if td < start:
                td = start
            vd = td
            lines = ["Kauf UBS Debit Card", rng.choice(SHOPS), f"Kartennummer {card}, {td.strftime('%d.%m.%y')} {rng.randint(7, 21):02d}:{rng.randint(0, 59):02d}"]
        elif r < 0.6:
            b = rng.choice(BILLS)
            amt = -rnd_amt(rng, 35, 1200)
            lines = ["e-banking-Auftrag", b[0], b[1].format(m=m, y=y, q=(m - 1) // 3 + 1, r=rng.randint(1, 9), n=rng.randint(10000, 99999)), qrref(rng)]
        elif r < 0.7:
            l = rng.choice(LSV)
            amt = -rnd_amt(rng, 280, 560)
            lines = ["Lastschrift (LSV+)", l[0], l[1].format(m=m, y=y)]
        elif r < 0.8:
            amt = -rng.choice([100, 200, 300, 400]) * 100
            lines = ["Bargeldbezug Bancomat", rng.choice(["UBS Zürich Paradeplatz", "UBS Thalwil", "ZKB Zürich Enge"]),
                     f"Kartennummer {card}, {d.strftime('%d.%m.%y')}"]
        elif r < 0.88:
            amt = -rnd_amt(rng, 8, 90)
            lines = ["TWINT-Zahlung", rng.choice(["Coop Pronto Zürich", "Parkingpay Stadt Zürich", "Migrolino Wädenswil",
                                                  "Laura Bernasconi", "SBB Mobile Ticket"])]
        elif r < 0.95:
            amt = rnd_amt(rng, 20, 700)
            lines = ["Gutschrift", rng.choice(["Bernasconi Laura, 8802 Kilchberg", "Gerber Thomas, 8004 Zürich",
                                               "Galaxus Rückerstattung"]), rng.choice(["Ferien Tessin", "Rückzahlung", "Retoure Best. 774120"])]
        else:
            amt = -rng.choice([600, 1500, 500])
            lines = ["Saldo Dienstleistungspreise", rng.choice(["Bankpaket UBS key4 Banking", "Kontoführung Privatkonto"])]
        bal += amt
        rows.append(dict(date=d, vdate=vd, amt=amt, bal=bal, lines=lines))
    # balance printed only on the last row of each day
    for i, r in enumerate(rows):
        r["show_bal"] = (i == len(rows) - 1) or rows[i + 1]["date"] != r["date"]
    return rows


def build(n, seed, y, m, ntx):
    rng = random.Random(seed)
    d_out = outdir(FAM)
    opening = rnd_amt(rng, 2500, 24000)
    rows = gen(rng, y, m, ntx, opening)
    closing = rows[-1]["bal"]
    start, end = dt.date(y, m, 1), month_end(y, m)
    holder = rng.choice([("Herr", "Daniel Brunner", "Seestrasse 118", "8800 Thalwil"),
                         ("Frau", "Sandra Huber-Keller", "Albisstrasse 41", "8038 Zürich"),
                         ("Herr und Frau", "Marco und Lea Rossi", "Dorfstrasse 7", "8802 Kilchberg ZH")])
    iban = f"CH{rng.randint(10, 99)} 0027 3273 {rng.randint(1000, 9999)} {rng.randint(1000, 9999)} {rng.choice('0123456789ABCDEFMR')}"
    last4 = iban.replace(" ", "")[-5:-1]
    kontonr = f"0273-{iban.replace(' ', '')[12:20]}.{rng.choice(['M1R', 'M2X', '01A'])}"
    P = lambda c: fmt(abs(c), APOS, ".")  # noqa: E731
    SB = lambda c: fmt(c, APOS, ".")  # noqa: E731  (signed for saldo)
    D = lambda d: d.strftime("%d.%m.%y")  # noqa: E731

    pages = paginate(rows, 42, 62, lambda r: len(r["lines"]), last_reserve=10)
    col = r"@{}p{15mm}p{77mm}>{\raggedleft}p{21mm}>{\raggedleft}p{21mm}>{\centering}p{15mm}>{\raggedleft\arraybackslash}p{23mm}@{}"
    head = r"\textbf{Datum} & \textbf{Text} & \textbf{Belastung} & \textbf{Gutschrift} & \textbf{Valuta} & \textbf{Saldo}\\\hline" + "\n"

    def page_tables():
        out = []
        running = opening
        for pi, pg in enumerate(pages):
            t = [r"\begin{tabular}{" + col + "}", head]
            if pi == 0:
                t.append(f"{D(start)} & Saldovortrag & & & & {SB(opening)}\\\\[2pt]")
            else:
                t.append(f" & Übertrag & & & & {SB(running)}\\\\[2pt]")
            for r in pg:
                txt = r"\newline ".join(tex(x) for x in r["lines"])
                deb = P(r["amt"]) if r["amt"] < 0 else ""
                cre = P(r["amt"]) if r["amt"] > 0 else ""
                sal = SB(r["bal"]) if r["show_bal"] else ""
                t.append(f"{D(r['date'])} & {txt} & {deb} & {cre} & {D(r['vdate'])} & {sal}\\\\[3pt]")
                running = r["bal"]
            if pi < len(pages) - 1:
                t.append(r"\hline" + f" & Übertrag & & & & {SB(running)}\\\\")
                t.append(r"\end{tabular}")
                t.append(r"\newpage")
            else:
                deb = sum(-r["amt"] for r in rows if r["amt"] < 0)
                cre = sum(r["amt"] for r in rows if r["amt"] > 0)
                t.append(r"\hline" + f" & Umsatztotal & {P(deb)} & {P(cre)} & & \\\\")
                t.append(f"{D(end)} & \\textbf{{Saldo zu Ihren Gunsten}} & & & & \\textbf{{{SB(closing)}}}\\\\\\hline")
                t.append(r"\end{tabular}")
            out.append("\n".join(t))
        return "\n".join(out)

    def make(total):
        return r"""\documentclass[10pt]{article}
\usepackage[T1]{fontenc}
\usepackage[utf8]{inputenc}
\usepackage[scaled=0.92]{helvet}
\renewcommand{\familydefault}{\sfdefault}
\usepackage[a4paper,left=18mm,right=12mm,top=34mm,bottom=28mm,headheight=24mm,footskip=12mm]{geometry}
\usepackage{array,fancyhdr,textcomp,xcolor}
\hyphenpenalty=10000 \exhyphenpenalty=10000
\setlength{\tabcolsep}{2.5pt}
\pagestyle{fancy}\fancyhf{}
\renewcommand{\headrulewidth}{0pt}
\fancyhead[L]{\begin{tabular}{@{}l}{\fontsize{26}{26}\selectfont\bfseries UBS}\\[1pt]\scriptsize UBS Switzerland AG\\\scriptsize Postfach, 8098 Zürich\end{tabular}}
\fancyhead[R]{\footnotesize\begin{tabular}{r@{}}Kontoauszug """ + D(start) + " - " + D(end) + r"""\\IBAN """ + iban + r"""\\Seite \thepage/""" + str(total) + r"""\end{tabular}}
\fancyfoot[L]{\tiny\color{darkgray}\parbox{\textwidth}{Bitte prüfen Sie diesen Auszug. Beanstandungen sind innert 30 Tagen nach Versand anzubringen, ansonsten gilt der Auszug als genehmigt. Habenzins 0.000\%, Sollzins 10.500\% p.a. (Stand 01.01.""" + str(y)[2:] + r"""). Die Verrechnungssteuer von 35\% wird auf Zinsen über CHF 200.00 pro Kalenderjahr abgezogen. UBS Switzerland AG, CHE-412.669.376 MWST. www.ubs.com/kontakt -- Telefon 0848 848 062.}}
\begin{document}
\footnotesize
\noindent\begin{minipage}[t]{0.48\textwidth}
\begin{tabular}{@{}ll}
Kontoinhaber & """ + tex(holder[1]) + r""" \\
Konto & """ + kontonr + r""" \\
IBAN & """ + iban + r""" \\
Produkt & Privatkonto UBS \\
Währung & CHF \\
Auszug per & """ + D(end) + r""" \\
Ihr Kundenberater & Roger Schmid, 044 234 41 11 \\
\end{tabular}
\end{minipage}\hfill
\begin{minipage}[t]{0.42\textwidth}
\small """ + tex(holder[0]) + r"""\\ """ + tex(holder[1]) + r"""\\ """ + tex(holder[2]) + r"""\\ """ + tex(holder[3]) + r"""
\end{minipage}

\vspace{8mm}
{\Large\bfseries Kontoauszug}\\[1mm]
Privatkonto UBS in CHF, """ + D(start) + " - " + D(end) + r"""

\vspace{5mm}
""" + page_tables() + r"""

\vspace{6mm}
\begin{tabular}{@{}ll}
\multicolumn{2}{@{}l}{\bfseries Zinsabschluss / Dienstleistungspreise} \\
Habenzins 0.000\% vom """ + D(start) + " bis " + D(end) + r""" & 0.00 \\
Verrechnungssteuer 35\% & 0.00 \\
\end{tabular}
\end{document}
"""

    pdf = os.path.join(d_out, f"{FAM}-{n}.pdf")
    npages = latex_pdf(make, pdf, f"{FAM}-{n}")
    txns = [{"date": r["date"].isoformat(), "valueDate": r["vdate"].isoformat(), "description": " ".join(r["lines"]),
             "amount": cstr(r["amt"]), "balance": cstr(r["bal"]) if r["show_bal"] else None} for r in rows]
    notes = ("UBS Kontoauszug (pdflatex, Helvetica). Columns Datum | Text | Belastung | Gutschrift | Valuta | Saldo; dates "
             "DD.MM.YY; amounts with apostrophe thousands separator (12'345.60, ASCII apostrophe), unsigned, side "
             "given by column. Saldo printed only on the last row of each booking day (other rows balance null). "
             "First row 'Saldovortrag' (opening), 'Übertrag' rows at each page end/start carry the balance, "
             "'Umsatztotal' and 'Saldo zu Ihren Gunsten' close the table: none are transactions. Text is 2-4 lines "
             "(booking type, counterparty, reference/QR-Referenz, card number with purchase date+time); the first "
             "line (e.g. 'Kauf UBS Debit Card', 'e-banking-Auftrag') is part of the description. valueDate = Valuta "
             "(card purchases: the purchase date, may be before the booking date). A 'Zinsabschluss' mini table "
             "(0.00 amounts) and footer rates (10.500%) are not transactions.")
    truth = base_truth(FAM, "pdflatex", "UBS Switzerland AG", "CH", "de", "bank_account", "CHF", last4, start, end,
                       opening, closing, npages, txns, notes)
    finish(FAM, n, truth, pdf, scan=True)
    return truth


def main():
    build(1, 2201, 2024, 4, 14)
    build(2, 2202, 2024, 11, 36)
    build(3, 2203, 2025, 2, 58)


if __name__ == "__main__":
    main()
