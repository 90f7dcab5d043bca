/**
 * A private PostgreSQL cluster for the tests: `initdb` into a temporary directory, `pg_ctl start`
 * on 127.0.0.1 at a free port with its own socket directory, stopped and deleted by `stop()`.
 * PostgreSQL refuses to run as root, so under root (CI) the cluster runs as the `postgres` user
 * (or `nobody`), with the directory handed to it. fsync is off (a killed server loses nothing,
 * only an OS crash would): tests only.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const SUPERUSER = 'bsc';

function findBinary(name: string): string {
  const onPath = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).stdout.trim();
  if (onPath) return onPath;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const path = join(root, version, 'bin', name);
    if (existsSync(path)) return path;
  }
  throw new Error(`${name} not found on PATH or under /usr/lib/postgresql/*/bin: install PostgreSQL (apt-get install postgresql).`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The account the cluster runs as when we are root: an existing unprivileged one. */
function unprivilegedUser(): { name: string; uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  for (const name of ['postgres', 'nobody']) {
    const run = spawnSync('id', ['-u', name], { encoding: 'utf8' });
    if (run.status === 0) {
      const gid = Number(spawnSync('id', ['-g', name], { encoding: 'utf8' }).stdout.trim());
      return { name, uid: Number(run.stdout.trim()), gid };
    }
  }
  throw new Error('Running as root and no unprivileged user (postgres, nobody) to run PostgreSQL as.');
}

export interface PostgresCluster {
  /** postgres://bsc@127.0.0.1:<port>/postgres (the maintenance database). */
  adminUrl: string;
  port: number;
  /** URL of a database `name` on this cluster. */
  urlOf(name: string): string;
  /** Stops the server at once (pg_ctl stop -m immediate), as a crash would; `start` brings it back. */
  kill(): void;
  start(): void;
  stop(): void;
}

/**
 * `durable`: commits survive a kill of the server (synchronous_commit on), for tests that crash
 * it; otherwise commits are acknowledged before they reach the WAL on disk, which is faster.
 */
export async function startPostgresCluster(options: { durable?: boolean } = {}): Promise<PostgresCluster> {
  const initdb = findBinary('initdb');
  const pgCtl = findBinary('pg_ctl');
  const dir = mkdtempSync(join(tmpdir(), 'bsc-pg-'));
  const data = join(dir, 'data');
  const sockets = join(dir, 'sockets');
  const log = join(dir, 'server.log');
  const user = unprivilegedUser();
  const run = (command: string, args: string[]): void => {
    const [file, argv] = user ? ['runuser', ['-u', user.name, '--', command, ...args]] : [command, args];
    const result = spawnSync(file, argv, { encoding: 'utf8', cwd: dir });
    if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status}):\n${result.stdout}${result.stderr}`);
  };
  try {
    execFileSync('mkdir', ['-p', sockets]);
    if (user) {
      // The temporary directory is 0700 root's; the cluster's user must own it.
      for (const path of [dir, sockets]) chownSync(path, user.uid, user.gid);
      chmodSync(dir, 0o700);
    }
    run(initdb, ['-D', data, '-U', SUPERUSER, '--auth=trust', '--encoding=UTF8', '--no-sync']);
    const port = await freePort();
    const serverOptions = `-c listen_addresses=127.0.0.1 -p ${port} -k ${sockets} -c fsync=off -c synchronous_commit=${options.durable ? 'on' : 'off'} -c full_page_writes=off -c max_connections=300`;
    const start = (): void => run(pgCtl, ['-D', data, '-l', log, '-o', serverOptions, '-w', '-t', '60', 'start']);
    const stopWith = (mode: string): void => run(pgCtl, ['-D', data, '-m', mode, '-w', 'stop']);
    start();
    let stopped = false;
    const cluster: PostgresCluster = {
      port,
      adminUrl: `postgres://${SUPERUSER}@127.0.0.1:${port}/postgres`,
      urlOf: (name) => `postgres://${SUPERUSER}@127.0.0.1:${port}/${name}`,
      kill: () => stopWith('immediate'),
      start,
      stop: () => {
        if (stopped) return;
        stopped = true;
        try {
          stopWith('fast');
        } catch {
          // Already stopped (a test killed it): nothing to stop.
        } finally {
          rmSync(dir, { recursive: true, force: true });
        }
      },
    };
    return cluster;
  } catch (error) {
    spawnSync(user ? 'runuser' : pgCtl, user ? ['-u', user.name, '--', pgCtl, '-D', data, '-m', 'immediate', 'stop'] : ['-D', data, '-m', 'immediate', 'stop']);
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

let databaseCounter = 0;

/** A new, empty database on the cluster at `adminUrl`; returns its URL. */
export async function createDatabase(adminUrl: string, prefix = 'bsc_test'): Promise<string> {
  const name = `${prefix}_${process.pid}_${++databaseCounter}_${Date.now().toString(36)}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  return adminUrl.replace(/\/[^/]*$/, `/${name}`);
}

/** Drops a database made by createDatabase, closing whatever connections are left on it. */
export async function dropDatabase(adminUrl: string, url: string): Promise<void> {
  const name = url.slice(url.lastIndexOf('/') + 1);
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
