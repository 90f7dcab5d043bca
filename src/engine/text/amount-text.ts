/** Recognising amounts in cell text, as printed (letter-spaced printing included). */
import { looksLikeAmount } from './amount.ts';

export function compactAmountText(text: string): string {
  // Letter-spaced printing splits numbers ("£209 .06", "1,234 .56"); rejoin around separators.
  return text.replace(/(\d)\s+([.,]\d)/g, '$1$2').replace(/([.,])\s+(\d)/g, '$1$2');
}

export const isAmountText = (text: string): boolean => looksLikeAmount(compactAmountText(text));
