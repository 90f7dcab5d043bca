/** Which way a text reads: Hebrew, Arabic (and their neighbours) from right to left, the rest from left to right. */

const RIGHT_TO_LEFT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/gu;
const LEFT_TO_RIGHT = /[A-Za-z\u00c0-\u024f\u0370-\u03ff\u0400-\u04ff\u0900-\u0dff\u0e00-\u0e7f\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/gu;

/** True when most of the letters of `text` belong to right-to-left scripts. */
export function readsRightToLeft(text: string): boolean {
  const rtl = text.match(RIGHT_TO_LEFT)?.length ?? 0;
  if (rtl === 0) return false;
  const ltr = text.match(LEFT_TO_RIGHT)?.length ?? 0;
  return rtl > ltr;
}
