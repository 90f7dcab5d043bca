/** Continental-European describers: DE, FR, ES, IT, NL, PT, CH, PL. */
import { fmt } from '../dates.ts';
import { fmtAbs, NF_DE, NF_FR } from '../money.ts';
import { otherName } from '../people.ts';
import type { Rng } from '../rng.ts';
import type { Described, Describer, Kind, SynthEvent } from '../synth.ts';
import type { DescCtx } from './en.ts';

type Pools = Partial<Record<Kind, string[]>> & { employers: string[] };

function cardKind(k: Kind): k is 'grocery' | 'restaurant' | 'fuel' | 'online' | 'contactless' | 'foreign' {
  return k === 'grocery' || k === 'restaurant' || k === 'fuel' || k === 'online' || k === 'contactless' || k === 'foreign';
}

function pool(p: Pools, k: Kind, rng: Rng): string {
  const list = p[k] ?? p[k === 'foreign' || k === 'contactless' ? 'online' : 'grocery'] ?? ['?'];
  return rng.pick(list);
}

// ---------------------------------------------------------------- Germany
const DE: Pools = {
  grocery: ['REWE Markt GmbH', 'EDEKA Center', 'ALDI SUED', 'LIDL DIENSTL. GMBH', 'Kaufland', 'dm-drogerie markt', 'Rossmann'],
  restaurant: ['Backwerk', 'Vapiano', 'Starbucks', 'Lieferando.de', 'Café Kranzler'],
  fuel: ['ARAL Station', 'Shell Deutschland', 'JET Tankstelle', 'TotalEnergies'],
  online: ['AMAZON EU S.A R.L.', 'PayPal Europe S.a.r.l.', 'Zalando SE', 'OTTO GmbH', 'MediaMarkt'],
  contactless: ['BVG Fahrkarten', 'DB Vertrieb GmbH', 'Bäckerei Kamps', 'Kiosk am Markt'],
  utility: ['Stadtwerke München GmbH', 'Vattenfall Europe Sales', 'E.ON Energie Deutschland', 'Berliner Wasserbetriebe'],
  telecom: ['Telekom Deutschland GmbH', 'Vodafone GmbH', 'Telefónica Germany', '1&1 Telecom GmbH'],
  insurance: ['Allianz Versicherungs-AG', 'HUK-COBURG', 'ERGO Versicherung AG', 'Techniker Krankenkasse'],
  subscription: ['Netflix International B.V.', 'Spotify AB', 'Rundfunk ARD, ZDF, DRadio', 'McFit GmbH'],
  employers: ['ACME GmbH', 'Müller & Söhne KG', 'Stadt Leipzig', 'Nordlicht Software AG', 'Bäckerei Huber GmbH'],
};

export function deDescriber(rng0: Rng, ctx: DescCtx): Describer {
  const employer = rng0.pick(DE.employers);
  const ll = otherName(rng0, 'DE');
  const gid = (rng: Rng): string => `DE${rng.digits(2)}ZZZ${rng.digits(11)}`;
  return (ev, rng) => {
    const month = fmt(ev.date, 'MM.yyyy');
    if (cardKind(ev.kind)) {
      return {
        lines: [
          'Kartenzahlung',
          `${pool(DE, ev.kind, rng)}//${rng.pick(['Berlin', 'Hamburg', 'Muenchen', 'Koeln'])}/DE`,
          `${fmt(ev.txDate, 'yyyy-MM-dd')}T${String(rng.int(8, 21)).padStart(2, '0')}:${rng.digits(1).replace(/[6-9]/, '3')}${rng.digits(1)} Debitk.${rng.int(1, 3)} ${rng.int(2026, 2029)}-${String(rng.int(1, 12)).padStart(2, '0')}`,
        ],
      };
    }
    switch (ev.kind) {
      case 'salary':
        return { lines: ['SEPA-Gutschrift von', employer, `LOHN/GEHALT ${fmt(ev.date, 'MM/yyyy')}`, `Referenz: ${rng.chars(12)}`] };
      case 'rent':
        return { lines: ['Dauerauftrag an', `${ll.first} ${ll.last}`, `Miete ${fmt(ev.date, 'MMMM yyyy', 'de')} Whg. ${rng.int(1, 4)}.OG`] };
      case 'utility':
      case 'telecom':
      case 'insurance':
      case 'subscription':
        return {
          lines: [
            'SEPA-Lastschrift von',
            pool(DE, ev.kind, rng),
            rng.pick([`Abschlag ${month} VK ${rng.digits(8)}`, `Kd-Nr. ${rng.digits(9)} Rechnung ${rng.digits(6)}`, `Beitrag ${month}`]),
            `Mandat: ${rng.chars(3)}${rng.digits(8)}`,
            `Gläubiger-ID: ${gid(rng)}`,
          ].slice(0, rng.int(3, 5)),
        };
      case 'atm':
        return {
          lines: [
            'Bargeldauszahlung',
            `Deutsche Bank ${rng.pick(['Filiale Mitte', 'Alexanderplatz', 'Hbf', 'Marienplatz'])}`,
            `${fmt(ev.txDate, 'dd.MM')}/${String(rng.int(8, 21)).padStart(2, '0')}.${rng.digits(1).replace(/[6-9]/, '1')}${rng.digits(1)} Uhr`,
          ],
        };
      case 'transfer_out': {
        const p = otherName(rng, 'DE');
        return {
          lines: [
            'SEPA-Überweisung an',
            `${p.first} ${p.last}`,
            rng.pick([
              `RE ${fmt(ev.date, 'yyyy')}-${rng.digits(4)} v. ${fmt(ev.date, 'dd.MM.')}`,
              `Rechnung Nr. 1.${rng.digits(3)} Betrag ${fmtAbs(ev.amount, NF_DE)}`,
              'Geschenk',
            ]),
          ],
        };
      }
      case 'transfer_in': {
        const p = otherName(rng, 'DE');
        return { lines: ['SEPA-Gutschrift von', `${p.first} ${p.last}`, rng.pick(['Anteil Urlaub', 'Rückzahlung', `Nebenkosten ${fmt(ev.date, 'yyyy')}`])] };
      }
      case 'savings':
        return { lines: ['Dauerauftrag an', `${ctx.holderFirst} ${ctx.holderLast}`, 'Sparen Tagesgeld'] };
      case 'fee':
        return { lines: ['Entgelt', rng.pick(['Kontoführung', 'Entgelt girocard', `Abrechnung ${fmt(ev.date, 'MM.yyyy')}`])] };
      case 'interest':
      case 'tiny':
        return { lines: ['Zinsen/Entgelte', `Habenzinsen ${month}`] };
      case 'refund':
        return { lines: ['SEPA-Gutschrift von', pool(DE, 'online', rng), `Erstattung ${rng.digits(10)}`] };
      case 'cheque':
      case 'deposit':
        return { lines: ['Bareinzahlung', `Filiale ${rng.pick(['Mitte', 'Hbf', 'Altstadt'])}`] };
      case 'large_in':
        return {
          lines: [
            'SEPA-Gutschrift von',
            rng.pick(['Notaranderkonto Dr. Weiß', 'Grundstücks-GmbH Nord']),
            `Kaufpreis Grundstück Flur ${rng.int(1, 30)}`,
            `Urk.-Nr. ${rng.int(100, 999)}/${fmt(ev.date, 'yyyy')}`,
          ],
        };
      case 'large_out':
        return { lines: ['SEPA-Überweisung an', rng.pick(['Bauträger Süd GmbH', 'Notar Dr. Krause']), `Kaufpreis Whg. ${rng.int(1, 40)} Rate 1`] };
      case 'card_payment':
        return { lines: ['SEPA-Lastschrift von', 'Deutsche Bank Kreditkarte', `Abrechnung ${month}`] };
    }
  };
}

