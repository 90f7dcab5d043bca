"""Draw the layout axes of one statement."""

ISO = "{Y}-{mm}-{dd}"


def wchoice(rng, weights):
    keys = list(weights)
    return rng.choices(keys, weights=[weights[k] for k in keys])[0]


HEADER = {"normal": 45, "rare": 18, "absent": 12, "misleading": 10, "twoline": 15}
AMOUNT_BANK = {"signed": 35, "two_col": 30, "marker_col": 8, "side_word": 7, "sections": 10,
               "unsigned_balance": 10}
AMOUNT_CARD = {"signed": 50, "two_col": 25, "marker_col": 10, "sections": 15}
SIGN = {"minus": 35, "trailing": 15, "parens": 15, "crdr": 20, "plus_minus": 15}
CURMODE = {"none": 55, "sym_before": 15, "sym_after": 15, "code_col": 15}
BALMODE = {"every": 50, "day_end": 20, "none": 30}
OPENCLOSE = {"rows": 30, "summary_beside": 15, "summary_under": 15, "summary_inline": 16,
             "only_opening": 8, "only_closing": 8, "none": 3}
COLORDER = {"date_first": 50, "desc_first": 14, "date_right": 14, "amounts_before_desc": 11,
            "balance_before_amounts": 11}
ROWS = [((3, 10), 30), ((11, 30), 40), ((31, 60), 20), ((61, 80), 10)]
NOISE = ["summary_table", "rates_table", "fees_table", "info_text"]


def draw_axes(rng, loc, country, card):
    from fmt import has_year
    ax = {}
    ax["documentType"] = "credit_card" if card else "bank_account"
    ax["language"] = loc["code"]
    ax["script"] = loc["script"]
    ax["rtl"] = bool(loc["rtl"])
    ax["country"] = country[0]
    ax["currency"] = country[1]
    ax["header"] = wchoice(rng, HEADER)
    ax["amountStyle"] = wchoice(rng, AMOUNT_CARD if card else AMOUNT_BANK)
    ax["signStyle"] = wchoice(rng, SIGN)
    ax["twoColOrder"] = rng.choice(["debit_first", "credit_first"])
    ax["currencyMode"] = wchoice(rng, CURMODE)
    nfs = country[3]
    ax["numberFormat"] = rng.choice(nfs) if rng.random() < 0.9 else rng.choice(
        ["plain_dot", "comma_dot", "dot_comma", "space_comma", "apos_dot"])
    dfs = list(loc["df"])
    ax["dateFormat"] = rng.choice(dfs) if rng.random() < 0.9 else ISO
    ax["periodFormat"] = next((d for d in dfs if has_year(d)), ISO) if rng.random() < 0.8 else ISO
    ax["datesPerRow"] = 2 if rng.random() < (0.6 if card else 0.3) else 1
    ax["secondDate"] = "post" if card else rng.choice(["post", "value"])
    ax["dateOrder"] = rng.choice(["primary_first", "primary_first", "second_first"])
    ax["rowOrder"] = "newest_first" if rng.random() < 0.18 else "chronological"
    ax["balanceMode"] = wchoice(rng, {"every": 20, "day_end": 5, "none": 75} if card else BALMODE)
    ax["openClose"] = wchoice(rng, OPENCLOSE)
    ax["columnOrder"] = wchoice(rng, COLORDER)
    ax["carryForward"] = rng.random() < 0.7
    ax["detailLines"] = rng.choice([0, 0, 0.15, 0.35])
    ax["longDescriptions"] = rng.choice([0, 0.1, 0.2, 0.4])
    ax["noise"] = [n for n in NOISE if rng.random() < 0.3]
    ax["accounts"] = 1 if card or rng.random() < 0.88 else rng.choice([2, 2, 3])
    lo_hi = rng.choices([r for r, _ in ROWS], weights=[w for _, w in ROWS])[0]
    ax["rows"] = rng.randint(*lo_hi)
    ax["balanceStyle"] = rng.choice(["minus", "minus", "crdr", "trailing"])
    ax["tableGrid"] = rng.choice(["none", "rules", "grid", "zebra"])
    ax["fontSize"] = rng.choice([8, 8.5, 9, 9.5])
    fix_constraints(rng, ax, card)
    return ax


def fix_constraints(rng, ax, card):
    st = ax["amountStyle"]
    if st == "unsigned_balance":
        ax["balanceMode"] = "every"
    if st == "sections":
        ax["balanceMode"] = "none"
    if ax["header"] in ("absent", "misleading") and st in ("two_col",):
        ax["balanceMode"] = "every"
    if ax["balanceMode"] == "none" and ax["openClose"] == "rows":
        ax["openClose"] = rng.choice(["summary_beside", "summary_under", "summary_inline"])
    if st in ("sections",) and ax["openClose"] in ("only_opening", "only_closing", "none"):
        ax["openClose"] = "summary_beside"
    if ax["balanceMode"] == "none" and ax["openClose"] in ("only_opening", "only_closing", "none"):
        # a human must still see something tying the rows together
        ax["openClose"] = "summary_inline"
    if card and ax["openClose"] in ("rows", "only_opening", "only_closing", "none"):
        ax["openClose"] = rng.choice(["summary_beside", "summary_under", "summary_inline"])
    if ax["rowOrder"] == "newest_first" or ax["balanceMode"] == "none":
        ax["carryForward"] = False
    if st in ("sections",):
        ax["columnOrder"] = rng.choice(["date_first", "desc_first", "date_right"])
    if ax["balanceMode"] == "none" and ax["columnOrder"] == "balance_before_amounts":
        ax["columnOrder"] = "date_first"
    if ax["accounts"] > 1:
        ax["rows"] = max(ax["rows"], 3 * ax["accounts"])
    # axes that do not apply are recorded as None
    if st != "signed":
        ax["signStyle"] = None
    if st not in ("two_col", "side_word"):
        ax["twoColOrder"] = None
    if ax["datesPerRow"] == 1:
        ax["secondDate"] = None
        ax["dateOrder"] = None
