"""au-commbank-card: Commonwealth Bank (CommBank) credit card statement, AUD."""
import datetime as dt
import random
from lib import Doc, fmt, tx, base_truth

FAM = "au-commbank-card"
YEL = "#FFCC00"


def D(d):
    return d.strftime("%d %b")


def build(n, seed):
    rng = random.Random(seed)
    start = [dt.date(2024, 2, 14), dt.date(2023, 11, 23), dt.date(2024, 12, 19)][n - 1]
    end = [dt.date(2024, 3, 13), dt.date(2023, 12, 22), dt.date(2025, 1, 18)][n - 1]
    ntx = [15, 34, 55][n - 1]
    limit = rng.choice([600000, 800000, 1000000])
    opening = rng.randint(80000, 420000)  # owed
    days = (end - start).days
    merch = [("WOOLWORTHS {n} {c} NSW AUS", 2000, 18000), ("COLES {n} {c} NSW AUS", 1500, 16000),
             ("ALDI STORES {c} NSW AUS", 1500, 9000), ("BP CONNECT {c} NSW AUS", 4000, 11000),
             ("AMPOL {c} NSW AUS", 4000, 10000), ("BUNNINGS {n} {c} NSW AUS", 1500, 25000),
             ("KMART {n} {c} NSW AUS", 900, 12000), ("CHEMIST WAREHOUSE {c} NSW AUS", 800, 7000),
             ("UBER *TRIP HELP.UBER.COM NSW AUS", 1200, 5500), ("TRANSPORTFORNSW OPAL CHATSWOOD AUS", 500, 5000),
             ("JB HI FI {c} NSW AUS", 2000, 60000), ("DAN MURPHYS {n} {c} NSW AUS", 2000, 9000),
             ("TELSTRA PREPAID MELBOURNE VIC AUS", 3000, 8900), ("SP * THE ICONIC SYDNEY NSW AUS", 4000, 20000),
             ("MENULOG PTY LTD SYDNEY NSW AUS", 2500, 7000)]
    cities = ["CHATSWOOD", "PARRAMATTA", "BONDI JUNCTION", "HORNSBY", "MANLY VALE", "RYDE", "NEWTOWN"]
    items = []
    for _ in range(ntx - 3):
        d = start + dt.timedelta(days=rng.randint(0, days - 1))
        r = rng.random()
        if r < 0.1:
            usd = rng.randint(999, 8999)
            rate = rng.choice([0.6512, 0.6587, 0.6634, 0.6471])
            aud = round(usd / rate)
            m = rng.choice(["AMAZON MKTPLC*{r} SEATTLE WA USA", "NETFLIX.COM LOS GATOS CA USA", "STEAMGAMES.COM BELLEVUE WA USA"])
            items.append((d, [m.replace("{r}", f"{rng.randint(10, 99)}{rng.choice('ABCDEFGHJK')}{rng.randint(1000, 9999)}"),
                              f"## USD {fmt(usd, 'en')} converted at {rate:.4f}"], -aud))
            items.append((d, ["INTERNATIONAL TRANSACTION FEE"], -round(aud * 0.03)))
        elif r < 0.13:
            m, lo, hi = rng.choice(merch)
            items.append((d, ["REFUND " + m.format(n=rng.randint(1000, 9999), c=rng.choice(cities))], rng.randint(lo, hi)))
        else:
            m, lo, hi = rng.choice(merch)
            items.append((d, [m.format(n=rng.randint(1000, 9999), c=rng.choice(cities))], -rng.randint(lo, hi)))
    pay_d = start + dt.timedelta(days=rng.randint(3, 12))
    pay = opening if n != 2 else rng.randint(5000, opening // 2)
    items.append((pay_d, ["PAYMENT RECEIVED, THANK YOU" if n != 3 else "BPAY PAYMENT - THANK YOU"], pay))
    if n == 2:
        items.append((start + dt.timedelta(days=rng.randint(14, 20)), ["CASH ADVANCE ATM CBA CHATSWOOD NSW"], -20000))
        items.append((start + dt.timedelta(days=rng.randint(14, 20)), ["CASH ADVANCE FEE - ATM"], -600))
    items.sort(key=lambda x: x[0])
    # interest only when last statement not paid in full
    interest_p = 0 if pay >= opening else round((opening - pay) * 0.2099 * days / 365)
    interest_c = 0 if n != 2 else round(20000 * 0.2124 * 10 / 365)
    if interest_p:
        items.append((end, ["INTEREST CHARGED ON PURCHASES"], -interest_p))
    if interest_c:
        items.append((end, ["INTEREST CHARGED ON CASH ADVANCES"], -interest_c))
    if n == 3:
        items.append((end, ["ANNUAL FEE"], -5900))
    closing = opening - sum(a for _, _, a in items)
    payments = sum(a for _, _, a in items if a > 0)
    purch = -sum(a for _, l, a in items if a < 0 and not l[0].startswith(("INTEREST", "ANNUAL", "CASH ADVANCE FEE", "INTERNATIONAL")))
    fees = -sum(a for _, l, a in items if a < 0 and l[0].startswith(("ANNUAL", "CASH ADVANCE FEE", "INTERNATIONAL")))
    intr = interest_p + interest_c
    limit = max(limit, (closing // 100000 + 3) * 100000)
    minpay = 0 if closing <= 0 else max(min(2500, closing), (closing * 2 // 100) // 100 * 100)
    due = end + dt.timedelta(days=25)
    last4 = f"{rng.randint(1000, 9999)}"
    mid = f"{rng.randint(10, 99)}"

    d = Doc(font=["Liberation Sans", "TeX Gyre Heros", "DejaVu Sans"][n - 1], size=8.5, margins=(1.0, 1.3, 1.0, 1.3),
            footer_h=0.8)
    W = 21.0 - 2.6
    d.footer = d.ptxt("Commonwealth Bank of Australia ABN 48 123 123 124 AFSL and Australian credit licence 234945.  "
                      "Page \x00P\x00 of \x00C\x00", size=6.5, align="center", color="#555555")
    d.footer = d.footer.replace("\x00P\x00", d.field_page()).replace("\x00C\x00", d.field_count())
    d.add(d.table([2.2, W - 2.2 - 7.0, 7.0], [[
        {"t": [[d.span("◆", size=20, color="#000000")]], "p": {"align": "center"}, "c": {"bg": YEL, "pad": 0.15, "valign": "middle"}},
        {"t": [[d.span("CommBank", bold=True, size=16)], "Low Rate Mastercard®"], "c": {"pad": 0.2}},
        {"t": ["Your Statement", f"Statement period {start.strftime('%d %b %Y')} - {end.strftime('%d %b %Y')}",
               f"Account number 5523 {mid}XX XXXX {last4}"], "p": {"align": "end", "size": 9},
         "c": {"pad": 0.1}}]], after=0.3))
    holder = rng.choice([("MR DANIEL K NGUYEN", "UNIT 4 18 VICTORIA AVE", "CHATSWOOD NSW 2067"),
                         ("MS OLIVIA J WALSH", "22 BRUSH RD", "WEST RYDE NSW 2114"),
                         ("MR LIAM P O'CONNOR", "7/112 MILITARY RD", "NEUTRAL BAY NSW 2089")])
    summ = [("Opening balance", fmt(opening, "en")), ("Less payments and refunds", fmt(payments, "en")),
            ("Plus purchases and cash advances", fmt(purch, "en")), ("Plus interest charged", fmt(intr, "en")),
            ("Plus fees and charges", fmt(fees, "en")), ("Closing balance", fmt(closing, "en"))]
    box = {"borders": "0.8pt solid #000000", "pad": 0.15}
    left = [[{"t": "Account summary", "span": 2, "p": {"bold": True, "size": 10}, "c": {"bg": "#F2F2F2"}}]]
    for i, (lab, v) in enumerate(summ):
        b = i == len(summ) - 1
        left.append([{"t": lab, "p": {"bold": b}}, {"t": "$" + v, "p": {"align": "end", "bold": b}}])
    right = [[{"t": "Closing balance", "p": {"bold": True}}, {"t": "$" + fmt(closing, "en"), "p": {"align": "end", "bold": True, "size": 11}}],
             [{"t": "Minimum payment due", "p": {"bold": True}}, {"t": "$" + fmt(minpay, "en"), "p": {"align": "end", "bold": True, "size": 11}}],
             ["Due date", {"t": due.strftime("%d %b %Y"), "p": {"align": "end", "bold": True}}],
             ["Credit limit", {"t": "$" + fmt(limit, "en"), "p": {"align": "end"}}],
             ["Available credit", {"t": "$" + fmt(max(0, limit - closing), "en"), "p": {"align": "end"}}]]
    d.add(d.table([W / 2 - 0.2, 0.4, W / 2 - 0.2], [[
        {"t": list(holder), "p": {"size": 9.5}, "c": {"pad": 0.2}}, "",
        {"xml": d.table([5.2, 3.5], right), "c": {"borders": "1.2pt solid #000000", "bg": "#FFF6CC", "pad": 0.15}}]], after=0.3))
    d.add(d.table([5.7, 3.0], left, after=0.3))
    d.add(d.table([W], [[{"t": "Paying only the minimum payment will increase the amount of interest you pay and the time it "
                                "takes to repay your balance. If you make no additional charges and pay $" + fmt(minpay, "en") +
                                " each month, you will pay off the closing balance in about " + str(rng.randint(6, 19)) +
                                " years and you will end up paying an estimated total of $" + fmt(closing * 2 + 12345, "en") + ".",
                          "p": {"size": 7}, "c": {"borders": "0.5pt solid #999999", "pad": 0.12}}]], after=0.3))
    d.p("Transactions", bold=True, size=11, after=0.1)
    d.p(f"Card number 5523 {mid}XX XXXX {last4}  {holder[0]}", size=7.5, after=0.1)
    widths = [2.0, W - 5.0, 3.0]
    hb = {"bottom": "1pt solid #000000"}
    hdr = [[{"t": "Date", "p": {"bold": True}, "c": {"borders": hb, "bg": YEL}},
            {"t": "Transaction details", "p": {"bold": True}, "c": {"borders": hb, "bg": YEL}},
            {"t": "Amount (A$)", "p": {"bold": True, "align": "end"}, "c": {"borders": hb, "bg": YEL}}]]
    rows = [["", {"t": "OPENING BALANCE", "p": {"bold": True}}, {"t": "$" + fmt(opening, "en"), "p": {"align": "end", "bold": True}}]]
    truth = []
    ln = {"bottom": "0.3pt solid #CCCCCC"}
    for dd, lines, a in items:
        amt = fmt(a, "en") + ("-" if a > 0 else "")
        rows.append([{"t": D(dd), "c": {"borders": ln}}, {"t": "\n".join(lines), "c": {"borders": ln}},
                     {"t": amt, "p": {"align": "end"}, "c": {"borders": ln}}])
        truth.append(tx(dd, " ".join(lines), a, None))
    rows.append(["", {"t": "CLOSING BALANCE", "p": {"bold": True}}, {"t": "$" + fmt(closing, "en"), "p": {"align": "end", "bold": True}}])
    d.add(d.table(widths, rows, header=hdr))
    d.p("Interest rates and charges", bold=True, size=10, before=0.5, after=0.1, keep=True)
    ir = [[{"t": h, "p": {"bold": True, "align": "end" if i else "start"}, "c": {"borders": hb}}
           for i, h in enumerate(["", "Annual percentage rate", "Daily percentage rate", "Interest charged"])],
          ["Purchases", {"t": "20.99% p.a.", "p": {"align": "end"}}, {"t": "0.05750%", "p": {"align": "end"}},
           {"t": "$" + fmt(interest_p, "en"), "p": {"align": "end"}}],
          ["Cash advances", {"t": "21.24% p.a.", "p": {"align": "end"}}, {"t": "0.05819%", "p": {"align": "end"}},
           {"t": "$" + fmt(interest_c, "en"), "p": {"align": "end"}}],
          ["Balance transfers", {"t": "0.00% p.a.", "p": {"align": "end"}}, {"t": "0.00000%", "p": {"align": "end"}},
           {"t": "$0.00", "p": {"align": "end"}}]]
    d.add(d.table([4.5, 4.5, 4.5, 4.5], ir))
    d.p(f"Interest-free period: up to 55 days on purchases when you pay the closing balance in full by the due date. "
        f"Total interest charged this calendar year: ${fmt(intr + rng.randint(0, 9000), 'en')}. Fees charged this year: "
        f"${fmt(fees + 900, 'en')}.", size=7, before=0.2)
    # payment slip
    d.add(d.table([W], [[{"t": "- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - "
                                "- - - - - - - - - - - - -  detach and return with payment", "p": {"size": 6.5, "color": "#777777"}}]],
                  before=0.4))
    d.add(d.table([W / 3] * 3, [[
        {"t": ["How to pay", "BPAY® Biller code 1002", f"Ref 5523{rng.randint(10**7, 10**8 - 1)}{last4}"], "p": {"size": 8}},
        {"t": ["Closing balance", "$" + fmt(closing, "en"), "Minimum payment due", "$" + fmt(minpay, "en")], "p": {"size": 8}},
        {"t": ["Due date", due.strftime("%d %b %Y"), "Amount paid $ ____________"], "p": {"size": 8}}]]))
    notes = ("CommBank credit card statement: single date column 'DD Mon' without year (period may cross a month or "
             "year boundary), 'Transaction details' and 'Amount (A$)'; purchases print as plain amounts, payments and "
             "refunds as amounts with a TRAILING MINUS ('500.00-'); OPENING BALANCE / CLOSING BALANCE rows inside the "
             "list are not transactions; foreign purchases have a second '## USD ... converted at' line (part of the "
             "description) and a separate International Transaction Fee row; account summary box, closing balance / "
             "minimum payment / due date box, interest rate table and a payment slip repeat amounts that are NOT "
             "transactions. Balances are amounts owed (balanceConvention owed).")
    t = base_truth(FAM, "Commonwealth Bank of Australia", "AU", "en", "credit_card", "AUD", last4, start, end,
                   opening, closing, truth, notes, balanceConvention="owed")
    return d.render(), t
