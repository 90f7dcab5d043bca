/**
 * `bsc serve [--port N] [--host H] [--data-dir DIR] [--retention-hours H] [--anonymous]
 * [--trust-proxy] [--public-origin URL] [--parse-workers N] [--ocr-workers N] [--ocr-threads N]
 * [--log-format json|pretty]`: runs the HTTP service until SIGINT or SIGTERM. On an empty
 * database it creates the local user and prints its key, once. stdout carries the start-up
 * banner; stderr carries the log (logger.ts).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ConfigError, type ServerConfig, readServerConfig } from '../config.ts';
import { installFatalErrorHandlers } from '../fatal-errors.ts';
import { type Logger, consoleLogger, createLogger, defaultLogFormat } from '../logger.ts';
import { type RunningServer, startServer } from '../main.ts';
import { defaultWebRoot } from '../http/web-files.ts';
import { type UserWithKey, deleteUser } from '../services/accounts.ts';
import { type CommandExit, type CommandIo, FAILURE, OK, USAGE, isParseArgsError } from './io.ts';

const SAMPLE = 'corpus/samples/es-importe-saldo-001.pdf';

/** Where the first start leaves the local user's key when stdout is not a terminal (a service log). */
export const LOCAL_KEY_FILE = 'local-user.key';

/**
 * The local user's key goes to a terminal, never into a service log: when stdout is not a TTY
 * (systemd, docker, a pipe) it is written to a 0600 file in the data directory instead.
 */
async function deliverLocalKey(server: RunningServer, local: UserWithKey, toTerminal: boolean): Promise<string[]> {
  const { apiUrl, runtime } = server;
  const intro = `Created the local user ${local.user.email} (plan ${local.user.plan}, ${local.user.freeCredits} free credits, one credit per page).`;
  if (!toTerminal) {
    const path = join(runtime.dataDir, LOCAL_KEY_FILE);
    // With PostgreSQL nothing else lives in the data directory: it may not exist yet.
    await mkdir(runtime.dataDir, { recursive: true, mode: 0o700 });
    await writeFile(path, `${local.apiKey}\n`, { mode: 0o600, flag: 'wx' });
    return ['', intro, `Its API key is in ${path} (readable by this account only; delete the file once you have the key).`];
  }
  return [
    '',
    intro,
    'Its API key, shown only this once (create more with "bsc keys create --email local@localhost"):',
    '',
    `  ${local.apiKey}`,
    '',
    'Try:',
    `  curl -H "Authorization: Bearer ${local.apiKey}" -F "files=@${SAMPLE}" ${apiUrl}/bank-statement`,
    `  curl -H "Authorization: Bearer ${local.apiKey}" -H "Content-Type: application/json" -d '{"uuid":"<uuid from the upload>"}' "${apiUrl}/bank-statement/convert?format=JSON"`,
  ];
}

async function banner(server: RunningServer, local: UserWithKey | null, toTerminal: boolean): Promise<string> {
  const { apiUrl, runtime } = server;
  const lines = [
    `bank-statement-converter: listening on ${apiUrl}`,
    `data: ${runtime.backend.kind === 'postgres' ? 'PostgreSQL' : runtime.dataDir} (files are deleted ${runtime.limits.retentionMs / 3_600_000} h after upload)`,
  ];
  lines.push(server.webServed ? `web page: ${server.pageUrl} (sign in with an API key)` : 'web page: not built (npm run build), the API alone is served');
  if (local) lines.push(...(await deliverLocalKey(server, local, toTerminal)));
  return `${lines.join('\n')}\n`;
}

export async function serveCommand(args: string[], io: CommandIo): Promise<CommandExit> {
  // Everything the service creates (database, uploads, results) is for this account only.
  process.umask(0o077);
  const uninstallEarly = installFatalErrorHandlers(consoleLogger);
  let config: ServerConfig;
  try {
    config = readServerConfig(args, process.env);
  } catch (error) {
    uninstallEarly();
    if (error instanceof ConfigError || isParseArgsError(error)) {
      io.stderr.write(`bsc serve: ${(error as Error).message}\n`);
      return USAGE;
    }
    throw error;
  }
  const logger: Logger = createLogger({
    format: config.logFormat ?? defaultLogFormat(io.stderr as { isTTY?: boolean }),
    write: (line) => io.stderr.write(line),
  });
  uninstallEarly();
  installFatalErrorHandlers(logger);
  // Listen for the stop signal before anything is printed: whoever reads the banner may stop us at once.
  const stopRequested = new Promise<void>((resolve) => {
    const stop = (signal: NodeJS.Signals) => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      logger.info('stopping', { signal });
      resolve();
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
  if (!config.runJobs && !config.databaseUrl) {
    io.stderr.write('bsc serve: --no-worker leaves OCR jobs to bsc worker processes, which need the PostgreSQL store (--database or DATABASE_URL).\n');
    return USAGE;
  }
  let server: RunningServer;
  try {
    server = await startServer({
      host: config.host,
      port: config.port,
      dataDir: config.dataDir,
      logger,
      databaseUrl: config.databaseUrl,
      runJobs: config.runJobs,
      anonymous: config.anonymous,
      trustProxy: config.trustProxy,
      publicOrigin: config.publicOrigin,
      webRoot: defaultWebRoot(),
      limits: { retentionMs: config.retentionHours * 3_600_000 },
      processor: {
        parseWorkers: config.parseWorkers,
        ocrWorkers: config.ocrWorkers,
        ...(config.ocrThreads ? { ocrThreads: config.ocrThreads } : {}),
        profiles: config.profiles,
      },
    });
  } catch (error) {
    io.stderr.write(`bsc serve: could not start: ${(error as Error).message}\n`);
    return FAILURE;
  }
  let text: string;
  try {
    text = await banner(server, server.runtime.localUser, (io.stdout as { isTTY?: boolean }).isTTY === true);
  } catch (error) {
    // The key could not be delivered (its file exists, the disk is full): no user keeps a key nobody has.
    if (server.runtime.localUser) await deleteUser(server.runtime.store, server.runtime.localUser.user.email);
    await server.close();
    io.stderr.write(`bsc serve: could not hand over the local user's key: ${(error as Error).message}\n`);
    return FAILURE;
  }
  io.stdout.write(text);
  if (config.anonymous) io.stdout.write('Anonymous access is on: requests without a key get the anonymous limits.\n');
  if (config.trustProxy && !config.publicOrigin) {
    // Behind a proxy that passes another Host (docs/deploy.md), the page's sign-in needs the public address.
    logger.warn(
      '--trust-proxy without --public-origin: the web page works only if the proxy passes the public Host and X-Forwarded-Proto; set --public-origin to the address users open',
    );
  }

  await stopRequested;
  await server.close();
  return OK;
}
