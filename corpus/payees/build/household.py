"""Fictional household (the Whitfields, Bristol, UK; one current account in GBP).

Writes history.jsonl (Jul 2023 - Feb 2024), new.jsonl (1 Mar - 10 Jun 2024), history.csv and
history.beancount. Every payee, alternative and category below was written by hand; the
script only places the rows on dates, draws amounts inside the hand-set ranges and fills in
store numbers / references, all from a fixed seed, so the output is reproducible.
"""
import datetime as dt, json, pathlib, random, sys

SEED = 20240301
MON = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]

# key: (payee, alternatives, category, templates, amount (fixed or (lo, hi)), schedule, period)
# schedule: ("day", d) monthly on day d | ("n", k) k random days a month | ("every", days, first)
#           | ("dates", [iso...]) | ("p", prob) once a month with probability p
# period: "both" | "history" | "new"
P = {
 "salary_a": ("Avonside Engineering", ["Avonside Engineering Ltd", "Avonside Eng"], "Income",
    ["AVONSIDE ENGINEERING LTD SALARY {mon}{yy} BGC", "AVONSIDE ENG LTD PAY REF {r6} BGC"], (2598.40, 2702.15), ("day", 28), "both"),
 "salary_b": ("NHS Business Services Authority", ["NHSBSA", "NHS BSA", "NHS"], "Income",
    ["NHSBSA PAYROLL {r8} BGC"], (1880.00, 1955.60), ("day", 27), "both"),
 "child_benefit": ("DWP", ["Child Benefit", "Department for Work and Pensions", "DWP Child Benefit"], "Income",
    ["DWP CHILD BENEFIT {r9} BGC"], 102.40, ("every", 28, "2023-07-10"), "both"),
 "mortgage": ("Nationwide", ["Nationwide Building Society", "Nationwide BS"], "Housing",
    ["NATIONWIDE MORTGAGE DD 0458812231"], -1085.33, ("day", 1), "both"),
 "council_tax": ("Bristol City Council", ["Bristol Council", "BCC"], "Taxes",
    ["BRISTOL CITY COUNCIL DD CT{ct}"], -178.00, ("day", 1), "both"),
 "octopus": ("Octopus Energy", ["Octopus"], "Utilities",
    ["OCTOPUS ENERGY DD A-7F2C91B4"], (-142.00, -98.00), ("day", 5), "both"),
 "water": ("Bristol Water", [], "Utilities",
    ["BRISTOL WATER DD 3381204"], -32.50, ("day", 15), "both"),
 "tv_licence": ("TV Licensing", ["TV Licence", "TV Licence MBP"], "Utilities",
    ["TV LICENCE MBP DD 20448812"], -13.25, ("day", 18), "both"),
 "virgin": ("Virgin Media", [], "Telecom",
    ["VIRGIN MEDIA PYMTS DD 31180227"], -58.00, ("day", 8), "both"),
 "ee": ("EE", ["EE Limited", "EE Ltd"], "Telecom",
    ["EE LIMITED DD Q{r7}"], -24.00, ("day", 20), "both"),
 "netflix": ("Netflix", ["Netflix.com"], "Subscriptions",
    ["NETFLIX.COM {r11} NLD", "NETFLIX.COM AMSTERDAM NLD"], -10.99, ("day", 12), "both"),
 "spotify": ("Spotify", ["Spotify UK"], "Subscriptions",
    ["Spotify P{r10}", "SPOTIFY UK LONDON GBR"], -17.99, ("day", 3), "both"),
 "prime": ("Amazon Prime", ["Amazon", "Prime"], "Subscriptions",
    ["AMAZON PRIME*{amz} AMZN.CO.UK/PM"], -8.99, ("day", 16), "both"),
 "childminder": ("K Clarke", ["Kate Clarke", "K Clarke Childminding", "Clarke"], "Education",
    ["K CLARKE CHILDMINDING SO"], -420.00, ("day", 1), "both"),
 "aviva": ("Aviva", ["Aviva Insurance"], "Insurance",
    ["AVIVA INSURANCE LTD DD P{r8}"], -28.40, ("day", 10), "both"),
 "directline": ("Direct Line", ["Direct Line Insurance", "Direct Line Ins"], "Insurance",
    ["DIRECT LINE INS DD MOT{r7}"], -46.12, ("day", 14), "both"),
 "tennis": ("Clifton Lawn Tennis Club", ["Clifton Tennis Club", "Clifton LTC"], "Entertainment",
    ["CLIFTON LAWN TENNIS CLUB DD"], -45.00, ("day", 2), "both"),
 "church": ("St Mary's Church", ["St Marys Church", "St Mary's Redland", "St Marys Church Redland"], "Charity",
    ["ST MARYS CHURCH REDLAND SO"], -20.00, ("day", 4), "both"),
 "savings": (None, ["Nationwide"], "Transfers",
    ["TO A/C 07-04-36 41180023 SAVINGS", "TRANSFER TO FLEXDIRECT SAVER 41180023"], -250.00, ("day", 29), "both"),
 "interest": (None, ["Nationwide"], "Interest",
    ["INTEREST PAID GROSS"], (0.18, 0.96), ("day", 30), "both"),
 "tesco": ("Tesco", ["Tesco Stores", "Tesco Extra", "Tesco Express"], "Groceries",
    ["TESCO STORES {tesco} BRISTOL GB", "TESCO STORES {tesco}      BRISTOL      GBR", "TESCO EXTRA {tesco} BRISTOL GB"], (-121.00, -18.50), ("n", 3), "both"),
 "tesco_pfs": ("Tesco", ["Tesco Pfs", "Tesco Petrol", "Tesco Petrol Filling Station"], "Fuel",
    ["TESCO PFS {tesco} BRISTOL GB"], (-78.00, -42.00), ("n", 1), "both"),
 "sainsburys": ("Sainsbury's", ["Sainsburys", "Sainsbury's Local"], "Groceries",
    ["SAINSBURYS S/MKTS {sains} BRISTOL", "SAINSBURY'S SUPERMARKETS {sains}"], (-86.00, -12.00), ("n", 1), "both"),
 "sainsburys_petrol": ("Sainsbury's", ["Sainsburys", "Sainsbury's Petrol", "Sainsburys Petrol"], "Fuel",
    ["SAINSBURYS PETROL {sains} BRISTOL"], (-70.00, -40.00), ("p", 0.5), "both"),
 "aldi": ("Aldi", ["ALDI", "Aldi Stores"], "Groceries",
    ["ALDI {aldi} BRISTOL GB"], (-64.00, -14.00), ("n", 1), "both"),
 "coop": ("Co-op", ["Co-op Group", "Coop", "The Co-operative"], "Groceries",
    ["CO-OP GROUP {coop} BRISTOL", "CO OP GROUP {coop} BRISTOL GB"], (-18.00, -3.20), ("p", 0.8), "both"),
 "greggs": ("Greggs", ["Greggs PLC"], "Restaurants",
    ["GREGGS PLC {greggs} BRISTOL"], (-7.80, -2.10), ("p", 0.8), "both"),
 "pret": ("Pret A Manger", ["Pret"], "Restaurants",
    ["PRET A MANGER {pret} BRISTOL GB"], (-11.50, -3.95), ("p", 0.5), "both"),
 "costa": ("Costa Coffee", ["Costa"], "Restaurants",
    ["COSTA COFFEE {costa} BRISTOL", "COSTA COFFEE {costa}"], (-8.40, -2.95), ("n", 1), "both"),
 "deliveroo": ("Deliveroo", ["Deliveroo.co.uk"], "Restaurants",
    ["DELIVEROO {r6} LONDON GB", "DELIVEROO.CO.UK LONDON"], (-38.00, -16.00), ("p", 0.7), "both"),
 "amazon": ("Amazon", ["Amazon.co.uk", "Amazon UK", "Amazon Marketplace", "AMZN Mktp UK"], "Shopping",
    ["AMAZON.CO.UK*{amz} AMAZON.CO.UK", "AMZNMktplace*{amz} AMAZON.CO.UK", "AMZN MKTP UK*{amz}"], (-64.99, -6.49), ("n", 1), "both"),
 "boots": ("Boots", ["Boots the Chemist", "Boots UK"], "Health",
    ["BOOTS {boots} BRISTOL GB"], (-32.00, -4.50), ("p", 0.6), "both"),
 "firstbus": ("First Bus", ["First West of England", "First"], "Transport",
    ["FIRST BUS WEST OF ENG {r6}", "FIRSTGROUP MTICKET {r6} ABERDEEN"], (-9.00, -2.50), ("n", 1), "both"),
 "uber": ("Uber", ["Uber Trip"], "Transport",
    ["UBER *TRIP HELP.UBER.COM", "UBER *TRIP {r4}{alpha3} HELP.UBER.COM"], (-24.00, -7.80), ("p", 0.5), "both"),
 "ringgo": ("RingGo", ["Ringgo"], "Transport",
    ["RINGGO {r7} BRISTOL", "RINGGO PARKING {r7}"], (-6.40, -1.80), ("p", 0.5), "both"),
 "gwr": ("GWR", ["Great Western Railway", "First Great Western"], "Transport",
    ["GWR {r6} SWINDON GB", "GREAT WESTERN RAILWAY {r6}"], (-64.00, -12.40), ("p", 0.3), "both"),
 "atm": (None, [], "Cash",
    ["CASH {atm} {dd}{mon} {hh}:{mm}", "LNK {atm} CD 4417 {dd}{mon}{yy}"], (-100.00, -20.00), ("p", 0.8), "both"),
 "ebay": ("eBay", ["Ebay", "PayPal eBay"], "Shopping",
    ["PAYPAL *EBAY {r11}"], (-45.00, -6.00), ("p", 0.3), "both"),
 "sarah": ("Sarah Owen", ["Owen"], "Transfers",
    ["SARAH OWEN FP {dd}/{mm2}/{yy} {hh}{mm} REF {ref_word}"], (-40.00, -12.00), ("p", 0.3), "both"),
 "mum": ("Jean Whitfield", ["J Whitfield", "Whitfield"], "Transfers",
    ["J WHITFIELD FP {dd}/{mm2}/{yy} REF {ref_gift}"], (20.00, 60.00), ("p", 0.25), "both"),
 "parentpay": ("ParentPay", ["Parentpay", "Redland Green School"], "Education",
    ["PARENTPAY {r6} REDLAND GREEN SCH", "PARENTPAY LTD {r6}"], (-24.00, -8.50), ("p", 0.5), "both"),
 "toni": ("Toni&Guy", ["Toni & Guy", "Toni and Guy"], "Shopping",
    ["TONI&GUY CLIFTON BRISTOL"], (-58.00, -32.00), ("p", 0.25), "both"),
 "vets": ("Vets4Pets", ["Vets 4 Pets"], "Other",
    ["VETS4PETS BRISTOL {r4}"], (-96.00, -38.00), ("p", 0.15), "both"),
 "johnlewis": ("John Lewis", ["John Lewis & Partners"], "Shopping",
    ["JOHN LEWIS {jl} CRIBBS CAUSEWAY", "JOHN LEWIS.CO.UK {r8}"], (-140.00, -18.00), ("p", 0.25), "both"),
 "cineworld": ("Cineworld", [], "Entertainment",
    ["CINEWORLD {r6} BRISTOL", "CINEWORLD CINEMAS LTD"], (-34.00, -14.00), ("p", 0.25), "both"),
 "dentist": ("Bupa Dental Care", ["Bupa", "Bupa Dental"], "Health",
    ["BUPA DENTAL CARE BRISTOL"], (-85.00, -23.80), ("dates", ["2023-09-14", "2024-04-18"]), "both"),
 "fx_fee": (None, ["Nationwide"], "Fees",
    ["NON-STERLING TRANSACTION FEE"], (-2.80, -0.40), ("dates", ["2023-08-07", "2023-08-09", "2023-08-12", "2024-05-28"]), "both"),
 "easyjet": ("easyJet", ["EasyJet", "Easyjet"], "Travel",
    ["EASYJET {ej} LUTON GB"], (-289.00, -142.00), ("dates", ["2023-07-12", "2024-03-21"]), "both"),
 "booking": ("Booking.com", ["Booking"], "Travel",
    ["BOOKING.COM HOTEL AMSTERDAM NLD"], (-420.00, -180.00), ("dates", ["2023-08-05", "2024-05-24"]), "both"),
 "carrefour": ("Carrefour", ["Carrefour Market"], "Groceries",
    ["CARREFOUR MARKET {r4} NICE FRA"], (-62.00, -18.00), ("dates", ["2023-08-07", "2023-08-09"]), "both"),
 "hmrc": ("HMRC", ["HM Revenue & Customs", "HMRC Self Assessment"], "Taxes",
    ["HMRC SELF ASSESSMENT {r10}K"], -684.20, ("dates", ["2024-01-26"]), "history"),
 "ikea": ("IKEA", ["Ikea"], "Shopping",
    ["IKEA LTD BRISTOL GB"], (-240.00, -35.00), ("dates", ["2023-10-21", "2024-05-11"]), "both"),
 "amazon_refund": ("Amazon", ["Amazon.co.uk", "Amazon UK"], "Shopping",
    ["AMAZON.CO.UK REFUND {amz}"], (6.49, 39.99), ("dates", ["2023-09-05", "2023-12-29", "2024-04-09"]), "both"),
 # payees that only appear after the history (new.jsonl)
 "lidl": ("Lidl", ["LIDL", "Lidl GB"], "Groceries",
    ["LIDL GB BRISTOL", "LIDL GB {r4} BRISTOL"], (-52.00, -11.00), ("n", 2), "new"),
 "decathlon": ("Decathlon", [], "Shopping",
    ["DECATHLON BRISTOL GB"], (-89.00, -19.00), ("dates", ["2024-03-16", "2024-05-25"]), "new"),
 "centerparcs": ("Center Parcs", ["Center Parcs Longleat"], "Travel",
    ["CENTER PARCS LONGLEAT {r6}"], -612.00, ("dates", ["2024-04-02"]), "new"),
 "zoo": ("Bristol Zoo Project", ["Bristol Zoo", "Bristol Zoological Society"], "Entertainment",
    ["BRISTOL ZOOLOGICAL SOC {r4}"], -58.50, ("dates", ["2024-04-06"]), "new"),
 "screwfix": ("Screwfix", ["Screwfix Direct"], "Shopping",
    ["SCREWFIX DIRECT {r4} BRISTOL"], (-46.00, -8.00), ("dates", ["2024-03-09", "2024-05-04"]), "new"),
 "hospice": ("Weston Hospicecare", ["Weston Hospice Care"], "Charity",
    ["WESTON HOSPICECARE DD {r6}"], -15.00, ("day", 11), "new"),
 "bp": ("BP", ["BP Connect"], "Fuel",
    ["BP CONNECT {r4} BRISTOL GB"], (-72.00, -40.00), ("dates", ["2024-03-23", "2024-05-19"]), "new"),
 "nandos": ("Nando's", ["Nandos"], "Restaurants",
    ["NANDOS BRISTOL CABOT {r4}"], (-46.00, -24.00), ("dates", ["2024-04-13"]), "new"),
 "trainline": ("Trainline", ["Trainline.com", "thetrainline.com"], "Transport",
    ["TRAINLINE.COM {r8} LONDON GB"], (-58.00, -21.00), ("dates", ["2024-05-02"]), "new"),
 "disney": ("Disney+", ["Disney Plus", "DisneyPlus"], "Subscriptions",
    ["DISNEY PLUS LONDON GB"], -7.99, ("day", 19), "new"),
 "tom": ("Tom Baxter", ["Baxter"], "Transfers",
    ["TOM BAXTER FP {dd}/{mm2}/{yy} {hh}{mm} REF {ref_word}"], (-35.00, -10.00), ("dates", ["2024-03-30", "2024-05-18"]), "new"),
 "overdraft": (None, ["Nationwide"], "Interest",
    ["OVERDRAFT INTEREST"], -3.42, ("dates", ["2024-05-31"]), "new"),
}

