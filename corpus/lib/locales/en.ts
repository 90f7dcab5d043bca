/** English-language describers: UK (HSBC-like), US (Chase-like, Wells-like), card issuer, AU, NZ. */
import { fmt } from '../dates.ts';
import { fmtAbs, NF_EN } from '../money.ts';
import { otherName } from '../people.ts';
import type { Rng } from '../rng.ts';
import type { Described, Describer, SynthEvent } from '../synth.ts';

export interface DescCtx {
  cardLast4: string;
  holderFirst: string;
  holderLast: string;
}

const UK = {
  grocery: [
    'TESCO STORES 3045',
    'SAINSBURYS S/MKTS',
    'ASDA STORES 4421',
    'WAITROSE 712',
    'LIDL GB LEEDS',
    'ALDI 84 772',
    'CO-OP GROUP 070612',
    'M&S SIMPLY FOOD',
  ],
  restaurant: ['PRET A MANGER', 'COSTA COFFEE 43011', 'GREGGS PLC', 'NANDOS', 'CAFFE NERO', 'WAGAMAMA LTD', 'THE RED LION', 'DELIVEROO'],
  fuel: ['SHELL KIRKSTALL', 'BP CONNECT 4410', 'ESSO MOTORWAY SVC', 'TESCO PFS 3045'],
  online: ['AMAZON.CO.UK*2K4LM', 'AMZNMKTPLACE', 'EBAY O*12-09931', 'ARGOS LTD', 'JOHN LEWIS', 'TRAINLINE', 'ASOS.COM LTD', 'ETSY.COM'],
  contactless: ['TFL TRAVEL CH', 'GREGGS PLC', 'PRET A MANGER', 'COSTA COFFEE', 'BOOTS 1123', 'W H SMITH', 'SUMUP *MARKET STALL', 'TESCO EXPRESS'],
  utility: ['BRITISH GAS', 'OCTOPUS ENERGY', 'THAMES WATER', 'YORKSHIRE WATER', 'EDF ENERGY', 'LEEDS CITY COUNCIL', 'TV LICENCE MBP'],
  telecom: ['VODAFONE LTD', 'EE LIMITED', 'BT GROUP PLC', 'SKY DIGITAL', 'VIRGIN MEDIA', 'THREE UK'],
  insurance: ['AVIVA INSURANCE', 'DIRECT LINE INS', 'ADMIRAL INSURANCE', 'LV INSURANCE', 'LEGAL & GENERAL'],
  subscription: ['NETFLIX.COM', 'SPOTIFY UK', 'AMAZON PRIME*UK', 'APPLE.COM/BILL', 'DISNEY PLUS', 'PUREGYM LTD'],
  towns: ['LONDON', 'LEEDS', 'MANCHESTER', 'BRISTOL', 'YORK', 'GLASGOW', 'CARDIFF', 'BRIGHTON', 'READING', 'OXFORD'],
  employers: ['ACME WIDGETS LTD', 'NORTHERN RAIL LTD', 'NHS BUSINESS SVCS', 'BRIGHTSTAR LOGISTICS', 'OAKWOOD COUNCIL', 'KESTREL SOFTWARE'],
};

function mmmdd(d: string): string {
  return fmt(d, 'MMMdd').toUpperCase();
}

