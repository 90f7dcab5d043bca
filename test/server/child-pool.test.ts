/** The child-process pool's guarantees: reuse, time and memory limits that hold, replacement, queueing, shutdown. */
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { ChildLimitError, ChildPool, ChildTaskError, PoolClosedError } from '../../src/server/jobs/child-pool.ts';

const entry = fileURLToPath(new URL('./fixtures/stub-child.ts', import.meta.url));
const pools: ChildPool[] = [];

function pool(options: { size?: number; rssLimitMb?: number } = {}): ChildPool<{ action: string }, unknown> {
  const created = new ChildPool<{ action: string }, unknown>({
    name: 'test',
    size: options.size ?? 1,
    heapLimitMb: 64,
    rssLimitMb: options.rssLimitMb ?? 1024,
    entry,
  });
  pools.push(created as ChildPool);
  return created;
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

describe('ChildPool', () => {
  it('reuses one child for consecutive tasks and relays progress', async () => {
    const p = pool();
    const first = await p.run({ action: 'pid' }, { timeoutMs: 10_000 });
    const events: number[] = [];
    expect(await p.run({ action: 'progress' }, { timeoutMs: 10_000, onProgress: (e) => events.push(e.pagesDone) })).toBe('ok');
    expect(await p.run({ action: 'pid' }, { timeoutMs: 10_000 })).toBe(first);
    expect(events).toEqual([1, 2]);
    expect(p.stats).toEqual({ started: 1, killed: 0, busyAfterTask: 0 });
  });

  it('kills a child that spins past the time limit, and replaces it', async () => {
    const p = pool();
    const before = (await p.run({ action: 'pid' }, { timeoutMs: 10_000 })) as number;
    const started = Date.now();
    const error = await p.run({ action: 'spin' }, { timeoutMs: 500 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChildLimitError);
    expect((error as ChildLimitError).kind).toBe('time');
    expect(Date.now() - started).toBeLessThan(3_000);
    const after = await p.run({ action: 'pid' }, { timeoutMs: 10_000 });
    expect(after).not.toBe(before);
    expect(alive(before)).toBe(false);
    expect(p.stats).toEqual({ started: 2, killed: 1, busyAfterTask: 0 });
  });

  it('kills a child whose resident memory passes the limit (buffers outside the JS heap count)', async () => {
    const p = pool({ rssLimitMb: 256 });
    const error = await p.run({ action: 'allocate' }, { timeoutMs: 20_000 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChildLimitError);
    expect((error as ChildLimitError).kind).toBe('memory');
    expect(await p.run({ action: 'pid' }, { timeoutMs: 10_000 })).toEqual(expect.any(Number));
  });

  it('a child still busy after its task answered is replaced; the next task does not wait behind it', async () => {
    const p = pool();
    const lingering = (await p.run({ action: 'linger' }, { timeoutMs: 10_000 })) as number;
    // The busy child never answers its ping: within the 2 s deadline a new child takes the task.
    const next = await p.run({ action: 'pid' }, { timeoutMs: 10_000 });
    expect(next).not.toBe(lingering);
    expect(alive(lingering)).toBe(false);
    expect(p.stats).toEqual({ started: 2, killed: 1, busyAfterTask: 1 });
  });

  it('reports a crash, a failure inside the child, and keeps serving', async () => {
    const p = pool();
    expect(await p.run({ action: 'crash' }, { timeoutMs: 10_000 }).catch((e: unknown) => (e as ChildLimitError).kind)).toBe('crash');
    const failed = await p.run({ action: 'fail' }, { timeoutMs: 10_000 }).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(ChildTaskError);
    expect((failed as ChildTaskError).code).toBe('NOT_A_PDF');
    expect(await p.run({ action: 'pid' }, { timeoutMs: 10_000 })).toEqual(expect.any(Number));
  });

  it('queues tasks beyond its size, and close() rejects what waits and stops every child', async () => {
    const p = pool({ size: 2 });
    const pids = (await Promise.all(Array.from({ length: 4 }, () => p.run({ action: 'pid' }, { timeoutMs: 10_000 })))) as number[];
    expect(new Set(pids).size).toBeLessThanOrEqual(2);
    const outcome = (task: Promise<unknown>) =>
      task.then(
        () => 'resolved',
        (error: unknown) => error,
      );
    const busy: Array<Promise<unknown>> = [];
    let spinning = 0;
    const bothSpinning = new Promise<void>((resolve) => {
      const onProgress = () => ++spinning === 2 && resolve();
      busy.push(outcome(p.run({ action: 'spin' }, { timeoutMs: 60_000, onProgress })), outcome(p.run({ action: 'spin' }, { timeoutMs: 60_000, onProgress })));
    });
    const waiting = outcome(p.run({ action: 'pid' }, { timeoutMs: 60_000 }));
    await bothSpinning;
    await p.close();
    expect(await waiting).toBeInstanceOf(PoolClosedError);
    for (const task of busy) expect(await task).toBeInstanceOf(ChildLimitError);
    for (const pid of new Set(pids)) expect(alive(pid)).toBe(false);
    await expect(p.run({ action: 'pid' }, { timeoutMs: 1_000 })).rejects.toBeInstanceOf(PoolClosedError);
  });
});
