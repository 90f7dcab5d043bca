"""Family 9: gb-nationwide-card -- Nationwide credit card statement (groff -ms + tbl, Helvetica)."""
import datetime as dt
import os
import random

from lib import base_truth, cstr, finish, fmt, groff, groff_pdf, outdir, rnd_amt

FAM = "gb-nationwide-card"

MERCH = ["TESCO STORES 2341 LONDON GB", "SAINSBURYS S/MKT 0432 READING GB", "AMAZON.CO.UK*RT4KX91 AMAZON.CO.UK GB",
         "TFL TRAVEL CH TFL.GOV.UK/CP GB", "COSTA COFFEE 43121 SWINDON GB", "SHELL BATH ROAD READING GB",
         "BOOTS 1123 SWINDON GB", "DELIVEROO.CO.UK LONDON GB", "JOHN LEWIS 0214 READING GB", "ARGOS LTD SWINDON GB",
         "TRAINLINE.COM LONDON GB", "PRET A MANGER LONDON GB", "NETFLIX.COM AMSTERDAM NL", "WAITROSE 0677 MARLBOROUGH GB",
         "SCREWFIX DIRECT SWINDON GB", "THE WHITE HART HUNGERFORD GB"]
FOREIGN = [("RENFE VIAJEROS MADRID ES", "EUR", 1.1602), ("CARREFOUR PARIS 17 FR", "EUR", 1.1587),
           ("AIRBNB * HMQ2 SAN FRANCISCO US", "USD", 1.2671), ("SPAR WIEN AT", "EUR", 1.1631)]


def D(d):
    return d.strftime("%d/%m/%y")


