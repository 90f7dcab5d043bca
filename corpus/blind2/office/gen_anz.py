"""au-anz-card: ANZ (Australia) credit card statement. Date processed first, date of transaction second,
card used, transaction details, Amount ($A) with 'CR' after credits; summary box with Opening balance, New
transactions, Payments and credits, Interest charged and Closing balance; interest as its own row."""
import datetime as dt
import random

from lib import Fodt, grouped, record, truth

FAMILY = "au-anz-card"
BLUE = "#004165"

MERCH = [("WOOLWORTHS 1432 BONDI JUNCTION AU", 1500, 16500), ("COLES 0781 SURRY HILLS AU", 900, 14200),
         ("OPAL TRANSPORT SYDNEY AU", 500, 5000), ("BP CONNECT RANDWICK AU", 4500, 9800),
         ("UBER *TRIP HELP.UBER.COM AU", 1100, 4800), ("JB HI FI BROADWAY AU", 2900, 49900),
         ("BUNNINGS 2245 ALEXANDRIA AU", 1200, 23800), ("KMART 1092 EASTGARDENS AU", 800, 7600),
         ("NETFLIX.COM MELBOURNE AU", 1899, 1899), ("CHEMIST WAREHOUSE BONDI AU", 700, 6400),
         ("DAN MURPHY'S 5533 ROSEBERY AU", 2800, 9100), ("TELSTRA PREPAID MELBOURNE AU", 3000, 3000),
         ("MENULOG PTY LTD SYDNEY AU", 2200, 6100), ("QANTAS AIRWAYS MASCOT AU", 18900, 64000)]
FX = [("AMAZON.COM AMZN.COM/BILL WA", "USD"), ("BOOKING.COM AMSTERDAM NL", "EUR"),
      ("STEAMGAMES.COM 4259522985 WA", "USD")]


