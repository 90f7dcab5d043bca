"""za-fnb-drcr: First National Bank (FNB, South Africa) business account statement, ZAR, Cr/Dr suffixes."""
import datetime as dt
import random
from lib import Doc, fmt, tx, base_truth

FAM = "za-fnb-drcr"
TEAL = "#009CA6"
ORANGE = "#F7A21B"


def cr(c, suffix_debit=""):
    return fmt(c, "en") + ("Cr" if c > 0 else ("Dr" if c < 0 else "Cr")) if suffix_debit == "bal" else \
        fmt(c, "en") + ("Cr" if c > 0 else "")


def build(n, seed):
    rng = random.Random(seed)
    start = [dt.date(2024, 2, 28), dt.date(2023, 11, 30), dt.date(2024, 12, 28)][n - 1]
    end = [dt.date(2024, 3, 31), dt.date(2023, 12, 29), dt.date(2025, 1, 31)][n - 1]
    ntx = [17, 40, 62][n - 1]
    days = (end - start).days
    opening = rng.randint(500000, 6000000) if n != 2 else -rng.randint(100000, 900000)
    acct = f"62{rng.randint(10**8, 10**9 - 1)}"
    card = f"{rng.randint(400000, 499999)}*{rng.randint(1000, 9999)}"
    items = []
    names = ["Prosper Payment", "Rent Ndlovu", "Msizi Plumbing", "Thandi Dlamini", "Kgomotso Supplies"]
    for _ in range(ntx - 2):
        d = start + dt.timedelta(days=rng.randint(1, days))
        r = rng.random()
        if r < 0.30:
            shop = rng.choice(["Checkers Sandton", "Woolworths Rosebank", "Engen Rivonia", "Makro Woodmead",
                               "Builders Express Randburg", "Pick n Pay Fourways", "Takealot Com", "Dis-Chem Bryanston"])
            items.append((d, [f"POS Purchase {shop} {card} {d.strftime('%d %b')}"], -rng.randint(3000, 280000),
                          rng.choice([0, 368, 368, 415])))
        elif r < 0.45:
            items.append((d, [f"Magtape Credit {rng.choice(['Xinghlzana Group', 'Bidvest Services', 'Mr Price Group Ltd', 'Sasol Oil'])}",
                              f"Ref Inv{rng.randint(1000, 9999)}"], rng.randint(150000, 3500000), 0))
        elif r < 0.58:
            items.append((d, [f"FNB App Transfer To {rng.choice(names)} {rng.randint(1, 9)}"], -rng.randint(20000, 900000),
                          rng.choice([0, 0, 120])))
        elif r < 0.66:
            items.append((d, [f"FNB App Payment To {rng.choice(['Eskom Acc', 'City Of Joburg', 'Telkom', 'Sars Efiling'])} {rng.randint(100, 99999)}"],
                          -rng.randint(40000, 1200000), rng.choice([0, 0, 180])))
        elif r < 0.74:
            items.append((d, [f"Debit Order {rng.choice(['Discovery Life', 'Santam Insure', 'Mercedes Fin', 'Vodacom'])} {rng.randint(10**6, 10**7 - 1)}"],
                          -rng.randint(30000, 650000), 0))
        elif r < 0.82:
            items.append((d, [f"ADT Cash Deposit {rng.choice(['Sandton', 'Randburg', 'Midrand'])} {rng.randint(1, 99):04d}", "Cash Dep"],
                          rng.randint(50000, 1500000), rng.choice([1850, 2400, 3120])))
        elif r < 0.88:
            items.append((d, [f"Send Money Dr Send 27{rng.randint(600000000, 839999999)}"], -rng.randint(5000, 150000),
                          rng.choice([0, 1000])))
        elif r < 0.94:
            items.append((d, [f"Payshap Credit {rng.choice(names)}"], rng.randint(10000, 400000), 0))
        else:
            items.append((d, [f"Internal Pmt To {rng.choice(['Call Account', 'Business Savings'])}"], -rng.randint(100000, 1500000), 0))
    items.append((end, ["#Monthly Account Fee"], -rng.choice([23500, 28900, 31000]), 0))
    items.append((end - dt.timedelta(days=rng.randint(1, 6)), ["#Service Fees", f"#Excess Item Fee {rng.randint(1, 3)} Items On {end.strftime('%y/%m/%d')}"],
                  -rng.choice([15500, 31000]), 0))
    items.sort(key=lambda t: t[0])
    bal = opening
    rows_t = []
    for d, lines, a, acc in items:
        bal += a
        rows_t.append((d, lines, a, bal, acc))
    closing = bal
    credits = [r for r in rows_t if r[2] > 0]
    debits = [r for r in rows_t if r[2] < 0]

    d = Doc(font=["Liberation Sans", "Nimbus Sans", "DejaVu Sans"][n - 1], size=8, margins=(1.0, 1.2, 1.0, 1.2), footer_h=1.0)
    W = 21.0 - 2.4
    d.footer = (d.ptxt("First National Bank - a division of FirstRand Bank Limited. An Authorised Financial Services and "
                       "Credit Provider (NCRCP20). Reg No. 1929/001225/06.", size=6, color="#555555")
                + d.ptxt("Page \x00P\x00 of \x00C\x00", size=7, align="end"))
    d.footer = d.footer.replace("\x00P\x00", d.field_page()).replace("\x00C\x00", d.field_count())
    name = rng.choice(["MOKOENA TRADING (PTY) LTD", "VAN WYK ELECTRICAL CC", "NALEDI CATERING SERVICES"])
    d.add(d.table([5.0, W - 5.0], [[
        {"t": [[d.span("FNB", bold=True, size=22, color=TEAL)], [d.span("First National Bank", size=8, color=ORANGE)]]},
        {"t": ["Tax Invoice", f"Statement Period : {start.day} {start.strftime('%B %Y')} to {end.day} {end.strftime('%B %Y')}",
               f"Statement Date : {(end + dt.timedelta(days=1)).day} {(end + dt.timedelta(days=1)).strftime('%B %Y')}",
               "Bank VAT Registration Number : 4210102051"], "p": {"align": "end", "size": 8.5}}]], after=0.3))
    d.add(d.table([W / 2, W / 2], [[
        {"t": [name, f"PO BOX {rng.randint(100, 9999)}", rng.choice(["RIVONIA", "RANDBURG", "MIDRAND"]),
               f"{rng.randint(2000, 2199)}", "", f"Customer VAT Registration Number : 4{rng.randint(10**8, 10**9 - 1)}"],
         "p": {"size": 8.5}},
        {"t": [[d.span(f"Gold Business Account : {acct}", bold=True)], f"Universal Branch Code : 250655",
               f"Relationship Manager : {rng.choice(['T Naidoo', 'J Botha', 'L Khumalo'])}", "Lost Cards : 087 575 9444",
               "Fraud : 087 575 9444   Account Enquiries : 087 736 2247"], "p": {"size": 8, "align": "end"}}]], after=0.3))
    box = {"borders": "0.6pt solid #888888"}
    summ = [["Opening Balance", {"t": cr(opening, "bal"), "p": {"align": "end"}}],
            ["Closing Balance", {"t": cr(closing, "bal"), "p": {"align": "end"}}],
            ["VAT inclusive fees charged", {"t": fmt(sum(-a for _, l, a, _, _ in rows_t if l[0].startswith('#')), "en"), "p": {"align": "end"}}],
            ["Accrued Bank Charges (charged next statement)", {"t": fmt(sum(r[4] for r in rows_t), "en"), "p": {"align": "end"}}],
            ["Overdraft Limit", {"t": "75,000.00", "p": {"align": "end"}}],
            ["Credit Interest Rate", {"t": "0.00%", "p": {"align": "end"}}]]
    turn = [["No. Credit Transactions", {"t": str(len(credits)), "p": {"align": "end"}}],
            ["Credit Turnover", {"t": fmt(sum(r[2] for r in credits), "en"), "p": {"align": "end"}}],
            ["No. Debit Transactions", {"t": str(len(debits)), "p": {"align": "end"}}],
            ["Debit Turnover", {"t": fmt(-sum(r[2] for r in debits), "en"), "p": {"align": "end"}}]]
    d.add(d.table([W / 2 - 0.2, 0.4, W / 2 - 0.2], [[
        {"xml": d.ptxt("Bank Statement", bold=True, size=9, color=TEAL) + d.table([5.6, 2.9], summ), "c": box}, "",
        {"xml": d.ptxt("Turnover for Statement Period", bold=True, size=9, color=TEAL) + d.table([5.6, 2.9], turn), "c": box}]],
        after=0.3))
    d.p("Transactions in RAND (ZAR)", bold=True, size=9.5, color=TEAL, after=0.1)
    widths = [1.6, W - 10.6, 3.0, 3.3, 2.7]
    hb = {"bottom": f"1pt solid {TEAL}"}
    hdr = [[{"t": h, "p": {"bold": True, "align": a}, "c": {"borders": hb}}
            for h, a in [("Date", "start"), ("Description", "start"), ("Amount", "end"), ("Balance", "end"),
                         ("Accrued Bank Charges", "end")]]]
    rows = [["", {"t": "Opening Balance", "p": {"bold": True}}, "", {"t": cr(opening, "bal"), "p": {"align": "end"}}, ""]]
    truth = []
    for dd, lines, a, b, acc in rows_t:
        rows.append([dd.strftime("%d %b"), "\n".join(lines), {"t": cr(a), "p": {"align": "end"}},
                     {"t": cr(b, "bal"), "p": {"align": "end"}}, {"t": fmt(acc, "en") if acc else "", "p": {"align": "end"}}])
        truth.append(tx(dd, " ".join(lines), a, b))
    rows.append(["", {"t": "Closing Balance", "p": {"bold": True}}, "", {"t": cr(closing, "bal"), "p": {"align": "end", "bold": True}}, ""])
    d.add(d.table(widths, rows, header=hdr))
    d.p("Fees shown in the Accrued Bank Charges column are calculated on the transactions of this period and will be "
        f"debited on the next statement. Inclusive of VAT at 15%. Interest rates are subject to change; prime lending rate "
        f"{rng.choice(['11.75', '11.50', '11.25'])}% as at {end.strftime('%d/%m/%Y')}.", size=6.5, before=0.3)
    notes = ("FNB business statement: Date | Description | Amount | Balance | Accrued Bank Charges. ONE amount column: "
             "credits end in 'Cr' ('1,200.00Cr'), debits have no suffix; balances end in 'Cr' or 'Dr' (overdrawn). Dates "
             "'DD Mon' without year; the period starts in the previous month (and may cross a year end). The Accrued Bank "
             "Charges column holds fees to be charged next period: NOT part of the amount. Opening Balance / Closing "
             "Balance rows, the Bank Statement box and Turnover box are not transactions. '#' marks bank fee rows.")
    if opening < 0:
        notes += " Opening balance is overdrawn (Dr)."
    return d.render(), base_truth(FAM, "First National Bank", "ZA", "en", "bank_account", "ZAR", acct[-4:], start, end,
                                  opening, closing, truth, notes)
