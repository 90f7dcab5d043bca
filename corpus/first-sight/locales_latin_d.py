from locales_base import mk

L = []

L.append(mk(
    "sk", "Latn",
    [("SK", "EUR", "€", ["space_comma", "nbsp_comma"])],
    "januára|februára|marca|apríla|mája|júna|júla|augusta|septembra|októbra|novembra|decembra",
    "jan|feb|mar|apr|máj|jún|júl|aug|sep|okt|nov|dec",
    ["{d}. {mo}. {Y}", "{dd}.{mm}.{Y}", "{d}. {M} {Y}", "{dd}.{mm}."],
    "statement=Výpis z účtu|account=Číslo účtu|period=Obdobie|page=Strana|of=z|date=Dátum|"
    "post=Dátum zaúčtovania|value=Valuta|desc=Popis|amount=Suma|debit=Debet|credit=Kredit|"
    "balance=Zostatok|opening=Počiatočný zostatok|closing=Konečný zostatok|bf=Prenos|cf=Prenos ďalej|"
    "tin=Kredity spolu|tout=Debety spolu|dep=Príjmy|wd=Výdavky|cr=K|dr=D|card=Výpis z kreditnej karty|"
    "limit=Úverový limit|minpay=Minimálna splátka|due=Dátum splatnosti|prev=Predchádzajúci zostatok|"
    "new=Nový zostatok|ccy=Mena|info=Dôležité informácie|rate=Sadzba|fee=Poplatok|type=Typ|"
    "holder=Majiteľ účtu|ref=VS|cardno=Karta|total=Spolu|avail=Disponibilný zostatok|"
    "summary=Prehľad účtov|interest=Úroky",
    "date=Deň|desc=Účel|amount=Pohyb|debit=Ťarcha|credit=Dobropis|balance=Stav|post=Zaúčt.|value=Val.",
    "Lucia Horváthová|Martin Kováč|Zuzana Vargová|Peter Tóth|Natália Nagyová|Michal Baláž",
    "Tesco Stores SR|Kaufland|Lidl|Slovnaft|ZSSK|Dr.Max|ZSE Energia|Telekom",
    "Bratislava|Košice|Žilina|Nitra|Prešov|Trnava",
    """+S Mzda {emp} {mon} {Y}
+T Prijatá platba od {name} VS {ref}
+R Vrátenie platby {merchant}
+I Pripísané úroky
-P Platba kartou {merchant} {city} {dt}
-P Nákup kartou {card} {merchant}
-A Výber z bankomatu {city} {dt}
-B Inkaso {merchant} zmluva {ref}
-B Trvalý príkaz {merchant} {mon}
-O Odoslaná platba {name} nájom byt {city}
-F Poplatok za vedenie účtu
+C Prijatá splátka - ďakujeme
-X Úroky z karty
-Y Ročný poplatok za kartu""",
    "Skontrolujte, prosím, výpis. Reklamácie do {date}. Úroková sadzba {rate} % p. a. Vklady sú "
    "chránené do {num}.",
    banks="Dunajská banka a.s.|Tatranská sporiteľňa|Banka Považie|Slovenská obchodná banka Hron",
))

L.append(mk(
    "hu", "Latn",
    [("HU", "HUF", "Ft", ["space_comma", "nbsp_comma", "dot_comma"])],
    "január|február|március|április|május|június|július|augusztus|szeptember|október|november|december",
    "jan.|febr.|márc.|ápr.|máj.|jún.|júl.|aug.|szept.|okt.|nov.|dec.",
    ["{Y}.{mm}.{dd}.", "{Y}. {M} {d}.", "{Y}-{mm}-{dd}", "{mm}.{dd}.", "{Y}.{mm}.{dd}"],
    "statement=Számlakivonat|account=Számlaszám|period=Időszak|page=Oldal|of=/|date=Dátum|"
    "post=Könyvelés dátuma|value=Értéknap|desc=Közlemény|amount=Összeg|debit=Terhelés|credit=Jóváírás|"
    "balance=Egyenleg|opening=Nyitó egyenleg|closing=Záró egyenleg|bf=Áthozat|cf=Átvitel|"
    "tin=Jóváírások összesen|tout=Terhelések összesen|dep=Jóváírások|wd=Terhelések|cr=J|dr=T|"
    "card=Hitelkártya-kivonat|limit=Hitelkeret|minpay=Minimálisan fizetendő|due=Fizetési határidő|"
    "prev=Előző egyenleg|new=Új egyenleg|ccy=Deviza|info=Fontos tudnivalók|rate=Kamatláb|fee=Díj|"
    "type=Típus|holder=Számlatulajdonos|ref=Azonosító|cardno=Kártya|total=Összesen|"
    "avail=Elérhető keret|summary=Számlák összesítése|interest=Kamat",
    "date=Nap|desc=Megnevezés|amount=Forgalom|debit=Tartozik|credit=Követel|balance=Állomány|"
    "post=Könyvelve|value=Érték",
    "Kovács Anna|Nagy Bence|Szabó Réka|Tóth Dávid|Horváth Eszter|Varga Máté",
    "Spar|Tesco|Auchan|MOL Töltőállomás|MÁV-Start|Rossmann|MVM Next|Magyar Telekom",
    "Budapest|Debrecen|Szeged|Pécs|Győr|Miskolc",
    """+S Munkabér {emp} {mon} {Y}
+T Átutalás érkezett {name} közlemény {ref}
+R Visszatérítés {merchant}
+I Kamatjóváírás
-P Kártyás vásárlás {merchant} {city} {dt}
-P POS vásárlás {card} {merchant}
-A ATM készpénzfelvétel {city} {dt}
-B Csoportos beszedés {merchant} szerződés {ref}
-B Közüzemi számla {merchant} {mon}
-O Átutalás {name} részére albérlet {city}
-F Számlavezetési díj
+C Befizetés beérkezett - köszönjük
-X Hitelkamat
-Y Éves kártyadíj""",
    "Kérjük, ellenőrizze a kivonatot. Észrevételeit {date}-ig jelezze. Hiteltúllépési kamat "
    "{rate}%. A betétek {num} összegig biztosítottak.",
    banks="Dunamenti Bank Zrt.|Alföldi Takarékszövetkezet|Balaton Kereskedelmi Bank|Mátra Bank",
))