/** HSBC-like: payment-type code in its own column, details as 1–3 short lines. */
export function ukDescriber(rng0: Rng, _ctx: DescCtx): Describer {
  const employer = rng0.pick(UK.employers);
  const ll = otherName(rng0, 'GB');
  const landlord = `${ll.first[0]} ${ll.last.toUpperCase()}`;
  const ownSort = `${rng0.digits(2)}${rng0.digits(2)}${rng0.digits(2)}`;
  const savings = rng0.digits(8);
  return (ev: SynthEvent, rng: Rng): Described => {
    const town = rng.pick(UK.towns);
    switch (ev.kind) {
      case 'salary':
        return { typeCode: 'CR', lines: [employer, rng.pick(['SALARY', `PAYROLL ${fmt(ev.date, 'MMM').toUpperCase()}`, 'WAGES'])] };
      case 'rent':
        return { typeCode: 'SO', lines: [landlord, rng.pick(['RENT', `RENT ${fmt(ev.date, 'MMM yy').toUpperCase()}`, 'FLAT 2 RENT'])] };
      case 'utility':
      case 'telecom':
      case 'insurance':
      case 'subscription': {
        const name = rng.pick(UK[ev.kind]);
        return { typeCode: 'DD', lines: rng.chance(0.4) ? [name, `${rng.chars(3)}${rng.digits(7)}`] : [name] };
      }
      case 'grocery':
      case 'restaurant':
      case 'fuel':
        return { typeCode: rng.chance(0.45) ? ')))' : 'VIS', lines: [rng.pick(UK[ev.kind]), town] };
      case 'contactless':
        return { typeCode: ')))', lines: rng.chance(0.6) ? [rng.pick(UK.contactless), town] : [rng.pick(UK.contactless)] };
      case 'online':
      case 'foreign':
        return {
          typeCode: 'VIS',
          lines: rng.chance(0.3)
            ? [`INT'L ${rng.digits(10)}`, rng.pick(UK.online), rng.pick(['LUXEMBOURG', 'DUBLIN', 'LONDON'])]
            : [rng.pick(UK.online), rng.pick(['LONDON', 'WWW.AMAZON.CO', 'MILTON KEYNES'])],
        };
      case 'atm':
        return {
          typeCode: 'ATM',
          lines: [`CASH HSBC ${mmmdd(ev.txDate)}`, `${town} @${String(rng.int(7, 22)).padStart(2, '0')}:${rng.digits(2).replace(/^[6-9]/, '5')}`],
        };
      case 'transfer_out': {
        const p = otherName(rng, 'GB');
        return {
          typeCode: 'BP',
          lines: rng.chance(0.5)
            ? [`${p.first[0]} ${p.last}`, `REF ${fmt(ev.date, 'dd.MM')} INV ${fmtAbs(ev.amount.abs().times(rng.int(2, 9)).floor(), NF_EN).replace('.00', '')}`]
            : [`${p.first} ${p.last}`, rng.pick(['Dinner', 'Holiday share', 'Gas bill split', 'Birthday'])],
        };
      }
      case 'transfer_in': {
        const p = otherName(rng, 'GB');
        return {
          typeCode: rng.pick(['CR', 'TFR']),
          lines: [`${p.first.toUpperCase()} ${p.last.toUpperCase()}`, rng.pick(['PAYBACK', 'FOOD SHOP', 'TICKETS', 'SHARE OF BILLS'])],
        };
      }
      case 'savings':
        return { typeCode: 'TFR', lines: [`${ownSort} ${savings}`, 'INTERNET TRANSFER'] };
      case 'fee':
        return { typeCode: 'DR', lines: rng.pick([['ARRANGED OD FEE'], ['NON-STERLING', 'TRANSACTION FEE'], ['MONTHLY ACCOUNT FEE']]) };
      case 'interest':
        return { typeCode: 'CR', lines: ['CREDIT INTEREST'] };
      case 'tiny':
        return { typeCode: 'CR', lines: rng.pick([['CREDIT INTEREST'], ['CASHBACK', 'ROUND UP 0.01']]) };
      case 'refund':
        return { typeCode: 'VIS', lines: [rng.pick(UK.online), 'REFUND'] };
      case 'cheque':
      case 'deposit':
        return { typeCode: rng.pick(['CHQ', 'CR']), lines: [ev.kind === 'cheque' ? `${rng.digits(6)}` : 'COUNTER CREDIT', town] };
      case 'large_in':
        return {
          typeCode: 'CR',
          lines: [rng.pick(['HARGREAVES SOLICITORS', 'PARKER & CO LLP']), 'COMPLETION FUNDS', `REF ${rng.digits(6)}/${fmt(ev.date, 'dd.MM')}`],
        };
      case 'large_out':
        return { typeCode: 'DR', lines: ['CHAPS PAYMENT', rng.pick(['MARTIN BRIGGS LLP', 'KINGSLEY CONVEYANCING']), `PURCHASE ${rng.digits(4)}`] };
      case 'card_payment':
        return { typeCode: 'BP', lines: ['HSBC CREDIT CARD'] };
    }
  };
}

