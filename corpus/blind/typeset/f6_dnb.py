"""Family 6: no-dnb-ut-inn -- DNB Bank kontoutskrift, Ut fra konto / Inn på konto, NOK (pdflatex)."""
import datetime as dt
import os
import random

from lib import base_truth, cstr, finish, fmt, latex_pdf, month_end, outdir, rand_dates, rnd_amt, tex

FAM = "no-dnb-ut-inn"

SHOPS = ["REMA 1000 STORO", "KIWI 382 GRUNERLOKKA", "COOP EXTRA SAGENE", "MENY SOLLI", "VINMONOPOLET STORO",
         "CIRCLE K NYDALEN", "NARVESEN OSLO S", "XXL NYDALEN", "APOTEK 1 STORO", "CLAS OHLSON OSLO CITY",
         "RUTER BILLETT APP", "JOKER BJØLSEN", "ELKJØP STORO", "NILLE STORO"]
VISA = [("Netflix.Com", "Los Gatos"), ("Spotify P2A6F", "Stockholm"), ("Amazon.De*Mh2", "Amazon.De"),
        ("Norwegian Air Shuttle", "Fornebu"), ("Finn.No", "Oslo"), ("Booking.Com", "Amsterdam")]
AGIRO = [("Fjordkraft AS", 40000, 160000), ("Telenor Norge AS", 39900, 69900), ("Gjensidige Forsikring ASA", 60000, 190000),
         ("Oslo Kommune Eiendomsskatt", 90000, 210000), ("Lånekassen", 120000, 260000), ("Get AS", 49900, 79900)]
NAMES = ["OLA NORDMANN", "KARI HANSEN", "PER OLSEN", "INGRID JOHANSEN", "LARS BERG", "SIGRID HAUGEN"]


def DM(d):
    return d.strftime("%d.%m")


def gen(rng, y, m, ntx, opening):
    start, end = dt.date(y, m, 1), month_end(y, m)
    dates = rand_dates(rng, start, end, ntx - 1)
    lonn = dt.date(y, m, 12) if dt.date(y, m, 12).weekday() < 5 else dt.date(y, m, 12) - dt.timedelta(days=dt.date(y, m, 12).weekday() - 4)
    dates.append(lonn)
    dates.sort()
    rows, bal, did = [], opening, False
    emp = rng.choice(["EQUINOR ASA", "OSLO UNIVERSITETSSYKEHUS HF", "TINE SA", "KONGSBERG GRUPPEN ASA"])
    card = f"{rng.randint(100000, 999999)}"
    for d in dates:
        r = rng.random()
        rd = d
        if d == lonn and not did:
            did = True
            amt = rnd_amt(rng, 28000, 52000)
            lines = ["Lønn", f"Fra: {emp}", f"Betalt: {d.strftime('%d.%m.%y')}"]
        elif r < 0.38:
            amt = -rnd_amt(rng, 19, 1400)
            kd = max(start - dt.timedelta(days=2), d - dt.timedelta(days=rng.choice([0, 1, 2, 3])))
            rd = d
            lines = [f"Varekjøp {rng.choice(SHOPS)}", f"Dato {kd.strftime('%d.%m')} kl. {rng.randint(8, 22):02d}.{rng.randint(0, 59):02d}"]
        elif r < 0.52:
            v = rng.choice(VISA)
            amt = -rnd_amt(rng, 49, 2400)
            kd = max(start - dt.timedelta(days=4), d - dt.timedelta(days=rng.randint(1, 4)))
            lines = [f"Visa {card} Nok {fmt(-amt, ' ', ',')}", f"{v[0]} {v[1]}", f"Dato {kd.strftime('%d.%m')}"]
        elif r < 0.64:
            a = rng.choice(AGIRO)
            amt = -rng.randint(a[1], a[2])
            lines = ["Avtalegiro", a[0], f"KID {rng.randint(10**11, 10**12 - 1)}"]
        elif r < 0.74:
            amt = -rnd_amt(rng, 50, 1500)
            lines = [f"Vipps*{rng.choice(NAMES).title()}", f"Betalt: {d.strftime('%d.%m.%y')}"]
        elif r < 0.82:
            amt = rnd_amt(rng, 100, 6000)
            lines = ["Overføring Innland", f"Fra: {rng.choice(NAMES)}", rng.choice(["Husleie", "Middag", "Hytte påske", "Tilbakebetaling lån"])]
        elif r < 0.89:
            amt = -rnd_amt(rng, 2000, 9000)
            lines = ["Giro", f"Til: {rng.randint(1000, 9999)}.{rng.randint(10, 99)}.{rng.randint(10000, 99999)}",
                     rng.choice(["BORETTSLAG OBOS SAGENE", "TANNLEGE SOLHEIM AS", "STUDENTSAMSKIPNADEN SIO"])]
        elif r < 0.95:
            amt = -rng.choice([200, 500, 1000]) * 100
            lines = ["Kontantuttak", f"Minibank {rng.choice(['DNB Storo', 'DNB Majorstuen', 'Nokas Oslo S'])}"]
        else:
            amt = -rng.choice([1500, 3000, 4000])
            lines = ["Omkostninger", rng.choice(["Gebyr kort", "Gebyr giro", "Varslingstjenester"])]
            rd = end
        bal += amt
        rows.append(dict(date=d, rdate=rd, amt=amt, lines=lines))
    return rows


