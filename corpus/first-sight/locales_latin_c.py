from locales_base import mk

L = []

L.append(mk(
    "no", "Latn",
    [("NO", "NOK", "kr", ["space_comma", "nbsp_comma", "dot_comma"])],
    "januar|februar|mars|april|mai|juni|juli|august|september|oktober|november|desember",
    "jan.|feb.|mars|apr.|mai|juni|juli|aug.|sep.|okt.|nov.|des.",
    ["{dd}.{mm}.{Y}", "{d}. {M} {Y}", "{dd}.{mm}", "{dd}.{mm}.{yy}"],
    "statement=Kontoutskrift|account=Kontonummer|period=Periode|page=Side|of=av|date=Dato|"
    "post=Bokført|value=Rentedato|desc=Forklaring|amount=Beløp|debit=Ut av konto|credit=Inn på konto|"
    "balance=Saldo|opening=Inngående saldo|closing=Utgående saldo|bf=Overført|cf=Overføres|"
    "tin=Sum inn|tout=Sum ut|dep=Innskudd|wd=Uttak|cr=K|dr=D|card=Kredittkortfaktura|"
    "limit=Kredittgrense|minpay=Minste beløp å betale|due=Forfallsdato|prev=Forrige saldo|"
    "new=Ny saldo|ccy=Valuta|info=Viktig informasjon|rate=Rente|fee=Gebyr|type=Type|"
    "holder=Kontoinnehaver|ref=Ref.|cardno=Kort|total=Sum|avail=Disponibelt|summary=Kontooversikt|"
    "interest=Renter",
    "date=Dag|desc=Spesifikasjon|amount=Bevegelse|debit=Belastet|credit=Godskrevet|balance=Beholdning|"
    "post=Bokf.|value=Valør",
    "Nora Hansen|Jakob Olsen|Ingrid Berg|Emil Haugen|Sofie Johansen|Henrik Dahl",
    "Rema 1000|Kiwi|Vinmonopolet|Vy Tog|Elkjøp|Fjordkraft|Telenor|Apotek 1",
    "Oslo|Bergen|Trondheim|Stavanger|Tromsø|Drammen",
    """+S Lønn {emp} {mon} {Y}
+T Innbetaling fra {name} ref. {ref}
+R Refusjon {merchant}
+I Kreditrenter
-P Varekjøp {merchant} {city} {dt}
-P Visa {card} {merchant}
-A Minibank {city} {dt}
-B AvtaleGiro {merchant} KID {ref}
-B eFaktura {merchant} {mon}
-O Overføring til {name} husleie leilighet {city}
-F Gebyr kontohold
+C Innbetaling mottatt - takk
-X Renter kredittkort
-Y Årsavgift kort""",
    "Kontroller kontoutskriften. Feil må meldes innen {date}. Nominell rente {rate} %. "
    "Innskudd er sikret opp til {num}.",
    banks="Fjordbanken ASA|Sparebanken Nordlys|Vestkyst Bank|Bankhuset Trollheim",
))

L.append(mk(
    "da", "Latn",
    [("DK", "DKK", "kr.", ["dot_comma"])],
    "januar|februar|marts|april|maj|juni|juli|august|september|oktober|november|december",
    "jan.|feb.|mar.|apr.|maj|jun.|jul.|aug.|sep.|okt.|nov.|dec.",
    ["{dd}.{mm}.{Y}", "{d}. {M} {Y}", "{dd}.{mm}", "{dd}-{mm}-{Y}", "{dd}/{mm}"],
    "statement=Kontoudtog|account=Kontonummer|period=Periode|page=Side|of=af|date=Dato|"
    "post=Bogført|value=Rentedato|desc=Tekst|amount=Beløb|debit=Hævet|credit=Indsat|"
    "balance=Saldo|opening=Primosaldo|closing=Ultimosaldo|bf=Transport|cf=Transporteres|"
    "tin=I alt indsat|tout=I alt hævet|dep=Indbetalinger|wd=Udbetalinger|cr=K|dr=D|"
    "card=Kreditkortopgørelse|limit=Kreditmaksimum|minpay=Mindste betaling|due=Betalingsfrist|"
    "prev=Forrige saldo|new=Ny saldo|ccy=Valuta|info=Vigtig information|rate=Rente|fee=Gebyr|"
    "type=Type|holder=Kontohaver|ref=Ref.|cardno=Kort|total=I alt|avail=Til rådighed|"
    "summary=Kontooversigt|interest=Renter",
    "date=Dag|desc=Posteringstekst|amount=Bevægelse|debit=Træk|credit=Tilgang|balance=Beholdning|"
    "post=Posteret|value=Valør",
    "Freja Nielsen|Mikkel Jensen|Ida Pedersen|Magnus Christensen|Clara Rasmussen|Frederik Møller",
    "Netto|Føtex|Irma|DSB Billetter|Matas|Ørsted|YouSee|Circle K",
    "København|Aarhus|Odense|Aalborg|Esbjerg|Roskilde",
    """+S Løn {emp} {mon} {Y}
+T Overførsel fra {name} ref. {ref}
+R Tilbageførsel {merchant}
+I Renteindtægt
-P Dankort-køb {merchant} {city} {dt}
-P Visa/Dankort {card} {merchant}
-A Hævning pengeautomat {city} {dt}
-B Betalingsservice {merchant} aftale {ref}
-B PBS {merchant} {mon}
-O Overførsel til {name} husleje lejlighed {city}
-F Kontogebyr
+C Indbetaling modtaget - tak
-X Renter kreditkort
-Y Årligt kortgebyr""",
    "Kontrollér kontoudtoget. Indsigelser skal ske senest {date}. Debitorrente {rate} % p.a. "
    "Indskud er dækket op til {num}.",
    banks="Bæltbanken A/S|Sparekassen Limfjord|Jyllands Andelsbank|Øresund Bank",
))