// ---------------------------------------------------------------- France
const FR: Pools = {
  grocery: ['CARREFOUR CITY', 'MONOPRIX', 'FRANPRIX 5012', 'LECLERC', 'INTERMARCHE', 'PICARD SURGELES', 'AUCHAN'],
  restaurant: ['BOULANGERIE PAUL', 'CAFE DE FLORE', 'UBER EATS', 'DELIVEROO', 'BRASSERIE LIPP', 'PRET A MANGER'],
  fuel: ['TOTALENERGIES', 'ESSO EXPRESS', 'STATION BP', 'INTERMARCHE CARB'],
  online: ['AMAZON PAYMENTS', 'SNCF INTERNET', 'FNAC.COM', 'CDISCOUNT', 'LEBONCOIN'],
  contactless: ['RATP', 'SNCF TER', 'RELAY GARE', 'TABAC DE LA MAIRIE'],
  utility: ['EDF CLIENTS PARTICULIERS', 'ENGIE', 'VEOLIA EAU', 'TOTALENERGIES ELEC'],
  telecom: ['ORANGE SA', 'SFR', 'BOUYGUES TELECOM', 'FREE MOBILE'],
  insurance: ['AXA FRANCE IARD', 'MAIF', 'MACIF', 'HARMONIE MUTUELLE'],
  subscription: ['NETFLIX.COM', 'CANAL+', 'SPOTIFY', 'BASIC FIT'],
  employers: ['ACME SAS', 'SOCIETE GENERALE DE TRANSPORT', 'MAIRIE DE LYON', 'LES ATELIERS DU NORD SARL'],
};