const US = {
  grocery: [
    ["Trader Joe's #552", 'New York', 'NY'],
    ['Whole Foods Mkt 10234', 'Austin', 'TX'],
    ['Safeway #1234', 'Seattle', 'WA'],
    ['Kroger #0831', 'Columbus', 'OH'],
    ['Publix Super Mar 1551', 'Tampa', 'FL'],
    ['Costco Whse #0113', 'Denver', 'CO'],
  ],
  restaurant: [
    ['Starbucks Store 12345', 'Seattle', 'WA'],
    ['Chipotle 2417', 'Chicago', 'IL'],
    ['Shake Shack #1032', 'New York', 'NY'],
    ['Sq *Blue Bottle Coffe', 'Oakland', 'CA'],
    ["Tst* Joe's Pizza", 'Brooklyn', 'NY'],
    ['Panera Bread #601', 'Raleigh', 'NC'],
  ],
  fuel: [
    ['Shell Oil 57444212', 'Houston', 'TX'],
    ['Exxonmobil 4412', 'Dallas', 'TX'],
    ['Chevron 0301234', 'San Jose', 'CA'],
    ['Wawa 8123', 'Philadelphia', 'PA'],
  ],
  online: [
    ['Amazon.com*2K4Lm7Ab2', 'Amzn.com/bill', 'WA'],
    ['Target.com *', 'Minneapolis', 'MN'],
    ['Uber *Trip', 'Help.Uber.Com', 'CA'],
    ['Doordash*Chipotle', 'San Francisco', 'CA'],
    ['Etsy.com - Craftshop', 'Brooklyn', 'NY'],
    ['Bestbuy 00012345', 'Richfield', 'MN'],
  ],
  contactless: [
    ['Mta*Nyct Paygo', 'New York', 'NY'],
    ['7-Eleven 33412', 'Denver', 'CO'],
    ['Dunkin #351234', 'Boston', 'MA'],
    ['Cvs/Pharmacy #02211', 'Portland', 'OR'],
  ],
  utility: ['Con Ed of NY', 'Pge', 'Duke Energy', 'Xcel Energy', 'Puget Sound Energ', 'City of Austin Ut'],
  telecom: ['Verizon Wireless', 'AT&T', 'T-Mobile', 'Comcast', 'Spectrum'],
  insurance: ['Geico', 'State Farm Ro 27', 'Progressive Ins', 'Allstate'],
  subscription: [
    ['Netflix.Com', 'Netflix.Com', 'CA'],
    ['Spotify USA', 'New York', 'NY'],
    ['Apple.Com/Bill', '866-712-7753', 'CA'],
    ['Hulu 877-8244858', 'Hulu.Com', 'CA'],
    ['Planet Fitness', '603-750-0001', 'NH'],
  ],
  employers: ['Acme Corp', 'Globex Inc', 'Initech LLC', 'Umbrella Health', 'Stark Logistics', 'Wayne Enterprises'],
  landlords: ['Greystar Property', 'Parkview Apts LLC', 'Riverside Mgmt', 'Oak Hill Rentals'],
};

function ppd(rng: Rng): string {
  return `${rng.pick(['1', '9', '4'])}${rng.digits(9)}`;
}