L.append(mk(
    "fi", "Latn",
    [("FI", "EUR", "€", ["space_comma", "nbsp_comma"])],
    "tammikuuta|helmikuuta|maaliskuuta|huhtikuuta|toukokuuta|kesäkuuta|heinäkuuta|elokuuta|"
    "syyskuuta|lokakuuta|marraskuuta|joulukuuta",
    "tammik.|helmik.|maalisk.|huhtik.|toukok.|kesäk.|heinäk.|elok.|syysk.|lokak.|marrask.|jouluk.",
    ["{d}.{mo}.{Y}", "{dd}.{mm}.{Y}", "{d}. {M} {Y}", "{dd}.{mm}.", "{d}.{mo}."],
    "statement=Tiliote|account=Tilinumero|period=Jakso|page=Sivu|of=/|date=Pvm|post=Kirjauspäivä|"
    "value=Arvopäivä|desc=Selite|amount=Määrä|debit=Veloitus|credit=Hyvitys|balance=Saldo|"
    "opening=Alkusaldo|closing=Loppusaldo|bf=Siirto edelliseltä sivulta|cf=Siirto seuraavalle sivulle|"
    "tin=Panot yhteensä|tout=Otot yhteensä|dep=Panot|wd=Otot|cr=+|dr=-|card=Luottokorttilasku|"
    "limit=Luottoraja|minpay=Vähimmäismaksu|due=Eräpäivä|prev=Edellinen saldo|new=Uusi saldo|"
    "ccy=Valuutta|info=Tärkeää tietoa|rate=Korko|fee=Palkkio|type=Laji|holder=Tilinomistaja|"
    "ref=Viite|cardno=Kortti|total=Yhteensä|avail=Käytettävissä|summary=Tilien yhteenveto|"
    "interest=Korot",
    "date=Päivä|desc=Tapahtuma|amount=Liike|debit=Otto|credit=Pano|balance=Kate|post=Kirjattu|"
    "value=Arvo",
    "Aino Virtanen|Eetu Korhonen|Helmi Mäkinen|Onni Nieminen|Venla Heikkinen|Leevi Laine",
    "K-Market|S-Market|Prisma|VR Lippu|Alko|Fortum|Elisa|Yliopiston Apteekki",
    "Helsinki|Espoo|Tampere|Turku|Oulu|Jyväskylä",
    """+S Palkka {emp} {mon} {Y}
+T Tilisiirto {name} viite {ref}
+R Hyvitys {merchant}
+I Talletuskorko
-P Korttiosto {merchant} {city} {dt}
-P Debit {card} {merchant}
-A Käteisnosto {city} {dt}
-B E-lasku {merchant} viite {ref}
-B Suoramaksu {merchant} {mon}
-O Tilisiirto {name} vuokra asunto {city}
-F Palvelumaksu
+C Maksu vastaanotettu - kiitos
-X Luottokorko
-Y Vuosimaksu""",
    "Tarkista tiliote. Huomautukset {date} mennessä. Ylityskorko {rate} %. Talletussuoja kattaa "
    "enintään {num}.",
    banks="Järvipankki Oyj|Säästöpankki Kaleva|Pohjolan Osuuspankki|Saaristopankki",
))

