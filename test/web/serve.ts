/**
 * A real `bsc serve` (the built bin/bsc.js) on a free loopback port with a temporary data
 * directory, and Debian's Chromium driven by playwright-core (no browser is downloaded).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

export const ROOT = resolve(import.meta.dirname, '../..');
export const CHROMIUM = process.env.BSC_CHROMIUM ?? '/usr/bin/chromium';
export const sample = (name: string): string => join(ROOT, 'corpus/samples', name);

export interface Served {
  /** `http://127.0.0.1:<port>/` */
  url: string;
  apiKey: string;
  dataDir: string;
  /** Stops the server process (SIGTERM), keeping its data: an outage. */
  halt(): Promise<void>;
  /** Starts it again on the same port with the same data. */
  resume(): Promise<void>;
  stop(): Promise<void>;
}

function startProcess(dataDir: string, port: number, anonymous: boolean): Promise<{ child: ChildProcess; url: string }> {
  const args = [
    join(ROOT, 'bin/bsc.js'),
    'serve',
    '--host',
    '127.0.0.1',
    '--port',
    String(port),
    '--data-dir',
    dataDir,
    '--parse-workers',
    '1',
    '--ocr-workers',
    '1',
  ];
  if (anonymous) args.push('--anonymous');
  const child: ChildProcess = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const keyFile = join(dataDir, 'local-user.key');
  return (async () => {
    const deadline = Date.now() + 60_000;
    while (!(/web page: (\S+)/.test(output) && existsSync(keyFile))) {
      if (child.exitCode !== null || Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error(`bsc serve did not start:\n${output}`);
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    return { child, url: /web page: (\S+)/.exec(output)?.[1] as string };
  })();
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

export async function serve(options: { anonymous?: boolean } = {}): Promise<Served> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bsc-web-e2e-'));
  let { child, url } = await startProcess(dataDir, 0, options.anonymous ?? false);
  const port = Number(new URL(url).port);
  return {
    url,
    apiKey: readFileSync(join(dataDir, 'local-user.key'), 'utf8').trim(),
    dataDir,
    halt: () => stopProcess(child),
    async resume() {
      ({ child, url } = await startProcess(dataDir, port, options.anonymous ?? false));
    },
    async stop() {
      await stopProcess(child);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
}

/**
 * A test file's server and browser: started before its tests, stopped after them. Read them as
 * `live.server` and `live.browser` inside the tests.
 */
export function servedWithChromium(options: { anonymous?: boolean } = {}): { server: Served; browser: Browser } {
  const live = {} as { server: Served; browser: Browser };
  beforeAll(async () => {
    [live.server, live.browser] = await Promise.all([serve(options), launchChromium()]);
  });
  afterAll(async () => {
    await live.browser?.close();
    await live.server?.stop();
  });
  return live;
}