/** Chase-like: one long mixed-case line per transaction (wrapped by the family). */
export function chaseDescriber(rng0: Rng, ctx: DescCtx): Describer {
  const employer = rng0.pick(US.employers);
  const landlord = rng0.pick(US.landlords);
  const sav = rng0.digits(4);
  const card = ctx.cardLast4;
  return (ev, rng) => {
    const md = fmt(ev.txDate, 'MM/dd');
    const place = (l: string[]): string => `${l[0]} ${l[1]} ${l[2]}`;
    switch (ev.kind) {
      case 'salary':
        return { lines: [`${employer} Payroll PPD ID: ${ppd(rng)}`] };
      case 'rent':
        return {
          lines: [rng.chance(0.5) ? `Online Payment ${rng.digits(11)} To ${landlord} ${md}` : `${landlord} Web Pmts ${rng.digits(6)} Web ID: ${ppd(rng)}`],
        };
      case 'utility':
      case 'telecom':
      case 'insurance':
        return { lines: [`${rng.pick(US[ev.kind])} ${rng.pick(['Paymnt', 'Payment', 'Autopay', 'Bill Pay'])} PPD ID: ${ppd(rng)}`] };
      case 'subscription':
        return { lines: [`Recurring Card Purchase ${md} ${place(rng.pick(US.subscription))} Card ${card}`] };
      case 'grocery':
      case 'restaurant':
      case 'online':
      case 'contactless':
      case 'foreign':
        return { lines: [`Card Purchase ${md} ${place(rng.pick(US[ev.kind === 'foreign' ? 'online' : ev.kind]))} Card ${card}`] };
      case 'fuel':
        return { lines: [`Card Purchase With Pin ${md} ${place(rng.pick(US.fuel))} Card ${card}`] };
      case 'atm':
        return {
          lines: [
            `ATM Withdrawal ${md} ${rng.int(10, 9999)} ${rng.pick(['Broadway', 'Main St', 'Market St', '5th Ave'])} ${rng.pick(['New York NY', 'Austin TX', 'Denver CO'])} Card ${card}`,
          ],
        };
      case 'transfer_out': {
        const p = otherName(rng, 'US');
        return {
          lines: [
            rng.chance(0.6)
              ? `Zelle Payment To ${p.first} ${p.last} Jpm99${rng.chars(7, 'abcdefghjkmnpqrstuvwxyz0123456789')}`
              : `Online Transfer To Chk ...${rng.digits(4)} Transaction#: ${rng.digits(11)} ${md}`,
          ],
        };
      }
      case 'transfer_in': {
        const p = otherName(rng, 'US');
        return {
          lines: [
            rng.chance(0.7)
              ? `Zelle Payment From ${p.first} ${p.last} ${rng.pick(['Bacc', 'Wfct', 'Cof'])}0${rng.chars(9, 'abcdefghjkmnpqrstuvwxyz0123456789')}`
              : `Venmo Cashout PPD ID: ${ppd(rng)}`,
          ],
        };
      }
      case 'savings':
        return { lines: [`Online Transfer To Sav ...${sav} Transaction#: ${rng.digits(11)} ${md}`] };
      case 'fee':
        return {
          lines: [
            rng.pick([
              'Monthly Service Fee',
              `Insufficient Funds Fee For A $${rng.int(12, 480)}.00 Item - Details: Check ${rng.int(1000, 1200)}`,
              `Foreign Exch Rt ADJ Fee ${md} Card ${card}`,
              'Non-Chase ATM Fee-With',
            ]),
          ],
        };
      case 'interest':
      case 'tiny':
        return { lines: ['Interest Payment'] };
      case 'refund':
        return { lines: [`Card Purchase Return ${md} ${place(rng.pick(US.online))} Card ${card}`] };
      case 'cheque':
        return { lines: [`Check # ${rng.int(1001, 1400)}`] };
      case 'deposit':
        return { lines: [rng.pick(['Remote Online Deposit 1', `Deposit ${rng.digits(10)}`, `ATM Check Deposit ${md} 4 Penn Plaza New York NY Card ${card}`])] };
      case 'large_in':
        return {
          lines: [
            `Fedwire Credit Via: Bank of America, N.A./026009593 B/O: ${rng.pick(['Summit Title Company', 'Harbor Escrow LLC'])} Ref: Chase Nyc/Ctr/Bnf=${ctx.holderFirst} ${ctx.holderLast} Imad: ${fmt(ev.date, 'MMdd')}Mmqfmp2K${rng.digits(6)} Trn: ${rng.digits(10)}Ff`,
          ],
        };
      case 'large_out':
        return {
          lines: [
            `Domestic Wire Transfer Via: Wells Fargo Na/0248 A/C: ${rng.pick(['First American Title', 'Keystone Escrow Inc'])} Ref: Purchase ${rng.digits(4)} Imad: ${fmt(ev.date, 'MMdd')}Mmqfmp2N${rng.digits(6)} Trn: ${rng.digits(10)}Es`,
          ],
        };
      case 'card_payment':
        return { lines: [`Payment To Chase Card Ending IN ${rng.digits(4)} ${md}`] };
    }
  };
}

