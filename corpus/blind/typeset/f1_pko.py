"""Family 1: pl-pko-kwota -- PKO Bank Polski 'Wyciąg z rachunku / zestawienie operacji' (pdflatex + scans)."""
import datetime as dt
import os
import random

from lib import (base_truth, cstr, finish, fmt, latex_pdf, month_end, outdir, rand_dates,
                 rnd_amt, tex)

FAM = "pl-pko-kwota"

SHOPS = [("BIEDRONKA 3121", "WARSZAWA"), ("LIDL PULAWSKA", "WARSZAWA"), ("ZABKA Z5521 K.1", "WARSZAWA"),
         ("ROSSMANN 214", "WARSZAWA"), ("ORLEN STACJA NR 4152", "PIASECZNO"), ("CARREFOUR EXPRESS", "WARSZAWA"),
         ("APTEKA DOZ 0117", "WARSZAWA"), ("PEPCO 1042", "PIASECZNO"), ("KAUFLAND 0412", "WARSZAWA"),
         ("CINEMA CITY ARKADIA", "WARSZAWA"), ("MCDONALDS 0093", "WARSZAWA"), ("EMPIK SALON 061", "WARSZAWA"),
         ("JMP S.A. BIEDRONKA 880", "KONSTANCIN-JEZIORNA"), ("SHELL 5231", "RASZYN"),
         ("LEROY MERLIN WARSZAWA", "WARSZAWA"), ("CIUCHLAND ODZIEZ", "GRÓJEC")]
PAYEES = [("PGNIG OBRÓT DETALICZNY SP. Z O.O.", "UL. JANA KAZIMIERZA 3 01-248 WARSZAWA", "FAKTURA NR {n}/{m:02d}/{y} GAZ"),
          ("PGE OBRÓT S.A.", "UL. 8-GO MARCA 6 35-959 RZESZÓW", "ENERGIA ELEKTRYCZNA {m:02d}/{y} KLIENT 77341209"),
          ("SPÓŁDZIELNIA MIESZKANIOWA SŁUŻEW", "UL. BACHA 10 02-743 WARSZAWA", "CZYNSZ {m:02d}.{y} LOKAL 47"),
          ("ORANGE POLSKA S.A.", "AL. JEROZOLIMSKIE 160 02-326 WARSZAWA", "ABONAMENT NR KLIENTA 5093311"),
          ("UPC POLSKA SP. Z O.O.", "AL. JEROZOLIMSKIE 92 00-807 WARSZAWA", "PLATNOSC ZA USLUGI {m:02d}/{y}"),
          ("URZĄD SKARBOWY WARSZAWA-URSYNÓW", "UL. WYNALAZEK 3 02-677 WARSZAWA", "PIT-37 ZA {py} DOPŁATA"),
          ("ANNA WIŚNIEWSKA", "UL. SŁONECZNA 14/2 05-500 PIASECZNO", "ZWROT ZA BILETY NA KONCERT"),
          ("PRZEDSZKOLE NR 312 \"ZACZAROWANY OŁÓWEK\"", "UL. LANCI 16 02-792 WARSZAWA", "OPŁATA ZA WYŻYWIENIE {m:02d}/{y} JAN KOWALCZYK")]
EMPLOYERS = [("SOFTLAB POLSKA SP. Z O.O.", "UL. DOMANIEWSKA 39A 02-672 WARSZAWA", "WYNAGRODZENIE ZA {pm:02d}/{py2}"),
             ("BUDIMEX S.A.", "UL. SIEDMIOGRODZKA 9 01-204 WARSZAWA", "WYPŁATA WYNAGRODZENIA {pm:02d}.{py2}")]
BLIK_SHOPS = ["allegro.pl", "www.zalando.pl", "pyszne.pl", "bilkom.pl", "www.olx.pl", "jakdojade.pl"]
ATMS = [("Bankomat PKO BP A-1042", "WARSZAWA UL. PUŁAWSKA 145"), ("Euronet ATM 3381", "PIASECZNO UL. KOŚCIUSZKI 6")]


def nrb(rng):
    bank = rng.choice(["1020", "1140", "1050", "2490", "1240", "1090"])
    digits = "".join(str(rng.randint(0, 9)) for _ in range(16))
    cc = f"{rng.randint(10, 99)}"
    return f"{cc} {bank} {digits[0:4]} {digits[4:8]} {digits[8:12]} {digits[12:16]} {rng.randint(1000, 9999)}"