L.append(mk(
    "ro", "Latn",
    [("RO", "RON", "lei", ["dot_comma"])],
    "ianuarie|februarie|martie|aprilie|mai|iunie|iulie|august|septembrie|octombrie|noiembrie|decembrie",
    "ian.|feb.|mar.|apr.|mai|iun.|iul.|aug.|sept.|oct.|nov.|dec.",
    ["{dd}.{mm}.{Y}", "{d} {M} {Y}", "{dd}/{mm}/{Y}", "{dd}.{mm}", "{dd}-{m}-{Y}"],
    "statement=Extras de cont|account=Cont|period=Perioada|page=Pagina|of=din|date=Data|"
    "post=Data înregistrării|value=Data valutei|desc=Detalii tranzacție|amount=Suma|debit=Debit|"
    "credit=Credit|balance=Sold|opening=Sold inițial|closing=Sold final|bf=Report|cf=De reportat|"
    "tin=Total intrări|tout=Total ieșiri|dep=Încasări|wd=Plăți|cr=C|dr=D|card=Extras card de credit|"
    "limit=Limită de credit|minpay=Plată minimă|due=Scadență|prev=Sold anterior|new=Sold nou|"
    "ccy=Valută|info=Informații importante|rate=Rata dobânzii|fee=Comision|type=Tip|holder=Titular|"
    "ref=Ref.|cardno=Card|total=Total|avail=Disponibil|summary=Sinteza conturilor|interest=Dobânzi",
    "date=Ziua|desc=Explicații|amount=Rulaj|debit=Ieșiri|credit=Intrări|balance=Disponibil|"
    "post=Contabilizat|value=Valuta",
    "Ioana Popescu|Andrei Ionescu|Maria Dumitru|Alexandru Stan|Elena Stoica|Mihai Gheorghe",
    "Kaufland|Mega Image|Petrom|CFR Călători|eMAG|Enel Energie|Digi|Catena",
    "București|Cluj-Napoca|Iași|Timișoara|Constanța|Brașov",
    """+S Salariu {emp} {mon} {Y}
+T Încasare de la {name} ref. {ref}
+R Retur {merchant}
+I Dobândă creditoare
-P Plată card {merchant} {city} {dt}
-P Cumpărare POS {card} {merchant}
-A Retragere numerar ATM {city} {dt}
-B Debit direct {merchant} contract {ref}
-B Plată factură {merchant} {mon}
-O Transfer către {name} chirie apartament {city}
-F Comision administrare cont
+C Plată primită - mulțumim
-X Dobândă card de credit
-Y Comision anual card""",
    "Vă rugăm să verificați extrasul. Sesizările se fac până la {date}. Dobânda pentru descoperit "
    "{rate}% pe an. Depozitele sunt garantate până la {num}.",
    banks="Banca Carpatică|Banca Dunării S.A.|CEC Transilvania|Banca Comercială Olt",
))

