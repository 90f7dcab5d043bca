"""Family 8: ng-gtbank-drcr -- GTBank customer statement printed as fixed-width text (groff, Courier, landscape)."""
import datetime as dt
import os
import random
import textwrap

from lib import base_truth, cstr, finish, fmt, groff, groff_pdf, month_end, outdir, rand_dates, rnd_amt

FAM = "ng-gtbank-drcr"
W = dict(date=11, ref=16, vdate=11, deb=15, cre=15, bal=16, br=12, rem=36)
LINES_PER_PAGE = 48
HEADER_LINES = 13

BANKS = ["ACCESS BANK", "ZENITH BANK", "FIRST BANK OF NIGERIA", "UBA", "KUDA MICROFINANCE BANK", "OPAY DIGITAL SERVICES",
         "STANBIC IBTC BANK", "FIDELITY BANK", "MONIEPOINT MFB"]
PEOPLE = ["CHIOMA OKAFOR", "IBRAHIM MUSA BELLO", "FUNMILAYO ADEYEMI", "EMEKA NWOSU", "AISHA ABDULLAHI", "TUNDE BAKARE",
          "BLESSING OKON", "YUSUF DANLADI"]
MERCH = ["SHOPRITE LEKKI LAGOS NG", "SPAR VICTORIA ISLAND LANG", "CHICKEN REPUBLIC IKEJA LANG", "TOTALENERGIES ADMIRALTY LANG",
         "JUMIA NIGERIA LAGOS NG", "FILMHOUSE CINEMAS LEKKI NG", "MEDPLUS PHARMACY YABA LANG", "BOLT.EU/O/2403 TALLINN EE"]


def D(d):
    return d.strftime("%d-%b-%Y")


def N(c):
    return fmt(c)


