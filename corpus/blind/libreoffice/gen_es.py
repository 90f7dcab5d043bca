"""es-santander-summary: Banco Santander (España) extracto de cuenta, EUR."""
import datetime as dt
import random
from lib import Doc, fmt, tx, base_truth, month_end

FAM = "es-santander-summary"
RED = "#EC0000"
MESES = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre",
         "noviembre", "diciembre"]


def gen(rng, start, end, n, tarj):
    days = (end - start).days
    kinds = ["nomina", "alquiler", "luz", "movil", "comision"]
    dates = [start + dt.timedelta(days=rng.randint(25, days)), start + dt.timedelta(days=rng.randint(0, 4)),
             start + dt.timedelta(days=rng.randint(5, 15)), start + dt.timedelta(days=rng.randint(1, 20)),
             end]
    pool = ["compra"] * 9 + ["bizum_e", "bizum_r", "cajero", "transf_r", "transf_e", "seguro", "gimnasio", "movil_pago"]
    while len(kinds) < n:
        kinds.append(rng.choice(pool))
        dates.append(start + dt.timedelta(days=rng.randint(0, days)))
    out = []
    names = ["Maria Lopez Garcia", "Javier Martin Ruiz", "Lucia Fernandez Sanz", "Carlos Navarro Gil", "Ana Romero Vidal"]
    for d, k in sorted(zip(dates, kinds), key=lambda x: x[0]):
        val = d
        if k == "nomina":
            a = rng.randint(165000, 340000)
            lines = [f"Nomina Recibida {rng.choice(['Grupo Logistico Levante S.L.', 'Consultores Iberia S.A.', 'Hospital Quiron Madrid S.A.'])}",
                     f"Concepto: Nomina {MESES[d.month - 1].capitalize()} {d.year}"]
        elif k == "alquiler":
            a = -rng.randint(65000, 120000)
            lines = [f"Transferencia A Favor De {rng.choice(['Inmobiliaria Castellana S.L.', 'Pedro Sanchez Mora'])}",
                     f"Concepto: Alquiler {MESES[d.month - 1]}"]
        elif k == "luz":
            a = -rng.randint(3500, 14000)
            lines = [f"Recibo {rng.choice(['Iberdrola Clientes S.A.U.', 'Endesa Energia S.A.', 'Naturgy Iberia S.A.'])} Nº Recibo 0049{rng.randint(1000000, 9999999)}",
                     f"Ref. Mandato {rng.randint(10**9, 10**10 - 1)}"]
        elif k == "movil":
            a = -rng.choice([1990, 2500, 3290, 4500])
            lines = [f"Recibo {rng.choice(['Telefonica De España S.A.U.', 'Vodafone España S.A.U.', 'Orange Espagne S.A.U.'])} Nº Recibo 0049{rng.randint(1000000, 9999999)}"]
        elif k == "comision":
            a = -rng.choice([0, 300, 600, 1200]) or -300
            lines = ["Comision Mantenimiento"]
        elif k == "compra":
            a = -rng.randint(180, 15000)
            shop = rng.choice(["Mercadona", "Carrefour Express", "El Corte Ingles", "Dia", "Lidl", "Zara",
                               "Farmacia Lda. Perez", "Repsol E.S.", "Restaurante La Taberna", "Primark", "Leroy Merlin",
                               "Amazon.es", "Renfe Viajeros"])
            city = rng.choice(["Madrid", "Alcobendas", "Getafe", "Pozuelo De Alarc", "Valencia"])
            lines = [f"Compra {shop}, {city}, Tarjeta {tarj}, Comision 0,00 Eur"]
            val = d - dt.timedelta(days=rng.randint(0, 2))
            if val < start:
                val = start
        elif k == "bizum_e":
            a = -rng.randint(500, 6000)
            lines = [f"Bizum A Favor De {rng.choice(names)}", f"Concepto {rng.choice(['Cena', 'Regalo', 'Entradas', 'Loteria'])}"]
        elif k == "bizum_r":
            a = rng.randint(500, 8000)
            lines = [f"Bizum De {rng.choice(names)}", f"Concepto {rng.choice(['Cena viernes', 'Gasolina', 'Cumple Ana'])}"]
        elif k == "cajero":
            a = -rng.choice([2000, 5000, 10000, 20000])
            lines = [f"Retirada De Efectivo En Cajero Santander {rng.randint(1000, 9999)}, Tarj. {tarj}"]
        elif k == "transf_r":
            a = rng.randint(2000, 60000)
            lines = [f"Transferencia De {rng.choice(names)}", f"Concepto: {rng.choice(['Devolucion', 'Gastos piso', 'Viaje'])}"]
        elif k == "transf_e":
            a = -rng.randint(2000, 50000)
            lines = [f"Transferencia Inmediata A Favor De {rng.choice(names)}", "Concepto: Traspaso"]
        elif k == "seguro":
            a = -rng.randint(2500, 9000)
            lines = [f"Recibo {rng.choice(['Mapfre España S.A.', 'Mutua Madrileña', 'Santander Seguros'])} Nº Recibo 0049{rng.randint(1000000, 9999999)}"]
        elif k == "gimnasio":
            a = -rng.choice([2990, 3990, 4490])
            lines = [f"Recibo {rng.choice(['Basic Fit Spain S.A.U.', 'Go Fit Life S.L.'])} Nº Recibo 0049{rng.randint(1000000, 9999999)}"]
        else:
            a = -rng.randint(800, 4500)
            lines = [f"Pago Movil En {rng.choice(['Glovo', 'Cabify', 'Uber Eats', 'Just Eat'])}, Madrid, Tarj. :*{tarj[-6:]}"]
        out.append(dict(date=d, val=val, lines=lines, amt=a))
    return out