export function frDescriber(rng0: Rng, ctx: DescCtx): Describer {
  const employer = rng0.pick(FR.employers);
  const ll = otherName(rng0, 'FR');
  const card = `4974XXXXXXXX${ctx.cardLast4}`;
  return (ev, rng) => {
    if (cardKind(ev.kind)) {
      return {
        lines: [`FACTURE CARTE DU ${fmt(ev.txDate, 'ddMMyy')} ${pool(FR, ev.kind, rng)} ${rng.pick(['PARIS', 'LYON', 'PARIS 11', 'NANTES'])}`, `CARTE ${card}`],
      };
    }
    switch (ev.kind) {
      case 'salary':
        return { lines: [`VIR SEPA RECU /DE ${employer}`, `/MOTIF SALAIRE ${fmt(ev.date, 'MMMM yyyy', 'fr').toUpperCase()} /REF ${rng.digits(10)}`] };
      case 'rent':
        return {
          lines: [`VIR SEPA EMIS /MOTIF LOYER ${fmt(ev.date, 'MM/yyyy')}`, `/BEN ${ll.first.toUpperCase()} ${ll.last.toUpperCase()} /REFDO ${rng.digits(8)}`],
        };
      case 'utility':
      case 'telecom':
      case 'insurance':
      case 'subscription':
        return {
          lines: [
            `PRLV SEPA ${pool(FR, ev.kind, rng)}`,
            `ECH/${fmt(ev.date, 'ddMMyy')} ID EMETTEUR/FR${rng.digits(2)}ZZZ${rng.digits(6)} MDT/${rng.chars(10)}`,
          ],
        };
      case 'atm':
        return {
          lines: [
            `RETRAIT DAB ${fmt(ev.txDate, 'dd/MM/yy')} ${String(rng.int(8, 21)).padStart(2, '0')}H${rng.int(10, 59)} ${rng.pick(['BNP PARIS OPERA', 'PARIS 11 BASTILLE', 'LYON BELLECOUR'])}`,
            `CARTE ${card}`,
          ],
        };
      case 'transfer_out': {
        const p = otherName(rng, 'FR');
        return {
          lines: [
            `VIR SEPA EMIS /MOTIF ${rng.pick([`FACTURE 1 ${rng.digits(3)},50 DU ${fmt(ev.date, 'dd.MM')}`, 'REMBOURSEMENT', 'CADEAU'])}`,
            `/BEN ${p.first.toUpperCase()} ${p.last.toUpperCase()}`,
          ],
        };
      }
      case 'transfer_in': {
        const p = otherName(rng, 'FR');
        return {
          lines: [
            `VIR SEPA RECU /DE ${p.first.toUpperCase()} ${p.last.toUpperCase()}`,
            `/MOTIF ${rng.pick(['REMBOURSEMENT VACANCES', 'PART LOYER', 'RESTAURANT'])}`,
          ],
        };
      }
      case 'savings':
        return { lines: ['VIR PERMANENT VERS LIVRET A', `${ctx.holderLast.toUpperCase()} ${rng.digits(11)}`] };
      case 'fee':
        return { lines: [rng.pick(['COMMISSIONS COTISATION ESPRIT LIBRE', 'FRAIS TENUE DE COMPTE', 'COMMISSION INTERVENTION'])] };
      case 'interest':
      case 'tiny':
        return { lines: ['INTERETS CREDITEURS'] };
      case 'refund':
        return { lines: [`AVOIR CARTE DU ${fmt(ev.txDate, 'ddMMyy')} ${pool(FR, 'online', rng)}`, `CARTE ${card}`] };
      case 'cheque':
        return { lines: [`CHEQUE N° ${rng.digits(7)}`] };
      case 'deposit':
        return { lines: [`REMISE CHEQUES N° ${rng.digits(7)}`, `${rng.int(1, 3)} CHEQUE(S)`] };
      case 'large_in':
        return {
          lines: [`VIR SEPA RECU /DE ${rng.pick(['OFFICE NOTARIAL DUPONT', 'SCP NOTAIRES ASSOCIES'])}`, `/MOTIF VENTE IMMOBILIERE LOT ${rng.int(1, 40)}`],
        };
      case 'large_out':
        return { lines: ['VIR SEPA EMIS /MOTIF ACQUISITION', `/BEN ${rng.pick(['SCI LES TILLEULS', 'NOTAIRE MARTIN'])}`] };
      case 'card_payment':
        return { lines: ['PRLV CARTE DIFFEREE'] };
    }
  };
}

// ---------------------------------------------------------------- Spain
const ES: Pools = {
  grocery: ['Mercadona', 'Carrefour Express', 'Lidl Supermercados', 'Dia', 'El Corte Ingles', 'Consum'],
  restaurant: ['Bar La Esquina', 'Telepizza', 'Cerveceria 100 Montaditos', 'Vips', 'Glovo'],
  fuel: ['Repsol E.S.', 'Cepsa', 'Galp Estacion', 'Bp Oil Espana'],
  online: ['Amazon.es', 'Aliexpress', 'Zara.com', 'Renfe Viajeros', 'Paypal *Ebay'],
  contactless: ['Metro De Madrid', 'Estanco N 12', 'Farmacia Lda. Ruiz', 'Panaderia Santa Ana'],
  utility: ['Iberdrola Clientes, S.A.U.', 'Endesa Energia', 'Canal De Isabel Ii', 'Naturgy Iberia'],
  telecom: ['Telefonica De Espana', 'Vodafone Espana', 'Orange Espagne', 'Digi Spain Telecom'],
  insurance: ['Mapfre Espana', 'Mutua Madrilena', 'Sanitas S.A. De Seguros', 'Linea Directa'],
  subscription: ['Netflix.com', 'Spotify', 'Dazn', 'Basic-fit Spain'],
  employers: ['Acme Sl', 'Construcciones Levante Sa', 'Ayuntamiento De Sevilla', 'Tecnologias Iberia Sl'],
};

export function esDescriber(rng0: Rng, ctx: DescCtx): Describer {
  const employer = rng0.pick(ES.employers);
  const ll = otherName(rng0, 'ES');
  const tarj = `Tarj. :*${rng0.digits(2)}${ctx.cardLast4}`;
  return (ev, rng) => {
    if (cardKind(ev.kind)) {
      return { lines: [`${rng.pick(['Compra', 'Pago Movil En'])} ${pool(ES, ev.kind, rng)}, ${rng.pick(['Madrid', 'Valencia', 'Sevilla'])}, ${tarj}`] };
    }
    switch (ev.kind) {
      case 'salary':
        return { lines: [`Nomina Recibida ${employer}`] };
      case 'rent':
        return { lines: [`Transferencia A Favor De ${ll.first} ${ll.last} Concepto: Alquiler ${fmt(ev.date, 'MMMM', 'es')}`] };
      case 'utility':
      case 'telecom':
      case 'insurance':
      case 'subscription':
        return { lines: [`Recibo ${pool(ES, ev.kind, rng)} Nº Recibo 0049 ${rng.digits(7)} ${rng.chars(5)} Ref. Mandato ${rng.chars(12)}`] };
      case 'atm':
        return { lines: [`Retirada De Efectivo En Cajero ${rng.pick(['Santander', 'Ajeno'])} ${rng.pick(['C/ Mayor 3', 'Gran Via 12'])}, ${tarj}`] };
      case 'transfer_out': {
        const p = otherName(rng, 'ES');
        return {
          lines: [
            rng.chance(0.5)
              ? `Bizum A Favor De ${p.first} ${p.last} Concepto: ${rng.pick(['Cena', 'Regalo', 'Entradas'])}`
              : `Transferencia A Favor De ${p.first} ${p.last} Concepto: Factura 1.${rng.digits(3)} Del ${fmt(ev.date, 'dd/MM')}`,
          ],
        };
      }
      case 'transfer_in': {
        const p = otherName(rng, 'ES');
        return {
          lines: [
            rng.chance(0.5)
              ? `Bizum De ${p.first} ${p.last} Concepto: ${rng.pick(['Cena viernes', 'Loteria', 'Gasolina'])}`
              : `Transferencia De ${p.first} ${p.last}, Concepto ${rng.pick(['Devolucion', 'Parte piso', 'Viaje'])}.`,
          ],
        };
      }
      case 'savings':
        return { lines: ['Traspaso A Cuenta Ahorro'] };
      case 'fee':
        return { lines: [rng.pick(['Comision Mantenimiento', 'Comision Por Emision Tarjeta', 'Comision Descubierto'])] };
      case 'interest':
      case 'tiny':
        return { lines: ['Liquidacion Intereses Cuenta'] };
      case 'refund':
        return { lines: [`Devolucion Compra ${pool(ES, 'online', rng)}, ${tarj}`] };
      case 'cheque':
      case 'deposit':
        return { lines: [`Ingreso En Efectivo ${rng.pick(['Oficina', 'Cajero'])} ${rng.digits(4)}`] };
      case 'large_in':
        return { lines: [`Transferencia De ${rng.pick(['Notaria Lopez Garcia', 'Inmobiliaria Costa Sl'])}, Concepto Venta Vivienda Ref ${rng.digits(6)}.`] };
      case 'large_out':
        return { lines: [`Transferencia A Favor De ${rng.pick(['Promociones Norte Sa', 'Notaria Ruiz'])} Concepto: Compraventa`] };
      case 'card_payment':
        return { lines: ['Liquidacion Tarjeta Credito'] };
    }
  };
}

