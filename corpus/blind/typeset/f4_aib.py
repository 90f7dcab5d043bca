"""Family 4: ie-aib-dotted -- AIB 'Statement of Account' with amounts before the details column (pdflatex)."""
import datetime as dt
import os
import random

from lib import base_truth, cstr, finish, fmt, latex_pdf, outdir, paginate, rnd_amt, tex

FAM = "ie-aib-dotted"


def D(d):
    return f"{d.day:02d} {d.strftime('%B %Y')}"


def bal_str(c):
    return fmt(abs(c)) + ("DR" if c < 0 else "")


POS = ["POS SUPERVALU MULLI", "POS TESCO ATHLONE", "POS DUNNES STORES", "POS ALDI MULLINGAR", "POS CIRCLE K ROCHF",
       "POS PENNEYS ATHLON", "POS EUROGIANT MULL", "POS BOOTS 0387", "POS MCDONALDS ATHL", "POS LIDL IRELAND"]
VDP = ["VDP-AMAZON.CO.UK", "VDP-IRISH RAIL", "VDP-SPOTIFY", "VDP-NETFLIX.COM", "VDP-RYANAIR", "VDP-JUST EAT.IE",
       "VDP-APPLE.COM/BILL", "VDP-ELECTRIC IRELA"]
DD = [("D/D VHI HEALTHCARE", 8000, 16000), ("D/D ELECTRIC IRELAND", 6000, 19000), ("D/D EIR", 4500, 7900),
      ("D/D IRISH WATER", 3000, 5000), ("D/D ZURICH LIFE", 4000, 9000), ("D/D BORD GAIS ENERGY", 5000, 15000)]


def gen(rng, start, end, ntx, opening, od):
    days = [start + dt.timedelta(days=i) for i in range((end - start).days + 1)]
    days = [d for d in days if d.weekday() < 5]
    picks = sorted(rng.choice(days) for _ in range(ntx))
    rows = []
    bal = opening
    pay_days = {d for d in picks if d.day in (14, 15, 16, 28, 29, 30)}
    emp = rng.choice(["GLANBIA IRELAND DAC", "HSE PAYROLL", "MEDTRONIC IRL LTD", "WESTMEATH CO CO"])
    for i, d in enumerate(picks):
        r = rng.random()
        if d in pay_days and not any(x["date"] == d and x["amt"] > 100000 for x in rows):
            amt = rnd_amt(rng, 1400, 2900) if not od else rnd_amt(rng, 900, 1500)
            lines = [emp]
        elif r < 0.32:
            amt = -rnd_amt(rng, 4, 140)
            lines = [rng.choice(POS)]
        elif r < 0.45:
            amt = -rnd_amt(rng, 5, 220)
            lines = [rng.choice(VDP), f"{d.strftime('%d%b%y').upper()} {rng.randint(1000,9999)}"] if rng.random() < 0.4 else [rng.choice(VDP)]
        elif r < 0.55:
            amt = -rng.choice([20, 40, 50, 100, 150, 200]) * 100
            lines = [rng.choice(["ATM MULLINGAR", "ATM ATHLONE GOLDEN", "ATM SUTTON", "VDC-BOI ATM DUBLIN"]),
                     f"{d.strftime('%d%b%y').upper()} TIME {rng.randint(8, 22):02d}.{rng.randint(0, 59):02d}"]
        elif r < 0.68:
            nm, lo, hi = rng.choice(DD)
            amt = -rng.randint(lo, hi)
            lines = [nm]
        elif r < 0.74:
            amt = -rnd_amt(rng, 20, 60)
            lines = ["TEXT TOP-UP", f"08{rng.randint(3, 9)}{rng.randint(1000000, 9999999)}"]
        elif r < 0.80:
            amt = -rnd_amt(rng, 60, 900)
            lines = [f"{rng.randint(500100, 500999)}"]  # cheque: details show only the cheque number
        elif r < 0.87:
            amt = -rng.choice([50, 100, 150, 200, 250]) * 100
            lines = ["*INET TO SAVINGS" if rng.random() < 0.5 else "*MOBI " + rng.choice(["M NOLAN", "SEAN KELLY", "CREDIT UNION"])]
        elif r < 0.94:
            amt = rnd_amt(rng, 40, 600)
            lines = [rng.choice(["DSFA CB EFT", "CREDIT TRANSFER", "REVENUE COMMISSIO", "PAT O'BRIEN"])]
            if lines[0] == "DSFA CB EFT":
                amt = 14000 * rng.choice([1, 2])
        else:
            amt = -rng.choice([600, 450, 200])
            lines = [rng.choice(["MAINTENANCE FEE", "TRANSACTION FEE", "SMS ALERTS FEE"])]
        bal += amt
        rows.append(dict(date=d, amt=amt, bal=bal, lines=lines))
    return rows


