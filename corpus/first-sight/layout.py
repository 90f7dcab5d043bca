"""Turn drawn money + axes into a renderer-neutral document and the exact truth."""
import datetime as dt
import unicodedata
from decimal import Decimal

from fmt import fmt_abs, fmt_signed, fmt_date, with_currency, decimals_for, q
import model

PAGE_BUDGET = 49
CHARS_PER_LINE = 118


def dispw(s):
    """Display width in 'characters' (East Asian wide characters count 2)."""
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in s)


class Ctx:
    def __init__(self, rng, loc, country, ax):
        self.rng, self.loc, self.ax = rng, loc, ax
        self.lab, self.rare = loc["lab"], loc["rare"]
        self.cur, self.sym = country[1], country[2]
        self.dec = decimals_for(self.cur)
        self.nf = ax["numberFormat"]
        self.card = ax["documentType"] == "credit_card"

    # ---- formatting helpers ----
    def date(self, d):
        return fmt_date(d, self.ax["dateFormat"], self.loc)

    def pdate(self, d):
        return fmt_date(d, self.ax["periodFormat"], self.loc)

    def cur_wrap(self, s):
        return with_currency(s, self.sym, self.ax["currencyMode"])

    def absval(self, v):
        return self.cur_wrap(fmt_abs(v, self.nf, self.dec))

    def signed_amount(self, amount):
        st = self.ax["signStyle"]
        lab = self.lab
        if st == "crdr":
            s = fmt_signed(amount, self.nf, self.dec, "crdr", (lab["cr"], lab["dr"]))
            return self.cur_wrap(s[: s.rfind(" ")]) + s[s.rfind(" "):]
        v = -amount if self.card else amount
        s = fmt_signed(v, self.nf, self.dec, st)
        if self.ax["currencyMode"] == "sym_before" and s[0] in "-+(":
            return s[0] + self.cur_wrap(s[1:])
        return self.cur_wrap(s)

    def balance(self, b):
        """Balance as printed (bank: signed balance; card: amount owed)."""
        st = self.ax["balanceStyle"]
        lab = self.lab
        if self.card:
            if b >= 0:
                return self.absval(b)
            return self.absval(b) + " " + lab["cr"] if st == "crdr" else "-" + self.absval(b)
        if st == "crdr":
            return self.absval(b) + " " + (lab["cr"] if b >= 0 else lab["dr"])
        if st == "trailing":
            return self.absval(b) + ("-" if b < 0 else "")
        return ("-" if b < 0 else "") + self.absval(b)


# ---------------- columns ----------------
def columns(cx):
    ax = cx.ax
    st = ax["amountStyle"]
    dates = ["d1"]
    if ax["datesPerRow"] == 2:
        dates = ["d1", "d2"] if ax["dateOrder"] == "primary_first" else ["d2", "d1"]
    if st == "two_col":
        amts = ["debit", "credit"] if ax["twoColOrder"] == "debit_first" else ["credit", "debit"]
    elif st == "marker_col":
        amts = ["amt", "mark"]
    elif st == "side_word":
        amts = ["type", "amt"] if ax["twoColOrder"] == "debit_first" else ["amt", "type"]
    else:
        amts = ["amt"]
    ccy = ["ccy"] if ax["currencyMode"] == "code_col" else []
    bal = ["bal"] if ax["balanceMode"] != "none" else []
    order = ax["columnOrder"]
    if order == "desc_first":
        cols = ["desc"] + dates + ccy + amts + bal
    elif order == "date_right":
        cols = ["desc"] + ccy + amts + bal + dates
    elif order == "amounts_before_desc":
        cols = dates + ccy + amts + ["desc"] + bal
    elif order == "balance_before_amounts":
        cols = dates + ["desc"] + bal + ccy + amts
    else:
        cols = dates + ["desc"] + ccy + amts + bal
    return cols


def col_label(cx, key, rare):
    lab = cx.lab
    src = {"d1": "date", "d2": cx.ax["secondDate"], "desc": "desc", "amt": "amount",
           "debit": "debit", "credit": "credit", "mark": "type", "type": "type", "ccy": "ccy",
           "bal": "balance"}[key]
    if rare and src in cx.rare:
        return cx.rare[src]
    return lab[src]


