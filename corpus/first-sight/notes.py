"""One-paragraph description of what is unusual about a statement."""

HEADER = {"normal": "an ordinary column header", "rare": "a header with unusual label synonyms",
          "absent": "no column header at all (rows only)",
          "misleading": "a misleading header whose labels do not match the columns' content",
          "twoline": "a two-line column header"}
AMOUNT = {"signed": "one signed amount column", "two_col": "separate debit and credit columns",
          "marker_col": "unsigned amounts with a debit/credit marker in its own column",
          "side_word": "unsigned amounts with a debit/credit word column",
          "sections": "separate sections for money in and money out with unsigned amounts",
          "unsigned_balance": "unsigned amounts whose side only the running balance tells"}
SIGN = {"minus": "a leading minus", "trailing": "a trailing minus", "parens": "parentheses",
        "crdr": "CR/DR-style markers after the amount", "plus_minus": "explicit + and - signs"}
BAL = {"every": "a running balance on every row", "day_end": "a balance only on each day's last row",
       "none": "no running balance"}
OC = {"rows": "opening and closing balances as rows of the table",
      "summary_beside": "a summary box with labels beside the figures",
      "summary_under": "a summary box with figures under the labels",
      "summary_inline": "opening, totals in/out and closing on one line",
      "only_opening": "only the opening balance printed", "only_closing": "only the closing balance printed",
      "none": "neither opening nor closing balance printed (closing = last running balance)"}


def make_notes(truth, loc):
    ax = truth["axes"]
    kind = "credit-card statement (balances are amounts owed)" if truth["documentType"] == "credit_card" else "bank statement"
    s = ["%s %s (%s, %s) rendered with %s" % (loc["code"], kind, truth["country"], truth["currency"], truth["renderer"])]
    s.append("%s; %s" % (HEADER[ax["header"]], AMOUNT[ax["amountStyle"]]))
    if ax["amountStyle"] == "signed":
        s.append("negative amounts shown with " + SIGN[ax["signStyle"]])
    s.append("numbers %s, dates as %s" % (ax["numberFormat"], ax["dateFormat"]))
    if "{Y}" not in ax["dateFormat"] and "{yy}" not in ax["dateFormat"] and "{E}" not in ax["dateFormat"] and "{B}" not in ax["dateFormat"]:
        s.append("row dates carry no year (take it from the printed period)")
    if ax["datesPerRow"] == 2:
        s.append("two dates per row (transaction date and %s date, %s)" % (
            "posting" if ax["secondDate"] == "post" else "value", ax["dateOrder"].replace("_", " ")))
    s.append(BAL[ax["balanceMode"]])
    s.append(OC[ax["openClose"]])
    s.append("column order " + ax["columnOrder"].replace("_", " "))
    if ax["rowOrder"] == "newest_first":
        s.append("rows listed newest first")
    if ax["currencyMode"] != "none":
        s.append("currency shown as " + ax["currencyMode"].replace("_", " "))
    if ax["carryForward"]:
        s.append("carried/brought forward lines at page breaks")
    if ax["detailLines"]:
        s.append("detail lines (references, card numbers, FX rates) under some transactions")
    if ax["noise"]:
        s.append("non-transaction tables/text: " + ", ".join(ax["noise"]))
    if ax["accounts"] > 1:
        s.append("%d accounts each with its own table and balances (top-level balances are the first account's)" % ax["accounts"])
    if truth["kind"] == "IMAGE_BASED":
        s.append("scanned: image-only PDF without a text layer")
    return "; ".join(s) + "."
