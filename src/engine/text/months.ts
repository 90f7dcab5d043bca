/**
 * Month-name vocabulary for statements in 35 languages: Latin-script European languages, Turkish,
 * Indonesian and Malay, Cyrillic (Russian, Ukrainian, Bulgarian, Serbian), Greek, Hebrew, Arabic,
 * Hindi and Thai. CJK dates are numeric with 年/月/日 or 년/월/일 (text/date.ts).
 *
 * Lookup is case-insensitive, accent-insensitive (PDF text and OCR often lose accents: "Marz",
 * "aout", "fevr") and ignores a trailing abbreviation dot ("Sept.", "janv.").
 *
 * Names shared between languages always mean the same month here ("mar" = March in en/fr/it/es,
 * "set" = September in it/pt, "ago" = August in es/it/pt, "mai" = May in de/fr, "dez" = December
 * in de/pt), so nothing had to be dropped; `buildLookup` throws if a future edit introduces a
 * genuine conflict. Note that some entries are also ordinary words ("may", "set", "out", "mag");
 * callers only ever match whole date phrases, which keeps that harmless.
 */

/**
 * Index 0 = January. Accents are written as printed; the lookup strips them. Full names,
 * abbreviations and, where a language inflects the month in a date ("1 мая", "1. května",
 * "1 stycznia", "1 Μαΐου"), the inflected form too.
 */
