/** HDFC-like narrations: long UPI/NEFT/IMPS strings that wrap over 2–3 lines, with a Chq./Ref.No. */
import { fmt } from '../dates.ts';
import { otherName } from '../people.ts';
import type { Rng } from '../rng.ts';
import type { Describer } from '../synth.ts';
import type { DescCtx } from './en.ts';

const UPI_MERCHANTS: Array<[string, string]> = [
  ['SWIGGY', 'swiggy.upi@axisbank'],
  ['ZOMATO LTD', 'zomato@hdfcbank'],
  ['BIGBASKET', 'bigbasket@icici'],
  ['BLINKIT', 'blinkit.payu@hdfcbank'],
  ['RELIANCE RETAIL', 'relianceretail@ybl'],
  ['DMART AVENUE', 'dmart@axisbank'],
  ['UBER INDIA', 'uberindia@paytm'],
  ['IRCTC', 'irctc@sbi'],
];
const IFSC = ['ICIC0000104', 'SBIN0001234', 'UTIB0000553', 'KKBK0000958', 'HDFC0000240'];
const BILLERS = ['BESCOM', 'TATA POWER', 'AIRTEL POSTPAID', 'JIO PREPAID', 'ACT FIBERNET', 'MAHANAGAR GAS', 'LIC OF INDIA'];

