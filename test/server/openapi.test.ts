/**
 * The OpenAPI document against the real service: the same routes as the Koa routers register
 * (read from their `stack`), valid OpenAPI 3.1 (@seriousme/openapi-schema-validator, offline), and
 * real responses that match the documented schemas and statuses.
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, createApp } from '../../src/server/app.ts';
import { HEALTH_PATHS } from '../../src/server/routes/health.ts';
import { ONE_PAGE_SAMPLE, type TestServer, readSample, startTestServer } from './helpers.ts';

// biome-ignore lint/suspicious/noExplicitAny: the parsed OpenAPI document, walked freely; the assertions check its values
type Json = Record<string, any>;

interface RouterLayer {
  path: string | RegExp;
  methods: string[];
}

/** `METHOD /full/path` for every route the app's routers register (HEAD comes with GET). */
function registeredRoutes(app: Pick<Koa, 'middleware'>): string[] {
  const routes = new Set<string>();
  for (const middleware of app.middleware as Array<{ router?: { stack: RouterLayer[] } }>) {
    for (const layer of middleware.router?.stack ?? []) {
      if (typeof layer.path !== 'string') continue;
      // Koa's `:name` parameters are OpenAPI's `{name}`.
      const path = layer.path.replace(/:(\w+)/g, '{$1}');
      for (const method of layer.methods) if (method !== 'HEAD') routes.add(`${method} ${path}`);
    }
  }
  return [...routes].sort();
}

/** The API's routes: those under the version prefix, and the probes. Anything else (the web page) is not the API. */
const isApiRoute = (route: string): boolean => {
  const path = route.split(' ')[1] as string;
  return path.startsWith(`${API_PREFIX}/`) || (HEALTH_PATHS as readonly string[]).includes(path);
};

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

function documentedRoutes(doc: Json): string[] {
  const base = (doc.servers[0].url as string).replace(/\/$/, '');
  const routes: string[] = [];
  for (const [path, item] of Object.entries(doc.paths as Json)) {
    const server = ((item.servers?.[0]?.url as string | undefined) ?? base).replace(/\/$/, '');
    for (const method of HTTP_METHODS) if (item[method]) routes.push(`${method.toUpperCase()} ${server}${path}`);
  }
  return routes.sort();
}

/** A validator for the documented response bodies: the document's schemas as JSON Schema 2020-12. */
function responseChecker(doc: Json) {
  const BASE = 'https://bsc.invalid/openapi.json';
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value).map(([key, inner]) => [key, key === '$ref' ? String(inner).replace('#/components/schemas/', `${BASE}#/$defs/`) : rewrite(inner)]),
      );
    }
    return value;
  };
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  // The two formats the document uses, checked rather than ignored.
  ajv.addFormat('date', /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/);
  ajv.addFormat('uuid', /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
  ajv.addFormat(
    'date-time',
    (value: string) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(value) && !Number.isNaN(Date.parse(value)),
  );
  ajv.addSchema({ $id: BASE, $defs: rewrite(doc.components.schemas) as Json });
  return (method: string, path: string, status: number, body: unknown): void => {
    const operation = doc.paths[path]?.[method.toLowerCase()];
    expect(operation, `${method} ${path} is documented`).toBeDefined();
    const response = operation.responses[String(status)];
    expect(response, `${method} ${path} documents status ${status}`).toBeDefined();
    const schema = response.content?.['application/json']?.schema;
    expect(schema, `${method} ${path} ${status} has a JSON schema`).toBeDefined();
    const validate = ajv.compile(rewrite(schema) as Json);
    const valid = validate(body);
    expect(valid, `${method} ${path} ${status}: ${JSON.stringify(validate.errors)}`).toBe(true);
  };
}