L.append(mk(
    "pl", "Latn",
    [("PL", "PLN", "zł", ["space_comma", "nbsp_comma", "dot_comma"])],
    "stycznia|lutego|marca|kwietnia|maja|czerwca|lipca|sierpnia|września|października|listopada|grudnia",
    "sty|lut|mar|kwi|maj|cze|lip|sie|wrz|paź|lis|gru",
    ["{dd}.{mm}.{Y}", "{d} {M} {Y}", "{dd}.{mm}", "{dd}-{mm}-{Y}", "{Y}-{mm}-{dd}"],
    "statement=Wyciąg z rachunku|account=Numer rachunku|period=Okres|page=Strona|of=z|date=Data|"
    "post=Data księgowania|value=Data waluty|desc=Opis operacji|amount=Kwota|debit=Obciążenia|"
    "credit=Uznania|balance=Saldo|opening=Saldo początkowe|closing=Saldo końcowe|bf=Z przeniesienia|"
    "cf=Do przeniesienia|tin=Suma uznań|tout=Suma obciążeń|dep=Wpływy|wd=Wydatki|cr=Ma|dr=Wn|"
    "card=Zestawienie transakcji karty kredytowej|limit=Limit kredytowy|minpay=Minimalna kwota do zapłaty|"
    "due=Termin spłaty|prev=Poprzednie saldo|new=Nowe saldo|ccy=Waluta|info=Ważne informacje|"
    "rate=Oprocentowanie|fee=Opłata|type=Typ|holder=Posiadacz|ref=Nr ref.|cardno=Karta|total=Razem|"
    "avail=Dostępne środki|summary=Podsumowanie rachunków|interest=Odsetki",
    "date=Dzień|desc=Tytułem|amount=Obrót|debit=Winien|credit=Ma|balance=Stan|post=Zaksięgowano|"
    "value=Waluta",
    "Zofia Kowalska|Jakub Nowak|Julia Wiśniewska|Antoni Wójcik|Maja Kamińska|Szymon Lewandowski",
    "Biedronka|Lidl|Żabka|Orlen|PKP Intercity|Rossmann|PGE Obrót|Orange Polska",
    "Warszawa|Kraków|Łódź|Wrocław|Poznań|Gdańsk",
    """+S Wynagrodzenie {emp} {mon} {Y}
+T Przelew przychodzący od {name} tytuł {ref}
+R Zwrot {merchant}
+I Kapitalizacja odsetek
-P Płatność kartą {merchant} {city} {dt}
-P Transakcja kartą {card} {merchant}
-A Wypłata z bankomatu {city} {dt}
-B Polecenie zapłaty {merchant} faktura {ref}
-B Opłata za media {merchant} {mon}
-O Przelew wychodzący do {name} czynsz mieszkanie {city}
-F Opłata za prowadzenie rachunku
+C Spłata karty - dziękujemy
-X Odsetki od karty
-Y Opłata roczna za kartę""",
    "Prosimy o sprawdzenie wyciągu. Reklamacje do {date}. Oprocentowanie debetu {rate}% w skali "
    "roku. Środki są gwarantowane do {num}.",
    banks="Bank Wiślany S.A.|Bank Spółdzielczy Mazowsze|Bałtycki Bank Handlowy|Bank Tatrzański",
))

L.append(mk(
    "cs", "Latn",
    [("CZ", "CZK", "Kč", ["space_comma", "nbsp_comma"])],
    "ledna|února|března|dubna|května|června|července|srpna|září|října|listopadu|prosince",
    "led|úno|bře|dub|kvě|čvn|čvc|srp|zář|říj|lis|pro",
    ["{d}. {mo}. {Y}", "{dd}.{mm}.{Y}", "{d}. {M} {Y}", "{d}.{mo}.", "{dd}.{mm}."],
    "statement=Výpis z účtu|account=Číslo účtu|period=Období|page=Strana|of=z|date=Datum|"
    "post=Zaúčtováno|value=Valuta|desc=Popis transakce|amount=Částka|debit=Výdaje|credit=Příjmy|"
    "balance=Zůstatek|opening=Počáteční zůstatek|closing=Konečný zůstatek|bf=Převod z předchozí strany|"
    "cf=Převod na další stranu|tin=Příjmy celkem|tout=Výdaje celkem|dep=Příjmy|wd=Výdaje|cr=Cr|dr=Dr|"
    "card=Výpis z kreditní karty|limit=Úvěrový limit|minpay=Minimální splátka|due=Datum splatnosti|"
    "prev=Předchozí zůstatek|new=Nový zůstatek|ccy=Měna|info=Důležité informace|rate=Sazba|"
    "fee=Poplatek|type=Typ|holder=Majitel účtu|ref=VS|cardno=Karta|total=Celkem|avail=Disponibilní|"
    "summary=Přehled účtů|interest=Úroky",
    "date=Den|desc=Účel platby|amount=Obrat|debit=Má dáti|credit=Dal|balance=Stav|post=Zaúčt.|"
    "value=Val.",
    "Tereza Nováková|Jan Svoboda|Eliška Dvořáková|Tomáš Černý|Anna Procházková|Petr Kučera",
    "Albert|Kaufland|Billa|České dráhy|Rohlik.cz|ČEZ Prodej|O2 Czech|Lékárna Benu",
    "Praha|Brno|Ostrava|Plzeň|Olomouc|Liberec",
    """+S Mzda {emp} {mon} {Y}
+T Příchozí platba od {name} VS {ref}
+R Vrácení platby {merchant}
+I Připsané úroky
-P Platba kartou {merchant} {city} {dt}
-P Nákup kartou {card} {merchant}
-A Výběr z bankomatu {city} {dt}
-B Inkaso {merchant} smlouva {ref}
-B Trvalý příkaz {merchant} záloha {mon}
-O Odchozí platba {name} nájem byt {city}
-F Poplatek za vedení účtu
+C Přijatá splátka - děkujeme
-X Úroky z kreditní karty
-Y Roční poplatek za kartu""",
    "Zkontrolujte prosím výpis. Reklamace do {date}. Úroková sazba z debetu {rate} % p.a. "
    "Vklady jsou pojištěny do {num}.",
    banks="Vltavská banka a.s.|Moravská spořitelna|Česká obchodní banka Labe|Krkonošská banka",
))
