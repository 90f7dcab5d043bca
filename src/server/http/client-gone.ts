/** An AbortSignal that fires when the client goes away before its response is sent (review H1). */
import type { ServerResponse } from 'node:http';

export function clientGone(res: ServerResponse): AbortSignal {
  const controller = new AbortController();
  // 'close' after a complete response is the normal end; before it, the connection was lost.
  res.once('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  return controller.signal;
}