describe('OpenAPI document', () => {
  let server: TestServer;
  let doc: Json;
  beforeAll(async () => {
    server = await startTestServer();
    const response = await fetch(`${server.apiUrl}/openapi.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    doc = (await response.json()) as Json;
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('is served without a key and validates as OpenAPI 3.1', async () => {
    expect(doc.openapi).toMatch(/^3\.1\./);
    const result = await new Validator().validate(structuredClone(doc));
    expect(result.errors ?? [], JSON.stringify(result.errors)).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('documents exactly the routes the routers register, and every one has a response for each error it can give', () => {
    const app = createApp(server.runtime.appDeps({ anonymous: false }));
    const registered = registeredRoutes(app).filter(isApiRoute);
    expect(registered.length).toBeGreaterThanOrEqual(8);
    expect(documentedRoutes(doc)).toEqual(registered);
    // Every operation with a key names the bearer scheme; the probes and the document itself need none.
    for (const [path, item] of Object.entries(doc.paths as Json)) {
      for (const method of HTTP_METHODS) {
        const operation = item[method];
        if (!operation) continue;
        // The session routes are the sign-in itself: no key needed to call them (docs/web.md).
        const open = ['/openapi.json', '/healthz', '/readyz', '/session'].includes(path);
        expect(operation.security, `${method} ${path}`).toEqual(open ? [] : expect.arrayContaining([{ bearerAuth: [] }]));
        if (!open) expect(Object.keys(operation.responses), `${method} ${path}`).toEqual(expect.arrayContaining(['401', '429', '500']));
      }
    }
    expect(Object.keys(doc.components.securitySchemes)).toEqual(['bearerAuth', 'sessionCookie']);
  });

  it('real responses match the documented schemas: upload 201, status, convert JSON, listing, stored statement, removal, user, errors', async () => {
    const check = responseChecker(doc);
    const { apiKey } = await server.addUser({ freeCredits: 20 });
    const headers = { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json' };
    const api = server.apiUrl;

    const form = new FormData();
    form.append('files', new Blob([readSample(ONE_PAGE_SAMPLE)], { type: 'application/pdf' }), 'one.pdf');
    const uploaded = await fetch(`${api}/bank-statement`, { method: 'POST', headers: { Authorization: `Bearer ${apiKey}` }, body: form });
    const files = (await uploaded.json()) as Array<{ uuid: string }>;
    check('POST', '/bank-statement', uploaded.status, files);
    expect(uploaded.status).toBe(201);

    const status = await fetch(`${api}/bank-statement/status`, { method: 'POST', headers, body: JSON.stringify({ uuids: [files[0]?.uuid] }) });
    check('POST', '/bank-statement/status', status.status, await status.json());
    const converted = await fetch(`${api}/bank-statement/convert?format=JSON`, { method: 'POST', headers, body: JSON.stringify({ uuid: files[0]?.uuid }) });
    check('POST', '/bank-statement/convert', converted.status, await converted.json());
    const listed = await fetch(`${api}/bank-statement?limit=5`, { headers });
    check('GET', '/bank-statement', listed.status, await listed.json());
    const stored = await fetch(`${api}/bank-statement/${files[0]?.uuid}/statement`, { headers });
    check('GET', '/bank-statement/{uuid}/statement', stored.status, await stored.json());
    const badLimit = await fetch(`${api}/bank-statement?limit=0`, { headers });
    check('GET', '/bank-statement', badLimit.status, await badLimit.json());
    const user = await fetch(`${api}/user`, { headers });
    check('GET', '/user', user.status, await user.json());
    const password = await fetch(`${api}/bank-statement/set-password`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ uuid: files[0]?.uuid, password: 'x' }),
    });
    check('POST', '/bank-statement/set-password', password.status, await password.json());

    // Errors: the error body, under a status the operation documents, with a code listed for it.
    const unauthorized = await fetch(`${api}/user`);
    check('GET', '/user', 401, await unauthorized.json());
    const badFormat = await fetch(`${api}/bank-statement/convert?format=PNG`, { method: 'POST', headers, body: JSON.stringify({ uuid: files[0]?.uuid }) });
    check('POST', '/bank-statement/convert', badFormat.status, await badFormat.json());
    const unknown = await fetch(`${api}/bank-statement/status`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ uuids: ['00000000-0000-4000-8000-000000000000'] }),
    });
    check('POST', '/bank-statement/status', unknown.status, await unknown.json());
    const notPdf = new FormData();
    notPdf.append('files', new Blob([Buffer.from('hello')], { type: 'application/pdf' }), 'x.pdf');
    const rejected = await fetch(`${api}/bank-statement`, { method: 'POST', headers: { Authorization: `Bearer ${apiKey}` }, body: notPdf });
    check('POST', '/bank-statement', rejected.status, await rejected.json());
    // A code the operation does not list for that status fails the check: the check can fail.
    expect(() => check('POST', '/bank-statement', 400, { error: 'FILE_NOT_FOUND', message: 'm', recovery: 'r' })).toThrow();

    const removed = await fetch(`${api}/bank-statement/${files[0]?.uuid}`, { method: 'DELETE', headers });
    expect(removed.status).toBe(204);
    const gone = await fetch(`${api}/bank-statement/${files[0]?.uuid}`, { method: 'DELETE', headers });
    check('DELETE', '/bank-statement/{uuid}', gone.status, await gone.json());

    const session = await fetch(`${api}/session`, { method: 'POST', body: JSON.stringify({ apiKey }) });
    check('POST', '/session', session.status, await session.json());
    const state = await fetch(`${api}/session`);
    check('GET', '/session', state.status, await state.json());

    const root = api.replace(/\/api\/v1$/, '');
    const ready = await fetch(`${root}/readyz`);
    check('GET', '/readyz', ready.status, await ready.json());
    const live = await fetch(`${root}/healthz`);
    check('GET', '/healthz', live.status, await live.json());
  });
});
