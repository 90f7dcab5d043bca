"""jp-mufg-passbook: MUFG Bank style 普通預金 取引明細 in passbook layout (Japanese, JPY without minor unit, A4).
Era dates (令和 year-MM-DD), amounts with a leading '*', a branch/ATM column of bare numbers, 繰越 rows."""
import datetime as dt
import random
from common import D, esc, rand_dates, emit, page_css, wrap_html
from layout import Row, Block, split_pages, body_html

FAMILY = "jp-mufg-passbook"
LH = 5.2


def yen(x):
    """1234567 -> 1,234,567 (no minor unit)"""
    v = int(x)
    return f"{abs(v):,}"


def ys(x):
    return str(int(x))


def era(d):
    return f"{d.year - 2018}-{d.month:02d}-{d.day:02d}"


CARD = [("カード", 5000, 50000), ("カード", 10000, 30000)]
DEBITS = [("口座振替", "ﾃﾞﾝｷ ﾄｳｷﾖｳﾃﾞﾝﾘﾖｸ", 4800, 14800), ("口座振替", "ｶﾞｽ ﾄｳｷﾖｳｶﾞｽ", 3200, 9800),
          ("口座振替", "NHK ｼﾞﾕｼﾝﾘﾖｳ", 2200, 2200), ("口座振替", "ｽｲﾄﾞｳﾘﾖｳｷﾝ", 3900, 7900),
          ("口座振替", "ｿﾌﾄﾊﾞﾝｸ(ｹｲﾀｲ)", 5200, 9800), ("ﾃﾞﾋﾞｯﾄ", "ｱﾏｿﾞﾝ ｼﾞﾔﾊﾟﾝ", 980, 12800),
          ("ﾃﾞﾋﾞｯﾄ", "ｲｵﾝﾘﾃｰﾙ", 1200, 9600), ("ﾃﾞﾋﾞｯﾄ", "ﾋﾞﾂｸｶﾒﾗ", 3300, 48000),
          ("ｸﾚｼﾞｯﾄ", "ﾐﾂﾋﾞｼUFJﾆｺｽ", 18000, 96000), ("振込", "ﾔﾏﾓﾄ ｹﾝｼﾞ", 5000, 60000)]
CFG = {
    1: dict(seed=8101, start=dt.date(2024, 4, 1), end=dt.date(2024, 4, 30), n=18, opening=523410,
            name="佐藤　美咲", branch="渋谷支店", bno="135", employer="ｶ)ｻｸﾗｼﾖｳｼﾞ"),
    2: dict(seed=8102, start=dt.date(2024, 8, 1), end=dt.date(2024, 9, 30), n=40, opening=1186204,
            name="高橋　健太", branch="梅田支店", bno="462", employer="ｶ)ﾅﾆﾜｺｳｷﾞﾖｳ"),
    3: dict(seed=8103, start=dt.date(2024, 12, 1), end=dt.date(2025, 1, 31), n=30, opening=87315,
            name="鈴木　陽菜", branch="名古屋駅前支店", bno="251", employer="ﾄﾖﾀﾞｲｼﾝ(ｶ"),
}


