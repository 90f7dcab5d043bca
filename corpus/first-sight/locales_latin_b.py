from locales_base import mk

L = []

L.append(mk(
    "es", "Latn",
    [("ES", "EUR", "€", ["dot_comma"]), ("MX", "MXN", "$", ["comma_dot"])],
    "enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre",
    "ene.|feb.|mar.|abr.|may.|jun.|jul.|ago.|sept.|oct.|nov.|dic.",
    ["{dd}/{mm}/{Y}", "{d} de {M} de {Y}", "{dd}/{mm}", "{dd}-{mm}-{Y}", "{dd} {m} {Y}"],
    "statement=Extracto de cuenta|account=Número de cuenta|period=Periodo|page=Página|of=de|"
    "date=Fecha|post=F. operación|value=F. valor|desc=Concepto|amount=Importe|debit=Cargo|"
    "credit=Abono|balance=Saldo|opening=Saldo anterior|closing=Saldo final|bf=Suma anterior|"
    "cf=Suma y sigue|tin=Total abonos|tout=Total cargos|dep=Ingresos|wd=Pagos y cargos|cr=H|dr=D|"
    "card=Extracto de tarjeta de crédito|limit=Límite de crédito|minpay=Pago mínimo|"
    "due=Fecha de cargo|prev=Saldo anterior|new=Nuevo saldo|ccy=Div.|info=Información importante|"
    "rate=Tipo|fee=Comisión|type=Tipo|holder=Titular|ref=Ref.|cardno=Tarjeta|total=Total|"
    "avail=Disponible|summary=Resumen de cuentas|interest=Intereses",
    "date=Día|desc=Detalle del movimiento|amount=Movimiento|debit=Salidas|credit=Entradas|"
    "balance=Disponible|post=Contab.|value=Valor",
    "Lucía García|Javier Fernández|Carmen López|Pablo Martínez|Elena Sánchez|Diego Romero",
    "Mercadona|El Corte Inglés|Repsol|Carrefour|Zara|Renfe|Iberdrola|Telefónica|Farmacia Central",
    "Madrid|Barcelona|Valencia|Sevilla|Bilbao|Málaga|Zaragoza",
    """+S Nómina {emp} {mon} {Y}
+T Transferencia recibida de {name} ref. {ref}
+R Devolución compra {merchant}
+I Liquidación intereses a su favor
-P Compra tarjeta {merchant} {city} {dt}
-P Pago con tarjeta {card} {merchant}
-A Reintegro cajero {city} {dt}
-B Recibo {merchant} factura {mon} referencia mandato {ref}
-B Adeudo domiciliado seguro hogar {merchant}
-O Transferencia emitida a {name} concepto alquiler piso {city}
-F Comisión mantenimiento de cuenta
+C Pago recibido - gracias
-X Intereses de la tarjeta
-Y Cuota anual de la tarjeta""",
    "Compruebe los movimientos de este extracto. Dispone hasta el {date} para comunicar cualquier "
    "discrepancia. TAE del descubierto: {rate} %. Depósitos garantizados hasta {num}.",
    banks="Banco Alameda|Caja Rural del Sol|Banco Atlántico Ibérico|Caixa Mediterrània",
))

L.append(mk(
    "it", "Latn",
    [("IT", "EUR", "€", ["dot_comma"]), ("CH", "CHF", "CHF", ["apos_dot"])],
    "gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre",
    "gen|feb|mar|apr|mag|giu|lug|ago|set|ott|nov|dic",
    ["{dd}/{mm}/{Y}", "{d} {M} {Y}", "{dd}/{mm}", "{dd}.{mm}.{Y}", "{dd}/{mm}/{yy}", "{dd}-{m}-{Y}"],
    "statement=Estratto conto|account=Numero conto|period=Periodo|page=Pagina|of=di|date=Data|"
    "post=Data contabile|value=Data valuta|desc=Descrizione operazione|amount=Importo|"
    "debit=Addebiti|credit=Accrediti|balance=Saldo|opening=Saldo iniziale|closing=Saldo finale|"
    "bf=Riporto|cf=A riportare|tin=Totale accrediti|tout=Totale addebiti|dep=Entrate|wd=Uscite|"
    "cr=A|dr=D|card=Estratto conto carta di credito|limit=Fido|minpay=Importo minimo|"
    "due=Data addebito|prev=Saldo precedente|new=Nuovo saldo|ccy=Div.|info=Informazioni importanti|"
    "rate=Tasso|fee=Commissione|type=Segno|holder=Intestatario|ref=Rif.|cardno=Carta|total=Totale|"
    "avail=Disponibilità|summary=Riepilogo conti|interest=Interessi",
    "date=Giorno|desc=Causale|amount=Movimento|debit=Dare|credit=Avere|balance=Contabile|"
    "post=Registrazione|value=Valuta",
    "Giulia Rossi|Marco Bianchi|Francesca Romano|Luca Colombo|Chiara Ricci|Matteo Greco",
    "Esselunga|Coop|Eni Station|Trenitalia|Autostrade per l'Italia|Enel Energia|TIM|Farmacia Comunale",
    "Milano|Roma|Torino|Napoli|Bologna|Firenze|Lugano",
    """+S Emolumenti {emp} {mon} {Y}
+T Bonifico a vostro favore da {name} rif. {ref}
+R Storno pagamento {merchant}
+I Interessi creditori
-P Pagamento POS {merchant} {city} {dt}
-P Pagamento carta {card} presso {merchant}
-A Prelievo Bancomat {city} {dt}
-B Addebito SDD {merchant} bolletta {mon} mandato {ref}
-B Utenza {merchant} fattura n. {ref}
-O Bonifico disposto a favore di {name} causale affitto appartamento {city}
-F Canone mensile conto
+C Pagamento ricevuto - grazie
-X Interessi sulla carta
-Y Quota annuale carta""",
    "Verifichi le operazioni riportate. Eventuali contestazioni entro il {date}. Tasso debitore "
    "annuo nominale {rate} %. I depositi sono garantiti fino a {num}.",
    banks="Banca del Lago|Cassa di Risparmio di Montevecchio|Banca Serenissima|Credito Alpino",
))