// ---------------------------------------------------------------- Italy
const IT: Pools = {
  grocery: ['ESSELUNGA', 'CONAD', 'COOP LOMBARDIA', 'CARREFOUR MARKET', 'PAM PANORAMA', 'LIDL ITALIA'],
  restaurant: ['BAR CENTRALE', 'AUTOGRILL', 'PIZZERIA DA MARIO', 'GLOVO', 'JUST EAT'],
  fuel: ['ENI STATION', 'Q8 EASY', 'IP ITALIANA PETROLI', 'TAMOIL'],
  online: ['AMAZON EU', 'TRENITALIA', 'ZALANDO', 'PAYPAL *EBAY', 'ITALO SPA'],
  contactless: ['ATM MILANO', 'TABACCHI N.12', 'FARMACIA SAN LUCA', 'EDICOLA CENTRALE'],
  utility: ['ENEL ENERGIA SPA', 'A2A ENERGIA', 'HERA COMM', 'ACEA ATO 2'],
  telecom: ['TIM SPA', 'VODAFONE ITALIA', 'WINDTRE SPA', 'FASTWEB SPA'],
  insurance: ['GENERALI ITALIA', 'UNIPOLSAI', 'ALLIANZ SPA', 'REALE MUTUA'],
  subscription: ['NETFLIX', 'SKY ITALIA', 'DAZN', 'SPOTIFY'],
  employers: ['ACME SRL', 'COSTRUZIONI BIANCHI SPA', 'COMUNE DI BOLOGNA', 'INFORMATICA PADANA SRL'],
};

export function itDescriber(rng0: Rng, ctx: DescCtx): Describer {
  const employer = rng0.pick(IT.employers);
  const ll = otherName(rng0, 'IT');
  const carta = `CARTA N. XXXX XXXX XXXX ${ctx.cardLast4}`;
  return (ev, rng) => {
    if (cardKind(ev.kind)) {
      return { lines: [`PAGAMENTO POS ${fmtAbs(ev.amount, NF_DE)} EUR DEL ${fmt(ev.txDate, 'dd.MM.yyyy')} A (ITA) ${pool(IT, ev.kind, rng)}`, carta] };
    }
    switch (ev.kind) {
      case 'salary':
        return { lines: [`ACCREDITO BONIFICO DA ${employer}`, `CAUS. STIPENDIO ${fmt(ev.date, 'MMMM yyyy', 'it').toUpperCase()}`] };
      case 'rent':
        return {
          lines: [`BONIFICO DA VOI DISPOSTO A FAVORE DI ${ll.last.toUpperCase()} ${ll.first.toUpperCase()}`, `CAUS. AFFITTO ${fmt(ev.date, 'MM/yyyy')}`],
        };
      case 'utility':
      case 'telecom':
      case 'insurance':
      case 'subscription':
        return { lines: [`ADDEBITO DIRETTO SDD ${pool(IT, ev.kind, rng)}`, `CID.IT${rng.digits(2)}ZZZ${rng.digits(7)} MAND. ${rng.chars(9)}`] };
      case 'atm':
        return {
          lines: [
            `PRELIEVO CARTA DEL ${fmt(ev.txDate, 'dd.MM.yyyy')} ORE ${String(rng.int(8, 21)).padStart(2, '0')}.${rng.int(10, 59)}`,
            `ATM ${rng.pick(['INTESA SANPAOLO', 'ALTRA BANCA'])} ${carta}`,
          ],
        };
      case 'transfer_out': {
        const p = otherName(rng, 'IT');
        return {
          lines: [
            `BONIFICO ISTANTANEO A FAVORE DI ${p.last.toUpperCase()} ${p.first.toUpperCase()}`,
            `CAUS. ${rng.pick([`FATTURA N. 12.${rng.digits(2)} DEL ${fmt(ev.date, 'dd.MM')}`, 'REGALO', 'QUOTA CENA'])}`,
          ],
        };
      }
      case 'transfer_in': {
        const p = otherName(rng, 'IT');
        return {
          lines: [
            `BONIFICO A VOSTRO FAVORE DA ${p.last.toUpperCase()} ${p.first.toUpperCase()}`,
            `CAUS. ${rng.pick(['RIMBORSO', 'QUOTA VACANZA', 'SALDO SPESE'])}`,
          ],
        };
      }
      case 'savings':
        return { lines: ['GIROCONTO SU CONTO DEPOSITO'] };
      case 'fee':
        return { lines: [rng.pick(['CANONE MENSILE CONTO', 'COMMISSIONI BONIFICO', 'IMPOSTA DI BOLLO E/C'])] };
      case 'interest':
      case 'tiny':
        return { lines: ['INTERESSI CREDITORI'] };
      case 'refund':
        return { lines: [`STORNO PAGAMENTO POS ${pool(IT, 'online', rng)}`, carta] };
      case 'cheque':
        return { lines: [`ASSEGNO N. ${rng.digits(10)}`] };
      case 'deposit':
        return { lines: ['VERSAMENTO CONTANTI', `FILIALE ${rng.digits(5)}`] };
      case 'large_in':
        return { lines: [`ACCREDITO BONIFICO DA ${rng.pick(['STUDIO NOTARILE ROSSI', 'IMMOBILIARE LAGO SRL'])}`, 'CAUS. SALDO PREZZO COMPRAVENDITA'] };
      case 'large_out':
        return { lines: [`BONIFICO DA VOI DISPOSTO A FAVORE DI ${rng.pick(['EDILIZIA NUOVA SPA', 'NOTAIO BIANCHI'])}`, 'CAUS. ACQUISTO IMMOBILE'] };
      case 'card_payment':
        return { lines: ['ADDEBITO CARTA DI CREDITO'] };
    }
  };
}