def build(n):
    c = CFG[n]
    rng = random.Random(c["seed"])
    start, end = c["start"], c["end"]
    acct = f"{rng.randint(0, 9999999):07d}"
    rows = []
    for d in rand_dates(rng, start, end, c["n"]):
        r = rng.random()
        if r < 0.3:
            m = rng.choice(CARD)
            rows.append(dict(d=d, desc=[m[0]], a=-rng.randint(m[1] // 1000, m[2] // 1000) * 1000,
                             br=f"{rng.choice(['ATM', 'ｺﾝﾋﾞﾆ'])}{rng.randint(1, 99):03d}"))
        elif r < 0.88:
            m = rng.choice(DEBITS)
            a = -rng.randint(m[2], m[3])
            rows.append(dict(d=d, desc=[m[0], m[1]], a=a, br=c["bno"]))
        elif r < 0.95:
            rows.append(dict(d=d, desc=["ｶｰﾄﾞ AD"], a=rng.randint(1, 8) * 10000, br=f"ATM{rng.randint(1, 99):03d}"))
        else:
            rows.append(dict(d=d, desc=["振込", rng.choice(["ﾀﾅｶ ﾕｳｷ", "ｲﾄｳ ｻｸﾗ", "ﾜﾀﾅﾍﾞ ｼﾖｳ"])], a=rng.randint(3, 30) * 1000,
                             br=c["bno"]))
    # salary on the 25th of each month (moved to the preceding weekday)
    m = dt.date(start.year, start.month, 1)
    while m <= end:
        pd = dt.date(m.year, m.month, 25)
        while pd.weekday() >= 5:
            pd -= dt.timedelta(days=1)
        rows.append(dict(d=pd, desc=["給料", c["employer"]], a=rng.randint(2400, 4200) * 100, br=c["bno"]))
        m = (m.replace(day=28) + dt.timedelta(days=4)).replace(day=1)
    for r in list(rows):
        if r["desc"][0] == "振込" and r["a"] < 0:
            rows.append(dict(d=r["d"], desc=["振込手数料"], a=-rng.choice([145, 330, 400]), br=c["bno"], after=True))
    if start.month in (2, 8) or end.month in (2, 8):
        idd = dt.date(start.year, 8, 17) if start.month <= 8 <= end.month else dt.date(end.year, 2, 17)
        rows.append(dict(d=idd, desc=["利息"], a=rng.randint(8, 96), br=c["bno"]))
    rows.sort(key=lambda t: (t["d"], 1 if t.get("after") else 0))
    # an ordinary account does not go below zero (no 総合口座 loan here): the holder pays cash in at an ATM first
    bal = c["opening"]
    fixed = []
    for r in rows:
        if bal + r["a"] < 0:
            dep = dict(d=r["d"], desc=["ｶｰﾄﾞ AD"], a=100000, br=f"ATM{rng.randint(1, 99):03d}", bal=bal + 100000)
            fixed.append(dep)
            bal += 100000
        bal += r["a"]
        r["bal"] = bal
        fixed.append(r)
    rows = fixed
    close = bal
    colg = ("<table class='tx'><colgroup><col style='width:24mm'><col><col style='width:30mm'><col style='width:30mm'>"
            "<col style='width:34mm'><col style='width:18mm'></colgroup>")
    thead = ("<thead><tr><th>年月日</th><th>摘　要</th><th class='r'>お引出し（円）</th><th class='r'>お預入れ（円）</th>"
             "<th class='r'>差引残高（円）</th><th>取扱店</th></tr></thead>")
    items = []
    truth_tx = []
    for r in rows:
        a = r["a"]
        html = (f"<tr><td>{era(r['d'])}</td><td>{'<br>'.join(esc(x) for x in r['desc'])}</td>"
                f"<td class='r'>{'*' + yen(-a) if a < 0 else ''}</td><td class='r'>{'*' + yen(a) if a > 0 else ''}</td>"
                f"<td class='r'>*{yen(r['bal'])}</td><td class='c'>{r['br']}</td></tr>")
        items.append(Row(html, len(r["desc"]) * LH + 1.4, payload=r))
        truth_tx.append(dict(date=r["d"].isoformat(), description=" ".join(r["desc"]), amount=ys(a), balance=ys(r["bal"])))
    nout = sum(1 for r in rows if r["a"] < 0)
    nin = len(rows) - nout
    tout = -sum(r["a"] for r in rows if r["a"] < 0)
    tin = sum(r["a"] for r in rows if r["a"] > 0)
    items.append(Block(f"""<div class='sum'><table><tr><th></th><th>件数</th><th class='r'>金額（円）</th></tr>
<tr><td>お引出し合計</td><td class='r'>{nout}件</td><td class='r'>{yen(tout)}</td></tr>
<tr><td>お預入れ合計</td><td class='r'>{nin}件</td><td class='r'>{yen(tin)}</td></tr></table>
<div class='note'>※上記の明細は、お客さまの通帳に未記帳のお取引を通帳形式で印字したものです。残高証明書としてはご利用いただけません。<br>
※摘要欄の「AD」はATMでのご入金、「カード」はキャッシュカードによるお引出しを示します。取扱店欄の数字は店番・ATM番号です。</div></div>""", 34))
    pages = split_pages(items, [190, 232])
    total = len(pages)
    css = page_css("210mm", "297mm", "12mm 14mm 10mm 14mm") + f"""
body {{ font-family: 'Droid Sans Fallback', 'Noto Sans CJK JP', sans-serif; font-size: 8.6pt; color:#111; }}
.logo {{ color:#D7000F; font-weight:bold; font-size: 15pt; letter-spacing: 1px; }}
h1 {{ font-size: 13pt; margin: 3mm 0 1mm 0; text-align:center; letter-spacing: 3px; }}
table.info td {{ padding: 0.6mm 2mm; border: 0.5pt solid #777; }} table.info {{ margin: 2mm 0; }}
table.tx {{ width: 100%; table-layout: fixed; border: 0.8pt solid #555; }}
table.tx th {{ background:#e9eef5; font-weight: normal; border: 0.5pt solid #777; padding: 1mm; font-size: 8pt; }}
table.tx td {{ border-left: 0.5pt solid #999; border-right: 0.5pt solid #999; border-bottom: 0.3pt dotted #bbb;
              padding: 0.7mm 1.2mm; line-height: {LH}mm; vertical-align: top; white-space: nowrap; overflow: hidden;
              font-family: 'Liberation Mono', 'Droid Sans Fallback', monospace; }}
td.c {{ text-align:center; }}
tr.kk td {{ background:#f6f6f6; }}
.sum {{ margin-top: 4mm; }} .sum table td, .sum table th {{ border: 0.5pt solid #777; padding: 0.8mm 3mm; font-weight: normal; }}
.note {{ font-size: 7pt; color:#444; margin-top: 2mm; line-height: 1.5; }}
.pf {{ font-size: 7pt; color:#555; display:flex; justify-content:space-between; border-top: 0.5pt solid #aaa; padding-top: 1mm; }}
"""
    html_pages = []
    bal_before = c["opening"]
    idx = 0
    for i, pit in enumerate(pages):
        if i == 0:
            head = f"""<div style='display:flex;justify-content:space-between;align-items:flex-end'><div class='logo'>三菱UFJ銀行</div>
<div style='text-align:right;font-size:7.5pt'>作成日　令和{end.year - 2018}年{end.month}月{end.day}日<br>株式会社三菱UFJ銀行　{c['branch']}</div></div>
<h1>普通預金　取引明細表（通帳形式）</h1>
<div style='display:flex;justify-content:space-between;align-items:flex-end'><div style='font-size:10pt'>{c['name']}　様</div>
<table class='info'><tr><td>店番</td><td>{c['bno']}</td><td>科目</td><td>普通</td><td>口座番号</td><td>{acct}</td></tr>
<tr><td colspan=2>照会期間</td><td colspan=4>令和{start.year - 2018}年{start.month}月{start.day}日 ～ 令和{end.year - 2018}年{end.month}月{end.day}日</td></tr></table></div>
<div style='font-size:7.5pt;margin-bottom:1mm'>年月日は和暦（令和）で表示しています。金額の単位は円です。</div>"""
        else:
            head = (f"<div style='display:flex;justify-content:space-between;font-size:8pt;margin-bottom:2mm'><span class='logo' style='font-size:11pt'>三菱UFJ銀行</span>"
                    f"<span>普通預金　口座番号 {acct}　{c['name']}　様</span></div>")
        # carried-forward row at the top of every page (not a transaction)
        kk = "繰越" if i == 0 else "前頁より繰越"
        carry = (f"<tr class='kk'><td>{era(start) if i == 0 else ''}</td><td>{kk}</td><td></td><td></td>"
                 f"<td class='r'>*{yen(bal_before)}</td><td></td></tr>")
        body = body_html(pit, colg, thead)
        body = body.replace("<tbody>", "<tbody>" + carry, 1) if "<tbody>" in body else body
        for it in pit:
            if it.kind == "row":
                bal_before = it.payload["bal"]
        foot = f"<div class='pf'><span>MUFG Bank, Ltd.</span><span>{i + 1} / {total} ページ</span></div>"
        html_pages.append(f"<div class='page'>{head}<div class='body'>{body}</div><div class='foot'>{foot}</div></div>")
    truth = dict(bank="MUFG Bank (三菱UFJ銀行)", country="JP", language="ja", documentType="bank_account", currency="JPY",
                 accountLast4=acct[-4:], statementPeriod=end.strftime("%Y-%m"), periodStart=start.isoformat(),
                 periodEnd=end.isoformat(), openingBalance=ys(c["opening"]), closingBalance=ys(close),
                 notes=("MUFG-style 普通預金 取引明細表 printed in passbook form. JPY has no minor unit: truth amounts and balances are "
                        "whole yen without decimals. Columns 年月日 | 摘要 | お引出し（円） | お預入れ（円） | 差引残高（円） | 取扱店. "
                        "Dates are Japanese era dates Y-MM-DD where Y is the 令和 year (令和6 = 2024, 令和7 = 2025). Amounts and "
                        "balances are printed with a leading '*' (check protection), never with a sign: お引出し = money out "
                        "(negative), お預入れ = money in. The 取扱店 column holds branch / ATM numbers (e.g. 135, ATM012), not "
                        "amounts. The '繰越' row at the top of page 1 (opening balance) and the '前頁より繰越' row at the top of "
                        "each further page (balance carried from the previous page) are not transactions. Two-line 摘要 (type, then "
                        "the counterparty in half-width katakana) are joined with one space. The 件数/金額 totals box at the end is "
                        "not a transaction." + (" The period spans a year change (令和6 → 令和7)." if end.year != start.year else "")),
                 transactions=truth_tx)
    return wrap_html(css, html_pages, "ja", "取引明細表"), truth, total


def make():
    for n in (1, 2, 3):
        html, truth, total = build(n)
        emit(FAMILY, n, html, truth, total)
        print(" ", FAMILY, n, len(truth["transactions"]), "rows", total, "pages", flush=True)
