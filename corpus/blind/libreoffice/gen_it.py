"""it-intesa-addebiti: Intesa Sanpaolo estratto conto (Italia, EUR) with competenze/riassunto scalare tables."""
import datetime as dt
import random
from lib import Doc, fmt, tx, base_truth, month_end

FAM = "it-intesa-addebiti"
BLUE = "#1B4F8C"
MESI = ["GENNAIO", "FEBBRAIO", "MARZO", "APRILE", "MAGGIO", "GIUGNO", "LUGLIO", "AGOSTO", "SETTEMBRE", "OTTOBRE",
        "NOVEMBRE", "DICEMBRE"]


def D(d):
    return d.strftime("%d.%m.%Y")


def gen(rng, start, end, n, carta):
    days = (end - start).days
    kinds, dates = [], []
    m = start
    while m <= end:  # monthly fixed items
        me = month_end(m.year, m.month)
        kinds += ["stip", "canone", "enel"]
        dates += [dt.date(m.year, m.month, 27), me, dt.date(m.year, m.month, rng.randint(8, 18))]
        m = me + dt.timedelta(days=1)
    pool = ["pos"] * 9 + ["prel", "bon_e", "bon_r", "sdd_tim", "f24", "ricarica"]
    while len(kinds) < n:
        kinds.append(rng.choice(pool))
        dates.append(start + dt.timedelta(days=rng.randint(0, days - 1)))
    out = []
    for d, k in sorted(zip(dates, kinds), key=lambda x: x[0]):
        val = d
        if k == "stip":
            a = rng.randint(160000, 290000)
            lines = ["ACCREDITO BEU CON CONTABILE STIPENDIO", f"DISPOSTO DA: {rng.choice(['FERRERO LOGISTICA SRL', 'COMUNE DI TORINO', 'ALFA MECCANICA SPA'])}",
                     f"NOTE: STIPENDIO {MESI[d.month - 1]} {d.year}"]
            val = d - dt.timedelta(days=1)
        elif k == "canone":
            a = -rng.choice([700, 900, 500])
            lines = [f"CANONE MENSILE XME CONTO {MESI[d.month - 1]} {d.year}"]
        elif k == "enel":
            a = -rng.randint(4000, 16000)
            lines = [f"ADDEBITO DIRETTO SDD {rng.choice(['ENEL ENERGIA SPA', 'IREN MERCATO SPA', 'A2A ENERGIA SPA'])}",
                     f"CID.IT{rng.randint(10, 99)}ZZZ{rng.randint(100000, 999999)} MAN.{rng.randint(10**8, 10**9 - 1)}",
                     f"FATTURA N. {rng.randint(10**9, 10**10 - 1)}"]
        elif k == "pos":
            a = -rng.randint(300, 14000)
            shop = rng.choice(["ESSELUNGA", "CARREFOUR MARKET", "COOP", "CONAD", "EUROSPIN", "FARMACIA CENTRALE",
                               "IPERCOOP", "AUTOGRILL", "DECATHLON", "MEDIAWORLD", "TRENITALIA", "BAR SPORT"])
            lines = [f"PAGAMENTO POS {fmt(-a, 'de')} EUR DEL {(d - dt.timedelta(days=1)).strftime('%d.%m.%Y')}",
                     f"A (ITA) {shop} {rng.choice(['TORINO', 'MILANO', 'MONCALIERI', 'RIVOLI'])} CARTA N. {carta}"]
        elif k == "prel":
            a = -rng.choice([5000, 10000, 15000, 25000])
            lines = [f"PRELIEVO CARTA {carta} ATM INTESA SANPAOLO", f"DEL {d.strftime('%d.%m.%Y')} FIL. {rng.randint(1000, 9999)}"]
        elif k == "bon_e":
            a = -rng.randint(3000, 70000)
            lines = [f"BONIFICO DA VOI DISPOSTO A FAVORE DI {rng.choice(['ROSSI MARCO', 'CONDOMINIO VIA ROMA 12', 'BIANCHI GIULIA'])}",
                     f"NOTE: {rng.choice(['RATA CONDOMINIO', 'AFFITTO', 'RIMBORSO SPESE'])} COMM. 0,00"]
        elif k == "bon_r":
            a = rng.randint(2000, 60000)
            lines = [f"BONIFICO A VOSTRO FAVORE DISPOSTO DA {rng.choice(['VERDI LUCA', 'INPS', 'AGENZIA DELLE ENTRATE'])}",
                     f"NOTE: {rng.choice(['RIMBORSO', 'REGALO', 'RIMBORSO 730'])}"]
        elif k == "sdd_tim":
            a = -rng.choice([2990, 3490, 2490])
            lines = [f"ADDEBITO DIRETTO SDD {rng.choice(['TIM SPA', 'FASTWEB SPA', 'WIND TRE SPA'])}",
                     f"CID.IT{rng.randint(10, 99)}ZZZ{rng.randint(100000, 999999)} MAN.{rng.randint(10**8, 10**9 - 1)}"]
        elif k == "f24":
            a = -rng.randint(5000, 60000)
            lines = ["PAGAMENTO DELEGA F24 VIA INTERNET", f"PROTOCOLLO {rng.randint(10**14, 10**15 - 1)}"]
        else:
            a = -rng.choice([1000, 1500, 2000, 2500])
            lines = [f"RICARICA TELEFONICA {rng.choice(['TIM', 'VODAFONE', 'ILIAD'])} NUM. 3{rng.randint(10**8, 10**9 - 1)}"]
        out.append(dict(date=d, val=val, lines=lines, amt=a))
    return out


