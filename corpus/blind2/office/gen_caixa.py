"""es-caixabank-signo: CaixaBank (Spain) account statement in Spanish. F. OPER. | F. VALOR | CONCEPTO | IMPORTE |
SALDO, dd/mm/yyyy, 1.234,56 with a leading minus on charges (and on an overdrawn SALDO), SALDO ANTERIOR at the
top, SUMA Y SIGUE at each page foot, concepts wrapped on a second line, a fee/interest liquidation box."""
import datetime as dt
import random

from lib import Fodt, grouped, record, truth

FAMILY = "es-caixabank-signo"
BLUE = "#007eae"


def es(c):
    return ("-" if c < 0 else "") + grouped(c, ".", ",")


CARD = "4B71XXXXXXXX2219"
SHOPS = [("MERCADONA", "VALENCIA", 1200, 9800), ("CONSUM COOP", "VALENCIA", 800, 6400),
         ("EL CORTE INGLES", "VALENCIA", 2500, 18900), ("REPSOL E.S. 4512", "PATERNA", 3500, 7800),
         ("FARMACIA LDA. M. TORRES", "VALENCIA", 450, 3600), ("ZARA", "VALENCIA", 1995, 8990),
         ("LIDL", "BURJASSOT", 900, 5500), ("AMAZON EU SARL", "LUXEMBOURG", 1299, 6599),
         ("RENFE VIAJEROS", "MADRID", 1850, 7600), ("BAR RESTAURANTE LA LONJA", "VALENCIA", 1100, 5400)]
RECIBOS = [("RECIBO IBERDROLA CLIENTES", "FACTURA LUZ N.21043388", 4500, 11800),
           ("RECIBO AGUAS DE VALENCIA", "CONSUMO AGUA BIMESTRAL", 2800, 5200),
           ("RECIBO MOVISTAR", "TELEFONIA Y FIBRA", 4990, 6990),
           ("RECIBO MAPFRE SEGUROS", "SEGURO HOGAR POLIZA 0582211", 2100, 3900),
           ("RECIBO GIMNASIO GO FIT", "CUOTA MENSUAL", 3900, 3900)]


