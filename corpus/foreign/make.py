#!/usr/bin/python3
"""Statements made by software other than our generator, to keep the engine honest.

Renders the same kind of synthetic statement three ways: an HTML page printed to PDF by headless
Chromium, a ReportLab canvas, and plain monospaced text through groff + ps2pdf. Writes NAME.pdf
and NAME.truth.json (same truth format as ../shared/corpus-real) into this folder. The PDFs are
committed; re-running needs Debian's chromium, python3-reportlab, groff and ghostscript.

    /usr/bin/python3 corpus/foreign/make.py   (Debian python3, which has python3-reportlab)
"""
import datetime as dt
import json
import os
import random
import subprocess
import tempfile
from decimal import Decimal

HERE = os.path.dirname(os.path.abspath(__file__))
MERCHANTS = ["TESCO STORES 2231", "AMAZON MKTPLACE PMTS", "SHELL FUEL 0043", "NETFLIX.COM", "CITY WATER UTILITY",
             "STARBUCKS #1182", "UBER *TRIP HELP.UBER.COM", "WALGREENS #3321", "ACME PAYROLL SALARY", "RENT PAYMENT OAK PROPERTIES",
             "TRANSFER FROM SAVINGS 4471", "ATM WITHDRAWAL 5TH AVE", "INTEREST PAID", "MONTHLY SERVICE FEE", "GROCERY OUTLET 19"]
LONG = ["ONLINE TRANSFER TO J SMITH REF 7781 RENT SHARE FOR MARCH", "CARD PURCHASE 03/02 HOME DEPOT 4410 SPRINGFIELD IL CARD 1234",
        "DIRECT DEBIT INSURANCE CO POLICY 88812 MONTHLY PREMIUM"]


def transactions(seed, start, days, opening):
    rng = random.Random(seed)
    balance = Decimal(opening)
    out = []
    day = start
    for _ in range(rng.randint(14, 24)):
        day = day + dt.timedelta(days=rng.choice([0, 0, 1, 1, 2, 3]))
        if day > start + dt.timedelta(days=days):
            break
        credit = rng.random() < 0.25
        desc = rng.choice(LONG) if rng.random() < 0.2 else rng.choice(MERCHANTS)
        cents = rng.randint(150000, 420000) if credit and "SALARY" in desc else rng.randint(1, 90000)
        amount = Decimal(cents) / 100 * (1 if credit else -1)
        balance += amount
        out.append({"date": day.isoformat(), "description": desc, "amount": f"{amount:.2f}", "balance": f"{balance:.2f}"})
    return out, f"{balance:.2f}"


def money(value, sep=","):
    d = Decimal(value)
    return f"{abs(d):,.2f}".replace(",", sep)


def signed(value):
    d = Decimal(value)
    return ("-" if d < 0 else "") + money(d)


def majority_month(start, end):
    """The month holding most of the period's days (the later one on a tie), as the engine reports it."""
    counts = {}
    day = dt.date.fromisoformat(start)
    while day <= dt.date.fromisoformat(end):
        counts[day.isoformat()[:7]] = counts.get(day.isoformat()[:7], 0) + 1
        day += dt.timedelta(days=1)
    return max(sorted(counts), key=lambda m: (counts[m], m))


def truth(name, bank, currency, account, start, end, opening, closing, rows, pages):
    return {"source": {"producer": name}, "kind": "TEXT_BASED", "password": None, "bank": bank, "documentType": "bank_account",
            "currency": currency, "accountLast4": account[-4:], "statementPeriod": majority_month(start, end), "openingBalance": opening,
            "closingBalance": closing, "pages": pages, "periodStart": start, "periodEnd": end, "transactions": rows}


def page_count(pdf):
    out = subprocess.run(["pdfinfo", pdf], capture_output=True, text=True).stdout
    return int([l for l in out.splitlines() if l.startswith("Pages:")][0].split()[-1])