def build(n, seed):
    rng = random.Random(seed)
    if n == 3:
        start, end = dt.date(2024, 1, 1), dt.date(2024, 3, 31)  # quarterly statement
    else:
        y, m = [(2024, 5), (2023, 9)][n - 1]
        start, end = dt.date(y, m, 1), month_end(y, m)
    ntx = [14, 36, 64][n - 1]
    carta = f"*{rng.randint(1000, 9999)}"
    opening = rng.randint(150000, 900000)
    txns = gen(rng, start, end, ntx, carta)
    # competenze di chiusura (posted on the last day) detailed in the Riepilogo table
    avg = opening + sum(t["amt"] for t in txns) // 2
    days = (end - start).days + 1
    int_cred = max(1, avg * 10 // 10000 * days // 365)  # 0.10% p.a., cents
    ritenuta = int_cred * 26 // 100
    bollo = 855 if n == 3 else 285
    spese = [("Interessi creditori", int_cred), ("Ritenuta fiscale 26%", -ritenuta), ("Imposta di bollo", -bollo)]
    comp = sum(v for _, v in spese)
    txns.append(dict(date=end, val=end, lines=[f"COMPETENZE DI CHIUSURA AL {D(end)}", "VEDI RIEPILOGO COMPETENZE"],
                     amt=comp))
    closing = opening + sum(t["amt"] for t in txns)
    add = -sum(t["amt"] for t in txns if t["amt"] < 0)
    acc = sum(t["amt"] for t in txns if t["amt"] > 0)

    font = ["Nimbus Sans", "Liberation Serif", "Nimbus Sans Narrow"][n - 1]
    d = Doc(font=font, size=8.5, margins=(1.0, 1.2, 1.0, 1.2), header_h=1.5, footer_h=1.0)
    W = 21.0 - 2.4
    conto = f"1000/{rng.randint(10**7, 10**8 - 1)}"
    d.header = d.table([7.5, W - 7.5], [[
        {"t": [[d.span("INTESA ", bold=True, size=15, color=BLUE), d.span("SANPAOLO", size=15, color=BLUE)]]},
        {"t": [f"ESTRATTO CONTO AL {D(end)}", f"Conto corrente n. {conto}",
               "Pagina \x00P\x00 di \x00C\x00"], "p": {"align": "end", "size": 8}}]])
    d.header = d.header.replace("\x00P\x00", d.field_page()).replace("\x00C\x00", d.field_count())
    d.footer = d.ptxt("Intesa Sanpaolo S.p.A. Sede legale: Piazza San Carlo, 156 10121 Torino. Capitale Sociale "
                      "Euro 10.368.870.930,08. Registro delle Imprese di Torino e Codice Fiscale 00799960158. "
                      "Aderente al Fondo Interbancario di Tutela dei Depositi e al Fondo Nazionale di Garanzia.",
                      size=6, color="#666666")
    holder = rng.choice(["ROSSI ALESSANDRO", "FERRARI CHIARA", "ESPOSITO MATTEO"])
    d.add(d.table([W * 0.55, W * 0.45], [[
        {"t": [f"Filiale {rng.choice(['TORINO 12', 'MILANO 07', 'MONCALIERI'])} - Via Roma {rng.randint(1, 200)}",
               f"IBAN IT{rng.randint(10, 99)} {rng.choice('ABCDX')}030 6909 {rng.randint(1000, 9999)} {rng.randint(1000, 9999)} {rng.randint(1000, 9999)} {rng.randint(100, 999)}",
               f"Periodo dal {D(start)} al {D(end)}", "Divisa EUR"], "p": {"size": 8}},
        {"t": ["Gentile Cliente", holder, f"VIA {rng.choice(['NIZZA', 'GARIBALDI', 'CAVOUR'])} {rng.randint(1, 99)}",
               "10126 TORINO TO"], "p": {"size": 9.5}, "c": {"pad": 0.15}}]], after=0.3))
    d.add(d.table([W], [[{"t": "XME Conto: con l'app Intesa Sanpaolo Mobile controlli i movimenti in tempo reale. "
                                "Dal 01.07.2024 nuove condizioni per i bonifici istantanei: commissione 0,00 euro.",
                          "p": {"size": 7, "italic": True}, "c": {"bg": "#E9F0F8", "pad": 0.12}}]], after=0.3))
    d.p("ELENCO MOVIMENTI", bold=True, size=9.5, color=BLUE, after=0.1)
    widths = [1.9, 1.9, 2.3, 2.3, W - 8.4]
    hb = {"bottom": f"0.9pt solid {BLUE}", "top": f"0.9pt solid {BLUE}"}
    hdr = [[{"t": h, "p": {"bold": True, "align": a, "size": 7.5}, "c": {"borders": hb}}
            for h, a in [("Data contabile", "start"), ("Data valuta", "start"), ("Addebiti", "end"),
                         ("Accrediti", "end"), ("Descrizione delle operazioni", "start")]]]
    prev = start - dt.timedelta(days=1)
    rows = [[D(prev), "", "", {"t": fmt(opening, "de"), "p": {"align": "end", "bold": True}},
             {"t": "SALDO INIZIALE", "p": {"bold": True}}]]
    truth = []
    for t in txns:
        rows.append([D(t["date"]), D(t["val"]),
                     {"t": fmt(t["amt"], "de") if t["amt"] < 0 else "", "p": {"align": "end"}},
                     {"t": fmt(t["amt"], "de") if t["amt"] > 0 else "", "p": {"align": "end"}},
                     {"t": "\n".join(t["lines"])}])
        truth.append(tx(t["date"], " ".join(t["lines"]), t["amt"], None, valueDate=t["val"]))
    tb = {"top": "0.6pt solid #000000"}
    rows.append([{"t": "", "c": {"borders": tb}}, {"t": "", "c": {"borders": tb}},
                 {"t": fmt(add, "de"), "p": {"align": "end", "bold": True}, "c": {"borders": tb}},
                 {"t": fmt(acc, "de"), "p": {"align": "end", "bold": True}, "c": {"borders": tb}},
                 {"t": "TOTALE MOVIMENTI", "p": {"bold": True}, "c": {"borders": tb}}])
    rows.append([D(end), "", "", {"t": fmt(closing, "de"), "p": {"align": "end", "bold": True}},
                 {"t": "SALDO FINALE", "p": {"bold": True}}])
    d.add(d.table(widths, rows, header=hdr))
    # Riepilogo competenze (not transactions)
    d.p("RIEPILOGO COMPETENZE DI CHIUSURA", bold=True, size=9.5, color=BLUE, before=0.5, after=0.1, keep=True)
    rr = [[{"t": h, "p": {"bold": True, "align": a}, "c": {"borders": {"bottom": "0.6pt solid #000000"}}}
           for h, a in [("Voce", "start"), ("Periodo", "start"), ("Tasso", "end"), ("Importo", "end")]]]
    for lab, v in spese:
        rr.append([lab, f"{D(start)} - {D(end)}", {"t": "0,100%" if "Interessi" in lab else "", "p": {"align": "end"}},
                   {"t": ("-" if v < 0 else "") + fmt(v, "de"), "p": {"align": "end"}}])
    rr.append([{"t": "Totale competenze", "p": {"bold": True}}, f"valuta {D(end)}", "",
               {"t": ("-" if comp < 0 else "") + fmt(comp, "de"), "p": {"align": "end", "bold": True}}])
    d.add(d.table([7.0, 5.0, 2.5, 3.0], rr))
    # Riassunto scalare (not transactions): balance by value date
    d.p("RIASSUNTO SCALARE", bold=True, size=9.5, color=BLUE, before=0.5, after=0.1, keep=True)
    bal = opening
    byval = {}
    for t in sorted(txns, key=lambda t: t["val"]):
        bal += t["amt"]
        byval[t["val"]] = bal
    keys = sorted(byval)[:: max(1, len(byval) // 6)][:6]
    sr = [[{"t": h, "p": {"bold": True, "align": "end" if i else "start"}, "c": {"borders": {"bottom": "0.6pt solid #000000"}}}
           for i, h in enumerate(["Data valuta", "Saldo per valuta", "Giorni", "Numeri creditori"])]]
    for i, k in enumerate(keys):
        nxt = keys[i + 1] if i + 1 < len(keys) else end + dt.timedelta(days=1)
        g = (nxt - k).days
        sr.append([D(k), {"t": fmt(byval[k], "de"), "p": {"align": "end"}}, {"t": str(g), "p": {"align": "end"}},
                   {"t": f"{byval[k] // 100 * g:,}".replace(",", "."), "p": {"align": "end"}}])
    d.add(d.table([3.5, 4.0, 2.0, 4.0], sr))
    d.p("Eventuali reclami possono essere presentati entro 60 giorni dalla data di ricezione dell'estratto conto "
        "(art. 119 D.Lgs. 385/93). Decorso tale termine l'estratto si intende approvato.", size=6.5, before=0.4,
        color="#444444")
    notes = ("Intesa Sanpaolo estratto conto; column order Data contabile | Data valuta | Addebiti | Accrediti | "
             "Descrizione (amounts BEFORE the description), DD.MM.YYYY dates, Italian numbers 1.234,56; SALDO INIZIALE "
             "and SALDO FINALE rows and a TOTALE MOVIMENTI row inside the table; no running balance. 'COMPETENZE DI "
             "CHIUSURA' is a posted transaction (net of the Riepilogo competenze table); the Riepilogo competenze and "
             "Riassunto scalare tables (dates and amounts) are NOT transactions. POS descriptions contain the purchase "
             "amount and date ('PAGAMENTO POS 45,20 EUR DEL ...').")
    if n == 3:
        notes += " Quarterly statement (January-March)."
    return d.render(), base_truth(FAM, "Intesa Sanpaolo", "IT", "it", "bank_account", "EUR", conto[-4:],
                                  start, end, opening, closing, truth, notes)
