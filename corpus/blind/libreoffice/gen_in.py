"""in-hdfc-savings: HDFC Bank savings account statement (India, INR)."""
import datetime as dt
import random
from lib import Doc, fmt, tx, base_truth, month_end

FAM = "in-hdfc-savings"
NAVY = "#004C8F"


def D(d):
    return d.strftime("%d/%m/%y")


def wrap(s, w):
    return [s[i:i + w] for i in range(0, len(s), w)]


def build(n, seed):
    rng = random.Random(seed)
    y, m = [(2024, 4), (2024, 8), (2025, 1)][n - 1]
    start, end = dt.date(y, m, 1), month_end(y, m)
    ntx = [20, 45, 68][n - 1]
    holder = rng.choice(["RAHUL VINAYAK SHARMA", "PRIYA SUBRAMANIAN", "AMIT KUMAR JOSHI"])
    short = holder.split()[0]
    card = f"416021XXXXXX{rng.randint(1000, 9999)}"
    opening = rng.randint(2500000, 48000000)
    days = (end - start).days
    upi_m = [("SWIGGY", "SWIGGY8.PAYU@HDFCBANK", 9000, 120000), ("ZOMATO", "ZOMATO.PAYU@AXISBANK", 15000, 90000),
             ("BIGBASKET", "BIGBASKET.RZP@ICICI", 40000, 450000), ("RELIANCE JIO", "JIOINAPPDIRECT@YBL", 23900, 99900),
             ("AMAZON PAY", "AMAZONUPI@APL", 20000, 600000), ("IRCTC", "IRCTC.PAYU@HDFCBANK", 50000, 380000),
             ("UBER INDIA", "UBERINDIA.RZP@AXISBANK", 12000, 60000), ("DMART", "DMART.PAYTM@PTYBL", 50000, 420000),
             ("RAMESH KIRANA STORES", "Q742651923@YBL", 5000, 80000), ("APOLLO PHARMACY", "APOLLOPHARM@ICICI", 15000, 250000)]
    items = []
    sal_d = dt.date(y, m, min(end.day, rng.choice([28, 29, 30])))
    items.append((sal_d, f"NEFT CR-CITI0100000-{rng.choice(['INFOSPARK TECHNOLOGIES PVT LTD', 'KALYANI FORGE LTD', 'TATAVISTA CONSULTANCY SERVICES'])}-{holder}-CITIN{y % 100}{rng.randint(10**8, 10**9 - 1)}",
                  f"CITIN{y % 100}{rng.randint(10**8, 10**9 - 1)}", rng.randint(6500000, 18500000)))
    items.append((start + dt.timedelta(days=rng.randint(1, 6)), f"ACH D- TP ACH BAJAJFINANCE-{rng.randint(10**9, 10**10 - 1)}",
                  f"{rng.randint(10**15, 10**16 - 1):016d}", -rng.randint(450000, 1800000)))
    items.append((start + dt.timedelta(days=rng.randint(2, 9)), f"IMPS-{rng.randint(10**11, 10**12 - 1)}-{rng.choice(['SUNIL DESHPANDE', 'MEENA IYER'])}-HDFC-XXXXXXXX{rng.randint(1000, 9999)}-RENT {start.strftime('%b').upper()}",
                  f"{rng.randint(10**15, 10**16 - 1):016d}", -rng.randint(1500000, 3500000)))
    while len(items) < ntx - (1 if m in (3, 6, 9, 12, 1, 4, 7, 10) else 0):
        d = start + dt.timedelta(days=rng.randint(0, days))
        r = rng.random()
        ref = f"{rng.randint(10**15, 10**16 - 1):016d}"
        if r < 0.62:
            name, vpa, lo, hi = rng.choice(upi_m)
            items.append((d, f"UPI-{name}-{vpa}-{rng.choice(['HDFC0MERUPI', 'ICIC0DC0099', 'UTIB0000553', 'YESB0YBLUPI'])}-{ref[-12:]}-{rng.choice(['PAYMENT FROM PHONE', 'UPI', 'PAY TO MERCHANT', 'COLLECT REQUEST'])}",
                          ref, -rng.randint(lo, hi)))
        elif r < 0.70:
            items.append((d, f"UPI-{rng.choice(['ANKIT VERMA', 'SNEHA KULKARNI', 'ROHAN MEHTA'])}-{rng.choice(['ankit.v', 'sneha.k99', 'rohanm'])}@okicici-ICIC0000123-{ref[-12:]}-{rng.choice(['DINNER SPLIT', 'TRIP SHARE', 'UPI'])}",
                          ref, rng.randint(20000, 500000)))
        elif r < 0.78:
            items.append((d, f"POS {card} {rng.choice(['SHOPPERS STOP', 'CROMA RETAIL', 'WESTSIDE', 'MORE RETAIL'])} {rng.choice(['PUNE', 'MUMBAI'])} POS DEBIT",
                          ref, -rng.randint(50000, 900000)))
        elif r < 0.84:
            items.append((d, f"ATW-{card}-S1ANPN{rng.randint(10, 99)}-{rng.choice(['PUNE', 'VIMAN NAGAR PUNE', 'KHARADI'])}",
                          f"{rng.randint(10**5, 10**6 - 1):06d}", -rng.choice([200000, 500000, 1000000])))
        elif r < 0.89:
            items.append((d, f"NEFT DR-SBIN000{rng.randint(1000, 9999)}-{rng.choice(['LIC OF INDIA', 'MAHAVITARAN MSEDCL', 'PUNE MUNICIPAL CORP'])}-NETBANK, MUM-N{rng.randint(10**9, 10**10 - 1)}-{rng.choice(['PREMIUM', 'ELECTRICITY BILL', 'PROPERTY TAX'])}",
                          f"N{rng.randint(10**9, 10**10 - 1)}", -rng.randint(150000, 2500000)))
        elif r < 0.93:
            items.append((d, f"CHQ PAID-MICR CTS-PU-{rng.choice(['RAJESH PATIL', 'SHREE GANESH CONSTRUCTIONS'])}",
                          f"{rng.randint(10**5, 10**6 - 1):06d}".rjust(16, "0"), -rng.randint(500000, 4000000)))
        else:
            items.append((d, f"UPI-{short} {holder.split()[-1]}-{short.lower()}@okhdfcbank-HDFC0001234-{ref[-12:]}-SELF TRANSFER",
                          ref, rng.randint(100000, 2500000)))
    if len(items) < ntx:
        items.append((end, f"CREDIT INTEREST CAPITALISED", f"{0:016d}", rng.randint(3000, 60000)))
    items.sort(key=lambda t: t[0])
    bal = opening
    rows_t = []
    for d, nar, ref, a in items:
        bal += a
        val = d if "CHQ" not in nar else d - dt.timedelta(days=1)
        if val < start:
            val = start
        rows_t.append((d, nar, ref, val, a, bal))
    closing = bal
    drc = sum(1 for r in rows_t if r[4] < 0)
    crc = len(rows_t) - drc
    debits = -sum(r[4] for r in rows_t if r[4] < 0)
    credits = sum(r[4] for r in rows_t if r[4] > 0)

    font = ["Liberation Sans", "DejaVu Sans Condensed", "Liberation Sans Narrow"][n - 1]
    d = Doc(font=font, size=7, margins=(0.9, 0.9, 0.9, 0.9), header_h=0.9, footer_h=2.2)
    W = 21.0 - 1.8
    d.header = d.table([6, W - 6], [[
        {"t": [[d.span(" HDFC BANK ", bold=True, size=12, color="#FFFFFF", bg=NAVY), d.span("  ■", size=12, color="#ED232A")]]},
        {"t": "Page No .: \x00P\x00", "p": {"align": "end", "size": 7.5}}]])
    d.header = d.header.replace("\x00P\x00", d.field_page())
    d.footer = (d.ptxt("HDFC BANK LIMITED", bold=True, size=6.5)
                + d.ptxt("*Closing balance includes funds earmarked for hold and uncleared funds", size=6)
                + d.ptxt("Contents of this statement will be considered correct if no error is reported within 30 days of "
                         "receipt of statement. The address on this statement is that on record with the Bank as at the "
                         "day of requesting this statement.", size=6)
                + d.ptxt("State account branch GSTN:27AAACH2702H1Z2", size=6)
                + d.ptxt("HDFC Bank GSTIN number details are available at https://www.hdfcbank.com/personal/making-payments/"
                         "online-tax-payment/goods-and-service-tax.", size=6)
                + d.ptxt("Registered Office Address: HDFC Bank House,Senapati Bapat Marg,Lower Parel,Mumbai 400013", size=6))
    acct = f"501001{rng.randint(10**7, 10**8 - 1)}"
    L = [f"MR {holder}", f"FLAT NO {rng.randint(101, 1204)} {rng.choice(['GANGA SATELLITE', 'MAGARPATTA CITY', 'KUMAR PICASSO'])}",
         f"{rng.choice(['WANOWRIE', 'HADAPSAR', 'KHARADI'])} NEAR {rng.choice(['D MART', 'BUS DEPOT', 'AMANORA MALL'])}",
         "PUNE 411028", "MAHARASHTRA INDIA", "", "JOINT HOLDERS :", "", "Nomination : Registered",
         f"Statement From : {start.strftime('%d/%m/%Y')} To : {end.strftime('%d/%m/%Y')}"]
    R = ["Account Branch : VIMAN NAGAR", "Address : GROUND FLR, SHOP NO 4, NAGAR ROAD", "City : PUNE 411014",
         "State : MAHARASHTRA", "Phone no. : 18002026161", "OD Limit : 0.00      Currency : INR",
         f"Email : {short.lower()}.{holder.split()[-1].lower()}{rng.randint(1, 99)}@gmail.com", f"Cust ID : {rng.randint(10**7, 10**8 - 1)}",
         f"Account No : {acct}   OTHER", f"A/C Open Date : {rng.randint(1, 28):02d}/{rng.randint(1, 12):02d}/20{rng.randint(12, 20)}",
         "Account Status : Regular", f"RTGS/NEFT IFSC : HDFC0001234   MICR : 411240012",
         "Branch Code : 1234      Product Code : 100"]
    d.add(d.table([W / 2, W / 2], [[{"t": L, "p": {"size": 7.5}}, {"t": R, "p": {"size": 7}}]],
                  after=0.25))
    widths = [1.35, 6.6, 2.8, 1.35, 2.4, 2.4, W - 16.9]
    hb = {"top": "0.6pt solid #000000", "bottom": "0.6pt solid #000000"}
    hdr = [[{"t": h, "p": {"bold": True, "align": a}, "c": {"borders": hb, "bg": "#E6ECF5"}}
            for h, a in [("Date", "start"), ("Narration", "start"), ("Chq./Ref.No.", "start"), ("Value Dt", "start"),
                         ("Withdrawal Amt.", "end"), ("Deposit Amt.", "end"), ("Closing Balance", "end")]]]
    rows, truth = [], []
    for dd, nar, ref, val, a, b in rows_t:
        lines = wrap(nar, 38)
        rows.append([D(dd), "\n".join(lines), ref, D(val),
                     {"t": fmt(a, "in") if a < 0 else "", "p": {"align": "end"}},
                     {"t": fmt(a, "in") if a > 0 else "", "p": {"align": "end"}},
                     {"t": fmt(b, "in"), "p": {"align": "end"}}])
        truth.append(tx(dd, " ".join(lines), a, b, valueDate=val))
    d.add(d.table(widths, rows, header=hdr))
    d.p("STATEMENT SUMMARY :-", bold=True, size=8, before=0.4, keep=True)
    sw = [3.2, 2.0, 2.0, 3.2, 3.2, 3.2]
    d.add(d.table(sw, [[{"t": h, "p": {"bold": True, "align": "end" if i else "start"}} for i, h in
                        enumerate(["Opening Balance", "Dr Count", "Cr Count", "Debits", "Credits", "Closing Bal"])],
                       [{"t": fmt(opening, "in")}, {"t": str(drc), "p": {"align": "end"}}, {"t": str(crc), "p": {"align": "end"}},
                        {"t": fmt(debits, "in"), "p": {"align": "end"}}, {"t": fmt(credits, "in"), "p": {"align": "end"}},
                        {"t": fmt(closing, "in"), "p": {"align": "end"}}]]))
    gen = end + dt.timedelta(days=rng.randint(1, 5))
    d.p(f"Generated On: {gen.strftime('%d-%b-%Y')} {rng.randint(8, 20):02d}:{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d}   "
        f"Generated By: {rng.randint(10**7, 10**8 - 1)}   Requesting Branch Code: NET", size=6.5, before=0.2)
    d.p("This is a computer generated statement and does not require signature.", size=6.5)
    notes = ("HDFC Bank savings statement: Date | Narration | Chq./Ref.No. | Value Dt | Withdrawal Amt. | Deposit Amt. | "
             "Closing Balance, DD/MM/YY dates, Indian digit grouping (1,23,456.78), running balance on every row. Long "
             "narrations (UPI-/NEFT-/IMPS-...) are hard-wrapped every 38 characters, often in the middle of a token, over "
             "2-3 lines; truth joins the printed lines with single spaces as the convention says. The table flows over "
             "pages with the header repeated. 'STATEMENT SUMMARY :-' at the end has the labels Opening Balance / Dr Count "
             "/ Cr Count / Debits / Credits / Closing Bal over one row of values (not a transaction).")
    return d.render(), base_truth(FAM, "HDFC BANK LIMITED", "IN", "en", "bank_account", "INR", acct[-4:], start, end,
                                  opening, closing, truth, notes)
