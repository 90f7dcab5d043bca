/**
 * A conversion's progress events as one integer percent. Reading the text layer is quick, OCR is
 * the long part, so OCR gets most of the scale; 100 is kept for the finished state.
 */
import type { ProgressEvent } from '../../index.ts';

const EXTRACT_SHARE = 10;
const OCR_SHARE = 85;
const PARSED = EXTRACT_SHARE + OCR_SHARE;
const DONE = 99;

const fraction = (event: ProgressEvent): number => (event.pagesTotal > 0 ? Math.min(1, event.pagesDone / event.pagesTotal) : 1);

export function progressPercent(event: ProgressEvent): number {
  switch (event.stage) {
    case 'open':
      return 0;
    case 'extract':
      return Math.floor(EXTRACT_SHARE * fraction(event));
    case 'ocr':
      return EXTRACT_SHARE + Math.floor(OCR_SHARE * fraction(event));
    case 'parse':
      return PARSED;
    case 'done':
      return DONE;
  }
}
