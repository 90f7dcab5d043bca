"""Family 3: us-amex-card -- American Express-style US card statement (pdflatex)."""
import datetime as dt
import os
import random

from lib import base_truth, cstr, finish, fmt, latex_pdf, outdir, rnd_amt, tex

FAM = "us-amex-card"

MERCH = [("WHOLE FOODS MARKET #10234", "AUSTIN", "TX", "GROCERY STORE"),
         ("HEB #412", "ROUND ROCK", "TX", "GROCERY STORE"),
         ("UBER TRIP", "HELP.UBER.COM", "CA", "800-592-8996"),
         ("AMAZON MARKETPLACE NA PA", "AMZN.COM/BILLWA", "WA", "MERCHANDISE"),
         ("SHELL OIL 57444123", "CEDAR PARK", "TX", "GAS/SERVICE STATIONS"),
         ("TARGET 00012345", "AUSTIN", "TX", "DISCOUNT STORE"),
         ("DELTA AIR LINES", "ATLANTA", "GA", "DELTA AIR LINES Ticket Number: 006{t}"),
         ("CHUY'S TEX-MEX #12", "AUSTIN", "TX", "RESTAURANT"),
         ("STARBUCKS STORE 08123", "AUSTIN", "TX", "FAST FOOD RESTAURANT"),
         ("NETFLIX.COM", "LOS GATOS", "CA", "866-579-7172"),
         ("SPOTIFY USA", "NEW YORK", "NY", "877-778-1161"),
         ("COSTCO WHSE #0681", "AUSTIN", "TX", "WAREHOUSE CLUB"),
         ("AT&T*BILL PAYMENT", "DALLAS", "TX", "800-288-2020"),
         ("HOME DEPOT #6543", "PFLUGERVILLE", "TX", "HOME IMPROVEMENT"),
         ("CVS/PHARMACY #07231", "AUSTIN", "TX", "PHARMACY"),
         ("MARRIOTT AUSTIN DOWNTOWN", "AUSTIN", "TX", "LODGING Arrival Date: {a} Departure Date: {b}"),
         ("SQ *TORCHYS TACOS", "AUSTIN", "TX", "RESTAURANT"),
         ("APPLE.COM/BILL", "CUPERTINO", "CA", "866-712-7753")]


def D(d, star=False):
    return d.strftime("%m/%d/%y") + ("*" if star else "")


def money(c, plus=False):
    if c < 0:
        return "-\\$" + fmt(-c)
    return ("+" if plus else "") + "\\$" + fmt(c)