const NAMES_BY_MONTH: readonly (readonly string[])[] = [
  [
    'january', 'jan', 'januar', 'jänner', 'jän', 'janvier', 'janv', 'enero', 'ene', 'gennaio', 'gen', 'januari', 'janeiro',
    'januára', 'január', 'leden', 'ledna', 'styczeń', 'stycznia', 'sty', 'siječanj', 'siječnja', 'sij', 'ianuarie', 'ian', 'ocak', 'oca',
    'tammikuu', 'tammikuuta', 'tammi', 'jaanuar', 'janvāris', 'janvārī', 'janv', 'sausis', 'sausio', 'saus',
    'январь', 'января', 'янв', 'січень', 'січня', 'січ', 'януари', 'яну', 'јануар', 'јан',
    'ιανουάριος', 'ιανουαρίου', 'ιαν', 'ינואר', 'يناير', 'जनवरी', 'มกราคม', 'ม.ค',
  ],
  [
    'february', 'feb', 'febr', 'februar', 'février', 'févr', 'febrero', 'febbraio', 'februari', 'fevereiro', 'fev',
    'február', 'februára', 'únor', 'února', 'luty', 'lutego', 'lut', 'veljača', 'veljače', 'velj', 'februarie', 'şubat', 'şub',
    'helmikuu', 'helmikuuta', 'helmi', 'veebruar', 'februāris', 'februārī', 'vasaris', 'vasario', 'vas',
    'февраль', 'февраля', 'фев', 'февр', 'лютий', 'лютого', 'лют', 'февруари', 'фебруар', 'феб',
    'φεβρουάριος', 'φεβρουαρίου', 'φεβ', 'פברואר', 'فبراير', 'फ़रवरी', 'फरवरी', 'กุมภาพันธ์', 'ก.พ',
  ],
  [
    'march', 'mar', 'märz', 'mär', 'mrz', 'mars', 'marzo', 'maart', 'mrt', 'março',
    'marec', 'marca', 'március', 'márc', 'březen', 'března', 'bře', 'marzec', 'ožujak', 'ožujka', 'ožu', 'martie', 'mart', 'marts',
    'maaliskuu', 'maaliskuuta', 'maalis', 'märts', 'kovas', 'kovo', 'kov', 'maret', 'mac',
    'март', 'марта', 'мар', 'березень', 'березня', 'бер',
    'μάρτιος', 'μαρτίου', 'μαρ', 'מרץ', 'مارس', 'मार्च', 'มีนาคม', 'มี.ค',
  ],
  [
    'april', 'apr', 'avril', 'avr', 'abril', 'abr', 'aprile',
    'apríl', 'apríla', 'április', 'ápr', 'duben', 'dubna', 'dub', 'kwiecień', 'kwietnia', 'kwi', 'travanj', 'travnja', 'tra', 'aprilie', 'nisan', 'nis',
    'huhtikuu', 'huhtikuuta', 'huhti', 'aprill', 'aprīlis', 'aprīlī', 'balandis', 'balandžio', 'bal',
    'апрель', 'апреля', 'апр', 'квітень', 'квітня', 'кві', 'април', 'апр',
    'απρίλιος', 'απριλίου', 'απρ', 'אפריל', 'أبريل', 'ابريل', 'अप्रैल', 'เมษายน', 'เม.ย',
  ],
  [
    'may', 'mai', 'mayo', 'maggio', 'mag', 'mei', 'maio',
    'máj', 'mája', 'május', 'květen', 'května', 'kvě', 'maj', 'maja', 'svibanj', 'svibnja', 'svi', 'mayıs', 'toukokuu', 'toukokuuta', 'touko',
    'maijs', 'maijā', 'gegužė', 'gegužės', 'geg',
    'май', 'мая', 'травень', 'травня', 'тра', 'мај',
    'μάιος', 'μαΐου', 'μαΐ', 'μαϊ', 'מאי', 'مايو', 'मई', 'พฤษภาคม', 'พ.ค',
  ],
  [
    'june', 'jun', 'juni', 'juin', 'junio', 'giugno', 'giu', 'junho',
    'jún', 'júna', 'június', 'červen', 'června', 'čvn', 'czerwiec', 'czerwca', 'cze', 'lipanj', 'lipnja', 'iunie', 'iun', 'haziran', 'haz',
    'kesäkuu', 'kesäkuuta', 'kesä', 'juuni', 'jūnijs', 'jūnijā', 'birželis', 'birželio', 'bir',
    'июнь', 'июня', 'июн', 'червень', 'червня', 'чер', 'юни', 'јун',
    'ιούνιος', 'ιουνίου', 'ιουν', 'יוני', 'يونيو', 'जून', 'มิถุนายน', 'มิ.ย',
  ],
  [
    'july', 'jul', 'juli', 'juillet', 'juil', 'julio', 'luglio', 'lug', 'julho',
    'júl', 'júla', 'július', 'červenec', 'července', 'čvc', 'lipiec', 'lipca', 'lip', 'srpanj', 'srpnja', 'iulie', 'iul', 'temmuz', 'tem',
    'heinäkuu', 'heinäkuuta', 'heinä', 'juuli', 'jūlijs', 'jūlijā', 'liepa', 'liepos', 'lie', 'julai',
    'июль', 'июля', 'июл', 'липень', 'липня', 'лип', 'юли', 'јул',
    'ιούλιος', 'ιουλίου', 'ιουλ', 'יולי', 'يوليو', 'जुलाई', 'กรกฎาคม', 'ก.ค',
  ],
  [
    'august', 'aug', 'août', 'aout', 'agosto', 'ago', 'augustus',
    'augusta', 'augusztus', 'srpen', 'srpna', 'srp', 'sierpień', 'sierpnia', 'sie', 'kolovoz', 'kolovoza', 'kol', 'ağustos', 'ağu', 'augusti',
    'elokuu', 'elokuuta', 'elo', 'augusts', 'augustā', 'rugpjūtis', 'rugpjūčio', 'rgp', 'agustus', 'agu', 'ags', 'ogos', 'avgust',
    'август', 'августа', 'авг', 'серпень', 'серпня', 'сер', 'август',
    'αύγουστος', 'αυγούστου', 'αυγ', 'אוגוסט', 'أغسطس', 'अगस्त', 'สิงหาคม', 'ส.ค',
  ],
  [
    'september', 'sep', 'sept', 'septembre', 'septiembre', 'setiembre', 'set', 'settembre', 'setembro',
    'septembra', 'szeptember', 'szept', 'září', 'zář', 'wrzesień', 'września', 'wrz', 'rujan', 'rujna', 'ruj', 'septembrie', 'eylül', 'eyl',
    'syyskuu', 'syyskuuta', 'syys', 'septembris', 'septembrī', 'rugsėjis', 'rugsėjo', 'rgs', 'septembar',
    'сентябрь', 'сентября', 'сен', 'сент', 'вересень', 'вересня', 'вер', 'септември', 'септ', 'септембар',
    'σεπτέμβριος', 'σεπτεμβρίου', 'σεπ', 'ספטמבר', 'سبتمبر', 'सितंबर', 'सितम्बर', 'กันยายน', 'ก.ย',
  ],
  [
    'october', 'oct', 'oktober', 'okt', 'octobre', 'octubre', 'ottobre', 'ott', 'outubro', 'out',
    'október', 'októbra', 'říjen', 'října', 'říj', 'październik', 'października', 'paź', 'studeni', 'octombrie', 'ekim', 'eki',
    'lokakuu', 'lokakuuta', 'loka', 'oktoober', 'oktobris', 'oktobrī', 'spalis', 'spalio', 'spa', 'oktobar',
    'октябрь', 'октября', 'окт', 'жовтень', 'жовтня', 'жов', 'октомври', 'октобар',
    'οκτώβριος', 'οκτωβρίου', 'οκτ', 'אוקטובר', 'أكتوبر', 'اكتوبر', 'अक्टूबर', 'ตุลาคม', 'ต.ค',
  ],
  [
    'november', 'nov', 'novembre', 'noviembre', 'novembro',
    'novembra', 'listopad', 'listopadu', 'listopada', 'lis', 'noiembrie', 'noi', 'kasım', 'kas',
    'marraskuu', 'marraskuuta', 'marras', 'novembris', 'novembrī', 'lapkritis', 'lapkričio', 'lap', 'novembar',
    'ноябрь', 'ноября', 'ноя', 'листопад', 'листопада', 'лис', 'ноември', 'ное', 'новембар',
    'νοέμβριος', 'νοεμβρίου', 'νοε', 'נובמבר', 'نوفمبر', 'नवंबर', 'नवम्बर', 'พฤศจิกายน', 'พ.ย',
  ],
  [
    'december', 'dec', 'dezember', 'dez', 'décembre', 'déc', 'diciembre', 'dic', 'dicembre', 'dezembro',
    'decembra', 'prosinec', 'prosince', 'pro', 'grudzień', 'grudnia', 'gru', 'prosinac', 'prosinca', 'decembrie', 'aralık', 'ara',
    'joulukuu', 'joulukuuta', 'joulu', 'detsember', 'decembris', 'decembrī', 'gruodis', 'gruodžio', 'grd', 'desember', 'des', 'disember', 'decembar',
    'декабрь', 'декабря', 'дек', 'грудень', 'грудня', 'гру', 'декември', 'децембар', 'дец',
    'δεκέμβριος', 'δεκεμβρίου', 'δεκ', 'דצמבר', 'ديسمبر', 'दिसंबर', 'दिसम्बर', 'ธันวาคม', 'ธ.ค',
  ],
];

/** Lower-case, strip combining accents and a trailing dot so "Déc." and "dec" meet. */
export function normaliseMonthWord(word: string): string {
  return word
    .trim()
    .normalize('NFD')
    // Accents of Latin, Greek and Cyrillic letters only: Thai and Devanagari vowel signs are letters' parts ("มี.ค" is not "ม.ค").
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ı/g, 'i')
    .replace(/ς/g, 'σ')
    .replace(/\.$/, '');
}

function buildLookup(): ReadonlyMap<string, number> {
  const lookup = new Map<string, number>();
  NAMES_BY_MONTH.forEach((names, index) => {
    for (const name of names) {
      const key = normaliseMonthWord(name);
      const existing = lookup.get(key);
      if (existing !== undefined && existing !== index + 1) {
        throw new Error(`month name "${name}" is ambiguous (${existing} vs ${index + 1})`);
      }
      lookup.set(key, index + 1);
    }
  });
  return lookup;
}

const MONTH_LOOKUP = buildLookup();

/** 1..12 for a month name or abbreviation in any supported language; null otherwise. */
export function monthFromName(word: string): number | null {
  return MONTH_LOOKUP.get(normaliseMonthWord(word)) ?? null;
}
