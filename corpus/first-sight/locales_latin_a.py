from locales_base import mk

L = []

L.append(mk(
    "en", "Latn",
    [("GB", "GBP", "£", ["comma_dot"]), ("US", "USD", "$", ["comma_dot"]),
     ("IN", "INR", "₹", ["indian", "comma_dot"]), ("AU", "AUD", "$", ["comma_dot"]),
     ("IE", "EUR", "€", ["comma_dot"]), ("SG", "SGD", "S$", ["comma_dot"]),
     ("ZA", "ZAR", "R", ["space_dot", "comma_dot"])],
    "January|February|March|April|May|June|July|August|September|October|November|December",
    "Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec",
    ["{dd}/{mm}/{Y}", "{mm}/{dd}/{Y}", "{dd}-{m}-{yy}", "{d} {M} {Y}", "{dd} {m} {Y}",
     "{M} {d}, {Y}", "{dd} {m}", "{mm}/{dd}", "{dd}/{mm}/{yy}", "{m} {dd}"],
    "statement=Statement of Account|account=Account number|period=Statement period|page=Page|of=of|"
    "date=Date|post=Posting date|value=Value date|desc=Description|amount=Amount|debit=Debit|"
    "credit=Credit|balance=Balance|opening=Opening balance|closing=Closing balance|"
    "bf=Balance brought forward|cf=Balance carried forward|tin=Total money in|tout=Total money out|"
    "dep=Deposits and other credits|wd=Withdrawals and other debits|cr=CR|dr=DR|"
    "card=Credit Card Statement|limit=Credit limit|minpay=Minimum payment due|due=Payment due date|"
    "prev=Previous balance|new=New balance|ccy=Ccy|info=Important information|rate=Rate|fee=Fee|"
    "type=Type|holder=Account holder|ref=Ref|cardno=Card|total=Total|avail=Available credit|"
    "summary=Account summary|interest=Interest",
    "date=Entry|desc=Particulars|amount=Movement|debit=Paid out|credit=Paid in|balance=Running total|"
    "post=Booked|value=Effective",
    "James Carter|Olivia Bennett|Priya Sharma|Liam O'Connor|Grace Thompson|Daniel Wright|"
    "Amelia Hughes|Noah Patel",
    "Tesco Stores|Sainsbury's|Amazon Marketplace|Shell Service Station|Starbucks|Boots Pharmacy|"
    "Uber Trip|Netflix.com|Costa Coffee|Apple Store|Walmart Supercenter|Pret A Manger",
    "London|Manchester|Leeds|Bristol|New York|Chicago|Mumbai|Sydney|Dublin",
    """+S SALARY {emp} {mon} {Y}
+T Faster payment received from {name} ref {ref}
+R Refund {merchant}
+I Credit interest paid
-P Card purchase {merchant} {city} on {dt}
-P Contactless payment {merchant} {city}
-P POS {merchant} card ending {card}
-A Cash withdrawal ATM {city} {dt}
-B Direct debit {merchant} membership {ref}
-B Standing order Council Tax {city} Borough account {ref}
-O Online transfer to {name} ref {ref} rent and utilities for the flat in {city}
-F Monthly account maintenance fee
-F Non-sterling transaction fee
+C Payment received - thank you
-X Interest charged on purchases
-Y Annual card fee""",
    "Please examine this statement carefully and report any discrepancy within 30 days of {date}. "
    "The standard overdraft rate is {rate}% p.a. (variable). Deposits are protected up to {num} per "
    "person. Calls may be recorded.",
    banks="Northgate Bank plc|Harbourline Savings Bank|First Meridian Bank|Kestrel Trust Bank",
))