/** Wells-Fargo-like: long lower-case-ish descriptions, check numbers in their own column. */
export function wellsDescriber(rng0: Rng, ctx: DescCtx): Describer {
  const employer = rng0.pick(US.employers);
  const landlord = rng0.pick(US.landlords);
  const card = ctx.cardLast4;
  const holderRev = `${ctx.holderLast} ${ctx.holderFirst}`;
  let checkNo = rng0.int(1100, 3200);
  const sNum = (rng: Rng): string => `S${rng.digits(15)}`;
  return (ev, rng) => {
    const md = fmt(ev.txDate, 'MM/dd');
    const ymd = fmt(ev.date, 'yyMMdd');
    const place = (l: string[]): string => `${l[0]} ${l[1]} ${l[2]}`;
    switch (ev.kind) {
      case 'salary':
        return { lines: [`${employer} Payroll ${ymd} ${rng.digits(10)} ${holderRev}`] };
      case 'rent':
        return { lines: [`${landlord} Rent Pmt ${ymd} ${rng.digits(9)} ${ctx.holderFirst} ${ctx.holderLast}`] };
      case 'utility':
      case 'telecom':
      case 'insurance':
        return {
          lines: [
            `${rng.pick(US[ev.kind])} ${rng.pick(['Billpay', 'Payment', 'Autopay', 'Ins Prem'])} ${ymd} ${rng.digits(9)} ${ctx.holderFirst} ${ctx.holderLast}`,
          ],
        };
      case 'subscription':
        return { lines: [`Recurring Payment authorized on ${md} ${place(rng.pick(US.subscription))} ${sNum(rng)} Card ${card}`] };
      case 'grocery':
      case 'restaurant':
      case 'online':
      case 'contactless':
      case 'fuel':
      case 'foreign':
        return { lines: [`Purchase authorized on ${md} ${place(rng.pick(US[ev.kind === 'foreign' ? 'online' : ev.kind]))} ${sNum(rng)} Card ${card}`] };
      case 'atm':
        return {
          lines: [
            `ATM Withdrawal authorized on ${md} ${rng.int(10, 9999)} ${rng.pick(['Main St', 'Broadway', 'Pine St'])} ${rng.pick(['Seattle WA', 'Portland OR', 'Boise ID'])} ${rng.digits(7)} ATM ID ${rng.digits(4)}P Card ${card}`,
          ],
        };
      case 'transfer_out': {
        const p = otherName(rng, 'US');
        return {
          lines: [
            rng.chance(0.5)
              ? `Zelle to ${p.last} ${p.first} on ${md} Ref #Rp0${rng.chars(8)}`
              : `Online Transfer to ${ctx.holderLast} ${ctx.holderFirst[0]} Way2Save Savings xxxxxx${rng.digits(4)} Ref #Ib0${rng.chars(7)} on ${fmt(ev.date, 'MM/dd/yy')}`,
          ],
        };
      }
      case 'transfer_in': {
        const p = otherName(rng, 'US');
        return {
          lines: [rng.chance(0.6) ? `Zelle From ${p.first} ${p.last} on ${md} Ref # Bac${rng.chars(9)}` : `Mobile Deposit : Ref Number :${rng.digits(12)}`],
        };
      }
      case 'savings':
        return { lines: [`Save As You Go Transfer Debit to xxxxxx${rng.digits(4)}`] };
      case 'fee':
        return {
          lines: [
            rng.pick([
              'Monthly Service Fee',
              `Overdraft Fee for a Transaction Posted on ${md} $${rng.int(20, 300)}.${rng.digits(2)} Check # ${rng.int(1000, 1300)}`,
              'Non-WF ATM Fee',
            ]),
          ],
        };
      case 'interest':
      case 'tiny':
        return { lines: ['Interest Payment'] };
      case 'refund':
        return { lines: [`Purchase Return authorized on ${md} ${place(rng.pick(US.online))} ${sNum(rng)} Card ${card}`] };
      case 'cheque':
        checkNo += rng.int(1, 3);
        return { lines: ['Check'], ref: String(checkNo) };
      case 'deposit':
        return {
          lines: [
            rng.pick([
              'Deposit Made In A Branch/Store',
              `eDeposit IN Branch/Store ${md} 10:${rng.digits(2)}:${rng.digits(2)} Am 1500 4th Ave Seattle WA ${card}`,
            ]),
          ],
        };
      case 'large_in':
        return {
          lines: [
            `WT Fed#${rng.digits(5)} Bank of America, N /Org=${rng.pick(['Cascade Title Co', 'Pioneer Escrow Inc'])} Srf# ${rng.digits(10)} Trn#${ymd}${rng.digits(6)} Rfb# ${rng.digits(9)}`,
          ],
        };
      case 'large_out':
        return {
          lines: [
            `WT ${ymd}-${rng.digits(6)} Jpmorgan Chase Ban /Bnf=${rng.pick(['Northwest Title Agency', 'Evergreen Escrow LLC'])} Srf# ${rng.digits(10)} Trn#${ymd}${rng.digits(6)} Rfb#`,
          ],
        };
      case 'card_payment':
        return { lines: [`Wells Fargo Card Ccpymt ${ymd} ${rng.digits(12)} ${holderRev}`] };
    }
  };
}

