/**
 * A minimum rate for a request body (security review 2026-11-26, finding 1): a client that sends
 * most of an upload fast and then trickles the rest holds its bytes in the upload budget for as
 * long as it trickles. Over every window of `windowMs`, at least `bytesPerSecond` a second must
 * arrive, or `onSlow` is called (once).
 */
import type { IncomingMessage } from 'node:http';

export interface BodyRate {
  bytesPerSecond: number;
  windowMs: number;
}

/** Starts watching `req`; the returned function stops (call it when the body is read or refused). */
export function watchBodyRate(req: IncomingMessage, rate: BodyRate, onSlow: () => void): () => void {
  let received = 0;
  const onData = (chunk: Buffer): void => {
    received += chunk.length;
  };
  req.on('data', onData);
  // Totals at past instants, oldest first; the oldest is kept at least one window back.
  const samples: Array<{ at: number; total: number }> = [{ at: performance.now(), total: 0 }];
  const timer = setInterval(
    () => {
      const now = performance.now();
      samples.push({ at: now, total: received });
      while (samples.length > 1 && now - (samples[1] as { at: number }).at >= rate.windowMs) samples.shift();
      const oldest = samples[0] as { at: number; total: number };
      const elapsed = now - oldest.at;
      if (elapsed >= rate.windowMs && received - oldest.total < (rate.bytesPerSecond * elapsed) / 1000) {
        stop();
        onSlow();
      }
    },
    Math.min(1_000, rate.windowMs / 4),
  );
  timer.unref();
  const stop = (): void => {
    clearInterval(timer);
    req.off('data', onData);
  };
  return stop;
}