def build(n, seed, sdate, ncharges, interest, late):
    rng = random.Random(seed)
    d_out = outdir(FAM)
    start = (sdate.replace(day=1) - dt.timedelta(days=1)).replace(day=sdate.day) + dt.timedelta(days=1)
    days = (sdate - start).days + 1
    opening = rnd_amt(rng, 250, 3800)
    rows = []

    def rdate():
        return start + dt.timedelta(days=rng.randint(0, days - 2))

    pay = opening if not interest else rnd_amt(rng, 25, opening / 100 * 0.5)
    rows.append(dict(date=rdate(), lines=["PAYMENT RECEIVED - THANK YOU"], amt=pay))
    if rng.random() < 0.6:
        rows.append(dict(date=rdate(), lines=["DIRECT DEBIT PAYMENT - THANK YOU"], amt=rnd_amt(rng, 25, 150)))
    for _ in range(ncharges):
        if rng.random() < 0.12:
            m, cur, rate = rng.choice(FOREIGN)
            fa = rnd_amt(rng, 8, 220)
            amt = int(round(fa / rate))
            rows.append(dict(date=rdate(), lines=[m, f"{cur} {fmt(fa)} EXCHANGE RATE {rate:.4f}"], amt=-amt))
        else:
            rows.append(dict(date=rdate(), lines=[rng.choice(MERCH)], amt=-rnd_amt(rng, 2, 180)))
    if rng.random() < 0.7:
        rows.append(dict(date=rdate(), lines=["REFUND " + rng.choice(MERCH[:12])], amt=rnd_amt(rng, 5, 60)))
    if late:
        rows.append(dict(date=rdate(), lines=["LATE PAYMENT FEE"], amt=-1200))
    rows.sort(key=lambda r: r["date"])
    int_amt = 0
    if interest:
        int_amt = rng.randint(800, 4800)
        rows.append(dict(date=sdate, lines=["INTEREST ON PURCHASES"], amt=-int_amt))
    for r in rows:
        r["ref"] = f"{rng.randint(10000, 99999)}"
    payments = sum(r["amt"] for r in rows if r["amt"] > 0)
    newtx = sum(-r["amt"] for r in rows if r["amt"] < 0 and r["lines"][0] not in ("INTEREST ON PURCHASES", "LATE PAYMENT FEE"))
    charges = sum(-r["amt"] for r in rows if r["lines"][0] in ("INTEREST ON PURCHASES", "LATE PAYMENT FEE"))
    closing = opening - payments + newtx + charges
    limit = rng.choice([250000, 450000, 600000, 900000])
    while limit < closing * 1.3:
        limit += 250000
    minpay = max(2500, int(closing * 0.01) + int_amt + (1200 if late else 0)) if closing > 2500 else max(closing, 0)
    due = sdate + dt.timedelta(days=25)
    holder = rng.choice([("Mr Oliver J Hughes", "27 Kingshill Road", "Swindon", "SN1 4LG"),
                         ("Mrs Priya Shah", "Flat 3, 118 Oxford Road", "Reading", "RG1 7LT"),
                         ("Ms Hannah Doyle", "5 Church Lane", "Marlborough", "SN8 1AB")])
    last4 = f"{rng.randint(1000, 9999)}"
    A = lambda c: fmt(abs(c)) + ("CR" if c > 0 else "")  # noqa: E731  printed amount column (owed view)
    bt = rnd_amt(rng, 0, closing / 100 * 0.4) if interest and closing > 0 else 0
    pur = closing - bt

    def trow(r):
        desc = "T{\n" + "\n.br\n".join(groff(x) for x in r["lines"]) + "\nT}"
        return f"{D(r['date'])}\t{r['ref']}\t{desc}\t{A(r['amt'])}"

    def make(total):
        return r""".nr PS 9
.nr VS 11.5
.nr LL 17c
.nr PO 2c
.nr HY 0
.nh
.hy 0
.fam H
.ds LH \f[HB]Nationwide\f[]
.ds CH
.ds RH \s-1Credit card statement \[en] page %\s0
.ds LF \s-3Nationwide Building Society, Nationwide House, Pipers Way, Swindon SN38 1NW. FCA/PRA registration number 106078.\s0
.ds CF
.ds RF
.LP
.nh
.ps 22
.ft HB
Nationwide
.ps 11
.br
Your credit card statement
.ft H
.ps 9
.sp 0.8
.TS
tab(@);
lw(8c) l l.
""" + groff(holder[0]) + "@Statement date@" + D(sdate) + "\n" + groff(holder[1]) + r"""@Account number@ending """ + last4 + "\n" + \
            groff(holder[2]) + "@Card number@4129 **** **** " + last4 + "\n" + groff(holder[3]) + r"""@Page@1 of """ + str(total) + r"""
.TE
.sp 1
.ft HB
Summary
.ft H
.sp 0.3
.TS
tab(@) box;
l r l r l r.
Balance from last statement@\[Po]""" + fmt(opening) + r"""@Payments and credits@\[Po]""" + fmt(payments) + r"""CR@New transactions@\[Po]""" + fmt(newtx) + r"""
Interest and charges@\[Po]""" + fmt(charges) + r"""@\f[HB]New balance\f[]@\f[HB]\[Po]""" + fmt(closing) + r"""\f[]@Credit limit@\[Po]""" + fmt(limit) + r"""
.TE
.sp 0.5
.TS
tab(@);
l r l r.
Minimum payment@\[Po]""" + fmt(minpay) + r"""@To reach us by@""" + D(due) + r"""
Available to spend@\[Po]""" + fmt(max(limit - closing, 0)) + r"""@Estimated interest next statement@\[Po]""" + fmt(int(pur * 0.01867)) + r"""
.TE
.sp 0.5
.LP
\s-1\f[HB]Minimum payment warning:\f[] If you make only the minimum payment each month, it will take you longer and cost you more to clear your balance.\s0
.sp 1
.ft HB
Your transactions
.ft H
.sp 0.3
.TS
tab(	);
lb lb lb rb
l l lw(10.5c) r.
Date	Reference	Transaction details	Amount \[Po]
_
""" + "\n".join(trow(r) for r in rows) + r"""
_
.TE
.sp 1
.ft HB
Interest rates
.ft H
.sp 0.3
.TS
tab(@) box;
lb rb rb rb
l r r r.
Type of balance@Monthly rate@Annual rate@Balance at statement date
Purchases@1.867%@24.9% variable@\[Po]""" + fmt(pur) + r"""
Cash@2.174%@29.4% variable@\[Po]0.00
Balance transfers (until """ + D(sdate + dt.timedelta(days=300)) + r""")@0.000%@0.0%@\[Po]""" + fmt(bt) + r"""
.TE
.sp 0.5
.LP
\s-1Your payment will be used to pay off the balance with the highest interest rate first. Interest on purchases is not charged if you pay your balance in full by """ + D(due) + r""" and paid the previous balance in full by the due date. If we do not receive your minimum payment by the due date we may charge a late payment fee of \[Po]12.00. Representative example: Purchase rate 24.9% p.a. (variable). Representative 24.9% APR (variable) based on an assumed credit limit of \[Po]1,200.\s0
"""

    pdf = os.path.join(d_out, f"{FAM}-{n}.pdf")
    npages = groff_pdf(make, pdf, f"{FAM}-{n}")
    txns = [{"date": r["date"].isoformat(), "description": " ".join(r["lines"]), "amount": cstr(r["amt"]),
             "balance": None, "reference": r["ref"]} for r in rows]
    notes = ("Nationwide credit card statement (groff -ms + tbl, Helvetica). Summary printed as label-value pairs in a "
             "2-line box: 'Balance from last statement' (opening), 'Payments and credits ...CR', 'New transactions', "
             "'Interest and charges', 'New balance' (closing), 'Credit limit'; then minimum payment / available to spend / "
             "estimated interest pairs. Transactions: Date (DD/MM/YY) | Reference | Transaction details | Amount £; "
             "payments and refunds printed with a 'CR' suffix (positive in truth), purchases/fees/interest unsuffixed "
             "(negative in truth); no balance column; reference given as 'reference'. Foreign purchases carry a second "
             "line 'EUR 40.00 EXCHANGE RATE 1.1602' (part of the description). The 'Interest rates' table (monthly/annual "
             "rates and balance per rate, which sums to the new balance) and the representative-example small print are "
             "not transactions. balanceConvention owed: closing = opening - sum(amounts). Period = day after the previous "
             "statement date through the statement date.")
    truth = base_truth(FAM, "groff", "Nationwide Building Society", "GB", "en", "credit_card", "GBP", last4, start, sdate,
                       opening, closing, npages, txns, notes, balanceConvention="owed")
    finish(FAM, n, truth, pdf)
    return truth


def main():
    build(1, 9901, dt.date(2024, 4, 12), 13, False, False)
    build(2, 9902, dt.date(2024, 11, 12), 38, True, True)
    build(3, 9903, dt.date(2025, 7, 12), 60, True, False)


if __name__ == "__main__":
    main()
