"""fr-bnp-releve: BNP Paribas relevé de compte chèques (France, EUR)."""
import datetime as dt
import random
from lib import Doc, fmt, tx, base_truth, month_end

FAM = "fr-bnp-releve"
GREEN = "#00915A"
MOIS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
        "novembre", "décembre"]

SHOPS = ["CARREFOUR CITY", "MONOPRIX", "FRANPRIX", "BOULANGERIE PAUL", "PHARMACIE DU MARCHE", "FNAC", "DECATHLON",
         "LECLERC", "INTERMARCHE", "SNCF INTERNET", "TOTALENERGIES", "PICARD SURGELES", "LA POSTE", "CASINO SHOP",
         "LIDL", "BIOCOOP", "CINEMA PATHE", "AMAZON PAYMENTS", "UBER EATS", "IKEA"]
CITIES = ["LYON", "VILLEURBANNE", "PARIS", "CALUIRE ET CU", "BRON", "ECULLY", "LYON 03", "LYON 07"]


def fdate(d):
    return d.strftime("%d.%m")


def gen_txns(rng, start, end, n, card):
    out = []
    days = (end - start).days
    # fixed monthly items
    fixed = [
        ("salary", start + dt.timedelta(days=rng.randint(24, min(27, days)))),
        ("rent", start + dt.timedelta(days=rng.randint(1, 5))),
        ("edf", start + dt.timedelta(days=rng.randint(5, 12))),
        ("mobile", start + dt.timedelta(days=rng.randint(3, 20))),
        ("fees", start + dt.timedelta(days=rng.randint(1, 4))),
    ]
    kinds = [k for k, _ in fixed]
    dates = [d for _, d in fixed]
    pool = ["card"] * 10 + ["dab"] * 2 + ["chq"] * 2 + ["vir_emis", "vir_recu", "remise", "prlv_ins", "loan", "caf"]
    while len(kinds) < n:
        k = rng.choice(pool)
        if k in ("caf", "loan", "remise") and k in kinds:
            continue
        kinds.append(k)
        dates.append(start + dt.timedelta(days=rng.randint(0, days)))
    items = sorted(zip(dates, range(len(kinds)), kinds))
    chq = rng.randint(1200000, 9800000)
    for d, _, k in items:
        val = d
        if k == "salary":
            amt = rng.randint(210000, 385000)
            lines = [f"VIR SEPA RECU /DE {rng.choice(['SAS TECHNOLOR', 'SARL RHONE LOGISTIQUE', 'CENTRE HOSPITALIER ST JOSEPH', 'MAIRIE DE LYON'])}",
                     f"/MOTIF SALAIRE {MOIS[d.month - 1].upper()} {d.year} /REF {rng.randint(10**9, 10**10 - 1)}"]
        elif k == "rent":
            amt = -rng.randint(68000, 112000)
            lines = ["VIR SEPA EMIS /MOTIF LOYER /BEN SCI LES TILLEULS",
                     f"/REFDO {rng.randint(10000, 99999)} /REFBEN LOYER {MOIS[d.month - 1].upper()}"]
        elif k == "edf":
            amt = -rng.randint(4500, 16000)
            lines = ["PRLV SEPA EDF CLIENTS PARTICULIERS",
                     f"ECH/{d.strftime('%d%m%y')} ID EMETTEUR/FR{rng.randint(10, 99)}ZZZ{rng.randint(100000, 999999)}",
                     f"MDT/{rng.randint(10**11, 10**12 - 1)} REF/FACTURE {rng.randint(10**7, 10**8 - 1)}"]
        elif k == "mobile":
            amt = -rng.choice([1599, 1999, 2499, 3599])
            lines = [f"PRLV SEPA {rng.choice(['FREE MOBILE', 'SFR', 'BOUYGUES TELECOM', 'ORANGE SA'])}",
                     f"ECH/{d.strftime('%d%m%y')} ID EMETTEUR/FR{rng.randint(10, 99)}ZZZ{rng.randint(100000, 999999)}",
                     f"MDT/FM-{rng.randint(1000000, 9999999)} REF/{d.strftime('%Y%m')}-{rng.randint(100, 999)}"]
        elif k == "fees":
            amt = -rng.choice([750, 895, 1090, 1230])
            lines = ["COMMISSIONS COTISATION ESPRIT LIBRE", f"REFERENCE {rng.randint(10**8, 10**9 - 1)}"]
        elif k == "card":
            buy = max(start - dt.timedelta(days=2), d - dt.timedelta(days=rng.randint(1, 3)))
            shop = rng.choice(SHOPS)
            amt = -rng.randint(250, 18000)
            lines = [f"FACTURE CARTE DU {buy.strftime('%d%m%y')} {shop}",
                     f"{rng.choice(CITIES)} CARTE {card}"]
        elif k == "dab":
            amt = -rng.choice([2000, 4000, 5000, 6000, 10000])
            lines = [f"RETRAIT DAB {d.strftime('%d/%m/%y')} {rng.choice(['LYON PART DIEU', 'LYON BELLECOUR', 'VILLEURBANNE GRATTE', 'BRON CENTRE'])}",
                     f"CARTE {card}"]
        elif k == "chq":
            chq += rng.randint(1, 3)
            amt = -rng.randint(2000, 45000)
            lines = [f"CHEQUE N {chq:07d}"]
        elif k == "vir_emis":
            amt = -rng.randint(2000, 60000)
            lines = [f"VIR SEPA EMIS /MOTIF {rng.choice(['REMBOURSEMENT', 'CADEAU', 'VACANCES', 'EPARGNE'])} /BEN {rng.choice(['MME DUBOIS CLAIRE', 'M MARTIN LUC', 'LIVRET A'])}",
                     f"/REFDO {rng.randint(10000, 99999)}"]
        elif k == "vir_recu":
            amt = rng.randint(1500, 50000)
            lines = [f"VIR SEPA RECU /DE {rng.choice(['M BERNARD PAUL', 'CPAM DU RHONE', 'MUTUELLE GENERALE', 'MME PETIT ANNE'])}",
                     f"/MOTIF {rng.choice(['REMBT SOINS', 'PART LOYER', 'REMBOURSEMENT', 'DECOMPTE ' + str(rng.randint(1000, 9999))])}"]
        elif k == "remise":
            amt = rng.randint(3000, 90000)
            lines = [f"REMISE CHEQUES N {rng.randint(1000000, 9999999)} 1 CHQ"]
            val = d + dt.timedelta(days=rng.randint(1, 2))
        elif k == "prlv_ins":
            amt = -rng.randint(1800, 9500)
            lines = [f"PRLV SEPA {rng.choice(['MAAF ASSURANCES', 'MACIF', 'AXA FRANCE IARD', 'CARDIF ASSURANCE VIE'])}",
                     f"ECH/{d.strftime('%d%m%y')} ID EMETTEUR/FR{rng.randint(10, 99)}ZZZ{rng.randint(100000, 999999)}",
                     f"MDT/{rng.randint(10**9, 10**10 - 1)} REF/CONTRAT {rng.randint(10**6, 10**7 - 1)}"]
        elif k == "loan":
            amt = -rng.randint(25000, 95000)
            lines = [f"ECHEANCE PRET N {rng.randint(10**10, 10**11 - 1)}", "DONT CAP. ET INT. SELON TABLEAU"]
        else:  # caf
            amt = rng.randint(9000, 32000)
            lines = ["VIR SEPA RECU /DE CAF DU RHONE", f"/MOTIF PRESTATIONS {MOIS[(d.month - 2) % 12].upper()}"]
        if val > end:
            val = end
        out.append(dict(date=d, val=val, lines=lines, amt=amt))
    return out


