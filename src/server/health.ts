/**
 * Liveness and readiness. `/healthz` says only that the process answers. `/readyz` runs the
 * readiness checks the runtime passes in — the store answers a trivial query, the job runner is
 * taking jobs, the server is not draining — and answers 503 naming each check that failed, so a
 * load balancer stops sending work to an instance that cannot do it.
 */

/** One condition an instance needs to take requests. `check` throws (or rejects) with the reason when it does not hold. */
export interface ReadinessCheck {
  name: string;
  check(): Promise<void> | void;
}

/** What a store offers the readiness probe (SQLite: `SELECT 1`; a server database the same over its pool). */
export interface Pingable {
  ping(): Promise<void>;
}

/** A probe must answer quickly even when the database hangs: a check slower than this fails. */
export const READINESS_CHECK_TIMEOUT_MS = 2_000;

export interface ReadinessReport {
  ready: boolean;
  /** `ok`, or why the check failed. */
  checks: Record<string, string>;
}

export function storeCheck(store: Pingable): ReadinessCheck {
  return { name: 'store', check: () => store.ping() };
}

export function jobRunnerCheck(runner: { readonly running: boolean }): ReadinessCheck {
  return {
    name: 'jobs',
    check: () => {
      if (!runner.running) throw new Error('the job runner is not taking jobs');
    },
  };
}

/** The flag a graceful stop raises first, so probes report not-ready before connections close. */
export class DrainState {
  #draining = false;
  get draining(): boolean {
    return this.#draining;
  }
  startDraining(): void {
    this.#draining = true;
  }
}

export function drainCheck(state: DrainState): ReadinessCheck {
  return {
    name: 'draining',
    check: () => {
      if (state.draining) throw new Error('the server is shutting down');
    },
  };
}

/** Error texts are ours, but a driver's message could name a host or a path: keep only a short first line. */
const MAX_REASON_LENGTH = 200;

function reasonOf(error: unknown): string {
  const text = (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
  return text.length > MAX_REASON_LENGTH ? `${text.slice(0, MAX_REASON_LENGTH)}…` : text || 'failed';
}

async function runCheck(check: ReadinessCheck, timeoutMs: number): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([Promise.resolve().then(() => check.check()), timedOut]);
    return 'ok';
  } catch (error) {
    return reasonOf(error);
  } finally {
    clearTimeout(timer);
  }
}

export async function checkReadiness(checks: readonly ReadinessCheck[], timeoutMs = READINESS_CHECK_TIMEOUT_MS): Promise<ReadinessReport> {
  const results = await Promise.all(checks.map(async (check) => [check.name, await runCheck(check, timeoutMs)] as const));
  return { ready: results.every(([, result]) => result === 'ok'), checks: Object.fromEntries(results) };
}