/** Credit card (issuer statement): merchant line + city, foreign spend with a second/third info line. */
export function cardDescriber(_rng0: Rng, ctx: DescCtx & { country: 'US' | 'GB' }): Describer {
  const us = ctx.country === 'US';
  return (ev, rng) => {
    switch (ev.kind) {
      case 'card_payment':
        return {
          lines: [
            us
              ? rng.pick(['AUTOPAY PAYMENT - THANK YOU', 'ONLINE PAYMENT - THANK YOU', 'MOBILE PAYMENT - THANK YOU'])
              : rng.pick(['PAYMENT RECEIVED - THANK YOU', 'DIRECT DEBIT PAYMENT - THANK YOU']),
          ],
        };
      case 'refund': {
        const m = us ? rng.pick(US.online) : [rng.pick(UK.online), rng.pick(UK.towns)];
        return { lines: [`${m[0]} ${m[1]}`.toUpperCase(), 'CREDIT'] };
      }
      case 'fee':
        return {
          lines: [
            rng.pick(
              us
                ? ['Foreign Transaction Fee', 'Plan It Monthly Fee', 'Cash Advance Fee']
                : ['NON-STERLING TRANSACTION FEE', 'CASH ADVANCE FEE', 'BALANCE TRANSFER FEE'],
            ),
          ],
        };
      case 'interest':
      case 'tiny':
        return { lines: [us ? 'Interest Charge on Purchases' : 'INTEREST CHARGE'] };
      case 'foreign': {
        const orig = ev.amount
          .abs()
          .times(rng.pick(['1.08', '1.17', '0.86', '150.2']))
          .toDecimalPlaces(2);
        const cur = rng.pick(us ? ['EUROS', 'POUNDS STERLING', 'YEN'] : ['U.S. DOLLARS', 'EUROS', 'SWISS FRANCS']);
        const merch = rng.pick([
          ['BOOKING.COM HOTEL', 'AMSTERDAM'],
          ['AIRBNB * HM3K2L9', 'DUBLIN'],
          ['SNCF INTERNET', 'PARIS'],
          ['APPLE.COM/BILL', 'CORK'],
        ]);
        return {
          lines: [
            `${merch[0]} ${merch[1]}`,
            `${fmtAbs(orig, NF_EN)} ${cur}`,
            `COMMISSION AMOUNT ${fmtAbs(ev.amount.abs().times('0.0275').toDecimalPlaces(2), NF_EN)}`,
          ],
        };
      }
      default: {
        const pool = us ? [...US.grocery, ...US.restaurant, ...US.online, ...US.fuel] : [];
        if (us) {
          const m = rng.pick(pool);
          return { lines: [`${m[0]} ${m[1]} ${m[2]}`.toUpperCase()] };
        }
        const k = (['grocery', 'restaurant', 'fuel', 'online'] as const)[rng.int(0, 3)] as 'grocery';
        return { lines: [`${rng.pick(UK[k])} ${rng.pick(UK.towns)}`] };
      }
    }
  };
}

const AU = {
  grocery: ['WOOLWORTHS 1234', 'COLES 0712', 'ALDI STORES - NEWTOWN', 'IGA XPRESS SURRY HILLS', 'HARRIS FARM MARKETS'],
  restaurant: ['GUZMAN Y GOMEZ', 'SUSHI HUB', 'MCDONALDS NEWTOWN', 'THE GROUNDS CAFE', 'UBER *EATS'],
  fuel: ['AMPOL FOODARY', 'BP EXPRESS', '7-ELEVEN 2041', 'SHELL COLES EXPRESS'],
  online: ['AMAZON AU MARKETPLACE', 'KMART ONLINE', 'JB HI-FI ONLINE', 'CATCH.COM.AU', 'APPLE.COM/BILL'],
  contactless: ['TRANSPORTFORNSW OPAL', 'MYKI TOP UP', 'CHEMIST WAREHOUSE', 'BAKERS DELIGHT'],
  utility: ['AGL SALES PTY LTD', 'ORIGIN ENERGY', 'SYDNEY WATER', 'ENERGYAUSTRALIA'],
  telecom: ['TELSTRA CORP LTD', 'OPTUS BILLING', 'AUSSIE BROADBAND', 'VODAFONE AU'],
  insurance: ['NRMA INSURANCE', 'MEDIBANK PRIVATE', 'BUPA AUSTRALIA', 'AAMI INSURANCE'],
  subscription: ['NETFLIX.COM', 'SPOTIFY P0B12', 'STAN.COM.AU', 'ANYTIME FITNESS'],
  towns: ['SYDNEY NS', 'NEWTOWN NS', 'MELBOURNE VI', 'BRISBANE QL', 'PARRAMATTA NS'],
};