def gen(rng, y, m, ntx, opening):
    start, end = dt.date(y, m, 1), month_end(y, m)
    pm, py2 = (m - 1 or 12), (y if m > 1 else y - 1)
    dates = rand_dates(rng, start, end, ntx - 2, weekdays_only=False)
    # salary + one incoming at a fixed-ish place
    sal_day = min(10, end.day)
    dates += [dt.date(y, m, sal_day), dt.date(y, m, rng.randint(11, 27))]
    dates.sort()
    rows = []
    bal = opening
    card = f"425125******{rng.randint(1000, 9999)}"
    salary_done = False
    for d in dates:
        r = rng.random()
        if d.day == sal_day and not salary_done:
            salary_done = True
            emp = rng.choice(EMPLOYERS)
            amt = rnd_amt(rng, 6200, 9800)
            typ = "Przelew na rachunek"
            lines = [f"Rachunek nadawcy: {nrb(rng)}", f"Nazwa nadawcy: {emp[0]}",
                     f"Adres nadawcy: {emp[1]}", "Tytuł: " + emp[2].format(pm=pm, py2=py2)]
            vd = d
        elif r < 0.45:
            shop, city = rng.choice(SHOPS)
            amt = -rnd_amt(rng, 4, 380)
            typ = "Płatność kartą"
            opd = max(start, d - dt.timedelta(days=rng.choice([0, 1, 1, 2])))
            lines = [f"Tytuł: {rng.randint(10**8, 10**9 - 1):09d} {rng.randint(10**22, 10**23 - 1)}",
                     f"Lokalizacja: Adres: {shop} Miasto: {city} Kraj: POLSKA",
                     f"Data wykonania operacji: {opd.isoformat()}",
                     f"Oryginalna kwota operacji: {fmt(-amt, ' ', ',')}",
                     f"Numer karty: {card}"]
            vd = opd
        elif r < 0.62:
            p = rng.choice(PAYEES)
            amt = -rnd_amt(rng, 40, 1400)
            typ = rng.choice(["Przelew z rachunku", "Przelew z rachunku", "Zlecenie stałe"])
            lines = [f"Rachunek odbiorcy: {nrb(rng)}", f"Nazwa odbiorcy: {p[0]}", f"Adres odbiorcy: {p[1]}",
                     "Tytuł: " + p[2].format(n=rng.randint(100, 9999), m=m, y=y, py=y - 1)]
            vd = d
        elif r < 0.76:
            amt = -rnd_amt(rng, 15, 600)
            typ = "Płatność web - kod mobilny"
            lines = [f"Tytuł: {rng.randint(10**16, 10**17 - 1)}",
                     f"Numer telefonu: +48 {rng.randint(500, 799)} *** ***",
                     f"Lokalizacja: Adres: {rng.choice(BLIK_SHOPS)}",
                     f"'Operacja: {rng.randint(10**11, 10**12 - 1)}'",
                     f"Numer referencyjny: {rng.randint(10**11, 10**12 - 1)}"]
            vd = d
        elif r < 0.84:
            a = rng.choice(ATMS)
            amt = -rng.choice([100, 200, 300, 500]) * 100
            typ = "Wypłata z bankomatu"
            lines = [f"Tytuł: {rng.randint(10**8, 10**9 - 1):09d} {rng.randint(10**22, 10**23 - 1)}",
                     f"Lokalizacja: Adres: {a[0]} Miasto: {a[1]} Kraj: POLSKA",
                     f"Data wykonania operacji: {d.isoformat()}",
                     f"Numer karty: {card}"]
            vd = d
        elif r < 0.93:
            amt = rnd_amt(rng, 20, 900)
            typ = rng.choice(["Przelew na rachunek", "Przelew na telefon przychodz. zew."])
            who = rng.choice(["TOMASZ NOWAK", "KATARZYNA ZIELIŃSKA", "MAŁGORZATA KOWALCZYK", "PIOTR WÓJCIK"])
            lines = [f"Rachunek nadawcy: {nrb(rng)}", f"Nazwa nadawcy: {who}",
                     "Tytuł: " + rng.choice(["ZWROT ZA ZAKUPY", "PRZELEW ŚRODKÓW", "ZA OBIAD", "SKŁADKA NA PREZENT DLA OLI"])]
            vd = d
        else:
            amt = -rng.choice([700, 900, 1000, 1200, 500])
            typ = "Opłata"
            lines = [rng.choice(["Tytuł: OPŁATA ZA KARTĘ " + card, "Tytuł: OPŁATA ZA PROWADZENIE RACHUNKU",
                                 "Tytuł: OPŁATA ZA POWIADOMIENIA SMS " + f"{m:02d}/{y}"])]
            vd = d
        bal += amt
        rows.append(dict(date=d, vdate=vd, typ=typ, amt=amt, bal=bal, lines=lines))
    return rows


