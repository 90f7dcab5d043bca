/**
 * Security review H1 and L6 at the child-pool level, with the stub child (no PDFs, deterministic):
 * owners are served in turn, one owner's queue is capped, cancelled tasks leave no work behind,
 * and children run with a minimal environment and umask 077.
 */
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { ChildPool, QueueFullError, TaskCancelledError } from '../../src/server/jobs/child-pool.ts';

const entry = fileURLToPath(new URL('./fixtures/stub-child.ts', import.meta.url));
const pools: ChildPool[] = [];

function pool(options: { env?: Record<string, string> } = {}): ChildPool<{ action: string; tag?: string }, unknown> {
  const created = new ChildPool<{ action: string; tag?: string }, unknown>({ name: 'test', size: 1, heapLimitMb: 64, rssLimitMb: 1024, entry, ...options });
  pools.push(created as ChildPool);
  return created;
}

afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

describe('fair queue', () => {
  it('a caller with ten queued tasks delays another caller’s task by at most the one running', async () => {
    const p = pool();
    await p.run({ action: 'pid' }, { timeoutMs: 10_000 });
    const finished: string[] = [];
    const run = (owner: string, tag: string) => p.run({ action: 'sleep', tag }, { timeoutMs: 10_000, owner }).then((t) => finished.push(t as string));
    const attacker = Array.from({ length: 10 }, (_, i) => run('user:1', `a${i}`));
    const victim = run('user:2', 'victim');
    await Promise.all([...attacker, victim]);
    expect(finished.indexOf('victim')).toBeLessThanOrEqual(1);
    // Within one caller, first come first served.
    expect(finished.filter((t) => t !== 'victim')).toEqual(Array.from({ length: 10 }, (_, i) => `a${i}`));
  });

  it('callers alternate while each has work', async () => {
    const p = pool();
    await p.run({ action: 'pid' }, { timeoutMs: 10_000 });
    const finished: string[] = [];
    const run = (owner: string, tag: string) => p.run({ action: 'sleep', tag }, { timeoutMs: 10_000, owner }).then((t) => finished.push(t as string));
    await Promise.all([...['a1', 'a2', 'a3'].map((t) => run('A', t)), ...['b1', 'b2', 'b3'].map((t) => run('B', t))]);
    expect(finished).toEqual(['a1', 'b1', 'a2', 'b2', 'a3', 'b3']);
  });

  it('caps one caller’s queued and running tasks; the cap frees up as tasks end', async () => {
    const p = pool();
    const options = { timeoutMs: 10_000, owner: 'user:1', maxPerOwner: 3 };
    const three = [1, 2, 3].map(() => p.run({ action: 'sleep' }, options));
    await expect(p.run({ action: 'sleep' }, options)).rejects.toBeInstanceOf(QueueFullError);
    // Another caller is not affected by the first one's cap.
    const other = p.run({ action: 'sleep' }, { ...options, owner: 'user:2' });
    await Promise.all([...three, other]);
    expect(await p.run({ action: 'sleep', tag: 'again' }, options)).toBe('again');
  });
});

describe('cancellation', () => {
  it('a queued task leaves the queue; a running one has its child killed; the pool goes on', async () => {
    const p = pool();
    await p.run({ action: 'pid' }, { timeoutMs: 10_000 });
    const controller = new AbortController();
    const spinning = p.run({ action: 'spin' }, { timeoutMs: 60_000, signal: controller.signal });
    const queued = p.run({ action: 'sleep' }, { timeoutMs: 60_000, signal: controller.signal });
    await new Promise((r) => setTimeout(r, 300));
    expect([p.running, p.queued]).toEqual([1, 1]);
    controller.abort();
    await expect(queued).rejects.toBeInstanceOf(TaskCancelledError);
    await expect(spinning).rejects.toBeInstanceOf(TaskCancelledError);
    expect([p.running, p.queued]).toEqual([0, 0]);
    expect(await p.run({ action: 'sleep', tag: 'next' }, { timeoutMs: 10_000 })).toBe('next');
  });

  it('a task whose signal already aborted never starts', async () => {
    const p = pool();
    await expect(p.run({ action: 'spin' }, { timeoutMs: 60_000, signal: AbortSignal.abort() })).rejects.toBeInstanceOf(TaskCancelledError);
    expect(p.stats.started).toBe(0);
  });
});

describe('L6: the child’s environment', () => {
  it('holds neither the server’s secrets nor its configuration, only what it was given; umask 077', async () => {
    process.env.BSC_TEST_SERVER_SECRET = 'do-not-leak';
    try {
      const p = pool({ env: { BSC_OCR_THREADS: '1' } });
      const { env, umask } = (await p.run({ action: 'env' }, { timeoutMs: 10_000 })) as { env: Record<string, string>; umask: number };
      expect(env.BSC_TEST_SERVER_SECRET).toBeUndefined();
      expect(env.BSC_OCR_THREADS).toBe('1');
      expect(
        Object.keys(env).every((name) => ['PATH', 'HOME', 'LANG', 'LC_ALL', 'TZ', 'TMPDIR', 'NODE_ENV', 'SYSTEMROOT', 'BSC_OCR_THREADS'].includes(name)),
      ).toBe(true);
      expect(umask).toBe(0o077);
    } finally {
      delete process.env.BSC_TEST_SERVER_SECRET;
    }
  });
});