STORES = {"tesco": ["2431", "3192", "6044"], "sains": ["0417", "2255"], "aldi": ["71 118", "71 342"],
          "coop": ["070512", "070988"], "greggs": ["1142", "1177"], "pret": ["0931"], "costa": ["43012", "43877"],
          "boots": ["1179", "0624"], "jl": ["0471"], "atm": ["NOTEMACHINE", "NATIONWIDE BS", "SAINSBURYS"], "ej": ["EJU8842"]}
WORDS = ["PIZZA", "CINEMA", "BBQ", "TAXI", "TICKETS", "PRESENT", "DRINKS"]
GIFTS = ["BIRTHDAY", "XMAS", "FOR THE KIDS", "PETROL MONEY"]

def month_starts(a, b):
    d = dt.date(a.year, a.month, 1)
    while d <= b:
        yield d
        d = dt.date(d.year + (d.month == 12), d.month % 12 + 1, 1)

def last_day(m):
    nxt = dt.date(m.year + (m.month == 12), m.month % 12 + 1, 1)
    return (nxt - dt.timedelta(days=1)).day

def amount_for(spec, rng):
    if isinstance(spec, tuple):
        lo, hi = spec
        return round(rng.uniform(lo, hi), 2)
    return spec

def fill(tpl, date, rng):
    def digits(n):
        return "".join(rng.choice("0123456789") for _ in range(n))
    v = {"mon": MON[date.month - 1], "yy": f"{date.year % 100:02d}", "dd": f"{date.day:02d}",
         "mm2": f"{date.month:02d}", "hh": f"{rng.randint(8, 21):02d}", "mm": f"{rng.randint(0, 59):02d}",
         "ct": "88120417", "amz": "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789") for _ in range(9)),
         "alpha3": "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ") for _ in range(3)),
         "ref_word": rng.choice(WORDS), "ref_gift": rng.choice(GIFTS)}
    for k, vals in STORES.items():
        v[k] = rng.choice(vals)
    for n in range(3, 13):
        v[f"r{n}"] = digits(n)
    return tpl.format(**v)