def build(n, seed):
    rng = random.Random(seed)
    year, month = [(2024, 3), (2024, 7), (2023, 11)][n - 1]
    start = dt.date(year, month, 1)
    end = month_end(year, month)
    prev_end = start - dt.timedelta(days=1)
    ntx = [18, 42, 66][n - 1]
    card = f"4974XXXXXXXX{rng.randint(1000, 9999)}"
    acct = f"{rng.randint(10**10, 10**11 - 1):011d}"
    opening = rng.randint(60000, 420000) if n != 3 else rng.randint(20000, 60000)
    txns = gen_txns(rng, start, end, ntx, card)
    if n == 3:  # make the month end overdrawn: add a large debit near the end
        txns.append(dict(date=end - dt.timedelta(days=1), val=end - dt.timedelta(days=1),
                         lines=["VIR SEPA EMIS /MOTIF ACOMPTE TRAVAUX /BEN SARL RENOV 69",
                                f"/REFDO {rng.randint(10000, 99999)} /REFBEN DEVIS 2023-118"],
                         amt=-(opening + sum(t["amt"] for t in txns) + rng.randint(15000, 60000))))
    txns.sort(key=lambda t: t["date"])
    closing = opening + sum(t["amt"] for t in txns)
    deb = -sum(t["amt"] for t in txns if t["amt"] < 0)
    cre = sum(t["amt"] for t in txns if t["amt"] > 0)

    font = ["Liberation Sans", "DejaVu Sans Condensed", "Liberation Sans Narrow"][n - 1]
    fs = [8.5, 8, 9][n - 1]
    d = Doc(font=font, size=fs, margins=(1.0, 1.4, 1.0, 1.6), header_h=1.6, footer_h=1.1)
    W = 21.0 - 3.0
    per = f"du {start.day}{'er' if start.day == 1 else ''} {MOIS[start.month - 1]} {start.year} au {end.day} {MOIS[end.month - 1]} {end.year}"
    d.header = d.table([9.0, W - 9.0], [[
        {"t": [[d.span("BNP PARIBAS", bold=True, size=17, color=GREEN)],
               [d.span("La banque d'un monde qui change", italic=True, size=7.5, color=GREEN)]]},
        {"t": ["RELEVE DE COMPTE CHEQUES", per,
               "P. " + "\x00PAGE\x00" + " / " + "\x00COUNT\x00"], "p": {"align": "end", "bold": True, "size": 9}},
    ]])
    d.header = d.header.replace("\x00PAGE\x00", d.field_page()).replace("\x00COUNT\x00", d.field_count())
    d.footer = (d.ptxt("BNP Paribas SA au capital de 2 294 954 818 € - Siège social : 16 bd des Italiens 75009 Paris - "
                       "662 042 449 RCS Paris - ORIAS n° 07 022 735 - www.mabanque.bnpparibas", size=6, align="center",
                       color="#555555")
                + d.ptxt(f"Réf : {rng.randint(100000, 999999)}/{acct[-5:]}/RLV{start.strftime('%m%y')}", size=6,
                         align="end", color="#555555"))
    # page 1 address blocks
    holder = rng.choice([("MONSIEUR JEAN-LUC FAURE", "14 RUE DE CREQUI", "69006 LYON"),
                         ("MADAME SOPHIE GIRAUD", "3 AVENUE BERTHELOT", "69007 LYON"),
                         ("M OU MME THOMAS LEROY", "27 RUE DU BOURBONNAIS", "69009 LYON")])
    agence = rng.choice(["LYON CROIX ROUSSE", "LYON MONPLAISIR", "LYON BROTTEAUX"])
    d.add(d.table([8.0, 1.5, W - 9.5], [[
        {"t": [f"BNP PARIBAS {agence}", "12 GRANDE RUE", "69004 LYON", "Tél : 3477 (service gratuit + prix appel)",
               f"Votre conseiller : {rng.choice(['Mme C. ROUX', 'M. A. BENALI', 'Mme L. MOREL'])}"],
         "p": {"size": 7.5}},
        "",
        {"t": list(holder), "p": {"size": 10, "before": 0.0}, "c": {"pad": 0.2}},
    ]], after=0.3))
    if n != 2:
        d.add(d.table([W], [[{"t": ["NOUVEAU : vos relevés en ligne, disponibles 10 ans dans votre espace client.",
                                    f"Frais d'opposition chèque : 16,00 € par opposition depuis le 01.01.{year}. "
                                    "Détail dans le guide des conditions et tarifs en agence."],
                              "p": {"size": 7, "italic": True}, "c": {"bg": "#E8F4EE", "pad": 0.15}}]], after=0.3))
    rib = f"30004 {rng.randint(10000, 99999)} {acct} {rng.randint(10, 99)}"
    d.p(f"RIB : {rib}    IBAN : FR76 3000 4{rng.randint(100, 999)} {rng.randint(1000, 9999)} {acct[:4]} {acct[4:8]} {acct[8:]}{rng.randint(10, 99)}    BIC : BNPAFRPPXXX",
        size=7.5)
    d.p(f"Compte de chèques n° {acct}", bold=True, size=10, before=0.15)
    d.p("Monnaie du compte : EURO", size=8, after=0.15)

    widths = [1.3, 9.9, 1.5, 2.6, 2.7]
    hb = {"top": "0.8pt solid #000000", "bottom": "0.8pt solid #000000"}
    hdr = [[{"t": h, "p": {"bold": True, "align": a}, "c": {"borders": hb, "bg": "#EDEDED"}}
            for h, a in [("Date", "start"), ("Nature des opérations", "start"), ("Valeur", "center"),
                         ("Débit", "end"), ("Crédit", "end")]]]
    rows = []
    bal_line = {"bottom": "0.4pt dotted #888888"}
    rows.append([{"t": ""}, {"t": f"SOLDE CREDITEUR AU {prev_end.strftime('%d.%m.%Y')}", "p": {"bold": True}},
                 "", "", {"t": fmt(opening, "fr"), "p": {"bold": True, "align": "end"}}])
    truth = []
    for t in txns:
        deb_s = fmt(t["amt"], "fr") if t["amt"] < 0 else ""
        cre_s = fmt(t["amt"], "fr") if t["amt"] > 0 else ""
        rows.append([{"t": fdate(t["date"]), "c": {"borders": bal_line}},
                     {"t": "\n".join(t["lines"]), "c": {"borders": bal_line}},
                     {"t": fdate(t["val"]), "p": {"align": "center"}, "c": {"borders": bal_line}},
                     {"t": deb_s, "p": {"align": "end"}, "c": {"borders": bal_line}},
                     {"t": cre_s, "p": {"align": "end"}, "c": {"borders": bal_line}}])
        truth.append(tx(t["date"], " ".join(t["lines"]), t["amt"], None, valueDate=t["val"]))
    tb = {"top": "0.8pt solid #000000"}
    rows.append([{"t": ""}, {"t": "TOTAL DES OPERATIONS", "p": {"bold": True}, "c": {"borders": tb}},
                 {"t": "", "c": {"borders": tb}},
                 {"t": fmt(deb, "fr"), "p": {"bold": True, "align": "end"}, "c": {"borders": tb}},
                 {"t": fmt(cre, "fr"), "p": {"bold": True, "align": "end"}, "c": {"borders": tb}}])
    if closing >= 0:
        rows.append(["", {"t": f"SOLDE CREDITEUR AU {end.strftime('%d.%m.%Y')}", "p": {"bold": True}}, "", "",
                     {"t": fmt(closing, "fr"), "p": {"bold": True, "align": "end"}}])
    else:
        rows.append(["", {"t": f"SOLDE DEBITEUR AU {end.strftime('%d.%m.%Y')}", "p": {"bold": True}}, "",
                     {"t": fmt(closing, "fr"), "p": {"bold": True, "align": "end"}}, ""])
    d.add(d.table(widths, rows, header=hdr))
    d.p("", size=4)
    d.add(d.table([W], [[{"t": [
        "Informations",
        "Les opérations effectuées par carte sont datées du jour de leur enregistrement ; la date d'achat figure dans le libellé.",
        f"Montant total des frais bancaires prélevés en {year - 1} : {fmt(rng.randint(4000, 19000), 'fr')} € "
        "(récapitulatif annuel adressé en janvier). Plafond des frais d'incidents : 25,00 € par mois.",
        "En cas de réclamation, contactez votre agence ou le Médiateur auprès de la FBF, CS 151, 75422 Paris Cedex 09.",
    ], "p": {"size": 6.5}, "c": {"borders": "0.5pt solid #999999", "pad": 0.12}}]], before=0.2))
    notes = ("BNP Paribas style relevé: Date | Nature des opérations | Valeur | Débit | Crédit, dates DD.MM without year, "
             "French amounts with space thousands separator, multi-line (2-3 line) operation labels; SOLDE CREDITEUR AU "
             "lines before and after the table, TOTAL DES OPERATIONS line with both totals; no running balance. "
             "Card lines ('FACTURE CARTE DU ddmmyy') carry the purchase date in the label; truth date is the Date column, "
             "valueDate the Valeur column. The table flows over pages with the column header repeated.")
    if closing < 0:
        notes += " The statement ends overdrawn: 'SOLDE DEBITEUR AU' printed in the Débit column (closing negative)."
    truth_d = base_truth(FAM, "BNP PARIBAS", "FR", "fr", "bank_account", "EUR", acct[-4:], start, end,
                         opening, closing, truth, notes)
    return d.render(), truth_d
