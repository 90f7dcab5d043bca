/**
 * A small pool of child processes that run PDF work away from the server's event loop.
 *
 * Why processes, not worker threads: pdf.js can loop in code that no timer interrupts, and a
 * worker's heap limit does not cover the image buffers of rendering and OCR. A process can always
 * be killed, and its whole memory is visible in /proc.
 *
 * - Children run the built JavaScript beside this module (`dist/`); only when this module itself
 *   runs from the TypeScript sources (tests, development) do they get tsx (`--import`) to run
 *   `.ts`. One task at a time per child; children are reused.
 * - Each task has a time limit; past it the child is killed (SIGKILL: a spinning child would
 *   never handle a gentler signal) and the task fails with `ChildLimitError('time')`.
 * - Memory: `--max-old-space-size` bounds the JS heap; a watchdog reads the child's resident set
 *   (all its threads, wasm and buffers included) and kills it past `rssLimitMb`.
 * - A child that dies (killed, crashed, out of heap) is dropped; the next task starts a new one.
 * - After each task a child must answer a ping before it gets another (QUIET_DEADLINE_MS), or it
 *   is killed: pdf.js goes on with work its task no longer waits for, and the next task must not
 *   wait behind it (and be killed at its own time limit for it).
 * - Fair queue (review H1): tasks wait per owner, and the next task is the oldest of the owner
 *   served least recently, so one caller's hundred tasks delay another's by at most one task per
 *   child. `maxPerOwner` bounds one owner's queued and running tasks (QueueFullError); the
 *   service counts its callers' analyses in the store instead, across instances
 *   (services/analysis-admission.ts).
 * - Cancellation: a task whose `signal` aborts leaves the queue, or, running, has its child killed
 *   (TaskCancelledError), so a rejected upload or a gone client leaves no work behind.
 * - A child may report what it learnt part-way through a task (`onReport`): the PDF child sends a
 *   file's measured pages before the expensive part, so they are known even if it is killed later.
 * - Children get a minimal environment and umask 077 (review L6, `child-hardening.mjs`).
 *
 * Whoever creates a pool must `close()` it: children are stopped and pending tasks rejected.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { extname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ProgressEvent } from '../../index.ts';
import type { ChildFailure, ChildMessage, ParentMessage } from './protocol.ts';

/** Loading pdf.js and the bank registry (and tsx from sources) takes 1–2 s on a 2-core machine; 30 s means it is stuck. */
const START_TIMEOUT_MS = 30_000;
/** How often the memory watchdog samples a busy child. Fast enough to catch a runaway allocation loop. */
const WATCHDOG_INTERVAL_MS = 100;
/** A child asked to stop gets this long to close its OCR workers before it is killed. */
const SHUTDOWN_GRACE_MS = 2_000;
/**
 * How long a child has, once its task settled, to answer a ping before it is killed and replaced.
 * pdf.js does not cancel work its document no longer waits for: `getOperatorList` resolves before
 * the page's images are decoded, and a damaged image (/BitsPerComponent 6887605) keeps decoding
 * for minutes after its task answered. The next task would wait behind it until its own time
 * limit. The child answers once pdf.js has delivered the images of its last task (`readerIdle`)
 * and its event loop is free: an idle child within milliseconds; the margin covers decoding a
 * page-size scan image and a full collection of its heap.
 */
const QUIET_DEADLINE_MS = 2_000;

/** `.js` when this module was built into dist/, `.ts` when it runs from the sources. */
const OWN_EXTENSION = extname(fileURLToPath(import.meta.url));
const DEFAULT_ENTRY = fileURLToPath(new URL(`./child-entry${OWN_EXTENSION}`, import.meta.url));
const HARDENING = pathToFileURL(fileURLToPath(new URL('./child-hardening.mjs', import.meta.url))).href;

/**
 * Node options a child needs to run `entry`: a TypeScript entry (sources, test stand-ins) needs
 * the tsx loader, a development dependency resolved only then; built JavaScript needs nothing.
 */