def schedule(sched, m, rng):
    kind = sched[0]
    ld = last_day(m)
    if kind == "day":
        return [m.replace(day=min(sched[1], ld))]
    if kind == "n":
        return [m.replace(day=rng.randint(1, ld)) for _ in range(sched[1])]
    if kind == "p":
        return [m.replace(day=rng.randint(1, ld))] if rng.random() < sched[1] else []
    return []

def generate(start, end, period, rng):
    rows = []
    for key, (payee, alts, cat, tpls, amt, sched, per) in P.items():
        if per not in ("both", period):
            continue
        dates = []
        if sched[0] == "every":
            d = dt.date.fromisoformat(sched[2])
            while d <= end:
                if d >= start:
                    dates.append(d)
                d += dt.timedelta(days=sched[1])
        elif sched[0] == "dates":
            dates = [dt.date.fromisoformat(s) for s in sched[1] if start <= dt.date.fromisoformat(s) <= end]
        else:
            for m in month_starts(start, end):
                dates += [d for d in schedule(sched, m, rng) if start <= d <= end]
        for d in dates:
            if key == "council_tax" and d.month in (2, 3):
                continue  # council tax is paid in ten instalments (April - January)
            a = amount_for(amt, rng)
            rows.append({"date": d.isoformat(), "key": key, "description": fill(rng.choice(tpls), d, rng),
                         "amount": f"{a:.2f}", "payee": payee, "payeeAlternatives": alts, "category": cat})
    rows.sort(key=lambda r: (r["date"], r["key"]))
    return rows

