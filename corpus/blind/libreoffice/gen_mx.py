"""mx-bbva-cargos: BBVA México estado de cuenta (MAESTRA PYME BBVA), MXN."""
import datetime as dt
import random
from lib import Doc, fmt, tx, base_truth, month_end

FAM = "mx-bbva-cargos"
NAVY = "#072146"
AQUA = "#1973B8"
MES = ["ENE", "FEB", "MAR", "ABR", "MAY", "JUN", "JUL", "AGO", "SEP", "OCT", "NOV", "DIC"]


def D(d):
    return f"{d.day:02d}/{MES[d.month - 1]}"


def build(n, seed):
    rng = random.Random(seed)
    y, m = [(2024, 1), (2024, 5), (2023, 10)][n - 1]
    start, end = dt.date(y, m, 1), month_end(y, m)
    ntx = [16, 40, 62][n - 1]
    days = (end - start).days
    opening = rng.randint(2000000, 40000000)
    banks = ["BANORTE", "SANTANDER", "BANAMEX", "HSBC", "SCOTIABANK", "BANCOPPEL", "STP"]
    clientes = ["COMERCIALIZADORA DEL BAJIO SA DE CV", "GRUPO ALIMENTICIO ROMA SA", "FERRETERIA LA PALMA",
                "DISTRIBUIDORA NORTE SA DE CV", "JUAN CARLOS RAMIREZ LOPEZ"]
    prov = ["PAPELERIA Y OFICINAS DEL CENTRO", "TRANSPORTES HERNANDEZ SA", "MARIA FERNANDA TORRES", "CFE SUMINISTRADOR",
            "INMOBILIARIA POLANCO SA DE CV"]
    items = []
    for _ in range(ntx - 2):
        d = start + dt.timedelta(days=rng.randint(0, days))
        r = rng.random()
        ref = f"{rng.randint(10**9, 10**10 - 1):010d}"
        if r < 0.30:
            b = rng.choice(banks)
            items.append((d, "T20", f"SPEI RECIBIDO{b}", f"{ref} {rng.choice(['PAGO FACTURA', 'PAGO', 'ANTICIPO', 'FACT A'])} {rng.randint(100, 9999)}",
                          f"Ref. {rng.randint(1000000, 9999999)}", rng.randint(300000, 9000000)))
        elif r < 0.52:
            b = rng.choice(banks)
            items.append((d, "T17", f"SPEI ENVIADO {b}", f"{ref} {rng.choice(['PAGO PROVEEDOR', 'RENTA', 'NOMINA', 'FLETE'])} {rng.choice(prov)}",
                          f"Ref. {rng.randint(1000000, 9999999)}", -rng.randint(200000, 6000000)))
        elif r < 0.62:
            items.append((d, "N06", "PAGO CUENTA DE TERCERO", f"BNET {rng.randint(10**9, 10**10 - 1)} {rng.choice(prov)}",
                          f"Ref. {rng.randint(1000000, 9999999)}", -rng.randint(100000, 2500000)))
        elif r < 0.72:
            items.append((d, "C02", "DEPOSITO EN EFECTIVO", f"SUC {rng.randint(1000, 9999)} {rng.choice(['LEON', 'IRAPUATO', 'CELAYA'])}",
                          f"Folio {rng.randint(100000, 999999)}", rng.randint(200000, 5000000)))
        elif r < 0.80:
            items.append((d, "AA2", "RETIRO CAJERO AUTOMATICO", f"{rng.choice(['LEON CENTRO', 'PLAZA MAYOR', 'BLVD LOPEZ MATEOS'])}",
                          f"Folio {rng.randint(100000, 999999)}", -rng.choice([100000, 200000, 300000, 500000, 800000])))
        elif r < 0.88:
            items.append((d, "G30", "PAGO CON TARJETA", f"{rng.choice(['OXXO', 'HOME DEPOT MEXICO', 'COSTCO LEON', 'PEMEX ES 0452', 'OFFICE DEPOT'])}",
                          f"RFC {rng.choice(['CCO8605231N4', 'HDM001017AS1', 'PRE0301204R8'])}", -rng.randint(15000, 850000)))
        elif r < 0.94:
            items.append((d, "P14", "SAT", f"PAGO REFERENCIADO {rng.randint(10**11, 10**12 - 1)}",
                          f"Ref. {rng.randint(1000000, 9999999)}", -rng.randint(300000, 4500000)))
        else:
            items.append((d, "Y45", "PAGO TARJETA DE CREDITO", f"TDC {rng.randint(1000, 9999)} BBVA", f"Ref. {rng.randint(1000000, 9999999)}",
                          -rng.randint(200000, 3000000)))
    fee = rng.choice([25000, 34500, 40000])
    items.append((end, "S39", "SERV BANCA INTERNET", "COMISION MENSUAL", f"Ref. {rng.randint(1000000, 9999999)}", -fee))
    items.append((end, "S40", "IVA COM SERV BCA INTERNET", "IVA 16%", f"Ref. {rng.randint(1000000, 9999999)}", -round(fee * 0.16)))
    items.sort(key=lambda t: t[0])
    # balance printed only on the last row of each day
    bal = opening
    rows_t = []
    for i, it in enumerate(items):
        bal += it[5]
        last_of_day = i + 1 == len(items) or items[i + 1][0] != it[0]
        rows_t.append(it + (bal if last_of_day else None,))
    closing = bal
    cargos = [r for r in rows_t if r[5] < 0]
    abonos = [r for r in rows_t if r[5] > 0]

    d = Doc(font=["Liberation Sans", "DejaVu Sans Condensed", "Nimbus Sans"][n - 1], size=7, margins=(0.9, 0.8, 0.9, 0.8),
            header_h=1.3, footer_h=1.4)
    W = 21.0 - 1.6
    acct = f"01{rng.randint(10**7, 10**8 - 1)}"
    cli = f"B{rng.randint(1000000, 9999999)}"
    d.header = d.table([5.0, W - 5.0], [[
        {"t": [[d.span("BBVA", bold=True, size=20, color=NAVY)]]},
        {"t": ["Estado de Cuenta", "MAESTRA PYME BBVA", "PAGINA \x00P\x00 / \x00C\x00",
               f"No. de Cuenta {acct}   No. de Cliente {cli}"], "p": {"align": "end", "size": 7.5}}]])
    d.header = d.header.replace("\x00P\x00", d.field_page()).replace("\x00C\x00", d.field_count())
    d.footer = (d.ptxt("BBVA MÉXICO, S.A., INSTITUCIÓN DE BANCA MÚLTIPLE, GRUPO FINANCIERO BBVA MÉXICO. Av. Paseo de la "
                       "Reforma 510, colonia Juárez, código postal 06600, alcaldía Cuauhtémoc, Ciudad de México. R.F.C. "
                       "BBA830831LJ2", size=5.5, color="#555555")
                + d.ptxt("Estimado Cliente, su Contrato ha sido modificado; consulte las modificaciones en bbva.mx. "
                         "Unidad Especializada de Atención a Usuarios (UNE): 55 1998 8039. CONDUSEF: 55 5340 0999.",
                         size=5.5, color="#555555"))
    name = rng.choice(["SOLUCIONES INDUSTRIALES DEL BAJIO SA DE CV", "ABARROTES LA ESPERANZA SA DE CV",
                       "TALLERES MECANICOS GARCIA SC"])
    clabe = f"012{rng.randint(100, 999)}{acct}{rng.randint(10, 99)}"
    d.add(d.table([W / 2, W / 2], [[
        {"t": [name, f"BLVD ADOLFO LOPEZ MATEOS {rng.randint(100, 3999)}", f"COL {rng.choice(['CENTRO', 'JARDINES DEL MORAL', 'OBREGON'])}",
               "LEON GUANAJUATO", f"CP {rng.randint(37000, 37599)}"], "p": {"size": 8}},
        {"xml": d.table([3.2, W / 2 - 3.4], [[lab, val] for lab, val in [
            ("Periodo", f"DEL {start.strftime('%d/%m/%Y')} AL {end.strftime('%d/%m/%Y')}"),
            ("Fecha de Corte", end.strftime("%d/%m/%Y")), ("No. de Cuenta", acct), ("No. de Cliente", cli),
            ("R.F.C", f"{rng.choice(['SIB', 'ALE', 'TMG'])}{rng.randint(100000, 999999)}{rng.choice(['AB1', 'K52', 'Q9A'])}"),
            ("No. Cuenta CLABE", clabe), ("SUCURSAL", f"{rng.randint(100, 9999)} LEON PLAZA"), ("PLAZA", "LEON GTO")]])}]],
        after=0.2))
    d.add(d.table([W * 0.6, W * 0.4], [[
        {"t": [[d.span("Información Financiera", bold=True, size=9, color=NAVY)]]},
        {"t": "MONEDA NACIONAL", "p": {"align": "end", "bold": True}}]], after=0.1))
    avg = opening + (closing - opening) // 2
    rend = [("Saldo Promedio", fmt(avg, "en")), ("Días del Periodo", str(days + 1)), ("Tasa Bruta Anual", "0.000"),
            ("Monto de Intereses del Periodo", "0.00"), ("ISR Retenido", "0.00"), ("Comisiones", fmt(fee + round(fee * 0.16), "en"))]
    comp = [("Saldo de Liquidación Inicial", "", fmt(opening, "en")), ("Saldo de Operación Inicial", "", fmt(opening, "en")),
            ("Depósitos / Abonos (+)", str(len(abonos)), fmt(sum(r[5] for r in abonos), "en")),
            ("Retiros / Cargos (-)", str(len(cargos)), fmt(-sum(r[5] for r in cargos), "en")),
            ("Saldo Final (+)", "", fmt(closing, "en")), ("Saldo de Operación Final", "", fmt(closing, "en")),
            ("Saldo Promedio Mínimo Mensual", "", fmt(min(opening, closing) // 2, "en"))]
    box = {"borders": f"0.6pt solid {AQUA}", "pad": 0.1}
    d.add(d.table([W * 0.42, 0.3, W * 0.58 - 0.3], [[
        {"xml": d.ptxt("Rendimiento", bold=True, color=AQUA) + d.table([5.0, W * 0.42 - 5.4],
                 [[a, {"t": b, "p": {"align": "end"}}] for a, b in rend]), "c": box}, "",
        {"xml": d.ptxt("Comportamiento", bold=True, color=AQUA) + d.table([5.2, 1.2, W * 0.58 - 7.1],
                 [[a, {"t": b, "p": {"align": "end"}}, {"t": c, "p": {"align": "end"}}] for a, b, c in comp]), "c": box}]],
        after=0.2))
    d.p(f"GAT Nominal 0.00% GAT Real -{rng.choice(['4.21', '4.55', '3.98'])}% Antes de impuestos. Para fines informativos y "
        f"de comparación. Fecha de cálculo: {start.strftime('%d/%m/%Y')}. Vigencia: {end.strftime('%d/%m/%Y')}.", size=6,
        after=0.25)
    d.p("Detalle de Movimientos Realizados", bold=True, size=9, color=NAVY, after=0.1)
    widths = [1.15, 1.15, 5.7, 2.9, 2.1, 2.1, 2.15, 2.15]
    hb = {"bottom": f"0.8pt solid {NAVY}"}
    h1 = [{"t": "FECHA", "span": 2, "p": {"bold": True, "align": "center"}}, "", "", "", "",
          {"t": "SALDO", "span": 2, "p": {"bold": True, "align": "center"}}]
    h2 = [{"t": h, "p": {"bold": True, "align": a}, "c": {"borders": hb}}
          for h, a in [("OPER", "start"), ("LIQ", "start"), ("COD. DESCRIPCIÓN", "start"), ("REFERENCIA", "start"),
                       ("CARGOS", "end"), ("ABONOS", "end"), ("OPERACIÓN", "end"), ("LIQUIDACIÓN", "end")]]
    rows, truth = [], []
    ln = {"bottom": "0.3pt solid #DDDDDD"}
    for dd, cod, l1, l2, ref, a, b in rows_t:
        liq = dd
        rows.append([{"t": D(dd), "c": {"borders": ln}}, {"t": D(liq), "c": {"borders": ln}},
                     {"t": f"{cod} {l1}\n{l2}", "c": {"borders": ln}}, {"t": ref, "c": {"borders": ln}},
                     {"t": fmt(a, "en") if a < 0 else "", "p": {"align": "end"}, "c": {"borders": ln}},
                     {"t": fmt(a, "en") if a > 0 else "", "p": {"align": "end"}, "c": {"borders": ln}},
                     {"t": fmt(b, "en") if b is not None else "", "p": {"align": "end"}, "c": {"borders": ln}},
                     {"t": fmt(b, "en") if b is not None else "", "p": {"align": "end"}, "c": {"borders": ln}}])
        truth.append(tx(dd, f"{l1} {l2}", a, b, postDate=liq, typeCode=cod))
    d.add(d.table(widths, rows, header=[h1, h2]))
    tot = [["TOTAL IMPORTE CARGOS", {"t": fmt(-sum(r[5] for r in cargos), "en"), "p": {"align": "end"}},
            "TOTAL MOVIMIENTOS CARGOS", {"t": str(len(cargos)), "p": {"align": "end"}}],
           ["TOTAL IMPORTE ABONOS", {"t": fmt(sum(r[5] for r in abonos), "en"), "p": {"align": "end"}},
            "TOTAL MOVIMIENTOS ABONOS", {"t": str(len(abonos)), "p": {"align": "end"}}]]
    d.p("Total de Movimientos", bold=True, size=8.5, color=NAVY, before=0.3, keep=True)
    d.add(d.table([5.0, 3.0, 5.0, 1.5], tot))
    d.p("Cuadro resumen y gráfico de movimientos del período, comisiones cobradas y cargos objetados: sin cargos objetados "
        "en el período. Si desea recibir pagos a través de transferencias electrónicas de fondos interbancarias, deberá "
        f"proporcionar la CLABE {clabe}.", size=6, before=0.3)
    notes = ("BBVA México 'MAESTRA PYME BBVA' estado de cuenta: FECHA OPER / LIQ as DD/MMM with Spanish month abbreviations "
             "(05/ENE), 'COD. DESCRIPCIÓN' with a 3-character operation code (in typeCode, not in the description), a "
             "REFERENCIA column (not part of the description), CARGOS / ABONOS columns and TWO balance columns (SALDO "
             "OPERACIÓN and LIQUIDACIÓN) printed only on the last row of each day (balance null elsewhere; both "
             "columns equal here). Descriptions are 2 lines. 'Comportamiento' summary box (Saldo de Liquidación Inicial, "
             "Depósitos / Abonos (+) count+total, Retiros / Cargos (-) count+total, Saldo Final (+)), 'Rendimiento' box "
             "and 'Total de Movimientos' box are not transactions. postDate = LIQ date.")
    return d.render(), base_truth(FAM, "BBVA MÉXICO", "MX", "es", "bank_account", "MXN", acct[-4:], start, end,
                                  opening, closing, truth, notes)