def header_rows(cx, cols):
    mode = cx.ax["header"]
    if mode == "absent":
        return []
    labels = [col_label(cx, c, mode == "rare") for c in cols]
    if mode == "misleading":
        idx = {c: i for i, c in enumerate(cols)}
        pairs = [("debit", "credit"), ("amt", "bal"), ("d1", "desc"), ("d2", "d1")]
        swapped = False
        for a, b in pairs:
            if a in idx and b in idx:
                labels[idx[a]], labels[idx[b]] = labels[idx[b]], labels[idx[a]]
                swapped = True
                break
        if not swapped:
            labels = labels[::-1]
        return [labels]
    if mode == "twoline":
        groups = {}
        if "d2" in cols:
            groups["d1"] = groups["d2"] = cx.lab["date"]
        if "debit" in cols:
            groups["debit"] = groups["credit"] = cx.lab["amount"] + " (" + cx.cur + ")"
        if "mark" in cols:
            groups["amt"] = groups["mark"] = cx.lab["amount"]
        top, bottom = [], []
        for c, l in zip(cols, labels):
            if c in groups:
                top.append(groups[c])
                bottom.append(l)
            elif " " in l:
                a, b = l.split(" ", 1)
                top.append(a)
                bottom.append(b)
            else:
                top.append("")
                bottom.append(l)
        # merge identical neighbouring group labels: print the group label once
        for i in range(len(top) - 1, 0, -1):
            if top[i] and top[i] == top[i - 1] and cols[i] in groups:
                top[i] = ""
        return [top, bottom]
    return [labels]


ALIGN = {"d1": "l", "d2": "l", "desc": "l", "amt": "r", "debit": "r", "credit": "r", "mark": "c",
         "type": "l", "ccy": "c", "bal": "r"}


def col_widths(cols, head, rows, fs=9):
    cpl = 105 * 9.0 / fs
    """Relative widths from content length; desc takes the rest."""
    w = {}
    for i, c in enumerate(cols):
        if c == "desc":
            continue
        m = 3
        for r in rows:
            for line in r["cells"][i]:
                m = max(m, dispw(line))
        for h in head:
            for word in h[i].split(" "):
                m = max(m, min(dispw(word), 14))
        w[c] = m * 1.15 + 2.5
    used = sum(w.values())
    w["desc"] = max(cpl * 0.3, cpl - used)
    tot = sum(w.values())
    return [round(w[c] / tot, 4) for c in cols], int(w["desc"])