// ---------------------------------------------------------------- Netherlands
const NL: Pools = {
  grocery: ['Albert Heijn 1234', 'Jumbo Utrecht', 'Lidl Amsterdam', 'PLUS Groningen', 'Dirk vdBroek'],
  restaurant: ['Febo', 'Bakkerij Bart', 'Thuisbezorgd.nl', 'Cafe de Zwart', 'Starbucks CS'],
  fuel: ['Shell Station A2', 'TinQ Utrecht', 'BP Schiphol', 'Esso Express'],
  online: ['Bol.com', 'Coolblue B.V.', 'Zalando', 'NS Groep IZ NS Reizigers', 'Amazon EU'],
  contactless: ['NS Reizigers', 'GVB Amsterdam', 'Kruidvat 1234', 'HEMA'],
  utility: ['Vattenfall Klantenservice N.V.', 'Eneco Consumenten', 'Waternet', 'Essent Retail Energie'],
  telecom: ['KPN B.V.', 'Odido Netherlands', 'VodafoneZiggo', 'Simyo'],
  insurance: ['Zilveren Kruis', 'CZ Groep', 'Centraal Beheer', 'Nationale-Nederlanden'],
  subscription: ['Netflix International B.V.', 'Spotify AB', 'Basic-Fit Nederland', 'Videoland'],
  employers: ['ACME B.V.', 'Gemeente Utrecht', 'Tulp Logistiek B.V.', 'Polder Software B.V.'],
};

export function nlDescriber(rng0: Rng, _ctx: DescCtx): Describer {
  const employer = rng0.pick(NL.employers);
  const ll = otherName(rng0, 'NL');
  const iban = (rng: Rng): string => `NL${rng.digits(2)}${rng.pick(['INGB', 'RABO', 'ABNA', 'SNSB'])}0${rng.digits(9)}`;
  const pas = (ev: SynthEvent, rng: Rng): string =>
    `Pasvolgnr: 00${rng.int(1, 3)} ${fmt(ev.txDate, 'dd-MM-yyyy')} ${String(rng.int(8, 21)).padStart(2, '0')}:${rng.int(10, 59)}`;
  const named = (typeCode: string, name: string, oms: string, rng: Rng): Described => ({
    typeCode,
    lines: [`Naam: ${name}`, `Omschrijving: ${oms}`, `IBAN: ${iban(rng)}`],
  });
  return (ev, rng) => {
    if (ev.kind === 'online') return named('ID', `${pool(NL, 'online', rng)} via Stichting Mollie Payments`, `${rng.digits(10)} ${rng.digits(16)}`, rng);
    if (cardKind(ev.kind))
      return {
        typeCode: 'BA',
        lines: [
          `${pool(NL, ev.kind, rng)} ${rng.pick(['AMSTERDAM', 'UTRECHT', 'ROTTERDAM'])} NLD`,
          `${pas(ev, rng)} Transactie: ${rng.chars(6)} Term: ${rng.chars(8)}`,
        ],
      };
    switch (ev.kind) {
      case 'salary':
        return named('OV', employer, `SALARIS ${fmt(ev.date, 'MMMM yyyy', 'nl').toUpperCase()}`, rng);
      case 'rent':
        return named('GT', `${ll.first} ${ll.last}`, `huur ${fmt(ev.date, 'MMMM', 'nl')} ${fmt(ev.date, 'yyyy')}`, rng);
      case 'utility':
      case 'telecom':
      case 'insurance':
      case 'subscription':
        return {
          typeCode: 'IC',
          lines: [
            `Naam: ${pool(NL, ev.kind, rng)}`,
            `Omschrijving: Termijnbedrag ${fmt(ev.date, 'MM-yyyy')} Kenmerk: ${rng.digits(12)}`,
            `IBAN: ${iban(rng)} Machtiging ID: ${rng.chars(10)}`,
          ],
        };
      case 'atm':
        return { typeCode: 'GM', lines: [`ING ${rng.pick(['AMSTERDAM CENTRUM', 'UTRECHT CS', 'DEN HAAG'])}`, pas(ev, rng)] };
      case 'transfer_out': {
        const p = otherName(rng, 'NL');
        return named('GT', `${p.first} ${p.last}`, rng.pick(['Tikkie etentje', `factuur 2025.${rng.digits(3)} d.d. ${fmt(ev.date, 'dd-MM')}`, 'kado']), rng);
      }
      case 'transfer_in': {
        const p = otherName(rng, 'NL');
        return named('OV', `${p.first} ${p.last}`, rng.pick(['terugbetaling', 'boodschappen', 'vakantie deel 1 van 2']), rng);
      }
      case 'savings':
        return { typeCode: 'GT', lines: ['Naar Oranje spaarrekening', `V${rng.digits(8)}`] };
      case 'fee':
        return { typeCode: 'DV', lines: ['Kosten OranjePakket', `Periode ${fmt(ev.date, 'dd-MM-yyyy')} t/m ${fmt(ev.date, 'dd-MM-yyyy')}`] };
      case 'interest':
      case 'tiny':
        return { typeCode: 'DV', lines: ['Rente', `Periode ${fmt(ev.date, 'MM-yyyy')}`] };
      case 'refund':
        return named('OV', pool(NL, 'online', rng), `Terugbetaling order ${rng.digits(9)}`, rng);
      case 'cheque':
      case 'deposit':
        return { typeCode: 'ST', lines: ['Storting', `Geldautomaat ${rng.digits(4)}`] };
      case 'large_in':
        return named('OV', rng.pick(['Notariskantoor Van Dijk', 'Stichting Derdengelden Notaris']), `Verkoop woning ${rng.digits(6)}`, rng);
      case 'large_out':
        return named('GT', rng.pick(['Notariskantoor De Boer', 'Bouwbedrijf Hollandia B.V.']), `Koopsom appartement ${rng.digits(4)}`, rng);
      case 'card_payment':
        return { typeCode: 'IC', lines: ['Naam: ING Creditcard', 'Omschrijving: Afrekening creditcard'] };
    }
  };
}