/** CommBank-like: merchant line plus "Card xx1234 Value Date: dd/MM/yyyy" on card rows. */
export function auDescriber(rng0: Rng, ctx: DescCtx): Describer {
  const employer = rng0.pick(['ACME PTY LTD', 'KOALA LOGISTICS', 'NSW HEALTH', 'BLUEGUM SOFTWARE']);
  const ll = otherName(rng0, 'AU');
  return (ev, rng) => {
    const card = `Card xx${ctx.cardLast4}`;
    switch (ev.kind) {
      case 'salary':
        return { lines: [`Salary ${employer}`, `${rng.digits(8)}`] };
      case 'rent':
        return { lines: [`Transfer To ${ll.first[0]} ${ll.last}`, `CommBank App Rent ${fmt(ev.date, 'MMM').toLowerCase()}`] };
      case 'utility':
      case 'telecom':
      case 'insurance':
      case 'subscription':
        return { lines: [`Direct Debit ${rng.digits(6)} ${rng.pick(AU[ev.kind])}`, rng.digits(9)] };
      case 'grocery':
      case 'restaurant':
      case 'fuel':
      case 'online':
      case 'contactless':
      case 'foreign':
        return {
          lines: [
            `${rng.pick(AU[ev.kind === 'foreign' ? 'online' : ev.kind])} ${rng.pick(AU.towns)} AUS`,
            `${card} Value Date: ${fmt(ev.txDate, 'dd/MM/yyyy')}`,
          ],
        };
      case 'atm':
        return {
          lines: [
            `Wdl ATM CBA ATM ${rng.pick(['TOWN HALL', 'CENTRAL', 'BONDI JUNCTION'])} NSW ${rng.digits(6)} AUS`,
            `${card} Value Date: ${fmt(ev.txDate, 'dd/MM/yyyy')}`,
          ],
        };
      case 'transfer_out': {
        const p = otherName(rng, 'AU');
        return { lines: [`Transfer To ${p.first} ${p.last}`, `NetBank ${rng.pick(['dinner', 'footy tix', 'bills', 'Inv 1,204 12.03'])}`] };
      }
      case 'transfer_in': {
        const p = otherName(rng, 'AU');
        return { lines: [`Transfer from ${p.first} ${p.last}`, rng.pick(['groceries', 'rent share', 'Fast Transfer'])] };
      }
      case 'savings':
        return { lines: [`Transfer to xx${rng.digits(4)} NetBank`, 'GoalSaver'] };
      case 'fee':
        return { lines: [rng.pick(['Account Fee', 'Dishonour Fee', 'International Transaction Fee'])] };
      case 'interest':
      case 'tiny':
        return { lines: ['Credit Interest'] };
      case 'refund':
        return { lines: [`Refund ${rng.pick(AU.online)}`, `${card}`] };
      case 'cheque':
      case 'deposit':
        return { lines: [ev.kind === 'cheque' ? `Cheque ${rng.digits(6)}` : 'Deposit CBA BRANCH'] };
      case 'large_in':
        return { lines: [`Transfer from ${rng.pick(['HARCOURTS TRUST ACC', 'RAY WHITE TRUST'])}`, `Settlement ${rng.digits(5)}`] };
      case 'large_out':
        return { lines: [`Transfer To ${rng.pick(['PEXA SETTLEMENT', 'CONVEYANCING TRUST'])}`, `Ref ${rng.digits(8)}`] };
      case 'card_payment':
        return { lines: ['Transfer to CommBank Credit Card'] };
    }
  };
}