def gen(rng, y, m, ntx, opening):
    start, end = dt.date(y, m, 1), month_end(y, m)
    dates = rand_dates(rng, start, end, ntx - 3)
    sal = dt.date(y, m, 25)
    dates += [sal]
    dates.sort()
    rows, bal = [], opening
    emp = rng.choice(["DANGOTE CEMENT PLC", "MTN NIGERIA COMMUNICATIONS", "LAGOS STATE GOVT PAYROLL", "NESTLE NIGERIA PLC"])
    did = False
    credits_for_levy = []

    def add(d, amt, rem, br="E-CHANNELS", vd=None, refp="FT"):
        nonlocal bal
        if amt < -20000 and -amt > bal * 0.35:
            amt = -(int(bal * 0.35) // 100 * 100)
        bal += amt
        ref = f"{refp}{d.strftime('%y%j')}{rng.choice('ABCDEFGHJKLMNPQRSTUVWXYZ')}{rng.randint(10000, 99999)}"
        rows.append(dict(date=d, vdate=vd or d, ref=ref, amt=amt, bal=bal, rem=rem, br=br))

    for d in dates:
        r = rng.random()
        if d == sal and not did:
            did = True
            amt = rnd_amt(rng, 350000, 1200000)
            add(d, amt, f"NIP TRANSFER FROM {rng.choice(['ACCESS BANK', 'ZENITH BANK', 'UBA'])}/{emp}/SALARY "
                        f"{d.strftime('%b %Y').upper()}/REF:{rng.randint(10**17, 10**18 - 1)}", "HEAD OFFICE")
            add(d, -5000, "ELECTRONIC MONEY TRANSFER LEVY", "HEAD OFFICE")
        elif r < 0.3:
            amt = -rnd_amt(rng, 1500, 85000)
            add(d, amt, f"POS/WEB PMT @ {rng.choice(MERCH)} REF:{rng.randint(10**11, 10**12 - 1)} "
                        f"{D(d - dt.timedelta(days=rng.choice([0, 1])))}".upper())
        elif r < 0.52:
            amt = -rnd_amt(rng, 2000, 250000)
            add(d, amt, f"NIP TRANSFER TO {rng.choice(BANKS)}/{rng.choice(PEOPLE)}/"
                        f"{rng.choice(['RENT BALANCE', 'UPKEEP', 'SCHOOL FEES 2ND TERM', 'BUSINESS', 'FOOD STUFF', 'CONTRIBUTION'])}"
                        f"/REF:{rng.randint(10**17, 10**18 - 1)}")
            add(d, -rng.choice([1075, 2688, 5375]), "COMMISSION ON NIP TRANSFER INCL VAT")
        elif r < 0.68:
            amt = rnd_amt(rng, 5000, 300000)
            add(d, amt, f"NIP TRANSFER FROM {rng.choice(BANKS)}/{rng.choice(PEOPLE)}/"
                        f"{rng.choice(['REFUND', 'PAYMENT FOR GOODS', 'THANK YOU', 'LOAN REPAYMENT'])}/REF:{rng.randint(10**17, 10**18 - 1)}")
            if amt >= 1000000:
                add(d, -5000, "ELECTRONIC MONEY TRANSFER LEVY")
        elif r < 0.78:
            amt = -rng.choice([1000, 2000, 5000, 10000]) * 100
            add(d, amt, f"AIRTIME PURCHASE {rng.choice(['MTN', 'AIRTEL', 'GLO', '9MOBILE'])} "
                        f"080{rng.randint(10000000, 99999999)} VIA *737#")
        elif r < 0.88:
            amt = -rng.choice([1000, 2000, 4000, 10000, 20000]) * 100
            add(d, amt, f"CASH WITHDRAWAL FROM ATM {rng.choice(['GTB LEKKI PHASE 1', 'GTB ALLEN AVENUE', 'FIRSTBANK MARINA', 'ZENITH AJOSE'])} "
                        f"LAGOS NG {D(d)}".upper(), "E-CHANNELS")
        else:
            amt = -rnd_amt(rng, 4500, 60000)
            add(d, amt, f"{rng.choice(['DSTV', 'GOTV', 'IKEJA ELECTRIC', 'EKEDC PREPAID', 'LAWMA'])} BILL PAYMENT "
                        f"SMARTCARD/METER {rng.randint(10**9, 10**10 - 1)} VIA GTWORLD")
    # month-end charges
    sms = rng.choice([4000, 8000, 12000, 16000])
    add(end, -sms, f"SMS ALERT CHARGES FOR {end.strftime('%b %Y').upper()}", "HEAD OFFICE")
    add(end, -(sms * 75 // 1000), "VALUE ADDED TAX ON SMS ALERT CHARGES", "HEAD OFFICE")
    return rows


def build(n, seed, y, m, ntx):
    rng = random.Random(seed)
    d_out = outdir(FAM)
    opening = rnd_amt(rng, 150000, 900000)
    rows = gen(rng, y, m, ntx, opening)
    closing = rows[-1]["bal"]
    start, end = dt.date(y, m, 1), month_end(y, m)
    holder = rng.choice([("ADEBAYO OLUWASEUN JAMES", "14 ADEOLA ODEKU STREET, VICTORIA ISLAND, LAGOS"),
                         ("NGOZI CHINONSO EZE", "22B ALLEN AVENUE, IKEJA, LAGOS"),
                         ("MUSTAPHA ALIYU GARBA", "7 AMINU KANO CRESCENT, WUSE II, ABUJA")])
    accno = f"0{rng.randint(100000000, 999999999)}"
    deb = sum(-r["amt"] for r in rows if r["amt"] < 0)
    cre = sum(r["amt"] for r in rows if r["amt"] > 0)
    sep = "  "

    def cols(date="", ref="", vdate="", debv="", crev="", balv="", br="", rem=""):
        return sep.join([date.ljust(W["date"]), ref.ljust(W["ref"]), vdate.ljust(W["vdate"]), debv.rjust(W["deb"]),
                         crev.rjust(W["cre"]), balv.rjust(W["bal"]), br.ljust(W["br"]), rem]).rstrip()

    rule = "-" * (sum(W.values()) + len(sep) * 7)
    per = LINES_PER_PAGE - HEADER_LINES
    for r in rows:
        r["wrapped"] = textwrap.wrap(r["rem"], W["rem"], break_long_words=False, break_on_hyphens=False)

    def make_body(pad):
        # body lines; each txn contributes several lines (remarks wrapped at W['rem'])
        body = [cols(D(start), "", D(start), "", "", N(opening), "", "OPENING BALANCE")] + [""] * pad
        spl = []
        for r in rows:
            wrapped = r["wrapped"]
            first = len(body)
            body.append(cols(D(r["date"]), r["ref"], D(r["vdate"]), N(-r["amt"]) if r["amt"] < 0 else "",
                             N(r["amt"]) if r["amt"] > 0 else "", N(r["bal"]), r["br"], wrapped[0]))
            for w in wrapped[1:]:
                body.append(cols(rem=w))
            if first // per != (len(body) - 1) // per:
                spl.append(r["ref"])
        body.append(cols(D(end), "", D(end), "", "", N(closing), "", "CLOSING BALANCE"))
        body.append("")
        body.append(f"{'TOTAL':<{W['date']}}{sep}{'':<{W['ref']}}{sep}{'':<{W['vdate']}}{sep}"
                    f"{N(deb):>{W['deb']}}{sep}{N(cre):>{W['cre']}}")
        body.append("")
        body.append("*** END OF STATEMENT ***".center(len(rule)))
        return body, spl

    # a blank separator line (or two) after the opening balance; the first choice that makes a remark run
    # over a page break is used when the statement has more than one page (deterministic)
    body, split = make_body(1)
    for pad in (1, 2, 3, 0):
        b, s_ = make_body(pad)
        if s_:
            body, split = b, s_
            break
    chunks = [body[i:i + per] for i in range(0, len(body), per)]

    def header(p, total):
        lines = [
            f"{'GUARANTY TRUST BANK LTD':<60}{'CUSTOMER STATEMENT':^40}{('PAGE ' + str(p) + ' OF ' + str(total)):>60}".rstrip(),
            "PLOT 635, AKIN ADESOLA STREET, VICTORIA ISLAND, LAGOS.  RC 152321   WWW.GTBANK.COM   GTCONNECT: 0700 482 666 328",
            "",
            f"ACCOUNT NAME    : {holder[0]:<44}ACCOUNT NO.     : {accno:<20}CURRENCY        : NGN",
            f"ADDRESS         : {holder[1][:42]:<44}ACCOUNT TYPE    : {'SAVINGS ACCOUNT':<20}PRINT DATE      : {D(end + dt.timedelta(days=rng.randint(1, 9)))}",
            f"PERIOD          : {D(start) + ' TO ' + D(end):<44}BRANCH          : {'E-CHANNELS':<20}",
            f"OPENING BALANCE : {N(opening):<20}TOTAL DEBITS : {N(deb):<18}TOTAL CREDITS : {N(cre):<18}CLOSING BALANCE : {N(closing)}",
            rule,
            cols("TRANS DATE", "REFERENCE", "VALUE DATE", "DEBITS", "CREDITS", "BALANCE", "ORIG. BRANCH", "REMARKS"),
            rule,
        ]
        if p > 1:
            lines.insert(3, "")
        while len(lines) < HEADER_LINES:
            lines.append("")
        return lines

    def make(total):
        out = [".pl 21c", ".po 1.1c", ".ll 28c", ".nf", ".ft CR", ".ps 7", ".vs 10.4", ".nh", ".hy 0"]
        for i, ch in enumerate(chunks):
            if i:
                out.append(".bp")
            pg = header(i + 1, total) + ch
            while len(pg) < LINES_PER_PAGE:
                pg.append("")
            pg.append("")
            pg.append("PLEASE EXAMINE THIS STATEMENT AND REPORT ANY DISCREPANCY WITHIN 15 DAYS. DEPOSITS ARE INSURED BY NDIC UP TO N5,000,000 PER DEPOSITOR.")
            out += [groff(l) if l else "" for l in pg]
        return "\n".join(out) + "\n"

    total_pages = len(chunks)
    pdf = os.path.join(d_out, f"{FAM}-{n}.pdf")
    npages = groff_pdf(make, pdf, f"{FAM}-{n}", args=(), paper=("-P-p21c,29.7c",))
    assert npages == total_pages, (npages, total_pages)
    txns = [{"date": r["date"].isoformat(), "valueDate": r["vdate"].isoformat(), "description": " ".join(r["wrapped"]),
             "amount": cstr(r["amt"]), "balance": cstr(r["bal"]), "reference": r["ref"]} for r in rows]
    notes = ("GTBank 'CUSTOMER STATEMENT' printed as fixed-width mainframe-style text (groff, Courier 7pt, A4 landscape, no "
             "table structure, columns aligned by spaces). Columns TRANS DATE | REFERENCE | VALUE DATE | DEBITS | CREDITS | "
             "BALANCE | ORIG. BRANCH | REMARKS, dates DD-Mon-YYYY, amounts '1,234,567.89'. Remarks wrap over up to 4 lines "
             "of at most 36 characters at spaces (truth description = the printed lines joined with single spaces). The page header (with OPENING BALANCE/TOTAL DEBITS/TOTAL CREDITS/CLOSING BALANCE summary) is repeated "
             "on every page; 'OPENING BALANCE', 'CLOSING BALANCE' and 'TOTAL' rows are not transactions. Reference is given "
             "as 'reference' (not part of the description). NIP transfers are followed by separate commission rows; the "
             "ELECTRONIC MONEY TRANSFER LEVY (50.00) follows large credits. " +
             ("Remarks continuing across a page break (the continuation lines are printed at the top of the next page "
              "after the repeated header): references " + ", ".join(split) + "." if split else
              "No remark is split across a page break in this statement."))
    truth = base_truth(FAM, "groff", "Guaranty Trust Bank Ltd", "NG", "en", "bank_account", "NGN", accno[-4:], start, end,
                       opening, closing, npages, txns, notes)
    finish(FAM, n, truth, pdf)
    return truth, split


def main():
    for args in [(1, 8801, 2024, 3, 16), (2, 8802, 2024, 9, 34), (3, 8803, 2025, 5, 44)]:
        _, split = build(*args)
        print(FAM, args[0], "split rows:", split)


if __name__ == "__main__":
    main()