// ---------------------------------------------------------------- Portugal
const PT: Pools = {
  grocery: ['CONTINENTE', 'PINGO DOCE', 'LIDL', 'MINIPRECO', 'INTERMARCHE'],
  restaurant: ['PASTELARIA BELEM', 'CAFE A BRASILEIRA', 'UBER EATS', 'TASCA DO CHICO', 'MCDONALDS'],
  fuel: ['GALP', 'REPSOL', 'PRIO', 'BP PORTUGAL'],
  online: ['AMAZON', 'WORTEN ONLINE', 'FNAC PT', 'CP COMBOIOS', 'OLX'],
  contactless: ['METRO LISBOA', 'CARRIS', 'FARMACIA ESTACAO', 'TABACARIA'],
  utility: ['EDP COMERCIAL', 'EPAL', 'GALP GAS NATURAL', 'ENDESA PT'],
  telecom: ['MEO', 'NOS COMUNICACOES', 'VODAFONE PORTUGAL', 'NOWO'],
  insurance: ['FIDELIDADE', 'TRANQUILIDADE', 'AGEAS SEGUROS', 'MEDIS'],
  subscription: ['NETFLIX', 'SPOTIFY', 'HBO MAX', 'FITNESS HUT'],
  employers: ['ACME LDA', 'CONSTRUCOES NORTE SA', 'CAMARA MUNICIPAL PORTO', 'TECNOLOGIA ATLANTICO LDA'],
};

export function ptDescriber(rng0: Rng, ctx: DescCtx): Describer {
  const employer = rng0.pick(PT.employers);
  const ll = otherName(rng0, 'PT');
  return (ev, rng) => {
    if (cardKind(ev.kind)) return { lines: [`COMPRA ${ctx.cardLast4} ${pool(PT, ev.kind, rng)} ${rng.pick(['LISBOA', 'PORTO', 'BRAGA'])}`] };
    switch (ev.kind) {
      case 'salary':
        return { lines: [`TRF SEPA ${employer}`, `VENCIMENTO ${fmt(ev.date, 'MM/yyyy')}`] };
      case 'rent':
        return { lines: [`TRF P/ ${ll.first.toUpperCase()} ${ll.last.toUpperCase()}`, 'RENDA'] };
      case 'utility':
      case 'telecom':
      case 'insurance':
      case 'subscription':
        return { lines: [`DD ${pool(PT, ev.kind, rng)} ${rng.digits(6)}`] };
      case 'atm':
        return { lines: [`LEV ATM ${ctx.cardLast4} ${rng.pick(['LISBOA', 'PORTO', 'SETUBAL'])}`] };
      case 'transfer_out': {
        const p = otherName(rng, 'PT');
        return {
          lines: [
            rng.chance(0.5)
              ? `MB WAY P/ ${p.first.toUpperCase()} ${p.last.toUpperCase()}`
              : `TRF P/ ${p.first.toUpperCase()} ${p.last.toUpperCase()} FT 2025/${rng.digits(3)} 1.${rng.digits(3)},00`,
          ],
        };
      }
      case 'transfer_in': {
        const p = otherName(rng, 'PT');
        return {
          lines: [rng.chance(0.5) ? `MB WAY DE ${p.first.toUpperCase()} ${p.last.toUpperCase()}` : `TRF DE ${p.first.toUpperCase()} ${p.last.toUpperCase()}`],
        };
      }
      case 'savings':
        return { lines: ['TRF CONTA POUPANCA'] };
      case 'fee':
        return { lines: [rng.pick(['COMISSAO CONTA PACOTE', 'IMPOSTO DO SELO', 'COM MANUTENCAO CONTA'])] };
      case 'interest':
      case 'tiny':
        return { lines: ['JUROS CREDORES'] };
      case 'refund':
        return { lines: [`DEVOLUCAO COMPRA ${pool(PT, 'online', rng)}`] };
      case 'cheque':
        return { lines: [`CHEQUE ${rng.digits(10)}`] };
      case 'deposit':
        return { lines: ['DEPOSITO NUMERARIO'] };
      case 'large_in':
        return { lines: [`TRF SEPA ${rng.pick(['CARTORIO NOTARIAL LISBOA', 'IMOBILIARIA SOL LDA'])}`, 'VENDA IMOVEL'] };
      case 'large_out':
        return { lines: [`TRF P/ ${rng.pick(['CONSTRUTORA ATLANTICO SA', 'NOTARIO SILVA'])}`, 'ESCRITURA'] };
      case 'card_payment':
        return { lines: ['PAG CARTAO CREDITO'] };
    }
  };
}

