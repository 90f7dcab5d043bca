"""Family 5: sg-dbs-decoy -- DBS Bank consolidated statement with decoy tables (pdflatex + scans)."""
import datetime as dt
import os
import random

from lib import (base_truth, cstr, finish, fmt, latex_pdf, month_end, outdir, paginate, rand_dates,
                 rnd_amt, tex)

FAM = "sg-dbs-decoy"

SHOPS = ["NTUC FP-JURONG POINT", "COLD STORAGE-NOVENA", "GRAB* A-6KXJ2WQ", "SHENG SIONG-ANG MO KIO", "BUS/MRT 412337",
         "GUARDIAN-TAMPINES 1", "KOUFU PTE LTD", "UNIQLO ION ORCHARD", "SHOPEE SINGAPORE", "POPULAR BOOK-BISHAN",
         "MCDONALD'S (AMK HUB)", "GIANT-TAMPINES", "WATSONS-NEX", "STARBUCKS@RAFFLES PL", "LAZADA SG"]
PAYNOW = ["TAN WEI MING", "LIM XIAO HUI", "NUR AISYAH BTE ISMAIL", "RAJESH S/O KUMAR", "ONG BOON KIAT", "CHUA MEI LING"]
BILLS = [("SINGTEL-{n}", "TO: SINGTEL MOBILE"), ("SP SERVICES-{n}", "TO: SP GROUP"), ("STARHUB-{n}", "TO: STARHUB LTD"),
         ("IRAS-{n}", "TO: INLAND REVENUE AUTH"), ("TOWN COUNCIL-{n}", "TO: AMK TOWN COUNCIL")]


def D(d):
    return d.strftime("%d %b")


def gen(rng, y, m, ntx, opening):
    start, end = dt.date(y, m, 1), month_end(y, m)
    dates = rand_dates(rng, start, end, ntx - 2)
    sal = dt.date(y, m, 25) if dt.date(y, m, 25).weekday() < 5 else dt.date(y, m, 26 if dt.date(y, m, 25).weekday() == 6 else 27)
    dates += [sal, end]
    dates.sort()
    card = f"4628-4500-{rng.randint(1000, 9999)}-{rng.randint(1000, 9999)}"
    employer = rng.choice(["ACME ENGINEERING PTE LTD", "SINGAPORE POOLS PRIVATE LIMITED", "NANYANG POLYTECHNIC",
                           "SEA MANAGEMENT PTE LTD"])
    rows, bal = [], opening
    did_sal = did_int = False
    for d in dates:
        r = rng.random()
        if d == sal and not did_sal:
            did_sal = True
            amt = rnd_amt(rng, 4200, 8800)
            lines = ["Inward Credit-FAST", "SALA SALARY", employer, f"OTHR {y}{m:02d}{rng.randint(10, 28)}SAL{rng.randint(100000, 999999)}"]
        elif d == end and not did_int:
            did_int = True
            amt = rng.randint(80, 4800)
            lines = ["Interest Earned"]
        elif r < 0.45:
            amt = -rnd_amt(rng, 3, 260)
            td = max(start - dt.timedelta(days=2), d - dt.timedelta(days=rng.choice([0, 1, 2])))
            lines = ["Debit Card Transaction", f"{rng.choice(SHOPS)} SI SGP {td.strftime('%d%b').upper()}", card]
        elif r < 0.6:
            amt = -rnd_amt(rng, 10, 400)
            lines = ["FAST Payment / Receipt", f"PAYNOW TRANSFER {rng.randint(10**9, 10**10 - 1)}", "To: " + rng.choice(PAYNOW), "OTHR Transfer"]
        elif r < 0.7:
            b = rng.choice(BILLS)
            amt = -rnd_amt(rng, 30, 450)
            lines = ["Bill Payment", b[0].format(n=rng.randint(10**7, 10**8 - 1)), b[1]]
        elif r < 0.78:
            amt = -rng.choice([50, 100, 200, 300, 500]) * 100
            lines = ["Cash Withdrawal", f"ATM {rng.randint(100, 999)} " + rng.choice(["ANG MO KIO HUB", "TAMPINES MALL", "RAFFLES PLACE", "JURONG POINT"])]
        elif r < 0.88:
            amt = rnd_amt(rng, 15, 900)
            lines = ["FAST Payment / Receipt", f"PAYNOW TRANSFER {rng.randint(10**9, 10**10 - 1)}", "From: " + rng.choice(PAYNOW), "OTHR " + rng.choice(["dinner", "rent share", "thanks", "ang bao"])]
        elif r < 0.94:
            amt = -rng.choice([2000, 5000, 10000])
            lines = ["Funds Transfer", "TOP-UP TO PAYLAH! : " + f"9{rng.randint(1000000, 9999999)}"]
        else:
            amt = -rnd_amt(rng, 200, 1500)
            lines = ["GIRO - Standing Instruction", rng.choice(["PRUDENTIAL ASSURANCE", "AIA SINGAPORE", "HDB MORTGAGE LOAN"]),
                     f"REF {rng.randint(10**8, 10**9 - 1)}"]
        bal += amt
        rows.append(dict(date=d, amt=amt, bal=bal, lines=lines))
    return rows