def build(n, seed, y, m, ntx, labels):
    rng = random.Random(seed)
    d_out = outdir(FAM)
    opening = rnd_amt(rng, 4000, 60000)
    rows = gen(rng, y, m, ntx, opening)
    closing = opening + sum(r["amt"] for r in rows)
    start, end = dt.date(y, m, 1), month_end(y, m)
    holder = rng.choice([("Jonas Bakken", "Sandakerveien 64 B", "0477 OSLO"), ("Marte Solberg", "Kirkeveien 112", "0361 OSLO"),
                         ("Eirik og Hanne Lunde", "Storgata 3", "2000 LILLESTRØM")])
    kto = f"{rng.randint(1200, 1299)}.{rng.randint(10, 99)}.{rng.randint(10000, 99999)}"
    last4 = kto.replace(".", "")[-4:]
    P = lambda c: fmt(abs(c), "~", ",")  # noqa: E731
    prev_end = start - dt.timedelta(days=1)
    if labels == "old":
        open_lbl = f"Saldo fra kontoutskrift {prev_end.strftime('%d.%m.%Y')}"
        close_lbl = "Saldo i Deres favør"
    else:
        open_lbl = "Inngående saldo"
        close_lbl = f"Utgående saldo {end.strftime('%d.%m.%Y')}"
    ut = sum(-r["amt"] for r in rows if r["amt"] < 0)
    inn = sum(r["amt"] for r in rows if r["amt"] > 0)

    body = []
    for r in rows:
        body.append(f"{DM(r['date'])} & {tex(r['lines'][0])} & {DM(r['rdate'])} & {P(r['amt']) if r['amt'] < 0 else ''} & "
                    f"{P(r['amt']) if r['amt'] > 0 else ''}\\\\")
        for l in r["lines"][1:]:
            body.append(f" & {tex(l)} & & & \\\\")
        body.append(r"\noalign{\vspace{3pt}}")

    renter = rng.randint(100, 9000)

    def make(total):
        return r"""\documentclass[10pt]{article}
\usepackage[T1]{fontenc}
\usepackage[utf8]{inputenc}
\usepackage{mathpazo}
\usepackage[a4paper,left=20mm,right=16mm,top=30mm,bottom=26mm,headheight=18mm,footskip=12mm]{geometry}
\usepackage{longtable,array,fancyhdr,xcolor,textcomp}
\definecolor{dnb}{RGB}{0,114,114}
\hyphenpenalty=10000 \exhyphenpenalty=10000
\setlength{\tabcolsep}{3pt}
\pagestyle{fancy}\fancyhf{}
\renewcommand{\headrulewidth}{0pt}
\fancyhead[L]{\colorbox{dnb}{\parbox[c][9mm][c]{22mm}{\centering\color{white}\bfseries\LARGE DNB}}}
\fancyhead[R]{\small Kontoutskrift nr. """ + str(m) + r""" \\ Kontonummer """ + kto + r"""\\ Side \thepage\ av """ + str(total) + r"""}
\fancyfoot[L]{\tiny\parbox{\textwidth}{DNB Bank ASA, Postboks 1600 Sentrum, 0021 Oslo. Org.nr. 984 851 006 MVA. Kundeservice 915 04800. Vennligst kontroller kontoutskriften. Eventuelle feil må meldes banken uten ugrunnet opphold. Innskudd er sikret gjennom Bankenes sikringsfond inntil 2 millioner kroner per innskyter.}}
\begin{document}
\small
\noindent\begin{minipage}[t]{0.5\textwidth}
\vspace{6mm}""" + r"\\ ".join(tex(x) for x in holder) + r"""
\end{minipage}\hfill\begin{minipage}[t]{0.42\textwidth}\footnotesize
\begin{tabular}{@{}ll}
Kontoutskrift nr. & """ + str(m) + r"""\\
Utskriftsdato & """ + (end + dt.timedelta(days=1)).strftime("%d.%m.%Y") + r"""\\
Kontonummer & """ + kto + r"""\\
Kontotype & Brukskonto\\
IBAN & NO""" + f"{rng.randint(10, 99)} {kto.replace('.', '')[:4]} {kto.replace('.', '')[4:8]} {kto.replace('.', '')[8:]}" + r"""\\
BIC & DNBANOKKXXX\\
\end{tabular}\end{minipage}

\vspace{8mm}
{\Large Kontoutskrift} \quad Brukskonto\\[1mm]
for konto """ + kto + " i perioden " + start.strftime("%d.%m.%Y") + " -- " + end.strftime("%d.%m.%Y") + r"""

\vspace{4mm}
\begin{longtable}{@{}p{13mm}p{86mm}p{16mm}>{\raggedleft}p{24mm}>{\raggedleft\arraybackslash}p{24mm}@{}}
\textbf{Dato} & \textbf{Forklaring} & \textbf{Rentedato} & \textbf{Ut fra konto} & \textbf{Inn på konto}\\\hline
\endfirsthead
\textbf{Dato} & \textbf{Forklaring} & \textbf{Rentedato} & \textbf{Ut fra konto} & \textbf{Inn på konto}\\\hline
\endhead
\hline\multicolumn{5}{r}{\footnotesize\itshape Fortsettelse neste side}\\
\endfoot
\endlastfoot
 & \textbf{""" + tex(open_lbl) + r"""} & & & \textbf{""" + P(opening) + r"""}\\[4pt]
""" + "\n".join(body) + r"""
\hline
 & Sum ut fra konto / inn på konto & & """ + P(ut) + " & " + P(inn) + r"""\\[3pt]
 & \textbf{""" + tex(close_lbl) + r"""} & & & \textbf{""" + P(closing) + r"""}\\\hline
\end{longtable}

\vspace{4mm}
\noindent\begin{tabular}{@{}p{70mm}r@{}}
\multicolumn{2}{@{}l}{\bfseries Renteopplysninger}\\
Innskuddsrente fra 01.01.""" + str(y) + r""" & 0,50 \%\\
Påløpte renter hittil i år & """ + P(renter) + r"""\\
Disponibelt beløp pr. """ + end.strftime("%d.%m.%Y") + r""" & """ + P(closing) + r"""\\
\end{tabular}

\vspace{4mm}
{\footnotesize Renter godskrives kontoen ved årsskiftet. Gebyrer belastes i henhold til gjeldende prisliste, se dnb.no/priser. Neste kontoutskrift sendes """ + month_end(y + m // 12, m % 12 + 1).strftime("%d.%m.%Y") + r""".}
\end{document}
"""

    pdf = os.path.join(d_out, f"{FAM}-{n}.pdf")
    npages = latex_pdf(make, pdf, f"{FAM}-{n}")
    txns = [{"date": r["date"].isoformat(), "valueDate": r["rdate"].isoformat(), "description": " ".join(r["lines"]),
             "amount": cstr(r["amt"]), "balance": None} for r in rows]
    notes = ("DNB kontoutskrift (pdflatex, Palatino). Columns Dato | Forklaring | Rentedato | Ut fra konto | Inn på konto; "
             "dates 'DD.MM' WITHOUT year (year from the period line), Rentedato given as valueDate; amounts Norwegian "
             "format '1 234,56' unsigned, side given by column; NO running balance column. Opening row '" + open_lbl +
             "' and closing row '" + close_lbl + "' plus 'Sum ut fra konto / inn på konto' are not transactions. "
             "Descriptions 1-3 lines; card rows carry the purchase date ('Dato 28.02 kl. 14.22', may be before the "
             "period) and Visa rows repeat the amount ('Nok 299,00'). Header repeated on each page with 'Fortsettelse "
             "neste side'. 'Renteopplysninger' block (0,50 %, accrued interest, Disponibelt beløp) is not a transaction.")
    truth = base_truth(FAM, "pdflatex", "DNB Bank ASA", "NO", "no", "bank_account", "NOK", last4, start, end,
                       opening, closing, npages, txns, notes)
    finish(FAM, n, truth, pdf)
    return truth


def main():
    build(1, 6601, 2024, 2, 20, "old")
    build(2, 6602, 2024, 8, 38, "new")
    build(3, 6603, 2025, 4, 62, "old")


if __name__ == "__main__":
    main()