// ---------------------------------------------------------------- Switzerland
const CH: Pools = {
  grocery: ['Migros M', 'Coop-1234', 'Denner', 'Aldi Suisse', 'Lidl Schweiz', 'Volg'],
  restaurant: ['Sprüngli', 'Tibits', 'Restaurant Hiltl', 'Starbucks HB', 'Just Eat CH'],
  fuel: ['Migrol Tankstelle', 'Avia', 'Shell Switzerland', 'BP Pratteln'],
  online: ['Digitec Galaxus AG', 'Zalando SE', 'SBB CFF FFS', 'Brack.ch', 'Amazon.de'],
  contactless: ['SBB Billettautomat', 'Kiosk k', 'Valora', 'ZVV Ticket'],
  utility: ['ewz Elektrizitätswerk', 'IWB Industrielle Werke', 'BKW Energie AG', 'Serafe AG'],
  telecom: ['Swisscom (Schweiz) AG', 'Sunrise GmbH', 'Salt Mobile SA', 'Wingo'],
  insurance: ['CSS Versicherung', 'Helsana', 'Swica', 'AXA Versicherungen'],
  subscription: ['Netflix', 'Spotify', 'Zattoo', 'Migros Fitness'],
  employers: ['ACME AG', 'Kanton Zürich', 'Alpenblick Software AG', 'Chocolaterie Suisse SA'],
};

export function chDescriber(rng0: Rng, ctx: DescCtx): Describer {
  const employer = rng0.pick(CH.employers);
  const ll = otherName(rng0, 'CH');
  return (ev, rng) => {
    if (cardKind(ev.kind)) {
      const twint = ev.kind === 'contactless' && rng.chance(0.4);
      return {
        lines: [
          twint ? 'TWINT Zahlung' : 'Zahlung Debitkarte',
          `${pool(CH, ev.kind, rng)} ${rng.pick(['Zürich', 'Bern', 'Basel', 'Luzern'])}`,
          ...(twint ? [] : [`Kartennummer XXXX${ctx.cardLast4}`]),
        ],
      };
    }
    switch (ev.kind) {
      case 'salary':
        return { lines: ['Gutschrift', `${employer}`, `Lohn ${fmt(ev.date, 'MM.yyyy')}`] };
      case 'rent':
        return { lines: ['Dauerauftrag', `${ll.first} ${ll.last}`, `Miete ${fmt(ev.date, 'MMMM yyyy', 'de')}`] };
      case 'utility':
      case 'telecom':
      case 'insurance':
      case 'subscription':
        return {
          lines: [
            rng.pick(['e-banking-Auftrag', 'LSV-Belastung', 'eBill-Zahlung']),
            pool(CH, ev.kind, rng),
            `Ref. ${rng.digits(2)} ${rng.digits(5)} ${rng.digits(5)} ${rng.digits(5)}`,
          ],
        };
      case 'atm':
        return {
          lines: [
            'Bargeldbezug',
            `UBS ${rng.pick(['Bahnhofstrasse', 'Paradeplatz', 'Bern Bärenplatz'])}`,
            `${fmt(ev.txDate, 'dd.MM.yyyy')} ${String(rng.int(8, 21)).padStart(2, '0')}:${rng.int(10, 59)}`,
          ],
        };
      case 'transfer_out': {
        const p = otherName(rng, 'CH');
        return {
          lines: [
            'e-banking-Auftrag',
            `${p.first} ${p.last}`,
            rng.pick([`Rechnung 1'${rng.digits(3)} vom ${fmt(ev.date, 'dd.MM.')}`, 'Geschenk', 'Ferien Anteil']),
          ],
        };
      }
      case 'transfer_in': {
        const p = otherName(rng, 'CH');
        return { lines: ['Gutschrift', `${p.first} ${p.last}`, rng.pick(['Rückzahlung', 'Nebenkosten', 'TWINT'])] };
      }
      case 'savings':
        return { lines: ['Übertrag', 'auf Sparkonto'] };
      case 'fee':
        return { lines: [rng.pick(['Kontoführungspreis', 'Preis für Debitkarte', 'Bargeldbezug Fremdbank'])] };
      case 'interest':
      case 'tiny':
        return { lines: ['Zinsabschluss'] };
      case 'refund':
        return { lines: ['Gutschrift Debitkarte', pool(CH, 'online', rng)] };
      case 'cheque':
      case 'deposit':
        return { lines: ['Einzahlung', 'UBS Einzahlungsautomat'] };
      case 'large_in':
        return { lines: ['Gutschrift', rng.pick(['Notariat Zürich-Altstadt', 'Immobilien Seeblick AG']), 'Verkauf Liegenschaft'] };
      case 'large_out':
        return { lines: ['e-banking-Auftrag', rng.pick(['Generalunternehmung Berg AG', 'Notariat Bern']), 'Kaufpreis STWE'] };
      case 'card_payment':
        return { lines: ['Kreditkartenabrechnung'] };
    }
  };
}