def build(n, seed, y, m, ntx):
    rng = random.Random(seed)
    fam_dir = outdir(FAM)
    opening = rnd_amt(rng, 800, 9000)
    rows = gen(rng, y, m, ntx, opening)
    closing = rows[-1]["bal"]
    start, end = dt.date(y, m, 1), month_end(y, m)
    holder = rng.choice([("JAN KOWALCZYK", "UL. GAŁCZYŃSKIEGO 12 M. 4", "02-793 WARSZAWA"),
                         ("EWA SZCZEPAŃSKA", "UL. ŻWIRKI I WIGURY 7/19", "05-500 PIASECZNO"),
                         ("MAREK DĄBROWSKI", "OS. KSIĘCIA WŁADYSŁAWA 3 M. 88", "02-496 WARSZAWA")])
    acc = f"PL{rng.randint(10, 99)} 1020 {rng.randint(1000, 9999)} 0000 {rng.randint(1000, 9999)} {rng.randint(1000, 9999)} {rng.randint(1000, 9999)}"
    last4 = acc.replace(" ", "")[-4:]
    wyc_no = f"{m}/{y}"
    credits = [r["amt"] for r in rows if r["amt"] > 0]
    debits = [r["amt"] for r in rows if r["amt"] < 0]
    P = lambda c: fmt(c, "~", ",")  # noqa: E731  printed amount, non-breaking thousands space

    def body_rows():
        out = []
        for r in rows:
            desc = r"\newline ".join(tex(l) for l in r["lines"])
            out.append(f"{r['date'].strftime('%d.%m.%Y')} & {r['vdate'].strftime('%d.%m.%Y')} & {tex(r['typ'])} & "
                       f"{P(r['amt'])} & {P(r['bal'])} & {desc} \\\\[2pt]")
        return "\n".join(out)

    def make(total):
        return r"""\documentclass[10pt]{article}
\usepackage[T1]{fontenc}
\usepackage[utf8]{inputenc}
\usepackage{lmodern}
\renewcommand{\familydefault}{\sfdefault}
\usepackage[a4paper,left=12mm,right=12mm,top=30mm,bottom=26mm,headheight=20mm,footskip=14mm]{geometry}
\usepackage{longtable,array,xcolor,fancyhdr,colortbl,textcomp}
\definecolor{pko}{RGB}{0,61,122}
\definecolor{pkol}{RGB}{228,235,244}
\hyphenpenalty=10000 \exhyphenpenalty=10000
\pagestyle{fancy}\fancyhf{}
\renewcommand{\headrulewidth}{0pt}
\fancyhead[L]{\colorbox{pko}{\parbox[c][9mm][c]{38mm}{\centering\color{white}\bfseries\Large PKO BANK POLSKI}}}
\fancyhead[R]{\footnotesize\begin{tabular}{r}Wyciąg nr """ + wyc_no + r""" \\ Rachunek: """ + acc + r"""\\ Strona \thepage\ z """ + str(total) + r"""\end{tabular}}
\fancyfoot[C]{\tiny\color{darkgray}\parbox{\textwidth}{Powszechna Kasa Oszczędności Bank Polski Spółka Akcyjna, ul. Puławska 15, 02-515 Warszawa, zarejestrowana przez Sąd Rejonowy dla m.st. Warszawy w Warszawie, XIII Wydział Gospodarczy Krajowego Rejestru Sądowego pod numerem KRS 0000026438, NIP 525-000-77-38, REGON 016298263, kapitał zakładowy (kapitał wpłacony) 1 250 000 000 zł. Infolinia: 800 302 302 (dla połączeń krajowych), +48 81 535 60 60 (z zagranicy i z telefonów komórkowych). Dokument wygenerowany elektronicznie, nie wymaga podpisu ani stempla.}}
\setlength{\tabcolsep}{3pt}
\begin{document}
\footnotesize
\noindent\begin{minipage}[t]{0.52\textwidth}
\vspace{2mm}{\normalsize\bfseries """ + tex(holder[0]) + r"""}\\ """ + tex(holder[1]) + r"""\\ """ + tex(holder[2]) + r"""
\end{minipage}\hfill
\begin{minipage}[t]{0.44\textwidth}
\vspace{2mm}\begin{tabular}{@{}ll@{}}
Data wygenerowania: & """ + (end + dt.timedelta(days=1)).strftime("%d.%m.%Y") + r""" \\
Produkt: & PKO Konto za Zero \\
Waluta rachunku: & PLN \\
Posiadacz: & """ + tex(holder[0]) + r""" \\
\end{tabular}
\end{minipage}

\vspace{5mm}
{\large\bfseries\color{pko} WYCIĄG Z RACHUNKU -- ZESTAWIENIE OPERACJI}\\[1mm]
za okres od """ + start.strftime("%d.%m.%Y") + " do " + end.strftime("%d.%m.%Y") + r"""

\vspace{3mm}
\noindent\begin{tabular}{|l|r|}\hline
\rowcolor{pkol}\multicolumn{2}{|l|}{\bfseries Podsumowanie} \\\hline
Saldo początkowe & """ + P(opening) + r""" PLN \\
Suma uznań (""" + str(len(credits)) + r""") & """ + P(sum(credits)) + r""" PLN \\
Suma obciążeń (""" + str(len(debits)) + r""") & """ + P(sum(debits)) + r""" PLN \\
Saldo końcowe & \bfseries """ + P(closing) + r""" PLN \\\hline
Limit w rachunku (kredyt odnawialny) & 0,00 PLN \\
Oprocentowanie środków na rachunku & 0,00\% \\\hline
\end{tabular}

\vspace{4mm}
\begin{longtable}{@{}>{\raggedright}p{15mm} >{\raggedright}p{15mm} >{\raggedright}p{22mm} >{\raggedleft}p{17mm} >{\raggedleft}p{19mm} >{\raggedright\arraybackslash}p{88mm}@{}}
\rowcolor{pko}\color{white}\bfseries Data operacji & \color{white}\bfseries Data waluty & \color{white}\bfseries Typ transakcji & \color{white}\bfseries Kwota & \color{white}\bfseries Saldo po transakcji & \color{white}\bfseries Opis transakcji \\[1pt]
\endfirsthead
\rowcolor{pko}\color{white}\bfseries Data operacji & \color{white}\bfseries Data waluty & \color{white}\bfseries Typ transakcji & \color{white}\bfseries Kwota & \color{white}\bfseries Saldo po transakcji & \color{white}\bfseries Opis transakcji \\[1pt]
\endhead
\multicolumn{6}{r}{\itshape ciąg dalszy na następnej stronie} \\
\endfoot
\endlastfoot
\multicolumn{4}{@{}l}{\bfseries Saldo początkowe} & \bfseries """ + P(opening) + r""" & \\[3pt]
""" + body_rows() + r"""
\hline
\multicolumn{4}{@{}l}{\bfseries Saldo końcowe} & \bfseries """ + P(closing) + r""" & \\
\end{longtable}

\vspace{3mm}
{\scriptsize Saldo końcowe wyciągu jest saldem otwarcia następnego wyciągu. Reklamacje dotyczące operacji na rachunku można składać w terminie 13 miesięcy od dnia obciążenia rachunku. Prosimy o sprawdzenie zgodności salda; w przypadku braku zastrzeżeń w terminie 14 dni od daty otrzymania wyciągu saldo uważa się za uznane. Informujemy, że od 01.""" + f"{(m % 12) + 1:02d}" + "." + str(y if m < 12 else y + 1) + r""" obowiązuje nowa Taryfa prowizji i opłat -- szczegóły na www.pkobp.pl. Środki zgromadzone na rachunku objęte są ochroną Bankowego Funduszu Gwarancyjnego do równowartości 100 000 EUR.}
\end{document}
"""

    pdf = os.path.join(fam_dir, f"{FAM}-{n}.pdf")
    pages = latex_pdf(make, pdf, f"{FAM}-{n}")
    txns = []
    for r in rows:
        txns.append({"date": r["date"].isoformat(), "valueDate": r["vdate"].isoformat(),
                     "description": " ".join(r["lines"]), "amount": cstr(r["amt"]), "balance": cstr(r["bal"]),
                     "typeCode": r["typ"]})
    notes = ("PKO BP style statement (pdflatex, Latin Modern Sans, T1). Columns Data operacji | Data waluty | Typ transakcji | "
             "Kwota | Saldo po transakcji | Opis transakcji; one signed amount column ('-1 234,56', space thousands, comma "
             "decimal), running balance on every row. 'Typ transakcji' is given as typeCode and is not part of the "
             "description. Descriptions are 1-5 printed lines (Rachunek odbiorcy / Nazwa odbiorcy / Adres / Tytuł, card "
             "lines with 'Data wykonania operacji' dates and 'Oryginalna kwota operacji' repeating the amount); valueDate = "
             "Data waluty (card payments: the execution date, up to 2 days before the booking date). Table header repeated "
             "on every page (longtable), 'ciąg dalszy na następnej stronie' line at page ends, Saldo początkowe / Saldo "
             "końcowe rows and a summary box are not transactions. Footer holds KRS/NIP/REGON numbers and the BFG 100 000 EUR note.")
    truth = base_truth(FAM, "pdflatex", "PKO Bank Polski", "PL", "pl", "bank_account", "PLN", last4, start, end,
                       opening, closing, pages, txns, notes)
    finish(FAM, n, truth, pdf, scan=True)
    return truth


def main():
    build(1, 1101, 2024, 3, 16)
    build(2, 1102, 2024, 7, 34)
    build(3, 1103, 2025, 1, 44)


if __name__ == "__main__":
    main()
