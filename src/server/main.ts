/**
 * Starts the HTTP service: opens the runtime on the data directory, builds the app, listens.
 * `startServer` is what `bsc serve`, `npm start` and the tests call. From the sources,
 * `tsx src/cli/main.ts serve [flags]` is `bsc serve` (this file runs nothing itself: the serve
 * command imports it).
 */
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API_PREFIX, type AppDeps, createApp } from './app.ts';
import { DrainState, drainCheck } from './health.ts';
import { answerClientError } from './http/client-error.ts';
import { listWebFiles } from './http/web-files.ts';
import { isLoopbackHost } from './middleware/check-host.ts';
import { type Runtime, type RuntimeOptions, openRuntime } from './runtime.ts';

/** Uploads are at most 60 MB; two minutes covers a slow link and stops a trickling client. */
const REQUEST_TIMEOUT_MS = 120_000;
const HEADERS_TIMEOUT_MS = 30_000;

export interface ServerOptions extends RuntimeOptions {
  host: string;
  /** 0 picks a free port. */
  port: number;
  anonymous?: boolean;
  trustProxy?: boolean;
  /** The origin users reach the service at, behind a reverse proxy (`--public-origin`). */
  publicOrigin?: string | null;
  /** Serve the web page from this directory (`bsc serve` passes the built `dist/web/`). */
  webRoot?: string | null;
  /** Replace parts of the app's dependencies (tests inject failing services). */
  overrideDeps?: (deps: AppDeps) => AppDeps;
}

export interface RunningServer {
  /** `http://host:port/api/v1` */
  apiUrl: string;
  /** `http://host:port/`, where the web page is (when it is served). */
  pageUrl: string;
  /** The web page is served at pageUrl. */
  webServed: boolean;
  port: number;
  runtime: Runtime;
  server: Server;
  /** Stops accepting requests, ends open connections, then closes the runtime. */
  close(): Promise<void>;
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const runtime = await openRuntime(options);
  let server: Server | undefined;
  try {
    const drain = new DrainState();
    const runtimeDeps = runtime.appDeps({
      anonymous: options.anonymous ?? false,
      trustProxy: options.trustProxy ?? false,
      publicOrigin: options.publicOrigin ?? null,
    });
    const baseDeps: AppDeps = {
      ...runtimeDeps,
      loopbackOnly: isLoopbackHost(options.host.replace(/^\[|\]$/g, '')),
      readiness: [...(runtimeDeps.readiness ?? []), drainCheck(drain)],
    };
    if (options.webRoot) baseDeps.webFiles = listWebFiles(options.webRoot);
    const app = createApp(options.overrideDeps ? options.overrideDeps(baseDeps) : baseDeps);
    const http = createServer(app.callback());
    server = http;
    http.requestTimeout = REQUEST_TIMEOUT_MS;
    http.headersTimeout = HEADERS_TIMEOUT_MS;
    http.on('clientError', answerClientError);
    await new Promise<void>((resolve, reject) => {
      http.once('error', reject);
      http.listen(options.port, options.host, () => {
        http.off('error', reject);
        resolve();
      });
    });
    // Only now: had listening failed, a local user created earlier would hold a key nobody saw.
    await runtime.createLocalUser();
    const { port } = http.address() as AddressInfo;
    const host = options.host.includes(':') ? `[${options.host}]` : options.host;
    let closing: Promise<void> | null = null;
    return {
      apiUrl: `http://${host}:${port}${API_PREFIX}`,
      pageUrl: `http://${host}:${port}/`,
      webServed: baseDeps.webFiles !== undefined,
      port,
      runtime,
      server: http,
      close: () =>
        (closing ??= (async () => {
          // First: a probe that still gets through now sees 503, not a half-closed server.
          drain.startDraining();
          const closed = new Promise<void>((resolve) => http.close(() => resolve()));
          http.closeAllConnections();
          await closed;
          await runtime.close();
        })()),
    };
  } catch (error) {
    if (server?.listening) await new Promise((resolve) => (server as Server).close(resolve));
    await runtime.close();
    throw error;
  }
}
