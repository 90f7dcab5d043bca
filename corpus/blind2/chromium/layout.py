"""Item-based page layout: items are table rows or blocks with a known height (mm)."""
from common import paginate


class Row:
    def __init__(self, html, h, payload=None, splitter=None):
        self.kind = "row"
        self.html = html
        self.h = h
        self.payload = payload
        self.splitter = splitter  # callable(room_mm) -> (Row, Row) or None


class Block:
    def __init__(self, html, h):
        self.kind = "block"
        self.html = html
        self.h = h
        self.splitter = None


def split_pages(items, caps, allow_split=False):
    def sf(item, room):
        if not allow_split or item.splitter is None:
            return None
        r = item.splitter(room)
        if r is None:
            return None
        a, b = r
        return a, a.h, b, b.h
    return paginate([(it.h, it) for it in items], caps, sf if allow_split else None)


def body_html(items, table_open, thead="", cont_head=None, is_first=True):
    """Group consecutive rows into tables.  table_open: '<table class=..><colgroup>..</colgroup>'.
    thead: header html inserted in every table (when the family repeats its header);
    cont_head: html placed before the first table on a continuation page."""
    out = []
    in_table = False
    first_table = True
    for it in items:
        if it.kind == "row":
            if not in_table:
                if first_table and not is_first and cont_head:
                    out.append(cont_head)
                out.append(table_open + thead + "<tbody>")
                in_table = True
                first_table = False
            out.append(it.html)
        else:
            if in_table:
                out.append("</tbody></table>")
                in_table = False
            out.append(it.html)
    if in_table:
        out.append("</tbody></table>")
    return "".join(out)