const NZ = {
  grocery: ['COUNTDOWN PONSONBY', 'NEW WORLD KH', 'PAK N SAVE ALBANY', 'FOUR SQUARE RAGLAN', 'FRESH CHOICE NELSON'],
  restaurant: ['BURGERFUEL', 'RIVERSIDE DAIRY', 'HABITUAL FIX CAFE', 'HELL PIZZA', 'SUSHI ROLL CITY'],
  fuel: ['Z ENERGY ALBANY', 'BP CONNECT TAUPO', 'MOBIL HAMILTON', 'GULL TE RAPA'],
  online: ['TRADEME', 'MIGHTY APE', 'THE WAREHOUSE ONLINE', 'NOEL LEEMING', 'AMAZON MKTPL'],
  contactless: ['AT HOP TOP UP', 'BEE CARD', 'ESPRESSO WORKSHOP', 'UNICHEM PHARMACY'],
  utility: ['POWER CO', 'MERCURY ENERGY', 'WATERCARE', 'GENESIS ENERGY', 'CITY COUNCIL RATES'],
  telecom: ['SPARK NZ', 'ONE NZ', '2DEGREES', 'ORCON'],
  insurance: ['AA INSURANCE', 'RIMU INSURANCE', 'SOUTHERN CROSS', 'AMI INSURANCE'],
  subscription: ['NETFLIX', 'SPOTIFY', 'NEON', 'SKY TV'],
};

/** NZ banks: short upper-case lines, VISA rows with a masked card and "Orig date". */
export function nzDescriber(rng0: Rng, ctx: DescCtx): Describer {
  const employer = rng0.pick(['MATAI HOLDINGS', 'ACME LTD', 'KAURI TIMBER CO', 'HARBOUR LOGISTICS']);
  const ll = otherName(rng0, 'NZ');
  const cardMask = `${rng0.pick(['4835', '4988', '4622'])}-****-****-${ctx.cardLast4}`;
  return (ev, rng) => {
    switch (ev.kind) {
      case 'salary':
        return { lines: [`SALARY ${employer}`] };
      case 'rent':
        return { lines: [`AUTOMATIC PAYMENT ${ll.last.toUpperCase()} RENT`] };
      case 'utility':
      case 'telecom':
      case 'insurance':
      case 'subscription':
        return { lines: [`DD ${rng.pick(NZ[ev.kind])} ${rng.digits(6)}`] };
      case 'grocery':
      case 'restaurant':
      case 'fuel':
      case 'online':
      case 'foreign':
        return rng.chance(0.5)
          ? { lines: [`VISA ${rng.pick(NZ[ev.kind === 'foreign' ? 'online' : ev.kind])}`, `${cardMask} Orig date ${fmt(ev.txDate, 'dd/MM/yyyy')}`] }
          : { lines: [`EFTPOS ${rng.pick(NZ[ev.kind === 'foreign' ? 'online' : ev.kind])}`] };
      case 'contactless':
        return { lines: [`EFTPOS ${rng.pick(NZ.contactless)}`] };
      case 'atm':
        return { lines: [rng.pick(['ATM WITHDRAWAL', `ATM ${rng.pick(['QUEEN ST', 'CUBA ST', 'VICTORIA ST'])} ${fmt(ev.txDate, 'dd/MM')}`])] };
      case 'transfer_out': {
        const p = otherName(rng, 'NZ');
        return {
          lines: [
            `BILL PAYMENT ${p.first.toUpperCase()} ${p.last.toUpperCase()}`,
            rng.chance(0.5) ? `REF INV 1,${rng.digits(3)} ${fmt(ev.date, 'dd.MM')}` : 'FLAT EXPENSES',
          ],
        };
      }
      case 'transfer_in': {
        const p = otherName(rng, 'NZ');
        return { lines: [`DEPOSIT ${p.first.toUpperCase()} ${p.last.toUpperCase()}`] };
      }
      case 'savings':
        return { lines: ['AUTOMATIC TRANSFER TO SAVINGS'] };
      case 'fee':
        return { lines: [rng.pick(['MONTHLY A/C FEE', 'OVERSEAS TXN FEE', 'UNARRANGED OD FEE'])] };
      case 'interest':
      case 'tiny':
        return { lines: ['CREDIT INTEREST'] };
      case 'refund':
        return { lines: [`REFUND ${rng.pick(NZ.online)}`] };
      case 'cheque':
      case 'deposit':
        return { lines: [ev.kind === 'cheque' ? `CHEQUE ${rng.digits(6)}` : 'BRANCH DEPOSIT'] };
      case 'large_in':
        return { lines: ['DEPOSIT HARCOURTS TRUST', `SETTLEMENT ${rng.digits(6)}`] };
      case 'large_out':
        return { lines: ['BILL PAYMENT LAWYERS TRUST AC', `PURCHASE ${rng.digits(4)}`] };
      case 'card_payment':
        return { lines: ['PAYMENT TO VISA CARD'] };
    }
  };
}