def build(n, seed, workdir):
    rng = random.Random(seed)
    start = {1: dt.date(2024, 4, 1), 2: dt.date(2024, 9, 1), 3: dt.date(2023, 12, 1)}[n]
    end = dt.date(start.year + (start.month == 12), start.month % 12 + 1, 1) - dt.timedelta(days=1)
    if n == 3:  # statement requested for 16 Dec - 15 Jan: crosses the year end
        start, end = dt.date(2023, 12, 16), dt.date(2024, 1, 15)
    count = {1: 16, 2: 33, 3: 55}[n]
    opening = {1: 254033, 2: 189120, 3: 61278}[n]
    days = (end - start).days
    items = []  # (oper, valor, line1, line2, amount)
    nomina = start + dt.timedelta(days=rng.randint(24, min(28, days)))
    items.append((nomina, nomina, "NOMINA TRANSFERENCIA", "LEVANTE INGENIERIA S.L.", rng.randint(198000, 264000)))
    alq = start + dt.timedelta(days=rng.randint(0, 4))
    items.append((alq, alq, "TRANSFERENCIA A FAVOR DE", "ROSA MARTINEZ PUIG CONCEPTO: ALQUILER",
                  -rng.choice([75000, 82000, 95000])))
    for r in rng.sample(RECIBOS, 3 + (n > 1)):
        d = start + dt.timedelta(days=rng.randint(2, days))
        items.append((d, d, r[0], r[1], -rng.randint(r[2], r[3])))
    if n >= 2:
        d = start + dt.timedelta(days=rng.randint(4, days - 3))
        usd = rng.randint(2500, 14000)
        eur = usd * 10000 // 10845
        items.append((d, d + dt.timedelta(days=2), f"COMPRA EXTRANJ. TARJ. {CARD}",
                      f"HOTELS.COM SEATTLE {grouped(usd, '.', ',')} USD CAMBIO 1,0845", -eur))
        items.append((d, d + dt.timedelta(days=2), "COMISION COMPRA EN DIVISA", f"TARJ. {CARD}",
                      -max(100, eur * 3 // 100)))
    if n == 3:
        d = dt.date(2024, 1, 2)
        items.append((d, d, "REINTEGRO CAJERO", f"TARJ. {CARD} ATM 0412 VALENCIA", -20000))
    while len(items) < count - (1 if n == 3 else 0):
        s = rng.choice(SHOPS)
        d = start + dt.timedelta(days=rng.randint(0, days))
        valor = d - dt.timedelta(days=rng.choice([0, 0, 0, 1, 2])) if d.day > 2 else d
        items.append((d, valor, f"COMPRA TARJ. {CARD} {s[0]}", s[1], -rng.randint(s[2], s[3])))
    if n != 1:
        d = start + dt.timedelta(days=rng.randint(6, 20))
        items.append((d, d, "BIZUM RECIBIDO", "DE JAVIER SOLER GIL CENA CUMPLE", rng.randint(1000, 4500)))
    items.sort(key=lambda it: it[0])
    if n == 3:  # quarterly liquidation of the overdraft interest on 31/12, inside the list
        liq = dt.date(2023, 12, 31)
        items.append((liq, liq, "LIQUIDACION INTERESES DESCUBIERTO", "PERIODO 01/10/2023 A 31/12/2023",
                      -rng.randint(150, 900)))
        items.sort(key=lambda it: it[0])
    # statement 3 runs overdrawn before the salary: make early spending heavier
    bal = opening
    txns, printed = [], []
    for o, v, l1, l2, a in items:
        bal += a
        txns.append(record(o, f"{l1} {l2}", a, bal, valueDate=v))
        printed.append((o, v, l1, l2, a, bal))
    closing = bal

    doc = Fodt(size=8, margin=(1.2, 1.3, 1.0, 1.5), lang=("es", "ES"))
    doc.set_footer(f'<text:p text:style-name="{doc.pstyle(size=6.5, color="#555555")}">CaixaBank, S.A. '
                   'C/ Pintor Sorolla, 2-4, 46002 Valencia. NIF A08663619. Inscrita en el Registro Mercantil de '
                   'Valencia, tomo 10370, folio 1, hoja V-178351.</text:p>'
                   f'<text:p text:style-name="{doc.pstyle(size=7.5, align="end")}">Página {Fodt.PAGE} de '
                   f'{Fodt.PAGES}</text:p>')
    name = ["ELENA FERRER BALAGUER", "MARC SANCHIS LLORENS", "LUCIA NAVARRO CAMPOS"][n - 1]
    iban = f"ES{60 + n} 2100 {rng.randint(1000, 9999)} {rng.randint(10, 99)}{rng.randint(10, 99)} " \
           f"{rng.randint(1000, 9999)} {rng.randint(1000, 9999)}"
    f = lambda d: d.strftime("%d/%m/%Y")
    doc.p("CaixaBank", size=20, bold=True, color=BLUE)
    doc.p("EXTRACTO DE CUENTA", size=11, bold=True, after=0.15)
    doc.table([9.0, 9.0], [[f"{name}\nAV. DEL PUERTO 118, PTA 9\n46023 VALENCIA",
                            {"t": f"Cuenta: {iban}\nTitular: {name}\nPeriodo: del {f(start)} al {f(end)}\n"
                                  f"Oficina 3160 - VALENCIA PL. AJUNTAMENT\nFecha de emisión: "
                                  f"{f(end + dt.timedelta(days=1))}", "p": {"align": "end"}}]], after=0.35)
    hc = {"bottom": "0.8pt solid #007eae", "top": "0.8pt solid #007eae", "bg": "#e6f2f7"}
    W = [1.75, 1.75, 9.6, 2.4, 2.7]
    head = [[{"t": t, "p": {"bold": True, "align": al}, "c": hc} for t, al in
             (("F. OPER.", "start"), ("F. VALOR", "start"), ("CONCEPTO", "start"), ("IMPORTE", "end"),
              ("SALDO", "end"))]]
    # fill pages (about 27 two-line rows under the letterhead, 31 after); never leave a last page of a few rows
    pages, i = [], 0
    while i < len(printed):
        cap = 27 if not pages else 31
        pages.append(printed[i:i + cap])
        i += cap
    if len(pages) > 1 and len(pages[-1]) < 6:
        both = pages[-2] + pages[-1]
        half = (len(both) + 1) // 2
        pages[-2:] = [both[:half], both[half:]]
    running = opening
    for pi, pg in enumerate(pages):
        first_label = "SALDO ANTERIOR" if pi == 0 else "SUMA ANTERIOR"
        rows = [["", "", {"t": first_label, "p": {"bold": True}}, "",
                 {"t": es(running), "p": {"align": "end", "bold": True}}]]
        for o, v, l1, l2, a, b in pg:
            rows.append([f(o), f(v), f"{l1}\n{l2}", {"t": es(a), "p": {"align": "end"}},
                         {"t": es(b), "p": {"align": "end"}}])
            running = b
        last = pi == len(pages) - 1
        rows.append(["", "", {"t": "SALDO FINAL" if last else "SUMA Y SIGUE", "p": {"bold": True}}, "",
                     {"t": es(running), "p": {"align": "end", "bold": True}, "c": {"top": "0.6pt solid #000000"}}])
        if pi:
            doc.p(f"EXTRACTO DE CUENTA  {iban}  Periodo: del {f(start)} al {f(end)}", size=7.5, brk=True, after=0.2)
        doc.table(W, rows, header_rows=head)
    ingresos = sum(t[4] for t in printed if t[4] > 0)
    gastos = -sum(t[4] for t in printed if t[4] < 0)
    doc.p("RESUMEN DEL PERIODO", size=9, bold=True, color=BLUE, before=0.4, after=0.05)
    box = {"bottom": "0.5pt solid #999999"}
    doc.table([5.0, 3.0], [[{"t": a, "c": box}, {"t": b, "c": box, "p": {"align": "end"}}] for a, b in
                           (("Saldo anterior", es(opening)), ("Total ingresos", grouped(ingresos, ".", ",")),
                            ("Total cargos", grouped(gastos, ".", ",")), ("Saldo final", es(closing)))])
    doc.p("Información sobre comisiones e intereses aplicados", size=8, bold=True, before=0.3)
    doc.table([7.0, 3.0, 3.0], [["Concepto", {"t": "Tipo", "p": {"align": "end"}}, {"t": "TAE", "p": {"align": "end"}}],
                                ["Interés acreedor", {"t": "0,00 %", "p": {"align": "end"}},
                                 {"t": "0,00 %", "p": {"align": "end"}}],
                                ["Interés descubierto", {"t": "7,00 %", "p": {"align": "end"}},
                                 {"t": "7,23 %", "p": {"align": "end"}}],
                                ["Comisión mantenimiento", {"t": "0,00 EUR", "p": {"align": "end"}}, ""]])
    doc.p("Los importes negativos corresponden a cargos en su cuenta. Le rogamos compruebe los movimientos y nos "
          "comunique cualquier discrepancia en el plazo de 15 días.", size=7, before=0.3)
    path = f"{workdir}/{FAMILY}-{n}.fodt"
    doc.save(path)
    notes = ("CaixaBank account statement (Spain, Spanish). Columns F. OPER. (truth date) | F. VALOR (valueDate) | "
             "CONCEPTO (two lines, joined in the description) | IMPORTE | SALDO; dates dd/mm/yyyy, numbers 1.234,56, "
             "charges with a LEADING minus, credits unsigned; SALDO printed on every row (a negative SALDO means "
             "overdrawn). SALDO ANTERIOR / SUMA ANTERIOR (page start), SUMA Y SIGUE (page foot) and SALDO FINAL rows "
             "are not transactions; the RESUMEN DEL PERIODO box and the interest/commission table are not "
             "transactions. Card numbers inside concepts are masked.")
    if n >= 2:
        notes += " A foreign card purchase shows 'x USD CAMBIO 1,0845' in its concept and a separate commission row."
    t = truth(FAMILY, "libreoffice", "CaixaBank", "ES", "es", "bank_account", "EUR", iban.replace(" ", "")[-4:],
              start, end, opening, closing, txns, notes)
    t["_pages"] = len(pages)
    return path, t
