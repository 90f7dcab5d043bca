/**
 * The service's command line: `bsc users` / `bsc keys` against a data directory, and `bsc serve`
 * (what `npm start` runs) as a real process — it prints a working key on first start only.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.ts';
import { BankStatementClient } from '../../src/client/index.ts';
import { openStore } from '../../src/server/runtime.ts';
import { authenticate } from '../../src/server/services/accounts.ts';
import { captureIo } from '../helpers/io.ts';
import { ONE_PAGE_SAMPLE } from './helpers.ts';

const ROOT = resolve(import.meta.dirname, '../..');
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'bsc-cli-test-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

async function bsc(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const io = captureIo();
  const code = await main([...args, '--data-dir', dataDir], io);
  return { code, stdout: io.stdout.text, stderr: io.stderr.text };
}

async function keyWorks(apiKey: string): Promise<number | undefined> {
  const backend = await openStore(dataDir);
  try {
    return (await authenticate(backend.store, apiKey))?.userId;
  } finally {
    await backend.close();
  }
}

describe('bsc users / bsc keys', () => {
  it('users create --json prints userId, email and a working key; keys create adds another', async () => {
    const created = await bsc(
      'users',
      'create',
      '--email',
      'ana@example.test',
      '--first',
      'Ana',
      '--last',
      'Ruiz',
      '--credits',
      '25',
      '--plan',
      'starter',
      '--json',
    );
    expect(created.code).toBe(0);
    const user = JSON.parse(created.stdout) as { userId: number; email: string; apiKey: string };
    expect(user).toEqual({ userId: expect.any(Number), email: 'ana@example.test', apiKey: expect.stringMatching(/^bsc_/) });
    expect(await keyWorks(user.apiKey)).toBe(user.userId);

    const key = await bsc('keys', 'create', '--email', 'ana@example.test', '--json');
    const second = JSON.parse(key.stdout) as { userId: number; apiKey: string };
    expect(second.userId).toBe(user.userId);
    expect(second.apiKey).not.toBe(user.apiKey);
    expect(await keyWorks(second.apiKey)).toBe(user.userId);

    const listed = JSON.parse((await bsc('users', 'list', '--json')).stdout) as Array<Record<string, unknown>>;
    expect(listed).toContainEqual({
      userId: user.userId,
      email: 'ana@example.test',
      firstName: 'Ana',
      lastName: 'Ruiz',
      plan: 'starter',
      freeCredits: 25,
      paidCredits: 0,
      unlimitedCredits: false,
      apiKeys: 2,
    });
    expect(JSON.stringify(listed)).not.toContain(user.apiKey);
  });

  it('answers the user’s mistakes (a duplicate email, an unknown user or key, bad flags) with usage exit code 2 and a clear message', async () => {
    await bsc('users', 'create', '--email', 'dup@example.test', '--unlimited');
    const duplicate = await bsc('users', 'create', '--email', 'dup@example.test');
    expect(duplicate).toMatchObject({ code: 2, stderr: expect.stringContaining('already exists') });
    expect((await bsc('users', 'create')).code).toBe(2);
    expect((await bsc('users', 'create', '--email', 'x@example.test', '--plan', 'gold')).code).toBe(2);
    expect((await bsc('users', 'create', '--email', 'x@example.test', '--bogus')).code).toBe(2);
    expect((await bsc('users', 'frobnicate')).code).toBe(2);
    for (const args of [
      ['keys', 'create', '--email', 'nobody@example.test'],
      ['keys', 'list', '--email', 'nobody@example.test'],
      ['users', 'delete', '--email', 'nobody@example.test'],
      ['users', 'credits', '--email', 'nobody@example.test', '--add', '5'],
    ]) {
      const result = await bsc(...args);
      expect(result, args.join(' ')).toMatchObject({ code: 2, stderr: expect.stringContaining('No user has the email nobody@example.test') });
    }
    const unknownKey = await bsc('keys', 'revoke', '0123456789ab');
    expect(unknownKey).toMatchObject({ code: 2, stderr: expect.stringContaining('No API key has the id 0123456789ab') });
    expect((await bsc('keys', 'revoke', 'not-a-key')).code).toBe(2);
  });

  it('keys revoke stops a key at once (by the id keys list shows, or the key itself); the user and its other keys stay', async () => {
    const user = JSON.parse((await bsc('users', 'create', '--email', 'rev@example.test', '--json')).stdout) as { userId: number; apiKey: string };
    const other = JSON.parse((await bsc('keys', 'create', '--email', 'rev@example.test', '--json')).stdout) as { apiKey: string };
    const listed = (await bsc('keys', 'list', '--email', 'rev@example.test')).stdout.split('\n').filter(Boolean);
    const shown = listed.map((line) => line.split(' ')[0] as string).find((id) => user.apiKey.startsWith(id.replace(/…$/, ''))) as string;
    expect(shown).toMatch(/^bsc_[0-9a-f]{12}_…$/);
    const revoked = await bsc('keys', 'revoke', shown);
    expect(revoked.code).toBe(0);
    expect(await keyWorks(user.apiKey)).toBeUndefined();
    expect(await keyWorks(other.apiKey)).toBe(user.userId);
    expect((await bsc('keys', 'revoke', shown)).code).toBe(2);
    expect((await bsc('keys', 'revoke', other.apiKey)).code).toBe(0);
    expect(await keyWorks(other.apiKey)).toBeUndefined();
  });

  it('users credits sets or adds free or paid credits, and never below 0', async () => {
    await bsc('users', 'create', '--email', 'cred@example.test', '--credits', '10');
    const credits = async () => {
      const rows = JSON.parse((await bsc('users', 'list', '--json')).stdout) as Array<{ email: string; freeCredits: number; paidCredits: number }>;
      const row = rows.find((r) => r.email === 'cred@example.test');
      return [row?.freeCredits, row?.paidCredits];
    };
    expect((await bsc('users', 'credits', '--email', 'cred@example.test', '--add', '15')).stdout).toContain('25 free and 0 paid');
    expect((await bsc('users', 'credits', '--email', 'cred@example.test', '--set', '40', '--paid')).code).toBe(0);
    expect(await credits()).toEqual([25, 40]);
    expect((await bsc('users', 'credits', '--email', 'cred@example.test', '--add=-5')).code).toBe(0);
    expect(await credits()).toEqual([20, 40]);
    const below = await bsc('users', 'credits', '--email', 'cred@example.test', '--add=-21');
    expect(below).toMatchObject({ code: 2, stderr: expect.stringContaining('fewer than 0') });
    expect(await credits()).toEqual([20, 40]);
    for (const bad of [[], ['--set', '1', '--add', '1'], ['--set', '-1'], ['--set', 'ten'], ['--add', '1.5']]) {
      expect((await bsc('users', 'credits', '--email', 'cred@example.test', ...bad)).code, bad.join(' ')).toBe(2);
    }
    expect(await credits()).toEqual([20, 40]);
  });

  it('users delete removes the user and its keys; a second delete is a usage error', async () => {
    const user = JSON.parse((await bsc('users', 'create', '--email', 'gone@example.test', '--json')).stdout) as { apiKey: string };
    expect((await bsc('users', 'delete', '--email', 'gone@example.test')).code).toBe(0);
    expect(await keyWorks(user.apiKey)).toBeUndefined();
    expect((await bsc('users', 'delete', '--email', 'gone@example.test')).code).toBe(2);
    expect(JSON.stringify(JSON.parse((await bsc('users', 'list', '--json')).stdout))).not.toContain('gone@example.test');
  });
});

describe('bsc serve', () => {
  let serve: ChildProcess | undefined;
  afterAll(() => {
    serve?.kill('SIGKILL');
  });

  /** Starts `bsc serve` and resolves with its output once it is listening (and has printed any key). */
  function start(dir: string): Promise<{ output: string; process: ChildProcess }> {
    const child = spawn(process.execPath, [join(ROOT, 'bin/bsc.js'), 'serve', '--port', '0', '--data-dir', dir], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    serve = child;
    return new Promise((resolveStart, reject) => {
      let output = '';
      const timer = setTimeout(() => reject(new Error(`no banner: ${output}`)), 30_000);
      child.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        // The banner ends with the key file's line when a key was created, with the data line otherwise.
        if (/listening on .*\n.*\n/.test(output) && (!output.includes('Created the local user') || output.includes('local-user.key'))) {
          clearTimeout(timer);
          resolveStart({ output, process: child });
        }
      });
      child.on('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)));
    });
  }

  const stop = (child: ChildProcess): Promise<number | null> =>
    new Promise((resolveStop) => {
      child.once('exit', (code) => resolveStop(code));
      child.kill('SIGTERM');
    });

  it('starts on an empty data directory, prints a working key once, and stops cleanly on SIGTERM', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'bsc-serve-test-'));
    try {
      const first = await start(dir);
      const apiUrl = /listening on (\S+)/.exec(first.output)?.[1] as string;
      // Not a terminal (a service log): the key is not printed but left in a file only this account can read.
      expect(first.output).not.toMatch(/bsc_[0-9a-f]{12}_/);
      const keyFile = join(dir, 'local-user.key');
      expect(statSync(keyFile).mode & 0o777).toBe(0o600);
      const apiKey = readFileSync(keyFile, 'utf8').trim();
      expect(apiUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/v1$/);
      const client = new BankStatementClient({ baseUrl: apiUrl, apiKey });
      const [file] = await client.upload(ONE_PAGE_SAMPLE);
      expect((await client.convert(file?.uuid as string, 'CSV')).toString()).toMatch(/^Date,Description,Amount,Balance,Currency/);
      expect(await stop(first.process)).toBe(0);

      const second = await start(dir);
      expect(second.output).not.toContain('bsc_');
      expect(await stop(second.process)).toBe(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('a first start that cannot listen (port in use) keeps no user and no key; the next start creates them', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'bsc-serve-busy-'));
    const blocker = createServer();
    await new Promise<void>((resolveListen) => blocker.listen(0, '127.0.0.1', resolveListen));
    try {
      const busyPort = (blocker.address() as { port: number }).port;
      const failed = spawnSync(process.execPath, [join(ROOT, 'bin/bsc.js'), 'serve', '--port', String(busyPort), '--data-dir', dir], {
        cwd: ROOT,
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(failed.status).toBe(1);
      expect(failed.stderr).toContain('could not start');
      expect(existsSync(join(dir, 'local-user.key'))).toBe(false);
      const io = captureIo();
      expect(await main(['users', 'list', '--json', '--data-dir', dir], io)).toBe(0);
      expect(JSON.parse(io.stdout.text)).toEqual([]);

      const next = await start(dir);
      expect(next.output).toContain('Created the local user');
      expect(readFileSync(join(dir, 'local-user.key'), 'utf8')).toMatch(/^bsc_/);
      expect(await stop(next.process)).toBe(0);
    } finally {
      blocker.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('npm start', () => {
  /** The pids below `root`, from /proc (Linux), to check none outlives the stop. */
  function descendants(root: number): number[] {
    const children = new Map<number, number[]>();
    for (const entry of readdirSync('/proc').filter((e) => /^\d+$/.test(e))) {
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
      } catch {
        // The process ended while we looked.
      }
    }
    const found: number[] = [];
    const walk = (pid: number) => {
      for (const child of children.get(pid) ?? []) {
        found.push(child);
        walk(child);
      }
    };
    walk(root);
    return found;
  }

  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return !readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z ');
    } catch {
      return false;
    }
  };

  const portOpen = (port: number) =>
    new Promise<boolean>((resolveOpen) => {
      const socket = createConnection({ port, host: '127.0.0.1' });
      socket.once('connect', () => {
        socket.destroy();
        resolveOpen(true);
      });
      socket.once('error', () => resolveOpen(false));
    });

  it.each(['SIGTERM', 'SIGINT'] as const)(
    'stopped with %s, stops the server: the port closes and no process of its tree is left',
    async (signal) => {
      const dir = await mkdtemp(join(tmpdir(), 'bsc-npm-start-'));
      const npm = spawn('npm', ['start'], { cwd: ROOT, env: { ...process.env, PORT: '0', DATA_DIR: dir }, stdio: ['ignore', 'pipe', 'pipe'] });
      try {
        const port = await new Promise<number>((resolvePort, reject) => {
          let output = '';
          const timer = setTimeout(() => reject(new Error(`no banner: ${output}`)), 60_000);
          npm.stdout?.on('data', (chunk: Buffer) => {
            output += chunk.toString();
            const match = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
            if (match) {
              clearTimeout(timer);
              resolvePort(Number(match[1]));
            }
          });
        });
        const tree = descendants(npm.pid as number);
        expect(tree.length).toBeGreaterThan(0);
        expect(await portOpen(port)).toBe(true);
        const exited = new Promise<void>((resolveExit) => npm.once('exit', () => resolveExit()));
        npm.kill(signal);
        await exited;
        // npm returns once its child has gone; give the kernel a moment to reap the grandchildren.
        for (let i = 0; i < 50 && tree.some(alive); i++) await new Promise((r) => setTimeout(r, 100));
        expect(tree.filter(alive)).toEqual([]);
        expect(await portOpen(port)).toBe(false);
      } finally {
        if (npm.exitCode === null) npm.kill('SIGKILL');
        await rm(dir, { recursive: true, force: true });
      }
    },
    90_000,
  );
});