def build(n, seed, y, m, ntx):
    rng = random.Random(seed)
    d_out = outdir(FAM)
    opening = rnd_amt(rng, 3000, 38000)
    rows = gen(rng, y, m, ntx, opening)
    closing = rows[-1]["bal"]
    start, end = dt.date(y, m, 1), month_end(y, m)
    nxt = month_end(y + (m // 12), m % 12 + 1)
    holder = rng.choice([("MR TAN KAH HENG", "BLK 123 ANG MO KIO AVE 3", "#08-1234", "SINGAPORE 560123"),
                         ("MS SITI NURHALIZA BTE OSMAN", "BLK 456 TAMPINES ST 42", "#11-208", "SINGAPORE 520456"),
                         ("MR ARJUN PILLAI", "8 MARINE PARADE CENTRAL", "#15-02 THE SEAFRONT", "SINGAPORE 449399")])
    acc = f"027-{rng.randint(100000, 999999)}-{rng.randint(0, 9)}"
    last4 = acc.replace("-", "")[-4:]
    sav = f"120-{rng.randint(10000, 99999)}-{rng.randint(0, 9)}"
    fd_amt = rng.choice([1000000, 2000000, 5000000])
    fd_mat = end + dt.timedelta(days=rng.randint(20, 160))
    sav_bal = rnd_amt(rng, 500, 9000)
    usd_bal = rnd_amt(rng, 100, 3000)
    usd_sgd = int(usd_bal * 1.3425)
    total = closing + sav_bal + fd_amt + usd_sgd
    P = lambda c: fmt(abs(c))  # noqa: E731
    S = lambda c: fmt(c)  # noqa: E731

    pages = paginate(rows, 44, 48, lambda r: len(r["lines"]), last_reserve=5)
    col = r"@{}p{16mm}p{86mm}>{\raggedleft}p{25mm}>{\raggedleft}p{25mm}>{\raggedleft\arraybackslash}p{28mm}@{}"
    head = (r"\rowcolor{dbsl}\textbf{Date} & \textbf{Description} & \textbf{Withdrawal (-)} & \textbf{Deposit (+)} & "
            r"\textbf{Balance}\\" + "\n")

    def txn_pages():
        out, running = [], opening
        for pi, pg in enumerate(pages):
            t = [r"{\large\bfseries Transaction Details}" + (r" \normalsize(continued)" if pi else ""), r"\\[2mm]",
                 r"\noindent\textbf{DBS Multiplier Account} \hfill Account No. " + acc + r"\\[1mm]",
                 r"\noindent\begin{tabular}{" + col + "}", head,
                 f" & Balance Brought Forward & & SGD & {S(running)}\\\\[2pt]"]
            for r in pg:
                t.append(f"{D(r['date'])} & {tex(r['lines'][0])} & {P(r['amt']) if r['amt'] < 0 else ''} & "
                         f"{P(r['amt']) if r['amt'] > 0 else ''} & {S(r['bal'])}\\\\")
                for l in r["lines"][1:]:
                    t.append(f" & {tex(l)} & & & \\\\")
                t.append(r"\noalign{\vspace{2pt}}")
                running = r["bal"]
            t.append(r"\hline" + f" & Balance Carried Forward & & SGD & {S(running)}\\\\")
            if pi == len(pages) - 1:
                wd = sum(-r["amt"] for r in rows if r["amt"] < 0)
                dp = sum(r["amt"] for r in rows if r["amt"] > 0)
                t.append(f" & \\textbf{{Total}} & \\textbf{{{P(wd)}}} & \\textbf{{{P(dp)}}} & \\\\\\hline")
            t.append(r"\end{tabular}")
            t.append(r"\newpage" if pi < len(pages) - 1 else "")
            out.append("\n".join(t))
        return "\n".join(out)

    def make(totalp):
        return r"""\documentclass[10pt]{article}
\usepackage[T1]{fontenc}
\usepackage[utf8]{inputenc}
\usepackage{avant}
\renewcommand{\familydefault}{\sfdefault}
\usepackage[a4paper,left=12mm,right=12mm,top=30mm,bottom=24mm,headheight=18mm,footskip=12mm]{geometry}
\usepackage{array,fancyhdr,xcolor,colortbl,textcomp}
\definecolor{dbs}{RGB}{227,25,55}\definecolor{dbsl}{RGB}{236,236,236}
\hyphenpenalty=10000 \exhyphenpenalty=10000
\setlength{\tabcolsep}{3pt}
\pagestyle{fancy}\fancyhf{}
\renewcommand{\headrulewidth}{0pt}
\fancyhead[L]{\colorbox{dbs}{\parbox[c][9mm][c]{20mm}{\centering\color{white}\bfseries\LARGE DBS}}\hspace{3mm}\parbox[b]{80mm}{\scriptsize DBS Bank Ltd\\12 Marina Boulevard, DBS Asia Central @ MBFC Tower 3, Singapore 018982\\Co. Reg. No. 196800306E \quad GST Reg. No. MR-8500180-3}}
\fancyhead[R]{\small\bfseries Consolidated Statement\\ \normalfont\footnotesize as at """ + end.strftime("%d %b %Y") + r"""}
\fancyfoot[L]{\tiny Please check this statement and report any discrepancy to us within 14 days. Otherwise, we will assume that this statement is correct. \quad Call 1800 111 1111 (or +65 6327 2265 from overseas).}
\fancyfoot[R]{\scriptsize Page \thepage\ of """ + str(totalp) + r"""}
\begin{document}
\small
\noindent\begin{minipage}[t]{0.5\textwidth}
""" + r"\\ ".join(tex(x) for x in holder) + r"""
\end{minipage}\hfill\begin{minipage}[t]{0.4\textwidth}\footnotesize
\begin{tabular}{@{}ll}
Statement Date & """ + end.strftime("%d %b %Y") + r"""\\
Statement Period & """ + start.strftime("%d %b %Y") + " - " + end.strftime("%d %b %Y") + r"""\\
Customer ID & S****""" + f"{rng.randint(100, 999)}" + r"""D\\
\end{tabular}\end{minipage}

\vspace{6mm}
{\large\bfseries Account Summary}\\[1mm]
\begin{tabular}{@{}p{62mm}p{32mm}p{14mm}>{\raggedleft}p{32mm}>{\raggedleft\arraybackslash}p{38mm}@{}}
\rowcolor{dbsl}\textbf{Deposits} & \textbf{Account No.} & \textbf{Ccy} & \textbf{Balance as at """ + end.strftime("%d %b %Y") + r"""} & \textbf{Balance in SGD}\\
DBS Multiplier Account & """ + acc + " & SGD & " + S(closing) + " & " + S(closing) + r"""\\
DBS Savings Plus Account & """ + sav + " & SGD & " + S(sav_bal) + " & " + S(sav_bal) + r"""\\
My Account (Multi-Currency) & """ + f"120-{rng.randint(100000, 999999)}-{rng.randint(0, 9)}" + " & USD & " + S(usd_bal) + " & " + S(usd_sgd) + r"""\\
Fixed Deposit (matures """ + fd_mat.strftime("%d %b %Y") + r""") & """ + f"{rng.randint(100, 999)}-{rng.randint(100000, 999999)}-{rng.randint(0, 9)}" + " & SGD & " + S(fd_amt) + " & " + S(fd_amt) + r"""\\\hline
\textbf{Total Deposits} & & & & \textbf{""" + S(total) + r"""}\\\hline
\end{tabular}\\[1mm]
{\scriptsize USD converted at 1.3425 as at """ + end.strftime("%d %b %Y") + r""" (indicative rate, last business day of the month).}

\vspace{5mm}
{\bfseries DBS Multiplier -- Your bonus interest rates}\\[1mm]
\begin{tabular}{@{}p{70mm}>{\centering}p{34mm}>{\centering}p{34mm}>{\centering\arraybackslash}p{34mm}@{}}
\rowcolor{dbsl}Total eligible transactions per month & 1 category & 2 categories & 3 or more categories\\
\textless\ S\$500 & 0.05\% p.a. & 0.05\% p.a. & 0.05\% p.a.\\
\ S\$500 to \textless\ S\$15,000 & 1.80\% p.a. & 2.10\% p.a. & 2.20\% p.a.\\
\ S\$15,000 to \textless\ S\$30,000 & 1.90\% p.a. & 2.20\% p.a. & 2.30\% p.a.\\
\ S\$30,000 and above & 2.20\% p.a. & 3.00\% p.a. & 4.10\% p.a.\\\hline
\end{tabular}\\[1mm]
{\scriptsize Bonus interest applies to the first S\$100,000 of your account balance. Rates effective from 01 Aug 2023 and subject to change.}

\vspace{5mm}
{\bfseries Your eligible transactions this month}\\[1mm]
\begin{tabular}{@{}p{70mm}>{\raggedleft}p{34mm}>{\raggedleft\arraybackslash}p{34mm}@{}}
\rowcolor{dbsl}Category & Month & Amount (S\$)\\
Salary credit & """ + end.strftime("%b %Y") + " & " + S(max(r['amt'] for r in rows)) + r"""\\
Card spend & """ + end.strftime("%b %Y") + " & " + S(sum(-r['amt'] for r in rows if r['lines'][0] == 'Debit Card Transaction')) + r"""\\\hline
\end{tabular}

\vspace{5mm}
\fcolorbox{dbs}{white}{\parbox{0.95\textwidth}{\footnotesize\textbf{Deposit Insurance Scheme}\\ Singapore dollar deposits of non-bank depositors and monies and deposits denominated in Singapore dollars under the Supplementary Retirement Scheme are insured by the Singapore Deposit Insurance Corporation, for up to S\$100,000 in aggregate per depositor per Scheme member by law. Monies and deposits denominated in Singapore dollars under the CPF Investment Scheme and CPF Retirement Sum Scheme are aggregated and separately insured up to S\$100,000 for each depositor per Scheme member. Foreign currency deposits, dual currency investments, structured deposits and other investment products are not insured.}}

\vspace{4mm}
{\footnotesize Your next statement will be dated """ + nxt.strftime("%d %b %Y") + r""". Fixed Deposit """ + S(fd_amt) + r""" will be renewed on """ + fd_mat.strftime("%d %b %Y") + r""" at the prevailing rate unless you instruct us otherwise.}
\newpage
""" + txn_pages() + r"""

\vspace{5mm}
{\bfseries DBS Savings Plus Account} \hfill Account No. """ + sav + r"""\\
{\footnotesize No transactions for this period. \quad Balance as at """ + end.strftime("%d %b %Y") + ": SGD " + S(sav_bal) + r"""}

\vspace{4mm}
{\scriptsize Transaction codes and descriptions are explained at www.dbs.com.sg/statementcodes. Any transactions performed after our cut-off time for statement printing will be reflected in the following month's statement of account. Exchange rate quoted (if any) is the indicative rate as at the last business day of the month.}
\end{document}
"""

    pdf = os.path.join(d_out, f"{FAM}-{n}.pdf")
    npages = latex_pdf(make, pdf, f"{FAM}-{n}")
    txns = [{"date": r["date"].isoformat(), "description": " ".join(r["lines"]), "amount": cstr(r["amt"]),
             "balance": cstr(r["bal"])} for r in rows]
    notes = ("DBS consolidated statement (pdflatex, AvantGarde). Page 1 holds only DECOY tables: Account Summary listing four "
             "accounts (Multiplier, Savings Plus, USD Multi-Currency with SGD equivalent, Fixed Deposit with maturity date) "
             "and a Total Deposits line, the Multiplier bonus interest-rate tier table (S$ thresholds, % p.a.), an 'eligible "
             "transactions' table (salary and card-spend totals that repeat transaction amounts), a Deposit Insurance Scheme "
             "notice (S$100,000) and 'Your next statement will be dated ...'. Transactions only for the DBS Multiplier "
             "Account from page 2: Date | Description | Withdrawal (-) | Deposit (+) | Balance, dates 'DD Mon' without "
             "year, running balance on every row, descriptions 1-4 lines (first line is the transaction type, e.g. "
             "'Debit Card Transaction', card number on the third line, card purchase date like '29JUL' inside the text). "
             "'Balance Brought Forward' / 'Balance Carried Forward' on every transaction page and the 'Total' row are not "
             "transactions. The Savings Plus account has no transactions ('No transactions for this period').")
    truth = base_truth(FAM, "pdflatex", "DBS Bank Ltd", "SG", "en", "bank_account", "SGD", last4, start, end,
                       opening, closing, npages, txns, notes)
    finish(FAM, n, truth, pdf, scan=True)
    return truth


def main():
    build(1, 5501, 2024, 8, 14)
    build(2, 5502, 2024, 12, 30)
    build(3, 5503, 2025, 3, 40)


if __name__ == "__main__":
    main()