# ---------------- money: accounts and transactions ----------------
def draw_money(cx, start, end):
    rng, ax, loc = cx.rng, cx.ax, cx.loc
    n_acc = ax["accounts"]
    total = ax["rows"]
    counts = [total // n_acc] * n_acc
    counts[0] += total - sum(counts)
    desc_pat = rng.choice(["{dd}/{mm}", "{dd}.{mm}", "{dd}.{mm}.{yy}", ax["dateFormat"]])
    accounts = []
    for i in range(n_acc):
        if cx.card:
            number = model.make_card_number(rng)
            shown = "**** **** **** " + number[-4:] if rng.random() < 0.7 else number
            kind_label = None
        else:
            shown, kind_label = model.make_account_number(rng, ax["country"])
        last4 = shown.replace(" ", "")[-4:]
        card4 = last4 if cx.card else "%04d" % rng.randint(0, 9999)
        txs = model.draw_transactions(rng, loc, cx.cur, start, end, counts[i], cx.card, card4,
                                      desc_pat, ax["longDescriptions"])
        opening = model.opening_for(rng, cx.cur, cx.card)
        closing = model.apply_balances(txs, opening, cx.card)
        for t in txs:
            d = t["date"]
            t["sort"] = d
            if ax["datesPerRow"] == 2:
                if ax["secondDate"] == "post":
                    t["date"] = d - dt.timedelta(days=rng.choice([0, 0, 1, 1, 2, 3]))
                    t["d2"] = d
                else:
                    t["d2"] = d + dt.timedelta(days=rng.choice([-2, -1, 0, 0, 0, 1, 2]))
            t["details"] = detail_lines(cx, t, card4)
        mark_day_end(txs)
        accounts.append({"shown": shown, "label": kind_label, "last4": last4, "txs": txs,
                         "opening": opening, "closing": closing, "card4": card4})
    return accounts


def mark_day_end(txs):
    for i, t in enumerate(txs):
        t["dayEnd"] = i == len(txs) - 1 or txs[i + 1]["sort"] != t["sort"]


FX = [("USD", "1.0"), ("EUR", "0.92"), ("GBP", "0.79"), ("CHF", "0.88"), ("SEK", "10.4")]


def detail_lines(cx, t, card4):
    rng, lab = cx.rng, cx.lab
    out = []
    if rng.random() < cx.ax["detailLines"]:
        which = rng.choice(["ref", "card", "fx", "ref"] if t["amount"] < 0 else ["ref"])
        if which == "ref":
            out.append("%s %s%d" % (lab["ref"], rng.choice(["", "E2E-", "MREF "]),
                                    rng.randint(10**7, 10**11)))
        elif which == "card":
            out.append("%s **** %s" % (lab["cardno"], card4))
        else:
            code, _ = rng.choice(FX)
            if code == cx.cur:
                code = "USD" if cx.cur != "USD" else "EUR"
            rate = Decimal(rng.randint(5000, 15000)) / 10000
            orig = q(abs(t["amount"]) / Decimal(model.SCALE.get(cx.cur, 1)) * rate, 2)
            ratestr = fmt_abs(rate, cx.nf if cx.dec else "plain_dot", 4)
            out.append("%s %s %s %s" % (code, fmt_abs(orig, cx.nf, 2), lab["rate"], ratestr))
        if rng.random() < 0.3:
            out.append("%s %s" % (lab["ref"], rng.randint(10**5, 10**8)))
    return out


# ---------------- rows ----------------
def tx_cells(cx, cols, t, show_bal):
    ax, lab = cx.ax, cx.lab
    a = t["amount"]
    cells = []
    for c in cols:
        if c == "d1":
            v = [cx.date(t["date"])]
        elif c == "d2":
            v = [cx.date(t["d2"])]
        elif c == "desc":
            v = [t["description"]] + t["details"]
        elif c == "amt":
            st = ax["amountStyle"]
            v = [cx.signed_amount(a) if st == "signed" else cx.absval(a)]
        elif c == "debit":
            v = [cx.absval(a) if a < 0 else ""]
        elif c == "credit":
            v = [cx.absval(a) if a > 0 else ""]
        elif c == "mark":
            v = [lab["dr"] if a < 0 else lab["cr"]]
        elif c == "type":
            v = [lab["debit"] if a < 0 else lab["credit"]]
        elif c == "ccy":
            v = [cx.cur]
        elif c == "bal":
            v = [cx.balance(t["bal"]) if show_bal else ""]
        cells.append(v)
    return cells


def special_row(cx, cols, kind, label, value, d=None):
    cells = []
    for c in cols:
        if c == "desc":
            cells.append([label])
        elif c == "bal":
            cells.append([cx.balance(value)])
        elif c == "d1" and d is not None:
            cells.append([cx.date(d)])
        else:
            cells.append([""])
    if "bal" not in cols:  # no balance column: put the figure in the first amount column
        for i, c in enumerate(cols):
            if c in ("amt", "debit", "credit"):
                cells[i] = [cx.balance(value)]
                break
    return {"cells": cells, "kind": kind}


def row_cost(cells, cols, desc_chars):
    lines = 1
    for i, c in enumerate(cols):
        n = 0
        for line in cells[i]:
            n += max(1, -(-dispw(line) // max(10, desc_chars if c == "desc" else 30)))
        lines = max(lines, n)
    return lines


# ---------------- tables and blocks ----------------
def table_items(cx, acc, start, end):
    """Flow items for one account's transactions: list of blocks / table sources."""
    ax, lab, rng = cx.ax, cx.lab, cx.rng
    cols = columns(cx)
    head = header_rows(cx, cols)
    txs = acc["txs"]
    newest = ax["rowOrder"] == "newest_first"
    bmode = ax["balanceMode"]

    def rows_for(seq):
        out = []
        for t in (list(reversed(seq)) if newest else seq):
            show = bmode == "every" or (bmode == "day_end" and t["dayEnd"])
            out.append({"cells": tx_cells(cx, cols, t, show), "kind": "tx", "tx": t,
                        "bal_after": t["bal"]})
        return out

    items = []
    if ax["amountStyle"] == "sections":
        ins = [t for t in txs if t["amount"] > 0]
        outs = [t for t in txs if t["amount"] < 0]
        secs = [(lab["dep"], ins), (lab["wd"], outs)]
        if rng.random() < 0.5:
            secs.reverse()
        for title, seq in secs:
            if not seq:
                continue
            rows = rows_for(seq)
            tot = sum((t["amount"] for t in seq), Decimal(0))
            trow = special_row(cx, cols, "total", lab["total"], tot)
            for i, c in enumerate(cols):
                if c == "amt":
                    trow["cells"][i] = [cx.absval(tot)]
            rows.append(trow)
            items.append({"t": "h", "text": title})
            items.append({"t": "tsrc", "cols": cols, "head": head, "rows": rows, "carry": False})
        return items
    rows = rows_for(txs)
    if ax["openClose"] == "rows":
        o = special_row(cx, cols, "open", lab["opening"], acc["opening"], start)
        o["bal_after"] = acc["opening"]
        c = special_row(cx, cols, "close", lab["closing"], acc["closing"], end)
        c["bal_after"] = acc["closing"]
        rows = ([c] + rows + [o]) if newest else ([o] + rows + [c])
    items.append({"t": "tsrc", "cols": cols, "head": head, "rows": rows,
                  "carry": ax["carryForward"]})
    return items


def summary_block(cx, acc, start, end):
    ax, lab = cx.ax, cx.lab
    oc = ax["openClose"]
    txs = acc["txs"]
    tin = sum((t["amount"] for t in txs if t["amount"] > 0), Decimal(0))
    tout = sum((-t["amount"] for t in txs if t["amount"] < 0), Decimal(0))
    if cx.card:
        limit = q(Decimal(model.SCALE.get(cx.cur, 1) * cx.rng.choice([2000, 5000, 8000, 12000])), 0)
        limit = q(limit, cx.dec)
        owed = acc["closing"]
        minpay = q(max(owed * Decimal("0.03"), Decimal(0)), cx.dec)
        due = end + dt.timedelta(days=cx.rng.choice([20, 21, 25, 28]))
        pairs = [[lab["prev"], cx.balance(acc["opening"])], [lab["tin"], cx.absval(tin)],
                 [lab["tout"], cx.absval(tout)], [lab["new"], cx.balance(owed)],
                 [lab["minpay"], cx.absval(minpay)], [lab["due"], cx.pdate(due)],
                 [lab["limit"], cx.absval(limit)], [lab["avail"], cx.absval(max(limit - owed, Decimal(0)))]]
        style = oc.replace("summary_", "")
        return {"t": "kv", "pairs": pairs, "style": style if style in ("beside", "under", "inline") else "beside"}
    op = [lab["opening"] + " " + cx.pdate(start), cx.balance(acc["opening"])]
    cl = [lab["closing"] + " " + cx.pdate(end), cx.balance(acc["closing"])]
    if oc == "only_opening":
        return {"t": "kv", "pairs": [op], "style": "beside"}
    if oc == "only_closing":
        return {"t": "kv", "pairs": [cl], "style": "beside"}
    if oc.startswith("summary_"):
        pairs = [op, [lab["tin"], cx.absval(tin)], [lab["tout"], cx.absval(tout)], cl]
        if oc != "summary_inline" and cx.rng.random() < 0.3:
            pairs = [op, cl]
        return {"t": "kv", "pairs": pairs, "style": oc.replace("summary_", "")}
    return None


def noise_blocks(cx, which, start, end):
    rng, lab, loc = cx.rng, cx.lab, cx.loc
    out = []
    if which == "summary_table":
        rows = []
        for _ in range(rng.randint(2, 4)):
            num = "%d-%06d" % (rng.randint(100, 999), rng.randint(0, 999999))
            rows.append([[lab["account"] + " " + num], [cx.cur], [cx.balance(model.money(rng, 10, 30000, cx.cur))]])
        out += [{"t": "h", "text": lab["summary"]},
                {"t": "table", "cols": [{"align": "l", "w": 0.6}, {"align": "c", "w": 0.1}, {"align": "r", "w": 0.3}],
                 "head": [[lab["account"], lab["ccy"], lab["balance"]]],
                 "rows": [{"cells": r, "kind": "noise"} for r in rows]}]
    elif which == "rates_table":
        rows = []
        lo = Decimal(0)
        for _ in range(3):
            hi = lo + model.money(rng, 1000, 20000, cx.cur)
            rate = fmt_abs(Decimal(rng.randint(1, 900)) / 100, cx.nf if cx.dec else "plain_dot", 2) + " %"
            rows.append([[fmt_abs(lo, cx.nf, cx.dec) + " - " + fmt_abs(hi, cx.nf, cx.dec)], [rate],
                         [cx.pdate(start - dt.timedelta(days=rng.randint(10, 400)))]])
            lo = hi
        out += [{"t": "h", "text": lab["interest"]},
                {"t": "table", "cols": [{"align": "l", "w": 0.5}, {"align": "r", "w": 0.2}, {"align": "r", "w": 0.3}],
                 "head": [[lab["balance"], lab["rate"], lab["date"]]],
                 "rows": [{"cells": r, "kind": "noise"} for r in rows]}]
    elif which == "fees_table":
        fees = [t for k, t in loc["tx"] if k in "FYX"] or [lab["fee"]]
        rows = [[[f.format(**{k: "" for k in ("name", "merchant", "city", "ref", "mon", "Y", "card", "emp", "dt")}).strip()],
                 [cx.absval(model.money(rng, 0.5, 40, cx.cur))]] for f in fees[:4]]
        out += [{"t": "h", "text": lab["fee"]},
                {"t": "table", "cols": [{"align": "l", "w": 0.75}, {"align": "r", "w": 0.25}],
                 "head": [[lab["desc"], lab["fee"]]], "rows": [{"cells": r, "kind": "noise"} for r in rows]}]
    elif which == "info_text":
        text = loc["legal"].format(date=cx.pdate(end + dt.timedelta(days=rng.randint(20, 60))),
                                   rate=fmt_abs(Decimal(rng.randint(300, 1999)) / 100, cx.nf if cx.dec else "plain_dot", 2),
                                   num=cx.absval(model.money(rng, 50000, 250000, cx.cur, round_to=10000)))
        out += [{"t": "h", "text": lab["info"]}, {"t": "para", "text": text, "small": True}]
    return out


# ---------------- pagination ----------------
def block_cost(b):
    t = b["t"]
    if t == "title":
        return 3
    if t == "h":
        return 2
    if t == "lines":
        return len(b["lines"]) + 1
    if t == "kv":
        n = len(b["pairs"])
        return {"beside": n + 1, "under": 3, "inline": 2 + n // 3}[b["style"]]
    if t == "para":
        return 2 + len(b["text"]) // 100
    if t == "table":
        return len(b["head"]) + len(b["rows"]) + 2
    return 1


def paginate(cx, flow):
    tall = {"Arab": 0.62, "Thai": 0.78, "Deva": 0.8, "Hebr": 0.9}.get(cx.ax["script"], 1.0)
    budget = int(PAGE_BUDGET * 9.0 / cx.ax["fontSize"] * tall)
    pages = [[]]
    room = [budget]

    def newpage():
        pages.append([])
        room[0] = budget

    for it in flow:
        if it["t"] != "tsrc":
            c = block_cost(it)
            if c > room[0] and pages[-1]:
                newpage()
            pages[-1].append(it)
            room[0] -= c
            continue
        cols, head = it["cols"], it["head"]
        widths, desc_chars = col_widths(cols, head, it["rows"], cx.ax["fontSize"])
        hcost = len(head) + 1
        if room[0] < hcost + 3:
            newpage()
        chunk = []
        room[0] -= hcost
        last_bal = None
        for r in it["rows"]:
            cost = row_cost(r["cells"], cols, desc_chars)
            reserve = 1 if it["carry"] else 0
            if cost + reserve > room[0] and chunk:
                if it["carry"] and last_bal is not None:
                    chunk.append(special_row(cx, cols, "cf", cx.lab["cf"], last_bal))
                pages[-1].append(mk_table(cols, widths, head, chunk))
                newpage()
                room[0] -= hcost
                chunk = []
                if it["carry"] and last_bal is not None:
                    chunk.append(special_row(cx, cols, "bf", cx.lab["bf"], last_bal))
                    room[0] -= 1
            chunk.append(r)
            room[0] -= cost
            if "bal_after" in r:
                last_bal = r["bal_after"]
        pages[-1].append(mk_table(cols, widths, head, chunk))
    return pages


def mk_table(cols, widths, head, rows):
    return {"t": "table", "keys": cols,
            "cols": [{"align": ALIGN[c], "w": w} for c, w in zip(cols, widths)],
            "head": head, "rows": [{"cells": r["cells"], "kind": r["kind"]} for r in rows]}


# ---------------- the whole statement ----------------
def build(rng, sid, seed, loc, country, ax):
    cx = Ctx(rng, loc, country, ax)
    lab = cx.lab
    start, end = model.draw_period(rng, cx.card)
    accounts = draw_money(cx, start, end)
    bank = rng.choice(loc["banks"]) if loc.get("banks") else rng.choice(loc["cities"]) + " Bank"
    ax["accountNumberShown"] = rng.random() < 0.93
    ax["summaryPos"] = "above" if cx.card or rng.random() < 0.7 else "below"
    title = lab["card"] if cx.card else lab["statement"]
    holder = rng.choice(loc["names"])
    city = rng.choice(loc["cities"])
    flow = [{"t": "title", "text": bank},
            {"t": "lines", "lines": ["%d %s" % (rng.randint(1000, 99999), rng.choice(loc["cities"])),
                                     "BIC %s%s%s" % ("".join(rng.choice("ABCDEFGHKLMNPRSTUVWXZ") for _ in range(4)),
                                                     ax["country"], rng.choice(["XX", "2X", "MM", "PP"]))],
             "align": "right" if rng.random() < 0.5 else "left"},
            {"t": "lines", "lines": [holder, "%s %d" % (rng.choice(loc["cities"]), rng.randint(1, 120)),
                                     "%05d %s" % (rng.randint(1000, 99999), city)], "align": "left"},
            {"t": "h", "text": title}]
    info = []
    a0 = accounts[0]
    if ax["accountNumberShown"] and len(accounts) == 1:
        info.append([(a0["label"] or (lab["cardno"] if cx.card else lab["account"])), a0["shown"]])
    info.append([lab["period"], cx.pdate(start) + " - " + cx.pdate(end)])
    info.append([lab["holder"], holder])
    if ax["currencyMode"] != "code_col":
        info.append([lab["ccy"], cx.cur])
    flow.append({"t": "kv", "pairs": info, "style": rng.choice(["beside", "inline", "under"])})
    noise = list(ax["noise"])
    if "summary_table" in noise:
        flow += noise_blocks(cx, "summary_table", start, end)
    for acc in accounts:
        if len(accounts) > 1:
            head = (acc["label"] or lab["account"]) + " " + acc["shown"] if ax["accountNumberShown"] else lab["account"]
            flow.append({"t": "h", "text": head})
        sb = summary_block(cx, acc, start, end)
        if sb and ax["summaryPos"] == "above":
            flow.append(sb)
        items = table_items(cx, acc, start, end)
        for it in items:
            for r in it.get("rows", []):
                r["acc"] = acc
        flow += items
        if sb and ax["summaryPos"] == "below":
            flow.append(sb)
    for n in noise:
        if n != "summary_table":
            flow += noise_blocks(cx, n, start, end)
    flow2 = []
    for b in flow:  # long "under" boxes are split into rows of at most 4 pairs
        if b["t"] == "kv" and b["style"] == "under" and len(b["pairs"]) > 4:
            for i in range(0, len(b["pairs"]), 4):
                flow2.append({"t": "kv", "pairs": b["pairs"][i:i + 4], "style": "under"})
        else:
            flow2.append(b)
    flow = flow2
    pages = paginate(cx, flow)
    npages = len(pages)
    doc = {"lang": loc["code"], "script": loc["script"], "rtl": loc["rtl"], "bank": bank,
           "fontSize": ax["fontSize"], "grid": ax["tableGrid"], "pages": [],
           "pageword": (lab["page"], lab["of"])}
    for i, blocks in enumerate(pages):
        doc["pages"].append({
            "blocks": blocks,
            "header": "%s  %s  %s" % (bank, title, a0["shown"] if ax["accountNumberShown"] else ""),
            "footer": "%s %d %s %d" % (lab["page"], i + 1, lab["of"], npages)})
    ax["pagesPlanned"] = npages
    ordered = [(r["acc"], r["tx"]) for it in flow if it["t"] == "tsrc" for r in it["rows"]
               if r["kind"] == "tx"]
    truth = make_truth(cx, sid, seed, bank, accounts, ordered, start, end, ax)
    return doc, truth


def money_str(d, dec):
    """A truth figure as a string with exactly `dec` decimals; it must already be at that unit
    (the PDF prints it rounded to `dec` places, so anything finer would not match the page)."""
    if d is None:
        return None
    if q(d, dec) != d:
        raise ValueError("truth figure %s is not at the currency's minor unit (%d decimals)" % (d, dec))
    return str(q(d, dec))


def make_truth(cx, sid, seed, bank, accounts, ordered, start, end, ax):
    dec = cx.dec
    oc = ax["openClose"]
    op_printed = oc not in ("only_closing", "none")
    txs_out = []
    multi = len(accounts) > 1
    for acc, t in ordered:
        bmode = ax["balanceMode"]
        show = bmode == "every" or (bmode == "day_end" and t["dayEnd"])
        row = {"date": t["date"].isoformat(),
               "description": " ".join([t["description"]] + t["details"]),
               "amount": money_str(t["amount"], dec), "balance": money_str(t["bal"], dec) if show else None}
        if ax["datesPerRow"] == 2:
            row["postDate" if ax["secondDate"] == "post" else "valueDate"] = t["d2"].isoformat()
        if multi:
            row["account"] = acc["last4"] if ax["accountNumberShown"] else str(accounts.index(acc) + 1)
        txs_out.append(row)
    a0 = accounts[0]
    truth = {
        "id": sid, "seed": seed, "renderer": None, "kind": "TEXT_BASED", "hasTextLayer": True,
        "password": None, "bank": bank, "country": ax["country"], "language": ax["language"],
        "script": ax["script"], "documentType": ax["documentType"], "currency": cx.cur,
        "accountLast4": a0["last4"] if ax["accountNumberShown"] else None,
        "statementPeriod": end.strftime("%Y-%m"), "periodStart": start.isoformat(),
        "periodEnd": end.isoformat(),
        "openingBalance": money_str(a0["opening"], dec) if op_printed else None,
        "closingBalance": money_str(a0["closing"], dec),
    }
    if cx.card:
        truth["balanceConvention"] = "owed"
    truth["pages"] = None
    truth["axes"] = ax
    truth["notes"] = None
    if multi:
        truth["accounts"] = [{"accountLast4": a["last4"] if ax["accountNumberShown"] else None,
                              "openingBalance": money_str(a["opening"], dec) if op_printed else None,
                              "closingBalance": money_str(a["closing"], dec), "currency": cx.cur}
                             for a in accounts]
    truth["transactions"] = txs_out
    return truth