function loaderArgs(entry: string): string[] {
  if (!/\.[cm]?ts$/.test(entry)) return [];
  return ['--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href];
}

export type LimitKind = 'time' | 'memory' | 'crash';

/** The child could not finish the task: it ran out of time or memory, or died. */
export class ChildLimitError extends Error {
  override readonly name = 'ChildLimitError';
  constructor(
    readonly kind: LimitKind,
    message: string,
  ) {
    super(message);
  }
}

/** The task failed inside the child with an error it reported (`code` is a ConversionError code, or INTERNAL). */
export class ChildTaskError extends Error {
  override readonly name = 'ChildTaskError';
  readonly code: string;
  constructor(failure: ChildFailure) {
    super(failure.message);
    this.code = failure.code;
  }
}

export class PoolClosedError extends Error {
  override readonly name = 'PoolClosedError';
}

/** The owner already has `maxPerOwner` tasks queued or running. */
export class QueueFullError extends Error {
  override readonly name = 'QueueFullError';
}

/** The task's signal aborted: it left the queue, or its child was killed. */
export class TaskCancelledError extends Error {
  override readonly name = 'TaskCancelledError';
}

/** Variables a child may inherit: enough for Node (and tsx, from sources) to run; no secrets, no service config. */
const INHERITED_ENV = ['PATH', 'HOME', 'LANG', 'LC_ALL', 'TZ', 'TMPDIR', 'NODE_ENV', 'SYSTEMROOT', 'BSC_OCR_LANG', 'BSC_OCR_DATA'] as const;

export function childEnvironment(extra: Record<string, string> = {}): Record<string, string> {
  const env: Record<string, string> = {};
  for (const name of INHERITED_ENV) {
    const value = process.env[name];
    if (value !== undefined) env[name] = value;
  }
  return { ...env, ...extra };
}

export interface ChildPoolOptions {
  /** Names the pool in error messages (`parse`, `ocr`). */
  name: string;
  size: number;
  /** V8 heap limit of each child. */
  heapLimitMb: number;
  /** Resident-set limit of each child, watched from outside; it must exceed the heap limit. */
  rssLimitMb: number;
  /** Module the child runs; defaults to `child-entry` beside this module. Tests pass hostile stand-ins (`.ts` runs through tsx). */
  entry?: string;
  /** Extra environment for the children. */
  env?: Record<string, string>;
}

export interface RunOptions {
  timeoutMs: number;
  onProgress?: (event: ProgressEvent) => void;
  /** What the child learnt part-way through the task (the PDF child: a file's measured pages). */
  onReport?: (report: unknown) => void;
  /** Whose task this is: the queue serves owners in turn. */
  owner?: string;
  /** Tasks this owner may have queued or running, this one included; more is QueueFullError. */
  maxPerOwner?: number;
  signal?: AbortSignal;
}

interface Pending {
  id: number;
  task: unknown;
  options: RunOptions;
  owner: string;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

const ANONYMOUS_OWNER = '';

interface Slot {
  child: ChildProcess;
  ready: boolean;
  current: Pending | null;
  /** Why we killed it, so the exit handler reports the right error. */
  killedFor: { kind: LimitKind | 'cancelled'; message: string } | null;
  timer: NodeJS.Timeout | null;
  watchdog: NodeJS.Timeout | null;
  /** The child answered the ping sent after its last task (or has had none): it may take one. */
  quiet: boolean;
  /** Ends the wait for that answer (QUIET_DEADLINE_MS). */
  probe: NodeJS.Timeout | null;
}

/** Resident set of a process in bytes, from /proc (Linux); null where /proc is not available. */
export async function residentSetBytes(pid: number): Promise<number | null> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

export class ChildPool<Task = unknown, Result = unknown> {
  readonly #options: ChildPoolOptions;
  readonly #slots = new Set<Slot>();
  /** Waiting tasks per owner, oldest first; an owner with none has no entry. */
  readonly #queues = new Map<string, Pending[]>();
  /** When each owner's task last started (a counter: turn order only); pruned with the queues. */
  readonly #lastServed = new Map<string, number>();
  /** Queued plus running tasks per owner. */
  readonly #perOwner = new Map<string, number>();
  #serveCounter = 0;
  #nextId = 1;
  #closed = false;
  /** Children started and killed so far (for tests and diagnostics); `busyAfterTask`: killed for not answering the ping after a task. */
  readonly stats = { started: 0, killed: 0, busyAfterTask: 0 };

  constructor(options: ChildPoolOptions) {
    if (options.rssLimitMb <= options.heapLimitMb) throw new Error('rssLimitMb must exceed heapLimitMb');
    this.#options = options;
  }

  /** Starts children up to the pool size, so the first tasks do not wait for a cold start. */
  warm(): void {
    while (!this.#closed && this.#slots.size < this.#options.size) this.#spawn();
  }

  run(task: Task, options: RunOptions): Promise<Result> {
    if (this.#closed) return Promise.reject(new PoolClosedError(`The ${this.#options.name} pool is closed.`));
    if (options.signal?.aborted) return Promise.reject(new TaskCancelledError('The task was cancelled.'));
    const owner = options.owner ?? ANONYMOUS_OWNER;
    const held = this.#perOwner.get(owner) ?? 0;
    if (options.maxPerOwner !== undefined && held >= options.maxPerOwner) {
      return Promise.reject(new QueueFullError(`At most ${options.maxPerOwner} ${this.#options.name} tasks may wait at once for one caller.`));
    }
    this.#perOwner.set(owner, held + 1);
    return new Promise<Result>((resolve, reject) => {
      const onAbort = (): void => this.#cancel(pending);
      let counted = true;
      const done = (): void => {
        if (!counted) return;
        counted = false;
        options.signal?.removeEventListener('abort', onAbort);
        const left = (this.#perOwner.get(owner) ?? 1) - 1;
        if (left > 0) this.#perOwner.set(owner, left);
        else this.#perOwner.delete(owner);
      };
      const pending: Pending = {
        id: this.#nextId++,
        task,
        options,
        owner,
        resolve: (value) => {
          done();
          resolve(value as Result);
        },
        reject: (error) => {
          done();
          reject(error);
        },
      };
      options.signal?.addEventListener('abort', onAbort, { once: true });
      const queue = this.#queues.get(owner);
      if (queue) queue.push(pending);
      else this.#queues.set(owner, [pending]);
      this.#dispatch();
    });
  }

  /** Tasks running in a child now. */
  get running(): number {
    return [...this.#slots].filter((slot) => slot.current !== null).length;
  }

  /** Tasks waiting for a child (not running), all owners together. */
  get queued(): number {
    let count = 0;
    for (const queue of this.#queues.values()) count += queue.length;
    return count;
  }

  async close(): Promise<void> {
    this.#closed = true;
    const waiting = [...this.#queues.values()].flat();
    this.#queues.clear();
    for (const pending of waiting) pending.reject(new PoolClosedError(`The ${this.#options.name} pool is closed.`));
    await Promise.all([...this.#slots].map((slot) => this.#stop(slot)));
  }

  /** A queued task leaves the queue; a running one has its child killed (the exit handler rejects it). */
  #cancel(pending: Pending): void {
    const queue = this.#queues.get(pending.owner);
    const at = queue?.indexOf(pending) ?? -1;
    if (queue && at >= 0) {
      queue.splice(at, 1);
      if (queue.length === 0) this.#queues.delete(pending.owner);
      pending.reject(new TaskCancelledError('The task was cancelled.'));
      return;
    }
    const slot = [...this.#slots].find((s) => s.current === pending);
    if (slot) this.#kill(slot, 'cancelled', 'The task was cancelled.');
  }

  /** The oldest task of the owner whose last task started longest ago. */
  #next(): Pending | undefined {
    let chosen: string | undefined;
    for (const owner of this.#queues.keys()) {
      if (chosen === undefined || (this.#lastServed.get(owner) ?? 0) < (this.#lastServed.get(chosen) ?? 0)) chosen = owner;
    }
    if (chosen === undefined) return undefined;
    const queue = this.#queues.get(chosen) as Pending[];
    const pending = queue.shift() as Pending;
    if (queue.length === 0) this.#queues.delete(chosen);
    this.#lastServed.set(chosen, ++this.#serveCounter);
    // Only owners with waiting tasks need a turn order; forget the others.
    if (this.#lastServed.size > 4 * (this.#queues.size + this.#options.size)) {
      for (const owner of this.#lastServed.keys()) if (!this.#queues.has(owner) && owner !== chosen) this.#lastServed.delete(owner);
    }
    return pending;
  }

  #dispatch(): void {
    while (this.#queues.size > 0) {
      const idle = [...this.#slots].find((slot) => slot.ready && !slot.current && slot.quiet);
      if (!idle) {
        // A child awaiting its ping's answer takes a waiting task within QUIET_DEADLINE_MS (itself or its replacement).
        const probing = [...this.#slots].filter((slot) => !slot.current && !slot.quiet).length;
        if (this.#slots.size < this.#options.size && this.queued > probing) this.#spawn();
        return;
      }
      this.#start(idle, this.#next() as Pending);
    }
  }

  #spawn(): void {
    const entry = this.#options.entry ?? DEFAULT_ENTRY;
    const child = fork(entry, [], {
      // The hardening module runs before the entry: umask 077 before the entry can create anything.
      execArgv: [...loaderArgs(entry), '--import', HARDENING, `--max-old-space-size=${this.#options.heapLimitMb}`],
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      // Not the server's environment: a parser bug must not find the service's configuration there.
      env: childEnvironment(this.#options.env),
    });
    this.stats.started++;
    const slot: Slot = { child, ready: false, current: null, killedFor: null, timer: null, watchdog: null, quiet: true, probe: null };
    this.#slots.add(slot);
    const startTimer = setTimeout(
      () => this.#kill(slot, 'crash', `The ${this.#options.name} process did not start within ${START_TIMEOUT_MS / 1000} s.`),
      START_TIMEOUT_MS,
    );
    startTimer.unref();

    child.on('message', (message: ChildMessage) => {
      if (message.type === 'ready') {
        clearTimeout(startTimer);
        slot.ready = true;
        this.#dispatch();
        return;
      }
      if (message.type === 'pong') {
        if (slot.probe) clearTimeout(slot.probe);
        slot.probe = null;
        if (slot.killedFor || slot.current) return;
        slot.quiet = true;
        this.#dispatch();
        return;
      }
      const current = slot.current;
      if (!current || message.id !== current.id) return;
      if (message.type === 'progress') current.options.onProgress?.(message.event);
      else if (message.type === 'report') current.options.onReport?.(message.report);
      else if (message.type === 'done') this.#settle(slot, () => current.resolve(message.result));
      else if (message.type === 'failed') this.#settle(slot, () => current.reject(new ChildTaskError(message.error)));
    });
    // 'error' covers a failed spawn or a broken IPC channel; 'exit' always follows a real death.
    child.on('error', () => this.#kill(slot, 'crash', `The ${this.#options.name} process failed.`));
    child.on('exit', (code, signal) => {
      clearTimeout(startTimer);
      this.#clearTimers(slot);
      this.#slots.delete(slot);
      const current = slot.current;
      slot.current = null;
      if (current) {
        const why = slot.killedFor ?? this.#causeOfDeath(code, signal);
        current.reject(why.kind === 'cancelled' ? new TaskCancelledError(why.message) : new ChildLimitError(why.kind, why.message));
      } else if (!slot.ready && !this.#closed && ![...this.#slots].some((other) => other.ready)) {
        // A child that dies before it is ready would die again: fail what waits instead of looping.
        const waiting = [...this.#queues.values()].flat();
        this.#queues.clear();
        for (const pending of waiting) pending.reject(new ChildLimitError('crash', `The ${this.#options.name} process could not start.`));
      }
      if (!this.#closed) this.#dispatch();
    });
  }

  /**
   * Why a child nobody killed died. V8 aborts a process whose heap reached --max-old-space-size:
   * that is the memory limit, as much the file's doing as the resident-set watchdog's kill.
   */
  #causeOfDeath(code: number | null, signal: NodeJS.Signals | null): { kind: LimitKind; message: string } {
    if (signal === 'SIGABRT') return { kind: 'memory', message: `Processing exceeded the memory limit of ${this.#options.heapLimitMb} MB (JavaScript heap).` };
    return { kind: 'crash', message: `The ${this.#options.name} process died (${signal ?? `exit code ${code}`}).` };
  }

  #start(slot: Slot, pending: Pending): void {
    slot.current = pending;
    slot.timer = setTimeout(
      () => this.#kill(slot, 'time', `Processing exceeded the time limit of ${Math.round(pending.options.timeoutMs / 1000)} s.`),
      pending.options.timeoutMs,
    );
    slot.watchdog = setInterval(() => void this.#checkMemory(slot), WATCHDOG_INTERVAL_MS);
    const message: ParentMessage = { type: 'task', id: pending.id, task: pending.task };
    slot.child.send(message, (error) => {
      if (error) this.#kill(slot, 'crash', `The ${this.#options.name} process could not be reached.`);
    });
  }

  async #checkMemory(slot: Slot): Promise<void> {
    const pid = slot.child.pid;
    if (pid === undefined || !slot.current) return;
    const rss = await residentSetBytes(pid);
    if (rss !== null && rss > this.#options.rssLimitMb * 1024 * 1024 && slot.current) {
      this.#kill(slot, 'memory', `Processing exceeded the memory limit of ${this.#options.rssLimitMb} MB.`);
    }
  }

  /** The task answered: settle it, and ping the child, which takes the next task once it has answered. */
  #settle(slot: Slot, settle: () => void): void {
    this.#clearTimers(slot);
    slot.current = null;
    slot.quiet = false;
    slot.probe = setTimeout(() => {
      slot.probe = null;
      if (slot.quiet || slot.current) return;
      this.stats.busyAfterTask++;
      this.#kill(slot, 'crash', `The ${this.#options.name} process was still busy after its task.`);
    }, QUIET_DEADLINE_MS);
    slot.probe.unref();
    slot.child.send({ type: 'ping' } satisfies ParentMessage, () => undefined);
    settle();
    this.#dispatch();
  }

  #clearTimers(slot: Slot): void {
    if (slot.timer) clearTimeout(slot.timer);
    if (slot.watchdog) clearInterval(slot.watchdog);
    if (slot.probe) clearTimeout(slot.probe);
    slot.timer = slot.watchdog = slot.probe = null;
  }

  #kill(slot: Slot, kind: LimitKind | 'cancelled', message: string): void {
    if (slot.killedFor || slot.child.exitCode !== null || slot.child.signalCode !== null) return;
    slot.killedFor = { kind, message };
    this.stats.killed++;
    this.#clearTimers(slot);
    slot.child.kill('SIGKILL');
  }

  /** Asks the child to finish (closing its OCR workers), killing it if it does not exit in time. */
  async #stop(slot: Slot): Promise<void> {
    const { child } = slot;
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    if (slot.current || !slot.ready || !child.connected) {
      this.#kill(slot, 'crash', `The ${this.#options.name} pool was closed.`);
    } else {
      child.send({ type: 'shutdown' } satisfies ParentMessage, () => undefined);
      const grace = setTimeout(() => this.#kill(slot, 'crash', `The ${this.#options.name} pool was closed.`), SHUTDOWN_GRACE_MS);
      grace.unref();
      await exited;
      clearTimeout(grace);
      return;
    }
    await exited;
  }
}