L.append(mk(
    "hr", "Latn",
    [("HR", "EUR", "€", ["dot_comma"])],
    "siječnja|veljače|ožujka|travnja|svibnja|lipnja|srpnja|kolovoza|rujna|listopada|studenoga|prosinca",
    "sij|velj|ožu|tra|svi|lip|srp|kol|ruj|lis|stu|pro",
    ["{dd}.{mm}.{Y}.", "{d}. {M} {Y}.", "{dd}.{mm}.{Y}", "{dd}.{mm}."],
    "statement=Izvadak po računu|account=Broj računa|period=Razdoblje|page=Stranica|of=od|date=Datum|"
    "post=Datum knjiženja|value=Datum valute|desc=Opis|amount=Iznos|debit=Isplata|credit=Uplata|"
    "balance=Stanje|opening=Početno stanje|closing=Završno stanje|bf=Prijenos|cf=Za prijenos|"
    "tin=Ukupno uplate|tout=Ukupno isplate|dep=Uplate|wd=Isplate|cr=P|dr=D|card=Izvadak kreditne kartice|"
    "limit=Kreditni limit|minpay=Minimalni iznos|due=Datum dospijeća|prev=Prethodno stanje|"
    "new=Novo stanje|ccy=Valuta|info=Važne informacije|rate=Kamatna stopa|fee=Naknada|type=Vrsta|"
    "holder=Vlasnik računa|ref=Poziv na broj|cardno=Kartica|total=Ukupno|avail=Raspoloživo|"
    "summary=Pregled računa|interest=Kamate",
    "date=Dan|desc=Svrha|amount=Promet|debit=Duguje|credit=Potražuje|balance=Saldo|post=Knjiženo|"
    "value=Valuta",
    "Ana Horvat|Luka Kovačević|Petra Babić|Ivan Marić|Mia Jurić|Marko Novak",
    "Konzum|Plodine|INA Benzinska|HŽ Putnički|dm|HEP Opskrba|Hrvatski Telekom|Ljekarna Zagreb",
    "Zagreb|Split|Rijeka|Osijek|Zadar|Pula",
    """+S Plaća {emp} {mon} {Y}
+T Uplata od {name} poziv na broj {ref}
+R Povrat {merchant}
+I Pripis kamata
-P Kupnja karticom {merchant} {city} {dt}
-P POS {card} {merchant}
-A Isplata na bankomatu {city} {dt}
-B Trajni nalog {merchant} ugovor {ref}
-B Režije {merchant} {mon}
-O Nalog za plaćanje {name} najam stan {city}
-F Naknada za vođenje računa
+C Primljena uplata - hvala
-X Kamate na karticu
-Y Godišnja članarina kartice""",
    "Molimo provjerite izvadak. Prigovori do {date}. Kamatna stopa na prekoračenje {rate} %. "
    "Depoziti su osigurani do {num}.",
    banks="Jadranska banka d.d.|Slavonska štedionica|Banka Velebit|Dalmatinska banka",
))

L.append(mk(
    "sl", "Latn",
    [("SI", "EUR", "€", ["dot_comma"])],
    "januar|februar|marec|april|maj|junij|julij|avgust|september|oktober|november|december",
    "jan.|feb.|mar.|apr.|maj|jun.|jul.|avg.|sep.|okt.|nov.|dec.",
    ["{d}. {mo}. {Y}", "{dd}.{mm}.{Y}", "{d}. {M} {Y}", "{dd}.{mm}."],
    "statement=Izpisek prometa|account=Številka računa|period=Obdobje|page=Stran|of=od|date=Datum|"
    "post=Datum knjiženja|value=Datum valute|desc=Namen|amount=Znesek|debit=Breme|credit=Dobro|"
    "balance=Stanje|opening=Začetno stanje|closing=Končno stanje|bf=Prenos|cf=Prenos naprej|"
    "tin=Skupaj v dobro|tout=Skupaj v breme|dep=Prilivi|wd=Odlivi|cr=D|dr=B|card=Izpisek kreditne kartice|"
    "limit=Kreditni limit|minpay=Minimalno plačilo|due=Rok plačila|prev=Prejšnje stanje|new=Novo stanje|"
    "ccy=Valuta|info=Pomembne informacije|rate=Obrestna mera|fee=Nadomestilo|type=Vrsta|"
    "holder=Imetnik računa|ref=Sklic|cardno=Kartica|total=Skupaj|avail=Razpoložljivo|"
    "summary=Pregled računov|interest=Obresti",
    "date=Dan|desc=Opis prometa|amount=Promet|debit=Odliv|credit=Priliv|balance=Saldo|post=Knjiženo|"
    "value=Valuta",
    "Nina Zupan|Luka Kranjc|Eva Potočnik|Jan Kos|Sara Vidmar|Žan Golob",
    "Mercator|Spar Slovenija|Petrol|Slovenske železnice|Hofer|Elektro Energija|Telekom Slovenije|Lekarna",
    "Ljubljana|Maribor|Celje|Kranj|Koper|Novo mesto",
    """+S Plača {emp} {mon} {Y}
+T Priliv od {name} sklic {ref}
+R Vračilo {merchant}
+I Pripis obresti
-P Nakup s kartico {merchant} {city} {dt}
-P POS {card} {merchant}
-A Dvig gotovine bankomat {city} {dt}
-B Direktna obremenitev {merchant} pogodba {ref}
-B Trajnik {merchant} {mon}
-O Plačilo {name} najemnina stanovanje {city}
-F Nadomestilo za vodenje računa
+C Prejeto plačilo - hvala
-X Obresti kartice
-Y Letna članarina""",
    "Prosimo, preverite izpisek. Ugovore sprejemamo do {date}. Obrestna mera za limit {rate} %. "
    "Vloge so zajamčene do {num}.",
    banks="Banka Triglav d.d.|Posavska hranilnica|Alpska banka|Banka Soča",
))