def account_for(cat):
    if cat in ("Income", "Interest"):
        return f"Income:{cat}"
    if cat == "Transfers":
        return "Assets:Transfers"
    if cat == "Cash":
        return "Assets:Cash"
    return f"Expenses:{cat}"

def q(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'

def main(outdir):
    out = pathlib.Path(outdir)
    rng = random.Random(SEED)
    hist = generate(dt.date(2023, 7, 1), dt.date(2024, 2, 29), "history", rng)
    new = generate(dt.date(2024, 3, 1), dt.date(2024, 6, 10), "new", rng)
    hist_payees = {r["payee"] for r in hist}
    hist_keys = {r["key"] for r in hist}
    def record(r, i, prefix, with_seen):
        rec = {"id": f"{prefix}{i:04d}", "date": r["date"], "description": r["description"], "amount": r["amount"],
               "currency": "GBP", "country": "GB", "language": "en", "payee": r["payee"],
               "payeeAlternatives": r["payeeAlternatives"], "category": r["category"], "source": "household-whitfield"}
        if with_seen:
            rec["seenInHistory"] = r["key"] in hist_keys
        return rec
    with open(out / "history.jsonl", "w", encoding="utf-8") as f:
        for i, r in enumerate(hist, 1):
            f.write(json.dumps(record(r, i, "h", False), ensure_ascii=False) + "\n")
    with open(out / "new.jsonl", "w", encoding="utf-8") as f:
        for i, r in enumerate(new, 1):
            f.write(json.dumps(record(r, i, "n", True), ensure_ascii=False) + "\n")
    import csv
    with open(out / "history.csv", "w", encoding="utf-8", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["date", "description", "amount", "currency", "category"])
        for r in hist:
            w.writerow([r["date"], r["description"], r["amount"], "GBP", r["category"]])
    cats = sorted({r["category"] for r in hist})
    lines = ['option "title" "Whitfield household - categorised history (payee corpus)"',
             'option "operating_currency" "GBP"', "",
             "2023-06-30 open Assets:Bank:Current GBP",
             "2023-06-30 open Equity:Opening-Balances GBP"]
    for acc in sorted({account_for(c) for c in cats}):
        lines.append(f"2023-06-30 open {acc} GBP")
    lines += ["", "2023-06-30 * \"Opening balance\"", "  Assets:Bank:Current  3000.00 GBP",
              "  Equity:Opening-Balances", ""]
    for i, r in enumerate(hist, 1):
        head = f'{r["date"]} * ' + (f'{q(r["payee"])} ' if r["payee"] else "") + q(r["description"])
        lines += [head, f'  id: "h{i:04d}"', f'  category: {q(r["category"])}',
                  f'  Assets:Bank:Current  {r["amount"]} GBP', f'  {account_for(r["category"])}', ""]
    (out / "history.beancount").write_text("\n".join(lines), encoding="utf-8")
    print(len(hist), "history,", len(new), "new,", sum(1 for r in new if r["key"] not in hist_keys), "new rows with unseen payees")

if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else ".")