def chromium_statement():
    start, end = dt.date(2025, 3, 1), dt.date(2025, 3, 31)
    opening = "2450.18"
    rows, closing = transactions(11, start, 30, opening)
    body = []
    for r in rows:
        a = Decimal(r["amount"])
        d = dt.date.fromisoformat(r["date"]).strftime("%m/%d/%Y")
        body.append(f"<tr><td>{d}</td><td class=desc>{r['description']}</td><td class=num>{money(-a) if a < 0 else ''}</td>"
                    f"<td class=num>{money(a) if a > 0 else ''}</td><td class=num>{signed(r['balance'])}</td></tr>")
    html = f"""<!doctype html><html><head><meta charset=utf-8><style>
body {{ font-family: Arial, sans-serif; font-size: 10pt; margin: 36px; }}
table {{ border-collapse: collapse; width: 100%; }} th {{ text-align: left; border-bottom: 1px solid #333; padding: 4px; }}
td {{ padding: 4px; vertical-align: top; }} td.desc {{ width: 230px; }} .num, th.num {{ text-align: right; white-space: nowrap; }}
</style></head><body>
<h2>Prairie State Credit Union</h2>
<p>Member: JORDAN EXAMPLE<br>Account Number: 7700-0042-1187<br>Statement Period: 03/01/2025 - 03/31/2025</p>
<table><tr><td>Beginning Balance</td><td>${money(opening)}</td></tr><tr><td>Ending Balance</td><td>{'-' if Decimal(closing) < 0 else ''}${money(closing)}</td></tr></table>
<h3>Account Activity</h3>
<table><thead><tr><th>Date</th><th>Description</th><th class=num>Withdrawals</th><th class=num>Deposits</th><th class=num>Balance</th></tr></thead>
<tbody>{''.join(body)}</tbody></table>
<p>Questions? Call 1-800-555-0100. Federally insured by NCUA.</p></body></html>"""
    with tempfile.TemporaryDirectory() as tmp:
        src = os.path.join(tmp, "s.html")
        open(src, "w").write(html)
        pdf = os.path.join(HERE, "chromium-us-credit-union.pdf")
        subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
                        "--disable-component-update", "--disable-sync", f"--user-data-dir={tmp}/profile", "--no-pdf-header-footer",
                        f"--print-to-pdf={pdf}", src], check=True, capture_output=True)
    for r in rows:
        pass
    return pdf, truth("chromium", "Unknown", "USD", "770000421187", start.isoformat(), end.isoformat(), opening, closing, rows, page_count(pdf))


def reportlab_statement():
    from reportlab.lib.pagesizes import A4
    from reportlab.pdfgen import canvas
    start, end = dt.date(2025, 5, 1), dt.date(2025, 5, 31)
    opening = "812.40"
    rows, closing = transactions(23, start, 30, opening)
    pdf = os.path.join(HERE, "reportlab-gb-building-society.pdf")
    c = canvas.Canvas(pdf, pagesize=A4, invariant=1)
    width, height = A4

    def header(page):
        c.setFont("Helvetica-Bold", 14)
        c.drawString(50, height - 60, "Heron Building Society")
        c.setFont("Helvetica", 9)
        c.drawString(50, height - 80, "Account number 40-22-19 31926647")
        c.drawString(50, height - 92, "Statement from 1 May 2025 to 31 May 2025")
        c.drawRightString(width - 50, height - 60, f"Page {page}")
        y = height - 130
        c.setFont("Helvetica-Bold", 9)
        for x, label, right in [(50, "Date", False), (110, "Details", False), (400, "Money out (£)", True), (470, "Money in (£)", True), (545, "Balance (£)", True)]:
            (c.drawRightString if right else c.drawString)(x, y, label)
        c.setFont("Helvetica", 9)
        return y - 18

    page = 1
    y = header(page)
    c.drawString(110, y, "Balance brought forward")
    c.drawRightString(545, y, money(opening))
    y -= 14
    for r in rows:
        if y < 90:
            c.showPage()
            page += 1
            y = header(page)
        a = Decimal(r["amount"])
        c.drawString(50, y, dt.date.fromisoformat(r["date"]).strftime("%d %b"))
        words, lines = r["description"].split(), [""]
        for w in words:
            if len(lines[-1]) + len(w) + 1 > 30:
                lines.append(w)
            else:
                lines[-1] = (lines[-1] + " " + w).strip()
        for i, text in enumerate(lines):
            c.drawString(110, y - i * 11, text)
        c.drawRightString(400 if a < 0 else 470, y, money(a))
        c.drawRightString(545, y, signed(r["balance"]))
        y -= 11 * len(lines) + 4
    c.drawString(110, y, "Balance carried forward")
    c.drawRightString(545, y, signed(closing))
    c.save()
    return pdf, truth("reportlab", "Unknown", "GBP", "31926647", start.isoformat(), end.isoformat(), opening, closing, rows, page_count(pdf))