def build(n, seed, close, ncharges, members, fees, interest_on):
    rng = random.Random(seed)
    d_out = outdir(FAM)
    # billing period: day after previous closing to closing
    prev_close = (close.replace(day=1) - dt.timedelta(days=1)).replace(day=close.day)
    start = prev_close + dt.timedelta(days=1)
    days = (close - start).days + 1
    opening = rnd_amt(rng, 900, 4200)
    card_no = ["1-01005", "1-01013", "1-01021"][:len(members)]

    def rdate():
        return start + dt.timedelta(days=rng.randint(0, days - 1))

    payments = []
    p1 = rnd_amt(rng, 0.35 * opening / 100, 0.9 * opening / 100) if interest_on else opening
    payments.append(dict(date=rdate(), star=True, lines=[f"{members[0]} ONLINE PAYMENT - THANK YOU"] if rng.random() < 0.5
                         else ["AUTOPAY PAYMENT RECEIVED - THANK YOU"], amt=p1))
    if rng.random() < 0.5:
        payments.append(dict(date=rdate(), star=True, lines=["MOBILE PAYMENT - THANK YOU"], amt=rnd_amt(rng, 50, 300)))
    payments.sort(key=lambda r: r["date"])
    credits = []
    for _ in range(rng.randint(1, 2)):
        mer = rng.choice(MERCH[:6] + MERCH[10:14])
        credits.append(dict(date=rdate(), star=rng.random() < 0.5, member=rng.randrange(len(members)),
                            lines=[f"{mer[0]} {mer[1]} {mer[2]}", "CREDIT " + mer[3]], amt=rnd_amt(rng, 8, 140)))
    credits.sort(key=lambda r: (r["member"], r["date"]))
    charges = []
    for _ in range(ncharges):
        mer = rng.choice(MERCH)
        d = rdate()
        l2 = mer[3].format(a=D(d - dt.timedelta(days=2)), b=D(d), t=rng.randint(10**10, 10**11 - 1))
        lo, hi = (150, 700) if "AIR" in mer[0] or "MARRIOTT" in mer[0] else (4, 240)
        charges.append(dict(date=d, star=rng.random() < 0.12, member=rng.randrange(len(members)),
                            lines=[f"{mer[0]} {mer[1]} {mer[2]}", l2], amt=rnd_amt(rng, lo, hi)))
    charges.sort(key=lambda r: (r["member"], r["date"]))
    fee_rows = []
    if fees:
        fee_rows.append(dict(date=close - dt.timedelta(days=rng.randint(3, 12)), star=False, lines=["LATE FEE"], amt=2900))
    int_rows = []
    bal_subj = 0
    if interest_on:
        bal_subj = rnd_amt(rng, 600, 2800)
        ic = int(round(bal_subj * 0.2099 / 365 * days))
        int_rows.append(dict(date=close, star=False, lines=["Interest Charge on Pay Over Time Purchases"], amt=ic))
    tot_pay = sum(r["amt"] for r in payments)
    tot_cred = sum(r["amt"] for r in credits)
    tot_new = sum(r["amt"] for r in charges)
    tot_fee = sum(r["amt"] for r in fee_rows)
    tot_int = sum(r["amt"] for r in int_rows)
    closing = opening - tot_pay - tot_cred + tot_new + tot_fee + tot_int
    minpay = max(4000, int(closing * 0.02) // 100 * 100 + tot_int + tot_fee) if closing > 0 else 0
    due = close + dt.timedelta(days=25)
    limit = rng.choice([800000, 1200000, 1500000])

    def row(r, neg):
        a = -r["amt"] if neg else r["amt"]
        first = f"{D(r['date'], r['star'])} & {tex(r['lines'][0])} & {money(a)} \\\\"
        rest = "".join(f" & {tex(l)} & \\\\" for l in r["lines"][1:])
        return first + rest + "[3pt]\n"

    body = []
    body.append(r"\multicolumn{3}{@{}l}{\large\bfseries Payments and Credits}\\[2pt]")
    body.append(r"\multicolumn{3}{@{}l}{\bfseries Summary}\\")
    body.append(r" & Payments & " + money(-tot_pay) + r"\\")
    body.append(r" & Credits & " + money(-tot_cred) + r"\\")
    body.append(r" & \bfseries Total Payments and Credits & \bfseries " + money(-tot_pay - tot_cred) + r"\\[6pt]")
    body.append(r"\multicolumn{3}{@{}l}{\bfseries Detail \normalfont\itshape *Indicates posting date}\\")
    body.append(r"\multicolumn{2}{@{}l}{\bfseries Payments} & \bfseries Amount\\\hline")
    body += [row(r, True) for r in payments]
    body.append(r"\multicolumn{2}{@{}l}{\bfseries Credits} & \bfseries Amount\\\hline")
    for mi, mname in enumerate(members):
        cr = [r for r in credits if r["member"] == mi]
        if not cr:
            continue
        body.append(r"\multicolumn{3}{@{}l}{\bfseries " + tex(mname) + r" \normalfont Card Ending " + card_no[mi] + r"}\\")
        body += [row(r, True) for r in cr]
    body.append(r"\hline & \bfseries Total Payments and Credits & \bfseries " + money(-tot_pay - tot_cred) + r"\\[10pt]")
    body.append(r"\multicolumn{3}{@{}l}{\large\bfseries New Charges}\\[2pt]")
    body.append(r"\multicolumn{3}{@{}l}{\bfseries Summary}\\")
    for mi, mname in enumerate(members):
        s = sum(r["amt"] for r in charges if r["member"] == mi)
        body.append(f" & {tex(mname)} Card Ending {card_no[mi]} & {money(s)}\\\\")
    body.append(r" & \bfseries Total New Charges & \bfseries " + money(tot_new) + r"\\[6pt]")
    body.append(r"\multicolumn{3}{@{}l}{\bfseries Detail}\\")
    for mi, mname in enumerate(members):
        ch = [r for r in charges if r["member"] == mi]
        if not ch:
            continue
        body.append(r"\multicolumn{2}{@{}l}{\bfseries " + tex(mname) + r"} & \bfseries Amount\\")
        body.append(r"\multicolumn{3}{@{}l}{Card Ending " + card_no[mi] + r"}\\\hline")
        body += [row(r, False) for r in ch]
    body.append(r"\hline & \bfseries Total New Charges & \bfseries " + money(tot_new) + r"\\[10pt]")
    body.append(r"\multicolumn{3}{@{}l}{\large\bfseries Fees}\\\hline")
    body += [row(r, False) for r in fee_rows]
    body.append(r" & \bfseries Total Fees for this Period & \bfseries " + money(tot_fee) + r"\\[10pt]")
    body.append(r"\multicolumn{3}{@{}l}{\large\bfseries Interest Charged}\\\hline")
    body += [row(r, False) for r in int_rows]
    body.append(r" & \bfseries Total Interest Charged for this Period & \bfseries " + money(tot_int) + r"\\[10pt]")

    ytd_fee = tot_fee + rng.choice([0, 0, 2900])
    ytd_int = tot_int + rng.randint(0, 9000) * (1 if interest_on else 0)
    yr = close.year

    def make(total):
        return r"""\documentclass[10pt]{article}
\usepackage[T1]{fontenc}
\usepackage[utf8]{inputenc}
\usepackage{charter}
\usepackage[letterpaper,left=15mm,right=15mm,top=28mm,bottom=22mm,headheight=16mm,footskip=10mm]{geometry}
\usepackage{longtable,array,fancyhdr,xcolor,colortbl,textcomp}
\definecolor{amex}{RGB}{0,111,207}
\hyphenpenalty=10000 \exhyphenpenalty=10000
\pagestyle{fancy}\fancyhf{}
\renewcommand{\headrulewidth}{0.4pt}
\fancyhead[L]{\colorbox{amex}{\parbox[c][11mm][c]{22mm}{\centering\color{white}\bfseries\scriptsize AMERICAN\\EXPRESS}}\quad\raisebox{3mm}{\bfseries Blue Cash Everyday\textsuperscript{\textregistered} Card}}
\fancyhead[R]{\small """ + tex(members[0]) + r"""\\Closing Date """ + D(close) + r""" \quad Account Ending """ + card_no[0] + r"""}
\fancyfoot[R]{\small p. \thepage/""" + str(total) + r"""}
\fancyfoot[L]{\tiny Continued on reverse or next page}
\setlength{\tabcolsep}{4pt}
\begin{document}
\small
\noindent\begin{minipage}[t]{0.47\textwidth}
\fcolorbox{black}{white}{\parbox{0.95\textwidth}{
{\Large\bfseries New Balance \hfill """ + money(closing) + r"""}\\[2pt]
{\bfseries Minimum Payment Due \hfill """ + money(minpay) + r"""}\\[2pt]
{\bfseries Payment Due Date \hfill """ + D(due) + r"""}\\[4pt]
\scriptsize\textbf{Late Payment Warning:} If we do not receive your Minimum Payment Due by the Payment Due Date of """ + D(due) + r""", you may have to pay a late fee of up to \$40.00 and your APRs may be increased to the Penalty APR of 29.99\%.}}

\vspace{3mm}
\scriptsize\textbf{Minimum Payment Warning:} If you have a Non-Plan Balance, make only the minimum payment and there are no other charges to your account, it will take longer to pay off your balance.\\[2pt]
\begin{tabular}{@{}>{\raggedright}p{26mm}>{\raggedright}p{22mm}>{\raggedright\arraybackslash}p{28mm}@{}}\hline
If you make no additional charges and each month you pay... & You will pay off the balance shown on this statement in about... & And you will end up paying an estimated total of...\\\hline
Only the Minimum Payment Due & 11 years & \$""" + fmt(int(closing * 1.83) // 100 * 100, ",", ".")[:-3] + r"""\\
\$""" + fmt(int(closing / 30) // 100 * 100, ",", ".")[:-3] + r""" & 3 years & \$""" + fmt(int(closing * 1.12) // 100 * 100, ",", ".")[:-3] + r""" (Savings=\$""" + fmt(int(closing * 0.71) // 100 * 100, ",", ".")[:-3] + r""")\\\hline
\end{tabular}
\end{minipage}\hfill
\begin{minipage}[t]{0.47\textwidth}
{\large\bfseries Account Summary}\\[2pt]
\begin{tabular}{@{}p{50mm}r@{}}
Previous Balance & """ + money(opening) + r"""\\
Payments/Credits & """ + money(-tot_pay - tot_cred) + r"""\\
New Charges & """ + money(tot_new, True) + r"""\\
Fees & """ + money(tot_fee, True) + r"""\\
Interest Charged & """ + money(tot_int, True) + r"""\\\hline
\bfseries New Balance & \bfseries """ + money(closing) + r"""\\
Minimum Payment Due & """ + money(minpay) + r"""\\[4pt]
Credit Limit & """ + money(limit) + r"""\\
Available Credit & """ + money(limit - closing) + r"""\\
Cash Advance Limit & \$2,000.00\\
Available Cash & \$2,000.00\\[4pt]
Days in Billing Period: """ + str(days) + r""" & \\
\end{tabular}\\[4pt]
{\bfseries Customer Care \& Billing Inquiries}\\ 1-800-528-4800\\ Hearing Impaired: 711\\ Website: americanexpress.com
\end{minipage}

\vspace{5mm}
\noindent\rule{\textwidth}{0.8pt}\\
\scriptsize Please fold on the perforation below, detach and return with your payment.\hfill """ + tex(members[0]) + r""" \quad Account Ending """ + card_no[0] + r"""\\
\begin{tabular}{@{}lll@{}}
Payment Due Date & New Balance & Minimum Payment Due\\
""" + D(due) + " & " + money(closing) + " & " + money(minpay) + r"""\\
\end{tabular}\hfill\fbox{Amount Enclosed \quad \$\rule{25mm}{0.4pt}}\\[2pt]
AMERICAN EXPRESS, PO BOX 6031, CAROL STREAM IL 60197-6031
\newpage
\small
\begin{longtable}{@{}p{20mm}p{118mm}>{\raggedleft\arraybackslash}p{28mm}@{}}
\endfirsthead
\multicolumn{3}{@{}l}{\bfseries Detail Continued \normalfont\itshape *Indicates posting date}\\[2pt]
\endhead
""" + "\n".join(body) + r"""
\end{longtable}

\noindent{\large\bfseries """ + str(yr) + r""" Fees and Interest Totals Year-to-Date}\\[2pt]
\begin{tabular}{@{}p{80mm}r@{}}\hline
Total Fees in """ + str(yr) + r""" & """ + money(ytd_fee) + r"""\\
Total Interest in """ + str(yr) + r""" & """ + money(ytd_int) + r"""\\\hline
\end{tabular}

\vspace{5mm}
\noindent{\large\bfseries Interest Charge Calculation}\hfill Days in Billing Period: """ + str(days) + r"""\\[2pt]
{\scriptsize Your Annual Percentage Rate (APR) is the annual interest rate on your account.}\\
\begin{tabular}{@{}p{50mm}p{32mm}>{\raggedleft}p{40mm}>{\raggedleft\arraybackslash}p{30mm}@{}}\hline
 & Annual Percentage Rate & Balance Subject to Interest Rate & Interest Charge\\\hline
Pay Over Time & 20.99\% (v) & """ + money(bal_subj) + " & " + money(tot_int) + r"""\\
Cash Advances & 29.99\% (v) & \$0.00 & \$0.00\\\hline
Total & & & """ + money(tot_int) + r"""\\\hline
\end{tabular}\\[2pt]
{\scriptsize (v) Variable Rate. The Prime Rate used to determine the APRs was 8.50\% as of """ + D(close - dt.timedelta(days=days + 3)) + r""".}

\vspace{4mm}
{\scriptsize\noindent\textbf{Important Notices.} Payments received after 5:00 p.m. MST may not be credited until the next day. Billing Rights Summary: In case of errors or questions about your bill, write to us at American Express, PO Box 981535, El Paso TX 79998-1535 within 60 days after the error appeared on your statement. Membership Rewards points earned this period are reported on a separate summary.}
\end{document}
"""

    pdf = os.path.join(d_out, f"{FAM}-{n}.pdf")
    npages = latex_pdf(make, pdf, f"{FAM}-{n}")
    txns = []
    for r in payments:
        txns.append(dict(date=r["date"].isoformat(), description=" ".join(r["lines"]), amount=cstr(r["amt"]), balance=None))
    for mi in range(len(members)):
        for r in credits:
            if r["member"] == mi:
                txns.append(dict(date=r["date"].isoformat(), description=" ".join(r["lines"]), amount=cstr(r["amt"]),
                                 balance=None, cardMember=members[mi], cardEnding=card_no[mi]))
    for mi in range(len(members)):
        for r in charges:
            if r["member"] == mi:
                txns.append(dict(date=r["date"].isoformat(), description=" ".join(r["lines"]), amount=cstr(-r["amt"]),
                                 balance=None, cardMember=members[mi], cardEnding=card_no[mi]))
    for r in fee_rows + int_rows:
        txns.append(dict(date=r["date"].isoformat(), description=" ".join(r["lines"]), amount=cstr(-r["amt"]), balance=None))
    notes = ("American Express-style US card statement (pdflatex, Charter, US letter). Page 1: New Balance box, Minimum "
             "Payment Warning table (decoy dollar amounts/years), Account Summary (Previous Balance / Payments/Credits / "
             "New Charges / Fees / Interest Charged / New Balance, credit limit, available credit). Detail pages: Payments "
             "and Credits (summary, then Payments and per-card-member Credits printed as '-$250.00'), New Charges (summary "
             "per card member, then detail under 'NAME' / 'Card Ending 1-0xxxx' headings), Fees, Interest Charged; no "
             "balance column. Dates MM/DD/YY; a trailing '*' marks a posting date (that printed date is used as date). "
             "Descriptions are 2 lines (merchant+city+state, then category/phone/ticket line) except payments. Sign: "
             "printed charges positive -> negative in truth; printed '-$' payments/credits -> positive. balanceConvention "
             "owed: closing = opening - sum(amounts). cardMember/cardEnding are extra fields. Section totals, summaries, "
             "'Fees and Interest Totals Year-to-Date' and 'Interest Charge Calculation' tables are not transactions. "
             "Period = day after previous closing date through closing date.")
    truth = base_truth(FAM, "pdflatex", "American Express", "US", "en", "credit_card", "USD", card_no[0][-4:], start, close,
                       opening, closing, npages, txns, notes, balanceConvention="owed")
    finish(FAM, n, truth, pdf)
    return truth


def main():
    build(1, 3301, dt.date(2024, 3, 14), 12, ["JOHN SMITH"], False, False)
    build(2, 3302, dt.date(2024, 9, 21), 30, ["MARIA L GONZALEZ", "CARLOS GONZALEZ"], True, True)
    build(3, 3303, dt.date(2025, 1, 6), 42, ["ROBERT T CHEN", "ANNA CHEN", "KEVIN CHEN"], False, True)


if __name__ == "__main__":
    main()