L.append(mk(
    "de", "Latn",
    [("DE", "EUR", "€", ["dot_comma"]), ("AT", "EUR", "€", ["dot_comma", "space_comma"]),
     ("CH", "CHF", "CHF", ["apos_dot"])],
    "Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember",
    "Jan.|Feb.|März|Apr.|Mai|Juni|Juli|Aug.|Sept.|Okt.|Nov.|Dez.",
    ["{dd}.{mm}.{Y}", "{d}. {M} {Y}", "{dd}.{mm}.", "{dd}.{mm}.{yy}", "{d}. {m} {Y}"],
    "statement=Kontoauszug|account=Kontonummer|period=Zeitraum|page=Seite|of=von|date=Datum|"
    "post=Buchungstag|value=Wertstellung|desc=Verwendungszweck|amount=Betrag|debit=Soll|"
    "credit=Haben|balance=Saldo|opening=Alter Kontostand|closing=Neuer Kontostand|bf=Übertrag|"
    "cf=Übertrag auf nächste Seite|tin=Summe Gutschriften|tout=Summe Belastungen|dep=Gutschriften|"
    "wd=Belastungen|cr=H|dr=S|card=Kreditkartenabrechnung|limit=Kreditrahmen|"
    "minpay=Mindestbetrag|due=Fällig am|prev=Saldo Vormonat|new=Neuer Saldo|ccy=Whg|"
    "info=Wichtige Hinweise|rate=Zinssatz|fee=Entgelt|type=Art|holder=Kontoinhaber|ref=Ref.|"
    "cardno=Karte|total=Summe|avail=Verfügbar|summary=Kontoübersicht|interest=Zinsen",
    "date=Tag|desc=Vorgang|amount=Bewegung|debit=Abgang|credit=Zugang|balance=Stand|post=Gebucht|"
    "value=Valuta",
    "Anna Schmidt|Lukas Weber|Sophie Müller|Jonas Becker|Marie Hoffmann|Felix Schäfer|Lea Koch",
    "REWE Markt|Edeka Center|dm-drogerie markt|Aral Tankstelle|Deutsche Bahn|Lidl|MediaMarkt|"
    "Stadtwerke|Vodafone GmbH|Allianz Versicherung",
    "Berlin|München|Hamburg|Köln|Frankfurt|Wien|Zürich|Leipzig",
    """+S Lohn/Gehalt {emp} {mon} {Y}
+T Gutschrift Überweisung {name} Ref. {ref}
+R Rückerstattung {merchant}
+I Habenzinsen
-P Kartenzahlung {merchant} {city} {dt}
-P girocard {merchant} Karte {card}
-A Bargeldauszahlung Geldautomat {city} {dt}
-B Lastschrift {merchant} Mandat {ref} Vertragskonto Strom und Gas Abschlag
-B SEPA-Lastschrift Rundfunkbeitrag {ref}
-O Dauerauftrag Miete {name} Wohnung {city}
-O Überweisung an {name} Verwendungszweck Rechnung {ref}
-F Kontoführungsentgelt
+C Zahlung erhalten - vielen Dank
-X Sollzinsen für Umsätze
-Y Jahresgebühr Kreditkarte""",
    "Bitte prüfen Sie diesen Kontoauszug. Einwendungen sind bis zum {date} zu erheben. Der "
    "Sollzinssatz für geduldete Überziehungen beträgt {rate} % p.a. Einlagen sind bis {num} "
    "gesetzlich gesichert.",
    banks="Nordtal Bank AG|Sparkasse Elbmünde|Volksbank Hügelland eG|Bankhaus Lindqvist",
))

L.append(mk(
    "fr", "Latn",
    [("FR", "EUR", "€", ["nbsp_comma", "space_comma", "thin_comma"]),
     ("BE", "EUR", "€", ["dot_comma", "space_comma"]), ("CH", "CHF", "CHF", ["apos_dot"])],
    "janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre",
    "janv.|févr.|mars|avr.|mai|juin|juil.|août|sept.|oct.|nov.|déc.",
    ["{dd}/{mm}/{Y}", "{d} {M} {Y}", "{dd}/{mm}", "{dd}.{mm}.{Y}", "{dd}/{mm}/{yy}", "{d} {m} {Y}"],
    "statement=Relevé de compte|account=N° de compte|period=Période|page=Page|of=sur|date=Date|"
    "post=Date opération|value=Date valeur|desc=Libellé|amount=Montant|debit=Débit|credit=Crédit|"
    "balance=Solde|opening=Ancien solde|closing=Nouveau solde|bf=Report|cf=À reporter|"
    "tin=Total des crédits|tout=Total des débits|dep=Opérations au crédit|wd=Opérations au débit|"
    "cr=C|dr=D|card=Relevé de carte de crédit|limit=Plafond|minpay=Paiement minimum|"
    "due=Date d'échéance|prev=Solde précédent|new=Nouveau solde|ccy=Dev.|"
    "info=Informations importantes|rate=Taux|fee=Frais|type=Sens|holder=Titulaire|ref=Réf.|"
    "cardno=Carte|total=Total|avail=Disponible|summary=Synthèse du compte|interest=Intérêts",
    "date=Jour|desc=Nature de l'opération|amount=Mouvement|debit=Sorties|credit=Entrées|"
    "balance=Position|post=Comptabilisé|value=Valeur",
    "Camille Martin|Lucas Bernard|Chloé Dubois|Hugo Lefèvre|Manon Moreau|Théo Laurent|Inès Girard",
    "Carrefour Market|Monoprix|SNCF Voyageurs|Boulangerie Paul|Fnac|Total Énergies|Orange SA|"
    "Pharmacie du Centre|Decathlon|EDF Particuliers",
    "Paris|Lyon|Marseille|Toulouse|Bordeaux|Lille|Bruxelles|Genève",
    """+S Virement salaire {emp} {mon} {Y}
+T Virement reçu de {name} réf. {ref}
+R Remboursement {merchant}
+I Intérêts créditeurs
-P Paiement par carte {merchant} {city} le {dt}
-P CB {merchant} carte {card}
-A Retrait DAB {city} {dt}
-B Prélèvement {merchant} échéance {mon} contrat {ref}
-B Prélèvement SEPA assurance habitation {merchant} {ref}
-O Virement permanent loyer {name} appartement {city}
-O Virement émis vers {name} motif remboursement vacances {ref}
-F Cotisation carte et frais de tenue de compte
+C Paiement reçu - merci
-X Intérêts débiteurs sur achats
-Y Cotisation annuelle carte""",
    "Nous vous invitons à vérifier ce relevé. Toute réclamation doit être formulée avant le {date}. "
    "Taux annuel effectif global du découvert : {rate} %. Les dépôts sont garantis jusqu'à {num}.",
    banks="Banque Lumière|Crédit Vallonné|Caisse d'Épargne des Deux Rives|Banque Arpège",
))