// ---------------------------------------------------------------- Poland (no diacritics: standard fonts)
const PL: Pools = {
  grocery: ['BIEDRONKA 1234', 'LIDL SP. Z O.O.', 'ZABKA Z1234 K.1', 'CARREFOUR EXPRESS', 'AUCHAN POLSKA'],
  restaurant: ['PIZZA HUT', 'BAR MLECZNY', 'PYSZNE.PL', 'STARBUCKS', 'GREEN CAFFE NERO'],
  fuel: ['ORLEN STACJA NR 123', 'BP STACJA', 'SHELL POLSKA', 'CIRCLE K'],
  online: ['ALLEGRO.PL', 'AMAZON.PL', 'ZALANDO', 'PKP INTERCITY', 'MEDIA EXPERT'],
  contactless: ['ZTM WARSZAWA', 'ROSSMANN 123', 'APTEKA DOZ', 'KIOSK RUCH'],
  utility: ['PGE OBROT S.A.', 'TAURON SPRZEDAZ', 'PGNIG OBROT DETALICZNY', 'MPWIK WARSZAWA'],
  telecom: ['ORANGE POLSKA S.A.', 'PLAY P4 SP. Z O.O.', 'T-MOBILE POLSKA', 'UPC POLSKA'],
  insurance: ['PZU SA', 'WARTA S.A.', 'ALLIANZ POLSKA', 'LINK4'],
  subscription: ['NETFLIX.COM', 'SPOTIFY', 'CANAL+ ONLINE', 'MULTISPORT'],
  employers: ['ACME SP. Z O.O.', 'URZAD MIASTA KRAKOWA', 'WISLA LOGISTYKA S.A.', 'SOFTWARE POLSKA SP. Z O.O.'],
};

export function plDescriber(rng0: Rng, ctx: DescCtx): Describer {
  const employer = rng0.pick(PL.employers);
  const ll = otherName(rng0, 'PL');
  const card = `${rng0.digits(4)} XXXX XXXX ${ctx.cardLast4}`;
  return (ev, rng) => {
    if (cardKind(ev.kind)) {
      if (ev.kind === 'online' && rng.chance(0.5)) return { lines: [`Zakup BLIK ${pool(PL, 'online', rng)} ref:${rng.digits(11)}`] };
      return {
        lines: [
          `Platnosc karta ${fmtAbs(ev.amount, NF_FR)} PLN ${pool(PL, ev.kind, rng)} ${rng.pick(['WARSZAWA', 'KRAKOW', 'GDANSK'])}`,
          `Karta: ${card} Data wykonania: ${fmt(ev.txDate, 'yyyy-MM-dd')}`,
        ],
      };
    }
    switch (ev.kind) {
      case 'salary':
        return { lines: [`Przelew przychodzacy ${employer}`, `Wynagrodzenie za ${fmt(ev.date, 'MM/yyyy')}`] };
      case 'rent':
        return { lines: [`Zlecenie stale ${ll.first.toUpperCase()} ${ll.last.toUpperCase()}`, `Czynsz za ${fmt(ev.date, 'MMMM yyyy', 'pl')}`] };
      case 'utility':
      case 'telecom':
      case 'insurance':
      case 'subscription':
        return {
          lines: [
            `Polecenie zaplaty ${pool(PL, ev.kind, rng)}`,
            `Nr klienta ${rng.digits(9)} Faktura ${rng.chars(2)}/${rng.digits(5)}/${fmt(ev.date, 'MM/yyyy')}`,
          ],
        };
      case 'atm':
        return { lines: [`Wyplata z bankomatu ${rng.pick(['PKO BP', 'EURONET', 'PLANET CASH'])} ${rng.pick(['WARSZAWA', 'KRAKOW'])}`, `Karta: ${card}`] };
      case 'transfer_out': {
        const p = otherName(rng, 'PL');
        return {
          lines: [
            rng.chance(0.5)
              ? `Przelew na telefon BLIK ${p.first.toUpperCase()} ${p.last.toUpperCase()}`
              : `Przelew wychodzacy ${p.first.toUpperCase()} ${p.last.toUpperCase()}`,
            rng.pick([`FV 12/${fmt(ev.date, 'MM')}/2025 kwota 1 ${rng.digits(3)},00`, 'za obiad', 'zwrot']),
          ],
        };
      }
      case 'transfer_in': {
        const p = otherName(rng, 'PL');
        return { lines: [`Przelew przychodzacy ${p.first.toUpperCase()} ${p.last.toUpperCase()}`, rng.pick(['zwrot za bilety', 'prezent', 'czesc czynszu'])] };
      }
      case 'savings':
        return { lines: ['Przelew na rachunek oszczednosciowy'] };
      case 'fee':
        return { lines: [rng.pick(['Oplata za prowadzenie rachunku', 'Oplata za karte', 'Prowizja za przelew natychmiastowy'])] };
      case 'interest':
      case 'tiny':
        return { lines: ['Kapitalizacja odsetek'] };
      case 'refund':
        return { lines: [`Zwrot platnosci karta ${pool(PL, 'online', rng)}`] };
      case 'cheque':
      case 'deposit':
        return { lines: ['Wplata gotowkowa we wplatomacie'] };
      case 'large_in':
        return {
          lines: [`Przelew przychodzacy ${rng.pick(['KANCELARIA NOTARIALNA KOWALSKI', 'DEWELOPER WISLA S.A.'])}`, 'Sprzedaz mieszkania akt notarialny'],
        };
      case 'large_out':
        return { lines: [`Przelew wychodzacy ${rng.pick(['BUDIMEX MIESZKANIA', 'KANCELARIA NOTARIALNA NOWAK'])}`, 'Zakup lokalu mieszkalnego'] };
      case 'card_payment':
        return { lines: ['Splata karty kredytowej'] };
    }
  };
}
