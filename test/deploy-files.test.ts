/**
 * The container files, checked without Docker (CI has none): compose.yaml parsed as YAML and its
 * services' structure checked; the Dockerfile's instructions parsed and its stages, user,
 * health check and command checked; .dockerignore keeps what the build needs.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { SERVER_FLAGS } from '../src/server/config.ts';
import { execForm, parseDockerfile, type Stage } from './helpers/dockerfile.ts';

const ROOT = resolve(import.meta.dirname, '..');
const read = (name: string): string => readFileSync(join(ROOT, name), 'utf8');
const packageJson = JSON.parse(read('package.json')) as { scripts: Record<string, string>; dependencies: Record<string, string> };

// biome-ignore lint/suspicious/noExplicitAny: parsed compose.yaml, walked freely; the assertions check its values
type Json = Record<string, any>;

describe('Dockerfile', () => {
  const { args, stages } = parseDockerfile(read('Dockerfile'));
  const [build, runtime] = stages as [Stage, Stage];
  const keywordsOf = (stage: Stage, keyword: string) => stage.instructions.filter((i) => i.keyword === keyword);
  const runs = (stage: Stage) =>
    keywordsOf(stage, 'RUN')
      .map((i) => i.args)
      .join(' && ');

  it('has a build stage and a Node 22 slim runtime stage', () => {
    expect(stages).toHaveLength(2);
    const image = args.find((a) => a.args.startsWith('NODE_IMAGE='))?.args.split('=')[1];
    expect(image).toMatch(/^node:22[-.\w]*-slim$/);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the Dockerfile's own build-argument reference, as printed
    for (const stage of stages) expect(stage.from).toBe('${NODE_IMAGE}');
    expect(build.name).toBe('build');
  });

  it('builds with npm ci and the package scripts, then drops the dev dependencies', () => {
    const commands = runs(build);
    expect(commands).toMatch(/npm ci\b/);
    expect(commands).toMatch(/npm run build\b/);
    expect(commands).toMatch(/npm prune --omit=dev\b/);
    for (const [, script] of commands.matchAll(/npm run (\S+)/g)) expect(packageJson.scripts, `script ${script}`).toHaveProperty(script as string);
    // The package files are copied before `npm ci`, so the dependency layer is cached.
    const order = build.instructions.map((i) => `${i.keyword} ${i.args}`);
    expect(order.findIndex((i) => i.startsWith('COPY package.json package-lock.json'))).toBeLessThan(order.findIndex((i) => i.includes('npm ci')));
    // Native modules the lockfile holds are rebuilt after the script-less install.
    for (const [, name] of runs(build).matchAll(/npm rebuild ([^&]+)/g))
      for (const module of (name as string).trim().split(/\s+/)) expect(existsSync(join(ROOT, 'node_modules', module)), module).toBe(true);
  });

  it('runs as a non-root user, with a health check on /healthz and `bsc serve` as the command', () => {
    const users = keywordsOf(runtime, 'USER');
    expect(users).toHaveLength(1);
    expect(users[0]?.args).not.toMatch(/^(root|0)(:|$)/);
    // Every instruction after USER runs unprivileged: nothing after it installs or changes ownership.
    const afterUser = runtime.instructions.slice(runtime.instructions.indexOf(users[0] as never) + 1);
    expect(afterUser.filter((i) => i.keyword === 'RUN')).toEqual([]);

    const health = keywordsOf(runtime, 'HEALTHCHECK');
    expect(health).toHaveLength(1);
    const check = execForm((health[0]?.args ?? '').replace(/^(--\S+\s+)*CMD\s+/, ''));
    expect(check?.join(' ')).toContain('/healthz');
    expect(health[0]?.args).toMatch(/--interval=\d+s/);

    const cmd = keywordsOf(runtime, 'CMD');
    expect(cmd).toHaveLength(1);
    expect(execForm(cmd[0]?.args ?? '')).toEqual(['bsc', 'serve']);
    // `bsc` is on the PATH (the package's bin), and the server listens beyond loopback in a container.
    expect(runs(runtime)).toMatch(/ln -s \/app\/bin\/bsc\.js \/usr\/local\/bin\/bsc/);
    expect(existsSync(join(ROOT, 'bin/bsc.js'))).toBe(true);
    expect(
      keywordsOf(runtime, 'ENV')
        .map((i) => i.args)
        .join(' '),
    ).toMatch(/HOST=0\.0\.0\.0/);
    // The runtime copies the build's output, not the sources.
    const copies = keywordsOf(runtime, 'COPY').map((i) => i.args);
    for (const part of ['/app/node_modules', '/app/dist', '/app/bin'])
      expect(
        copies.some((c) => c.startsWith('--from=build') && c.includes(part)),
        part,
      ).toBe(true);
  });

  it('the reader refuses what is not a Dockerfile', () => {
    expect(() => parseDockerfile('FROM x\nBOGUS y\n')).toThrow(/unknown instruction/);
    expect(() => parseDockerfile('RUN x\n')).toThrow(/before the first FROM/);
    expect(parseDockerfile('FROM x AS y\nRUN a \\\n  # note\n  b\n').stages).toEqual([
      { from: 'x', name: 'y', instructions: [{ keyword: 'RUN', args: 'a b', line: 2 }] },
    ]);
  });
});

describe('.dockerignore', () => {
  const patterns = read('.dockerignore')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));

  it('keeps out local state and secrets, and keeps in what the build reads', () => {
    for (const kept of ['node_modules', 'dist', 'data', '.git', '*.sqlite', 'local-user.key']) expect(patterns, kept).toContain(kept);
    for (const needed of ['src', 'bin', 'scripts', 'package.json', 'package-lock.json', 'tsconfig.json', 'tsconfig.build.json']) {
      expect(patterns, needed).not.toContain(needed);
      expect(existsSync(join(ROOT, needed)), needed).toBe(true);
    }
  });
});

describe('compose.yaml', () => {
  // As compose does: `${VAR:-default}` is replaced (here by its default) before the YAML is read;
  // `<<` merge keys are on.
  const interpolated = read('compose.yaml').replace(/\$\{(\w+):-([^}]*)\}/g, (_, _name: string, fallback: string) => fallback);
  expect(interpolated).not.toMatch(/\$\{/);
  const compose = parse(interpolated, { merge: true }) as Json;
  const services = compose.services as Record<string, Json>;

  it('runs PostgreSQL, one API and two workers from this image', () => {
    expect(Object.keys(services).sort()).toEqual(['api', 'postgres', 'worker']);
    expect(services.postgres?.image).toMatch(/^postgres:\d+/);
    for (const name of ['api', 'worker']) {
      expect(services[name]?.build, name).toBe('.');
      expect(services[name]?.init, name).toBe(true);
    }
    expect(services.api?.deploy?.replicas ?? 1).toBe(1);
    expect(services.worker?.deploy?.replicas).toBe(2);
  });

  it('starts `bsc serve` and `bsc worker` on the PostgreSQL service, with the same URL in DATABASE_URL', () => {
    const api = services.api as Json;
    const worker = services.worker as Json;
    expect(api.command.slice(0, 2)).toEqual(['bsc', 'serve']);
    expect(worker.command.slice(0, 2)).toEqual(['bsc', 'worker']);
    const pg = services.postgres?.environment as Json;
    for (const service of [api, worker]) {
      const url = service.command[service.command.indexOf('--database') + 1] as string;
      expect(url).toBe(service.environment.DATABASE_URL);
      const parsed = new URL(url);
      expect(parsed.protocol).toBe('postgres:');
      expect(parsed.hostname).toBe('postgres');
      expect(decodeURIComponent(parsed.username)).toBe(pg.POSTGRES_USER);
      expect(parsed.pathname).toBe(`/${pg.POSTGRES_DB}`);
      expect(parsed.password).toBe(pg.POSTGRES_PASSWORD);
    }
    // The API's other flags are ones `bsc serve` knows.
    for (const flag of (api.command as string[]).filter((part) => part.startsWith('--') && part !== '--database'))
      expect(SERVER_FLAGS, flag).toHaveProperty(flag.slice(2));
    expect(api.ports).toEqual(['3000:3000']);
  });

  it('has health checks, and starts each service once what it needs is healthy', () => {
    expect(services.postgres?.healthcheck?.test.join(' ')).toContain('pg_isready');
    expect(services.api?.healthcheck?.test.join(' ')).toContain('/readyz');
    expect(services.worker?.healthcheck).toEqual({ disable: true });
    expect(services.api?.depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
    expect(services.worker?.depends_on).toEqual({ postgres: { condition: 'service_healthy' }, api: { condition: 'service_healthy' } });
    for (const [name, service] of Object.entries(services)) {
      const check = service.healthcheck as Json;
      if (check.disable) continue;
      for (const key of ['interval', 'timeout']) expect(check[key], `${name} ${key}`).toMatch(/^\d+s$/);
      expect(check.test[0], name).toMatch(/^CMD(-SHELL)?$/);
    }
  });

  it('keeps its data in named volumes', () => {
    expect(Object.keys(compose.volumes)).toEqual(['pgdata', 'api-data']);
    expect(services.postgres?.volumes).toEqual(['pgdata:/var/lib/postgresql/data']);
    expect(services.api?.volumes).toEqual(['api-data:/data']);
  });
});
