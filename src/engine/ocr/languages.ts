/**
 * Which OCR language data fits a document: the one the caller names, else the one its text layer's
 * script calls for (a layer too broken to read still shows its script: Devanagari glyphs without a
 * Unicode mapping, a Cyrillic header over a scan). English is kept beside any other language, since
 * statements print IBANs, codes and card networks in Latin letters. Pure: where the data files lie
 * is settled by `resolveOcrModel` (tesseract.ts, tesseract.browser.ts).
 */

/** Language data a tesseract worker is started with: codes joined by "+" ("rus+eng"), and where their files are. */
export interface OcrModel {
  languages: string;
  /** Directory holding `<code>.traineddata` (or `.traineddata.gz` when `gzip`). */
  langPath: string;
  gzip: boolean;
}

/** The caller's OCR language wishes (`ConvertOptions.ocrLanguages`, `bsc convert --ocr-lang`). */
export interface OcrLanguageOptions {
  /** tesseract language codes ("rus", "hin", "chi_sim"); default: chosen from the document's text, else English. */
  languages?: readonly string[];
  /** A directory of tesseract data files (Debian's tesseract-ocr-<lang> install them in /usr/share/tesseract-ocr/5/tessdata). */
  dataPath?: string;
}

/** Scripts by the tesseract language that reads them best when nothing names the language. */
const SCRIPT_LANGUAGES: ReadonlyArray<readonly [RegExp, string]> = [
  [/\p{Script=Cyrillic}/u, 'rus'],
  [/\p{Script=Greek}/u, 'ell'],
  [/\p{Script=Arabic}/u, 'ara'],
  [/\p{Script=Hebrew}/u, 'heb'],
  [/\p{Script=Devanagari}/u, 'hin'],
  [/\p{Script=Thai}/u, 'tha'],
  [/\p{Script=Hangul}/u, 'kor'],
  [/[\p{Script=Hiragana}\p{Script=Katakana}]/u, 'jpn'],
  [/\p{Script=Han}/u, 'chi_sim'],
];

/** A script must give at least this share of the letters to call for its language. */
const MIN_SCRIPT_SHARE = 0.2;

/** The languages a text calls for: English and its main non-Latin script's language; English alone for Latin text or none. */
export function languagesForText(text: string): string[] {
  const letters = [...text].filter((c) => /\p{L}/u.test(c));
  if (letters.length === 0) return ['eng'];
  const han = letters.filter((c) => /\p{Script=Han}/u.test(c)).length;
  let best: { language: string; count: number } | null = null;
  for (const [script, language] of SCRIPT_LANGUAGES) {
    let count = letters.filter((c) => script.test(c)).length;
    // Japanese writes kana beside its kanji: any kana makes Han text Japanese.
    if (language === 'jpn' && count > 0) count += han;
    if (language === 'chi_sim' && best?.language === 'jpn') continue;
    if (count > 0 && (!best || count > best.count)) best = { language, count };
  }
  if (!best || best.count < letters.length * MIN_SCRIPT_SHARE) return ['eng'];
  // English first: with it as the main model, digits keep their shapes (Hindi first read "150.78" as "50.78").
  return ['eng', best.language];
}

/** The same model for the same languages and files: a worker started with one serves the other. */
export const modelKey = (model: OcrModel | undefined): string => (model ? `${model.languages}@${model.langPath}${model.gzip ? '.gz' : ''}` : 'default');