def groff_statement():
    start, end = dt.date(2024, 12, 16), dt.date(2025, 1, 15)
    opening = "15320.00"
    rows, closing = transactions(5, start, 30, opening)
    lines = ["FJORD SPAREBANK", "KONTOUTSKRIFT / ACCOUNT STATEMENT", "Account: 1503.22.48817", "Period: 16.12.2024 - 15.01.2025", "All amounts in NOK", "",
             f"{'Date':<12}{'Description':<44}{'Amount':>14}{'Balance':>14}", "-" * 84,
             f"{'':<12}{'Opening balance':<44}{'':>14}{money(opening, ' ').replace(',', ' '):>14}"]
    for r in rows:
        a = Decimal(r["amount"])
        amount = ("-" if a < 0 else "") + f"{abs(a):,.2f}".replace(",", " ").replace(".", ",").replace(" ", ".")
        bal = f"{Decimal(r['balance']):,.2f}".replace(",", " ").replace(".", ",").replace(" ", ".")
        date = dt.date.fromisoformat(r["date"]).strftime("%d.%m.%Y")
        lines.append(f"{date:<12}{r['description'][:42]:<44}{amount:>14}{bal:>14}")
        r["description"] = r["description"][:42]
    closing_text = f"{Decimal(closing):,.2f}".replace(",", " ").replace(".", ",").replace(" ", ".")
    lines.append(f"{'':<12}{'Closing balance':<44}{'':>14}{closing_text:>14}")
    with tempfile.TemporaryDirectory() as tmp:
        txt = os.path.join(tmp, "s.txt")
        roff = ".ft CR\n.ps 8\n.vs 11\n.nf\n" + "\n".join(l.replace("\\", "\\\\") for l in lines) + "\n"
        open(txt, "w").write(roff)
        ps = subprocess.run(["groff", "-Tps", txt], capture_output=True, check=True).stdout
        pdf = os.path.join(HERE, "groff-no-savings-bank.pdf")
        subprocess.run(["ps2pdf", "-", pdf], input=ps, check=True)
    for r in rows:
        r["description"] = r["description"].strip()
    return pdf, truth("groff+ps2pdf", "Unknown", "NOK", "15032248817", start.isoformat(), end.isoformat(), opening, closing, rows, page_count(pdf))


def chromium_sections_statement():
    """US style: deposits and withdrawals in separate tables of unsigned amounts, no running balance."""
    start, end = dt.date(2025, 6, 1), dt.date(2025, 6, 30)
    opening = "3105.77"
    rows, closing = transactions(37, start, 29, opening)
    for r in rows:
        r["balance"] = None

    def table(title, subset, total_label):
        body = "".join(f"<tr><td>{dt.date.fromisoformat(r['date']).strftime('%m/%d/%y')}</td><td class=desc>{r['description']}</td>"
                       f"<td class=num>{money(r['amount'])}</td></tr>" for r in subset)
        total = sum(abs(Decimal(r["amount"])) for r in subset)
        return (f"<h3>{title}</h3><table><thead><tr><th>Date</th><th>Description</th><th class=num>Amount</th></tr></thead>"
                f"<tbody>{body}<tr><td></td><td><b>{total_label}</b></td><td class=num><b>${money(total)}</b></td></tr></tbody></table>")
    deposits = [r for r in rows if Decimal(r["amount"]) > 0]
    withdrawals = [r for r in rows if Decimal(r["amount"]) < 0]
    html = f"""<!doctype html><html><head><meta charset=utf-8><style>
body {{ font-family: Helvetica, Arial, sans-serif; font-size: 9pt; margin: 40px; }}
table {{ border-collapse: collapse; width: 100%; margin-bottom: 16px; }} th {{ text-align: left; border-bottom: 2px solid #000; padding: 3px; }}
td {{ padding: 3px; }} td.desc {{ width: 360px; }} .num, th.num {{ text-align: right; }} h3 {{ margin: 18px 0 4px; font-size: 10pt; }}
</style></head><body>
<h2>Lakeside National Bank</h2>
<p>Your checking account<br>Account number: 0044 9182 7730<br>for June 1, 2025 to June 30, 2025</p>
<table><tr><td>Beginning balance on June 1, 2025</td><td class=num>${money(opening)}</td></tr>
<tr><td>Deposits and other additions</td><td class=num>${money(sum(Decimal(r['amount']) for r in deposits))}</td></tr>
<tr><td>Withdrawals and other subtractions</td><td class=num>-${money(-sum(Decimal(r['amount']) for r in withdrawals))}</td></tr>
<tr><td>Ending balance on June 30, 2025</td><td class=num>{'-' if Decimal(closing) < 0 else ''}${money(closing)}</td></tr></table>
{table("Deposits and other additions", deposits, "Total deposits and other additions")}
{table("Withdrawals and other subtractions", withdrawals, "Total withdrawals and other subtractions")}
<p>Member FDIC. Equal Housing Lender.</p></body></html>"""
    with tempfile.TemporaryDirectory() as tmp:
        src = os.path.join(tmp, "s.html")
        open(src, "w").write(html)
        pdf = os.path.join(HERE, "chromium-us-sections.pdf")
        subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
                        "--disable-component-update", "--disable-sync", f"--user-data-dir={tmp}/profile", "--no-pdf-header-footer",
                        f"--print-to-pdf={pdf}", src], check=True, capture_output=True)
    ordered = deposits + withdrawals
    return pdf, truth("chromium", "Unknown", "USD", "004491827730", start.isoformat(), end.isoformat(), opening, closing, ordered, page_count(pdf))