export function inDescriber(rng0: Rng, ctx: DescCtx): Describer {
  const employer = rng0.pick(['ACME SOFTWARE PRIVATE LIMITED', 'INFOSYS LIMITED', 'TATA CONSULTANCY SERVICES', 'BHARAT LOGISTICS PVT LTD']);
  const ll = otherName(rng0, 'IN');
  const holder = `${ctx.holderFirst} ${ctx.holderLast}`.toUpperCase();
  const card = `${rng0.pick(['512345', '416021', '608001'])}XXXXXX${ctx.cardLast4}`;
  return (ev, rng) => {
    const ref12 = rng.digits(12);
    switch (ev.kind) {
      case 'salary':
        return {
          lines: [
            `NEFT CR-${rng.pick(IFSC)}-${employer}-${holder}-SALARY ${fmt(ev.date, 'MMM yyyy').toUpperCase()}-${rng.pick(['ICICN5', 'SBINR5', 'CITIN5'])}${fmt(ev.date, 'yyyyMMdd')}${rng.digits(5)}`,
          ],
          ref: `${rng.pick(['ICICN5', 'CITIN5'])}${rng.digits(10)}`,
        };
      case 'rent':
        return {
          lines: [
            `IMPS-${ref12}-${ll.first.toUpperCase()} ${ll.last.toUpperCase()}-${rng.pick(['HDFC', 'ICIC', 'SBIN'])}-XXXXXXXX${rng.digits(4)}-RENT ${fmt(ev.date, 'MMM').toUpperCase()}`,
          ],
          ref: `0000${ref12}`,
        };
      case 'utility':
      case 'telecom':
      case 'insurance':
      case 'subscription': {
        const b = rng.pick(BILLERS);
        return rng.chance(0.5)
          ? { lines: [`ACH D- TP ACH ${b}-${rng.digits(9)}`], ref: `0000${rng.digits(12)}` }
          : { lines: [`BILLPAY DR-HDFC${rng.digits(6)}-${b}-${rng.chars(12)}`], ref: `0000${rng.digits(12)}` };
      }
      case 'grocery':
      case 'restaurant':
      case 'online':
      case 'contactless':
      case 'foreign': {
        const [m, vpa] = rng.pick(UPI_MERCHANTS);
        return {
          lines: [`UPI-${m}-${vpa}-${rng.pick(IFSC)}-${ref12}-${rng.pick(['PAYMENT FROM PHONE', 'UPI INTENT', 'COLLECT REQUEST', `ORDER ${rng.digits(8)}`])}`],
          ref: `0000${ref12}`,
        };
      }
      case 'fuel':
        return {
          lines: [`POS ${card} ${rng.pick(['HP PETROL PUMP', 'INDIAN OIL COCO', 'BPCL FUEL STN'])} ${rng.pick(['MUMBAI', 'PUNE', 'BENGALURU'])}`],
          ref: `0000${ref12}`,
        };
      case 'atm':
        return { lines: [`ATW-${card}-${rng.chars(8)}-${rng.pick(['MUMBAI', 'PUNE', 'ANDHERI EAST', 'KORAMANGALA'])}`], ref: `0000${rng.digits(12)}` };
      case 'transfer_out': {
        const p = otherName(rng, 'IN');
        return {
          lines: [
            `UPI-${p.first.toUpperCase()} ${p.last.toUpperCase()}-${p.first.toLowerCase()}${rng.digits(2)}@okaxis-${rng.pick(IFSC)}-${ref12}-${rng.pick(['DINNER', 'INV 1,234 DT 12.03', 'TRIP SHARE', 'LOAN REPAY'])}`,
          ],
          ref: `0000${ref12}`,
        };
      }
      case 'transfer_in': {
        const p = otherName(rng, 'IN');
        return {
          lines: [
            `NEFT CR-${rng.pick(IFSC)}-${p.first.toUpperCase()} ${p.last.toUpperCase()}-${holder}-${rng.pick(['REIMBURSEMENT', 'GIFT', 'FLAT SHARE'])}-N${rng.digits(15)}`,
          ],
          ref: `N${rng.digits(15)}`,
        };
      }
      case 'savings':
        return {
          lines: [`${rng.pick(['SIP', 'MF'])} ${rng.pick(['ICICI PRUDENTIAL MF', 'AXIS MUTUAL FUND', 'HDFC MUTUAL FUND'])}-${rng.digits(10)}`],
          ref: `0000${rng.digits(12)}`,
        };
      case 'fee':
        return {
          lines: [rng.pick(['DC INTL POS TXN MARKUP+ST', 'SMS CHARGES FOR APR-JUN 25+GST', 'MIN BAL CHGS INCL GST', 'CHQ BOOK ISSUE CHARGES'])],
          ref: `0000${rng.digits(12)}`,
        };
      case 'interest':
      case 'tiny':
        return { lines: ['CREDIT INTEREST CAPITALISED'], ref: '000000000000000' };
      case 'refund':
        return { lines: [`UPI-REFUND-${rng.pick(UPI_MERCHANTS)[0]}-${ref12}-REV`], ref: `0000${ref12}` };
      case 'cheque':
        return {
          lines: [`CHQ PAID-MICR INWARD CLEARING-${rng.pick(['HDFC BANK', 'CLEARING'])}-${rng.pick(['RAJESH KUMAR', 'SUNRISE TRADERS'])}`],
          ref: rng.digits(6).padStart(16, '0'),
        };
      case 'deposit':
        return { lines: [`CASH DEPOSIT BY - SELF - ${rng.pick(['ANDHERI', 'BANDRA', 'KORAMANGALA'])}`], ref: `0000${rng.digits(12)}` };
      case 'large_in':
        return {
          lines: [
            `RTGS CR-${rng.pick(IFSC)}-${rng.pick(['PRESTIGE ESTATES PROJECTS', 'GODREJ PROPERTIES LTD'])}-${holder}-PROPERTY SALE CONSIDERATION-${rng.pick(['ICICR5', 'SBINR5'])}${rng.digits(16)}`,
          ],
          ref: `${rng.pick(['ICICR5', 'SBINR5'])}${rng.digits(16)}`,
        };
      case 'large_out':
        return {
          lines: [`RTGS DR-${rng.pick(IFSC)}-${rng.pick(['LODHA DEVELOPERS LTD', 'SOBHA LIMITED'])}-FLAT ${rng.digits(4)} BOOKING-HDFCR5${rng.digits(16)}`],
          ref: `HDFCR5${rng.digits(16)}`,
        };
      case 'card_payment':
        return { lines: [`CC ${rng.digits(6)}XXXXXX${rng.digits(4)} AUTOPAY SI-TAD`], ref: `0000${rng.digits(12)}` };
    }
  };
}