L.append(mk(
    "pt", "Latn",
    [("PT", "EUR", "€", ["nbsp_comma", "dot_comma"]), ("BR", "BRL", "R$", ["dot_comma"])],
    "janeiro|fevereiro|março|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro",
    "jan|fev|mar|abr|mai|jun|jul|ago|set|out|nov|dez",
    ["{dd}/{mm}/{Y}", "{d} de {M} de {Y}", "{dd}/{mm}", "{dd}-{mm}-{Y}", "{dd} {m} {Y}"],
    "statement=Extrato de conta|account=Conta n.º|period=Período|page=Página|of=de|date=Data|"
    "post=Data mov.|value=Data valor|desc=Descritivo|amount=Montante|debit=Débito|credit=Crédito|"
    "balance=Saldo|opening=Saldo inicial|closing=Saldo final|bf=Transporte|cf=A transportar|"
    "tin=Total de créditos|tout=Total de débitos|dep=Entradas|wd=Saídas|cr=C|dr=D|"
    "card=Extrato do cartão de crédito|limit=Limite de crédito|minpay=Pagamento mínimo|"
    "due=Data limite de pagamento|prev=Saldo anterior|new=Novo saldo|ccy=Moeda|"
    "info=Informações importantes|rate=Taxa|fee=Comissão|type=Tipo|holder=Titular|ref=Ref.|"
    "cardno=Cartão|total=Total|avail=Disponível|summary=Resumo das contas|interest=Juros",
    "date=Dia|desc=Histórico|amount=Movimento|debit=Saídas|credit=Entradas|balance=Saldo contabilístico|"
    "post=Lançamento|value=Valor",
    "Ana Silva|João Santos|Beatriz Costa|Miguel Pereira|Mariana Oliveira|Tiago Ferreira",
    "Pingo Doce|Continente|Galp|CP Comboios|Worten|EDP Comercial|MEO|Farmácia Avenida",
    "Lisboa|Porto|Coimbra|Braga|Faro|São Paulo|Rio de Janeiro",
    """+S Vencimento {emp} {mon} {Y}
+T Transferência recebida de {name} ref. {ref}
+R Devolução {merchant}
+I Juros credores
-P Compra {merchant} {city} {dt}
-P Pagamento cartão {card} {merchant}
-A Levantamento Multibanco {city} {dt}
-B Débito direto {merchant} fatura {mon} autorização {ref}
-B Pagamento de serviços {merchant} entidade {ref}
-O Transferência para {name} renda do apartamento em {city}
-F Comissão de manutenção de conta
+C Pagamento recebido - obrigado
-X Juros do cartão
-Y Anuidade do cartão""",
    "Verifique os movimentos deste extrato. Reclamações até {date}. TAEG da descoberta: {rate} %. "
    "Os depósitos estão garantidos até {num}.",
    banks="Banco Atlântida|Caixa Serrana|Banco Lusitano do Norte|Crédito Ribeirinho",
))