def reportlab_glyphs_statement():
    """Every glyph placed on its own (as some report writers do), Times, a two-line header,
    dd/mm/yyyy dates and balances suffixed CR/DR."""
    from reportlab.lib.pagesizes import A4
    from reportlab.pdfgen import canvas
    start, end = dt.date(2025, 8, 1), dt.date(2025, 8, 31)
    opening = "120.55"
    rows, closing = transactions(41, start, 30, opening)
    pdf = os.path.join(HERE, "reportlab-glyphs-au-cr-dr.pdf")
    c = canvas.Canvas(pdf, pagesize=A4, invariant=1)
    width, height = A4

    def glyphs(x, y, text, font="Times-Roman", size=9, right=False):
        if right:
            x -= c.stringWidth(text, font, size)
        for ch in text:
            c.setFont(font, size)
            c.drawString(x, y, ch)
            x += c.stringWidth(ch, font, size)

    def balance_text(value):
        d = Decimal(value)
        return f"{money(d)} {'DR' if d < 0 else 'CR'}"

    glyphs(50, height - 60, "Wattle Mutual Bank Limited", "Times-Bold", 14)
    glyphs(50, height - 80, "BSB 062-000 Account 1044 8271")
    glyphs(50, height - 92, "Statement period 01/08/2025 to 31/08/2025 (AUD)")
    y = height - 130
    for x, top, bottom, right in [(50, "Date", "", False), (120, "Transaction", "details", False), (400, "Paid", "out", True),
                                  (470, "Paid", "in", True), (545, "Balance", "", True)]:
        glyphs(x, y, top, "Times-Bold", 9, right)
        if bottom:
            glyphs(x, y - 10, bottom, "Times-Bold", 9, right)
    y -= 28
    glyphs(120, y, "Opening balance")
    glyphs(545, y, balance_text(opening), right=True)
    y -= 13
    for r in rows:
        a = Decimal(r["amount"])
        glyphs(50, y, dt.date.fromisoformat(r["date"]).strftime("%d/%m/%Y"))
        glyphs(120, y, r["description"][:48])
        r["description"] = r["description"][:48].strip()
        glyphs(400 if a < 0 else 470, y, money(a), right=True)
        glyphs(545, y, balance_text(r["balance"]), right=True)
        y -= 13
    glyphs(120, y, "Closing balance")
    glyphs(545, y, balance_text(closing), right=True)
    c.save()
    return pdf, truth("reportlab per-glyph", "Unknown", "AUD", "10448271", start.isoformat(), end.isoformat(), opening, closing, rows, page_count(pdf))


if __name__ == "__main__":
    for make in (chromium_statement, reportlab_statement, groff_statement, chromium_sections_statement, reportlab_glyphs_statement):
        pdf, t = make()
        json.dump(t, open(pdf.replace(".pdf", ".truth.json"), "w"), indent=2)
        print(pdf, len(t["transactions"]), "rows", t["pages"], "pages")
