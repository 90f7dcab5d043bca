/** Day headings: statements without a date column print each day's date above its rows. */
import { looksLikeDate } from '../text/date.ts';
import type { Line } from './lines.ts';

/** A line that is only a date, perhaps after a weekday and before "(continued)": the day the rows below belong to. */
export function dayHeading(line: Line): string | null {
  const text = line.text.replace(/\((continued|cont\.?|fortsetzung|suite)\)\s*$/i, '').trim();
  if (!/\d/.test(text) || text.length > 40) return null;
  if (looksLikeDate(text) && /\p{L}{3}/u.test(text)) return text;
  const weekday = /^(\p{L}+)\.?,?\s+/u.exec(text);
  if (!weekday || !WEEKDAYS.test((weekday[1] as string).toLowerCase())) return null;
  const date = text.slice(weekday[0].length);
  return looksLikeDate(date) ? date : null;
}

/** Weekday names and abbreviations in the languages the engine reads. */
const WEEKDAYS =
  /^(mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|monday|tuesday|wednesday|thursday|friday|saturday|sunday)$|^(montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|mo|di|mi|do|fr|sa|so|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|lunes|martes|miércoles|miercoles|jueves|viernes|sábado|sabado|domingo|lunedì|lunedi|martedì|martedi|mercoledì|mercoledi|giovedì|giovedi|venerdì|venerdi|sabato|domenica|maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag|segunda|terça|terca|quarta|quinta|sexta|måndag|tisdag|onsdag|torsdag|fredag|lördag|söndag|mandag|tirsdag|lørdag|søndag|poniedziałek|wtorek|środa|czwartek|piątek|sobota|niedziela)$/u;
