/** Reading what is left of a refused request body, so the client can read the answer. */
import type { IncomingMessage } from 'node:http';

/** Drops the rest of a refused body as it arrives; past `maxBytes` the client is cut off instead. */
export function discardRest(req: IncomingMessage, maxBytes: number): void {
  let dropped = 0;
  req.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > maxBytes) req.destroy();
  });
  req.resume();
}
