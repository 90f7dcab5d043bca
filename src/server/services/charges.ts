/** The client's view of a refused charge. */
import type { Clock } from '../clock.ts';
import { ServiceError } from '../errors.ts';
import type { ChargeOutcome } from '../store/types.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export function refusal(outcome: Extract<ChargeOutcome, { ok: false }>, clock: Clock): ServiceError {
  if (outcome.reason === 'STORAGE_QUOTA_EXCEEDED') {
    return new ServiceError(
      'STORAGE_QUOTA_EXCEEDED',
      `This upload needs ${outcome.needed} bytes of storage and ${outcome.available} remain in the quota. Nothing was stored or charged.`,
    );
  }
  if (outcome.reason === 'INSUFFICIENT_CREDITS') {
    return new ServiceError(
      'INSUFFICIENT_CREDITS',
      `This needs ${outcome.needed} credit(s) (one per page) and the account has ${outcome.available}. Nothing was stored or charged.`,
    );
  }
  // The anonymous allowance is a rate over a UTC day: it resets at the next midnight UTC.
  const now = clock.now();
  const secondsToMidnight = Math.max(1, Math.ceil((Math.floor(now / DAY_MS + 1) * DAY_MS - now) / 1000));
  return new ServiceError(
    'RATE_LIMIT_EXCEEDED',
    `Anonymous use is limited to a few pages a day; this needs ${outcome.needed} page(s) and ${outcome.available} remain today. Nothing was stored.`,
    { headers: { 'Retry-After': String(secondsToMidnight) }, recovery: 'Use an API key, or wait until the allowance resets (see Retry-After).' },
  );
}