def build(n, seed, end, ntx, overdrawn, page_no0):
    rng = random.Random(seed)
    d_out = outdir(FAM)
    start = (end.replace(day=1) - dt.timedelta(days=1)).replace(day=end.day) + dt.timedelta(days=1)
    opening = rnd_amt(rng, -420, -60) if overdrawn else rnd_amt(rng, 300, 3200)
    rows = []
    bal = opening
    # overdraft interest line at the start of the period (AIB prints it after BALANCE FORWARD)
    first_day = start if start.weekday() < 5 else start + dt.timedelta(days=7 - start.weekday())
    interest = None
    if overdrawn:
        ic = rng.randint(8, 900)
        bal -= ic
        interest = dict(date=first_day, amt=-ic, bal=bal, lines=["INTEREST CHARGED", "(INCL. SURCHARGE", "INTEREST 0.00)"],
                        info=True)
        rows.append(interest)
    rows += gen(rng, start, end, ntx - len(rows), bal, overdrawn)
    # recompute balances
    b = opening
    for r in rows:
        b += r["amt"]
        r["bal"] = b
    rows.sort(key=lambda r: r["date"])  # stable: interest row stays first on its day
    b = opening
    for r in rows:
        b += r["amt"]
        r["bal"] = b
    closing = b
    for i, r in enumerate(rows):
        r["show_bal"] = i == len(rows) - 1 or rows[i + 1]["date"] != r["date"]
    holder = rng.choice([("MR JOHN A FLANAGAN", "43 MAIN AVENUE", "CASTLEPOLLARD", "CO WESTMEATH"),
                         ("MS AOIFE M BRENNAN", "12 ARDMORE PARK", "ATHLONE", "CO WESTMEATH"),
                         ("MR & MRS D GALLAGHER", "THE OLD RECTORY", "MULTYFARNHAM", "CO WESTMEATH")])
    nsc = f"93-{rng.randint(10, 99)}-{rng.randint(10, 99)}"
    accno = f"{rng.randint(10000, 99999)}-{rng.randint(100, 999)}"
    last4 = accno.replace("-", "")[-4:]
    iban = f"IE{rng.randint(10, 99)} AIBK {nsc.replace('-', '')[:4]} {nsc.replace('-', '')[4:]}{accno[:2]} {accno[2:5]}{accno[6:]} {rng.randint(10, 99)}"
    P = lambda c: fmt(abs(c))  # noqa: E731
    lines_of = lambda r: len(r["lines"]) + (1 if r.get("info") else 0)  # noqa: E731
    pages = paginate(rows, 40, 52, lines_of, last_reserve=4)

    col = r"@{}p{28mm}>{\raggedleft}p{21mm}>{\raggedleft}p{21mm}@{\hspace{6mm}}p{66mm}>{\raggedleft\arraybackslash}p{26mm}@{}"
    head = (r"\textbf{Date}\dotfill & \textbf{Debit \texteuro}\dotfill\ & \textbf{Credit \texteuro}\dotfill\ & "
            r"\textbf{Details}\dotfill & \textbf{Balance \texteuro}\\[3pt]" + "\n")

    def page_blocks():
        out = []
        running = opening
        for pi, pg in enumerate(pages):
            hdr = [r"\begin{tabular}{" + col + "}", head]
            first_date = pg[0]["date"]
            prev_date = pages[pi - 1][-1]["date"] if pi else None
            bf_date = first_date if pi == 0 else None
            hdr.append(f"{D(start) if pi == 0 else ''} & & & BALANCE FORWARD & {bal_str(running)}\\\\[2pt]")
            last_date = prev_date
            for r in pg:
                show_date = r["date"] != last_date
                last_date = r["date"]
                dcol = D(r["date"]) if show_date else ""
                if r.get("info"):
                    hdr.append(f"{dcol} & & & Interest Rate \\\\")
                    hdr.append(r" & & & Lending @ 11.85\% \\")
                    dcol = ""
                deb = P(r["amt"]) if r["amt"] < 0 else ""
                cre = P(r["amt"]) if r["amt"] > 0 else ""
                sal = bal_str(r["bal"]) if r["show_bal"] else ""
                hdr.append(f"{dcol} & {deb} & {cre} & {tex(r['lines'][0])} & {sal}\\\\")
                for l in r["lines"][1:]:
                    hdr.append(f" & & & {tex(l)} & \\\\")
                running = r["bal"]
            hdr.append(r"\end{tabular}")
            if pi < len(pages) - 1:
                hdr.append(r"\newpage")
            out.append("\n".join(hdr))
        return "\n".join(out)

    def make(total):
        return r"""\documentclass[10pt]{article}
\usepackage[T1]{fontenc}
\usepackage[utf8]{inputenc}
\usepackage{mathptmx}
\usepackage[a4paper,left=14mm,right=14mm,top=62mm,bottom=30mm,headheight=48mm,headsep=6mm,footskip=14mm]{geometry}
\usepackage{array,fancyhdr,xcolor,textcomp}
\definecolor{aib}{RGB}{125,40,130}
\hyphenpenalty=10000 \exhyphenpenalty=10000
\setlength{\tabcolsep}{2pt}
\newcounter{stmtpage}\setcounter{stmtpage}{""" + str(page_no0) + r"""}
\pagestyle{fancy}\fancyhf{}
\renewcommand{\headrulewidth}{0pt}
\fancyhead[L]{\begin{minipage}[b]{\textwidth}
\colorbox{aib}{\parbox[c][10mm][c]{20mm}{\centering\color{white}\bfseries\LARGE AIB}}\hspace{5mm}
\begin{minipage}[b]{120mm}\bfseries\large Current Account\\ \normalsize Statement of Account with Allied Irish Banks, p.l.c.\end{minipage}\\[3mm]
\small\begin{tabular}{@{}p{90mm}p{80mm}@{}}
Branch & National Sort Code \quad """ + nsc + r"""\\
10 Main Street, Mullingar, Co. Westmeath & Telephone \quad 044-9340422\\[2mm]
Account Name \quad """ + tex(holder[0].title().replace("Mr ", "Mr. ").replace("Ms ", "Ms. ")) + r""" & Account Number \quad """ + accno + r"""\\
 & Date of Statement \quad """ + D(end) + r"""\\
 & Page Number \quad \number\numexpr\value{page}+\value{stmtpage}\relax\\
\end{tabular}\\[1mm]
\footnotesize IBAN: """ + iban + r""" \quad (BIC: AIBKIE2D)\hfill Authorised Limit At Date Of Statement \texteuro 500
\end{minipage}}
\fancyfoot[L]{\tiny\parbox{\textwidth}{Allied Irish Banks, p.l.c. is regulated by the Central Bank of Ireland. Registered Office: 10 Molesworth Street, Dublin 2. Registered in Ireland No. 24173. In certain circumstances an amount appearing in this statement as a debit or credit entry may be reversed, cancelled or reduced by the Bank on final posting and the balance must be construed accordingly. The items shown should be verified and the Bank notified promptly of any discrepancy. Unauthorised borrowings attract surcharge interest. Deposits are protected under the Deposit Guarantee Scheme up to \texteuro 100,000.}}
\begin{document}
\small
\noindent\begin{tabular}{@{}l}
""" + r"\\ ".join(tex(x) for x in holder) + r"""
\end{tabular}

\vspace{5mm}
""" + page_blocks() + r"""

\vspace{6mm}
\noindent\footnotesize Statement period """ + D(start) + " to " + D(end) + r""". Government Stamp Duty on your debit card will be charged to this account in """ + ("April" if end.month != 4 else "May") + r""". Please see www.aib.ie/fees for our fees and charges booklet (effective 01 March """ + str(end.year) + r""").
\end{document}
"""

    pdf = os.path.join(d_out, f"{FAM}-{n}.pdf")
    npages = latex_pdf(make, pdf, f"{FAM}-{n}")
    txns = [{"date": r["date"].isoformat(), "description": " ".join(r["lines"]), "amount": cstr(r["amt"]),
             "balance": cstr(r["bal"]) if r["show_bal"] else None} for r in rows]
    notes = ("AIB Current Account 'Statement of Account with Allied Irish Banks, p.l.c.' (pdflatex, Times). HONEST "
             "ADAPTATION: the real AIB table is Date | Details | Debit | Credit | Balance; here the two amount columns are "
             "printed BEFORE Details (Date ..... Debit EUR ..... Credit EUR ..... Details ..... Balance EUR, header made of "
             "dot leaders) to test amount-first layouts; everything else follows AIB: full dates 'DD Month YYYY' printed "
             "only on the first row of each day (also not reprinted when a day continues on the next page), balance printed "
             "only on the last row of each day, overdrawn balances with a 'DR' suffix (negative in truth), 'BALANCE FORWARD' "
             "at the top of every page (not a transaction), cheque rows whose details are just the cheque number, ATM rows "
             "with a second line '05JUN24 TIME 14.52'. 'Page Number' in the header is AIB's running statement-sheet number "
             "(e.g. 528), not the page of this PDF. On overdrawn statements an info block 'Interest Rate / Lending @ 11.85%' "
             "(not a transaction) precedes the 'INTEREST CHARGED (INCL. SURCHARGE INTEREST 0.00)' debit row; the '0.00' in "
             "that description is text. Period = day after the previous statement date to the date of statement.")
    truth = base_truth(FAM, "pdflatex", "Allied Irish Banks, p.l.c.", "IE", "en", "bank_account", "EUR", last4, start, end,
                       opening, closing, npages, txns, notes)
    finish(FAM, n, truth, pdf)
    return truth


def main():
    build(1, 4401, dt.date(2024, 6, 21), 15, True, 527)
    build(2, 4402, dt.date(2024, 10, 14), 40, False, 1203)
    build(3, 4403, dt.date(2025, 2, 7), 66, True, 88)


if __name__ == "__main__":
    main()