def build(n, seed, workdir):
    rng = random.Random(seed)
    start = {1: dt.date(2024, 3, 7), 2: dt.date(2024, 8, 7), 3: dt.date(2023, 12, 7)}[n]
    end = dt.date(start.year + (start.month == 12), start.month % 12 + 1, 6)
    count = {1: 18, 2: 34, 3: 47}[n]
    opening = {1: 128440, 2: 362017, 3: 87512}[n]
    cards = ["4564", "4564"] + (["7710"] if n >= 2 else [])  # additional cardholder on 2 and 3

    rows = []  # (posted, txdate, card, lines, amount)
    days = (end - start).days
    pay_day = start + dt.timedelta(days=rng.randint(15, 22))
    rows.append((pay_day, pay_day, cards[0], ["PAYMENT - THANK YOU"], rng.randint(opening // 2, opening)))
    n_fx = 1 if n == 1 else 2
    for _ in range(n_fx):
        name, cur = rng.choice(FX)
        fx_amt = rng.randint(1200, 15900)
        aud = fx_amt * (152 if cur == "USD" else 164) // 100
        tdate = start + dt.timedelta(days=rng.randint(0, days - 3))
        post = tdate + dt.timedelta(days=rng.randint(1, 3))
        card = rng.choice(cards)
        rows.append((post, tdate, card, [name, f"FOREIGN CURRENCY AMOUNT {cur} {grouped(fx_amt)}"], -aud))
        rows.append((post, tdate, card, ["OVERSEAS TRANSACTION FEE"], -(aud * 3 // 100)))
    if n >= 2:
        tdate = start + dt.timedelta(days=rng.randint(5, 20))
        rows.append((tdate + dt.timedelta(days=2), tdate, cards[-1], ["JB HI FI BROADWAY AU", "REFUND"],
                     rng.randint(2900, 19900)))
    while len(rows) < count - 1:
        name, lo, hi = rng.choice(MERCH)
        tdate = start - dt.timedelta(days=2) + dt.timedelta(days=rng.randint(0, days))
        post = tdate + dt.timedelta(days=rng.choice([0, 1, 1, 2, 3]))
        if post < start:
            post = start
        if post > end:
            post = end
        rows.append((post, tdate, rng.choice(cards), [name], -rng.randint(lo, hi)))
    rows.sort(key=lambda r: (r[0], r[1]))
    interest = rng.randint(1800, 5400)
    rows.append((end, end, cards[0], ["INTEREST CHARGED ON PURCHASES"], -interest))

    txns = [record(td, " ".join(lines), amt, None, postDate=post) for post, td, card, lines, amt in rows]
    owed = opening - sum(r[4] for r in rows)
    new_tx = -sum(r[4] for r in rows[:-1] if r[4] < 0)
    credits = sum(r[4] for r in rows if r[4] > 0)
    limit = {1: 600000, 2: 1200000, 3: 800000}[n]
    minpay = max(2500, owed * 2 // 100)

    doc = Fodt(size=8.5, margin=(1.2, 1.4, 1.0, 1.4), lang=("en", "AU"))
    doc.set_footer(f'<text:p text:style-name="{doc.pstyle(size=6.5, color="#555555")}">Australia and New Zealand '
                   'Banking Group Limited (ANZ) ABN 11 005 357 522. Australian Credit Licence Number 234527. '
                   f'</text:p><text:p text:style-name="{doc.pstyle(size=7.5, align="end")}">Page {Fodt.PAGE} of '
                   f'{Fodt.PAGES}</text:p>')
    name = ["MS OLIVIA J BRENNAN", "MR LIAM T NGUYEN", "DR SARAH M COHEN"][n - 1]
    acct = f"4564 {rng.randint(1000, 9999)} {rng.randint(1000, 9999)} {cards[0]}"
    d = lambda v: v.strftime("%d/%m/%Y")
    doc.p("ANZ", size=22, bold=True, color=BLUE)
    doc.p("ANZ LOW RATE MASTERCARD STATEMENT", size=11, bold=True, color=BLUE, after=0.2)
    c0 = {}
    info = [["Account number", acct], ["Statement period", f"{d(start)} - {d(end)}"],
            ["Credit limit", "$" + grouped(limit)], ["Available credit", "$" + grouped(max(0, limit - owed))]]
    doc.table([6.5, 3.0, 0.6, 8.0],
              [[name if i == 0 else ("UNIT 12 / 40 CARRINGTON RD" if i == 1 else
                                     ("RANDWICK NSW 2031" if i == 2 else "")), "", "",
                {"t": f"{k}    {v}", "p": {"align": "end"}}] for i, (k, v) in enumerate(info)], after=0.3)
    # summary box
    box = {"top": "0.6pt solid #004165", "bottom": "0.6pt solid #004165"}
    summ = [("Opening balance", "$" + grouped(opening)), ("New transactions", "+ $" + grouped(new_tx)),
            ("Payments and credits", "- $" + grouped(credits)), ("Interest charged", "+ $" + grouped(interest)),
            ("Closing balance", "= $" + grouped(owed))]
    due = end + dt.timedelta(days=25)
    right = [("Minimum payment", "$" + grouped(minpay)), ("Due date", d(due)), ("", ""),
             ("Purchase rate", "12.49% p.a."), ("Cash advance rate", "21.99% p.a.")]
    doc.p("Account summary", size=10, bold=True, color=BLUE, after=0.05)
    doc.table([4.2, 3.6, 1.0, 4.2, 3.6],
              [[{"t": a, "c": box, "p": {"bold": a == "Closing balance"}},
                {"t": b, "c": box, "p": {"align": "end", "bold": a == "Closing balance"}}, "",
                {"t": c, "c": box if c else {}}, {"t": e, "c": box if c else {}, "p": {"align": "end"}}]
               for (a, b), (c, e) in zip(summ, right)], after=0.35)
    doc.p("Transaction details", size=10, bold=True, color=BLUE, after=0.05)
    hc = {"bottom": "0.8pt solid #004165", "bg": "#e5eef4"}
    head = [[{"t": "Date\nprocessed", "p": {"bold": True}, "c": hc},
             {"t": "Date of\ntransaction", "p": {"bold": True}, "c": hc},
             {"t": "Card\nused", "p": {"bold": True}, "c": hc},
             {"t": "Transaction details", "p": {"bold": True}, "c": hc},
             {"t": "Amount ($A)", "p": {"bold": True, "align": "end"}, "c": hc}]]
    body = [["", "", "", {"t": "OPENING BALANCE", "p": {"bold": True}}, {"t": grouped(opening), "p": {"align": "end"}}]]
    for post, td, card, lines, amt in rows:
        body.append([d(post), d(td), card, "\n".join(lines),
                     {"t": grouped(amt) + (" CR" if amt > 0 else ""), "p": {"align": "end"}}])
    body.append(["", "", "", {"t": "CLOSING BALANCE", "p": {"bold": True}},
                 {"t": grouped(owed), "p": {"align": "end", "bold": True}, "c": {"top": "0.6pt solid #000000"}}])
    doc.table([2.1, 2.1, 1.3, 9.7, 3.0], body, header_rows=head)
    doc.p("Interest rates and charges", size=9, bold=True, color=BLUE, before=0.4)
    doc.table([6.0, 3.0, 3.0], [["Balance type", {"t": "Annual rate", "p": {"align": "end"}},
                                 {"t": "Interest charged", "p": {"align": "end"}}],
                                ["Purchases", {"t": "12.49%", "p": {"align": "end"}},
                                 {"t": "$" + grouped(interest), "p": {"align": "end"}}],
                                ["Cash advances", {"t": "21.99%", "p": {"align": "end"}},
                                 {"t": "$0.00", "p": {"align": "end"}}]])
    doc.p("If you pay the closing balance by the due date you will not be charged interest on new purchases. "
          "Transactions processed after the statement end date appear on your next statement.", size=7, before=0.3)
    path = f"{workdir}/{FAMILY}-{n}.fodt"
    doc.save(path)
    notes = ("ANZ credit card statement (Australia). Two date columns 'DD/MM/YYYY': the FIRST is Date processed "
             "(truth postDate), the SECOND is Date of transaction (truth date); then Card used (last 4 digits, "
             "additional cardholder on statements 2-3), Transaction details, Amount ($A). Purchases print as plain "
             "amounts (negative in truth), payments and refunds with a trailing ' CR' (positive). Foreign purchases "
             "carry a second line 'FOREIGN CURRENCY AMOUNT <CUR> x' (part of the description) and a separate "
             "OVERSEAS TRANSACTION FEE row. INTEREST CHARGED ON PURCHASES is a real transaction on the last day. "
             "OPENING BALANCE / CLOSING BALANCE rows, the Account summary (New transactions, Payments and credits, "
             "Interest charged), the interest-rate table and the limit/available credit are not transactions. "
             "Balances are amounts owed (balanceConvention owed); no running balance is printed.")
    t = truth(FAMILY, "libreoffice", "ANZ", "AU", "en", "credit_card", "AUD", cards[0], start, end, opening, owed,
              txns, notes, balanceConvention="owed")
    return path, t