def build(n, seed):
    rng = random.Random(seed)
    year, month = [(2024, 4), (2024, 10), (2025, 2)][n - 1]
    start = dt.date(year, month, 1)
    end = month_end(year, month)
    ntx = [16, 38, 58][n - 1]
    tarj = f"4940{rng.randint(10, 99)}******{rng.randint(1000, 9999)}"
    opening = rng.randint(300000, 950000)
    txns = gen(rng, start, end, ntx, tarj)
    bal = opening
    for t in txns:
        bal += t["amt"]
        t["bal"] = bal
    closing = bal
    cargos = -sum(t["amt"] for t in txns if t["amt"] < 0)
    abonos = sum(t["amt"] for t in txns if t["amt"] > 0)
    desc = n == 3  # most recent first, like Santander's online movement list
    order = list(reversed(txns)) if desc else txns

    font = ["DejaVu Sans", "Liberation Sans", "TeX Gyre Heros"][n - 1]
    d = Doc(font=font, size=8, margins=(1.0, 1.3, 1.0, 1.3), header_h=1.3, footer_h=1.2)
    W = 21.0 - 2.6
    d.header = d.table([8, W - 8], [[
        {"t": [[d.span("Santander", bold=True, size=18, color=RED)]]},
        {"t": ["Extracto de movimientos", f"Periodo {start.strftime('%d/%m/%Y')} - {end.strftime('%d/%m/%Y')}"],
         "p": {"align": "end", "size": 8.5, "bold": True}}]])
    d.footer = (d.ptxt("Página \x00P\x00 de \x00C\x00", align="end", size=7)
                + d.ptxt("Banco Santander, S.A. Domicilio social: Paseo de Pereda, 9-12, 39004 Santander. R.M. de Cantabria, "
                         "Hoja 286, Folio 64, Libro 5º de Sociedades, Inscripción 1ª. C.I.F. A-39000013.", size=6,
                         color="#666666"))
    d.footer = d.footer.replace("\x00P\x00", d.field_page()).replace("\x00C\x00", d.field_count())
    holder = rng.choice(["LAURA JIMENEZ ORTEGA", "DAVID MORENO CASTILLO", "ELENA RUIZ DELGADO"])
    iban = f"ES{rng.randint(10, 99)} 0049 {rng.randint(1000, 9999)} {rng.randint(10, 99)} {rng.randint(1000000000, 9999999999)}"
    d.add(d.table([W / 2, W / 2], [[
        {"t": ["Titular", holder, f"C/ {rng.choice(['Alcala', 'Princesa', 'Bravo Murillo'])} {rng.randint(2, 190)}, {rng.randint(1, 6)}º {rng.choice('ABCD')}",
               f"280{rng.randint(10, 50)} MADRID"], "p": {"size": 8.5}},
        {"t": ["Cuenta Santander One", f"IBAN {iban}", "BIC BSCHESMMXXX",
               f"Fecha de emisión {(end + dt.timedelta(days=1)).strftime('%d/%m/%Y')}", "Divisa EUR"],
         "p": {"size": 8.5, "align": "end"}}]], after=0.3))
    # one-line summary with several label-value pairs
    summ = (f"Saldo anterior  {fmt(opening, 'de')}      Total cargos  {fmt(cargos, 'de')}      "
            f"Total abonos  {fmt(abonos, 'de')}      Saldo final  {fmt(closing, 'de')}")
    d.add(d.table([W], [[{"t": summ, "p": {"bold": True, "size": 8.5, "align": "center"},
                          "c": {"bg": "#F4F4F4", "borders": {"top": f"1.2pt solid {RED}", "bottom": "0.5pt solid #999999"},
                                "pad": 0.15}}]], after=0.1))
    d.p(f"Número de movimientos: {len(txns)}    Ordenados por fecha {'descendente' if desc else 'ascendente'}", size=7,
        color="#555555", after=0.2)
    widths = [2.0, 2.0, 9.2, 2.6, 2.6]
    hb = {"bottom": f"1pt solid {RED}"}
    hdr = [[{"t": h, "p": {"bold": True, "align": a, "color": RED}, "c": {"borders": hb}}
            for h, a in [("Fecha Operación", "start"), ("Fecha Valor", "start"), ("Concepto", "start"),
                         ("Importe", "end"), ("Saldo", "end")]]]
    rows, truth = [], []
    line = {"bottom": "0.3pt solid #DDDDDD"}
    for t in order:
        rows.append([{"t": t["date"].strftime("%d/%m/%Y"), "c": {"borders": line}},
                     {"t": t["val"].strftime("%d/%m/%Y"), "c": {"borders": line}},
                     {"t": "\n".join(t["lines"]), "c": {"borders": line}},
                     {"t": fmt(t["amt"], "de", sign=True) + " €", "p": {"align": "end"}, "c": {"borders": line}},
                     {"t": fmt(t["bal"], "de", sign=True) + " €", "p": {"align": "end"}, "c": {"borders": line}}])
        truth.append(tx(t["date"], " ".join(t["lines"]), t["amt"], t["bal"], valueDate=t["val"]))
    d.add(d.table(widths, rows, header=hdr))
    d.add(d.table([W], [[{"t": [
        "Información sobre el Fondo de Garantía de Depósitos",
        "Los depósitos en Banco Santander, S.A. están garantizados por el Fondo de Garantía de Depósitos de Entidades de "
        "Crédito hasta 100.000 euros por depositante. Más información en www.fgd.es.",
        f"TAE 0,00 %. Comisión de mantenimiento según condiciones vigentes desde el 01/01/{year}. Si no está conforme con "
        "algún apunte dispone de un plazo de 13 meses para comunicarlo."], "p": {"size": 6.5},
        "c": {"borders": "0.5pt solid #BBBBBB", "pad": 0.12}}]], before=0.4))
    notes = ("Santander España extracto: Fecha Operación | Fecha Valor | Concepto | Importe | Saldo, DD/MM/YYYY, signed "
             "amounts '-45,20 €', running balance on every row; a one-line summary box holds four label-value pairs "
             "(Saldo anterior, Total cargos, Total abonos, Saldo final). Card purchases have a value date up to 2 days "
             "before the operation date.")
    if desc:
        notes += (" Rows are listed NEWEST FIRST (descending dates, as Santander's movement list does): document order "
                  "is reverse chronological, so each printed balance = the balance of the row BELOW it + this row's amount.")
    return d.render(), base_truth(FAM, "Santander", "ES", "es", "bank_account", "EUR", iban.replace(" ", "")[-4:],
                                  start, end, opening, closing, truth, notes)