L.append(mk(
    "nl", "Latn",
    [("NL", "EUR", "€", ["dot_comma"]), ("BE", "EUR", "€", ["dot_comma", "space_comma"])],
    "januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december",
    "jan|feb|mrt|apr|mei|jun|jul|aug|sep|okt|nov|dec",
    ["{dd}-{mm}-{Y}", "{d} {M} {Y}", "{dd}-{mm}", "{dd}/{mm}/{Y}", "{d} {m} {Y}"],
    "statement=Rekeningafschrift|account=Rekeningnummer|period=Periode|page=Pagina|of=van|"
    "date=Datum|post=Boekdatum|value=Valutadatum|desc=Omschrijving|amount=Bedrag|debit=Af|"
    "credit=Bij|balance=Saldo|opening=Beginsaldo|closing=Eindsaldo|bf=Transport|cf=Transport naar volgende blad|"
    "tin=Totaal bij|tout=Totaal af|dep=Bijschrijvingen|wd=Afschrijvingen|cr=C|dr=D|"
    "card=Creditcardoverzicht|limit=Bestedingslimiet|minpay=Minimaal te betalen|due=Uiterste betaaldatum|"
    "prev=Vorig saldo|new=Nieuw saldo|ccy=Munt|info=Belangrijke informatie|rate=Rente|fee=Kosten|"
    "type=Af/Bij|holder=Rekeninghouder|ref=Kenmerk|cardno=Kaart|total=Totaal|avail=Beschikbaar|"
    "summary=Overzicht rekeningen|interest=Rente",
    "date=Dag|desc=Mededelingen|amount=Mutatie|debit=Debet|credit=Credit|balance=Stand|"
    "post=Geboekt|value=Valuta",
    "Sanne de Vries|Daan Jansen|Emma Bakker|Lars Visser|Noor Smit|Bram Mulder",
    "Albert Heijn|Jumbo|HEMA|NS Reizigers|Bol.com|Eneco|KPN|Kruidvat|Shell Tankstation",
    "Amsterdam|Rotterdam|Utrecht|Den Haag|Eindhoven|Gent|Antwerpen",
    """+S Salaris {emp} {mon} {Y}
+T Overboeking van {name} kenmerk {ref}
+R Terugboeking {merchant}
+I Creditrente
-P Betaalautomaat {merchant} {city} {dt}
-P Pinbetaling pas {card} {merchant}
-A Geldautomaat {city} {dt}
-B Incasso {merchant} machtiging {ref} termijnbedrag {mon}
-B Periodieke incasso zorgverzekering {merchant}
-O Overboeking naar {name} huur appartement {city}
-F Kosten betaalpakket
+C Betaling ontvangen - dank u
-X Rente creditcard
-Y Jaarlijkse contributie""",
    "Controleer dit afschrift. Bezwaren kunt u tot {date} indienen. De debetrente bedraagt "
    "{rate}% per jaar. Uw tegoeden zijn gegarandeerd tot {num}.",
    banks="Polderbank N.V.|Spaarbank Dijkland|Handelsbank Noordzee|Bank Tulpenveld",
))

L.append(mk(
    "sv", "Latn",
    [("SE", "SEK", "kr", ["space_comma", "nbsp_comma", "thin_comma"])],
    "januari|februari|mars|april|maj|juni|juli|augusti|september|oktober|november|december",
    "jan|feb|mar|apr|maj|jun|jul|aug|sep|okt|nov|dec",
    ["{Y}-{mm}-{dd}", "{d} {M} {Y}", "{mm}-{dd}", "{yy}{mm}{dd}", "{d} {m} {Y}"],
    "statement=Kontoutdrag|account=Kontonummer|period=Period|page=Sida|of=av|date=Datum|"
    "post=Bokföringsdag|value=Valutadag|desc=Text|amount=Belopp|debit=Uttag|credit=Insättning|"
    "balance=Saldo|opening=Ingående saldo|closing=Utgående saldo|bf=Överfört|cf=Att överföra|"
    "tin=Summa insättningar|tout=Summa uttag|dep=Insättningar|wd=Uttag|cr=K|dr=D|"
    "card=Kreditkortsfaktura|limit=Kreditgräns|minpay=Lägsta belopp att betala|due=Förfallodag|"
    "prev=Föregående saldo|new=Nytt saldo|ccy=Valuta|info=Viktig information|rate=Ränta|fee=Avgift|"
    "type=Typ|holder=Kontohavare|ref=Ref|cardno=Kort|total=Summa|avail=Disponibelt|"
    "summary=Kontoöversikt|interest=Ränta",
    "date=Dag|desc=Specifikation|amount=Transaktion|debit=Ut|credit=In|balance=Behållning|"
    "post=Bokfört|value=Valuta",
    "Elsa Andersson|Oskar Johansson|Maja Karlsson|William Nilsson|Astrid Eriksson|Hugo Larsson",
    "ICA Supermarket|Coop Konsum|Systembolaget|SJ Resor|Apotek Hjärtat|Vattenfall|Telia|Circle K",
    "Stockholm|Göteborg|Malmö|Uppsala|Västerås|Örebro",
    """+S Lön {emp} {mon} {Y}
+T Insättning från {name} ref {ref}
+R Återbetalning {merchant}
+I Ränta
-P Kortköp {merchant} {city} {dt}
-P Korttransaktion {card} {merchant}
-A Uttag bankomat {city} {dt}
-B Autogiro {merchant} avtal {ref}
-B Bankgiro {merchant} OCR {ref}
-O Överföring till {name} hyra lägenhet {city}
-F Årsavgift bankkort
+C Inbetalning mottagen - tack
-X Räntekostnad kortkredit
-Y Årsavgift kreditkort""",
    "Granska kontoutdraget. Eventuella fel ska anmälas senast {date}. Kreditränta {rate} %. "
    "Insättningsgarantin gäller upp till {num}.",
    banks="Fjällbanken AB|Sparbanken Östersjö|Norrlands Handelsbank|Kustbanken",
))
