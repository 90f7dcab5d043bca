/**
 * The OpenAPI 3.1 description of the v1 API, served at `GET /api/v1/openapi.json`. Written by
 * hand from the routes and docs/api.md; `test/server/openapi.test.ts` keeps it honest: every
 * route the routers register is here and every operation here is a registered route, the
 * document validates as OpenAPI 3.1, and real responses match the schemas.
 * Error codes and result formats come from the same constants the service uses.
 */
import { ERROR_CATALOG, type ErrorCode } from '../errors.ts';
import { RESULT_FORMATS } from '../store/types.ts';

type Json = Record<string, unknown>;

const ref = (name: string): Json => ({ $ref: `#/components/schemas/${name}` });

/** On every answer, the probes' included (security review 2026-11-26, finding 9). */
const SECURITY_HEADERS: Json = {
  'Content-Security-Policy': { $ref: '#/components/headers/Content-Security-Policy' },
  'X-Frame-Options': { $ref: '#/components/headers/X-Frame-Options' },
  'Referrer-Policy': { $ref: '#/components/headers/Referrer-Policy' },
};

const RATE_HEADERS: Json = {
  'X-RateLimit-Limit': { $ref: '#/components/headers/X-RateLimit-Limit' },
  'X-RateLimit-Remaining': { $ref: '#/components/headers/X-RateLimit-Remaining' },
  'X-RateLimit-Reset': { $ref: '#/components/headers/X-RateLimit-Reset' },
  'X-Request-Id': { $ref: '#/components/headers/X-Request-Id' },
  ...SECURITY_HEADERS,
};

/** Status codes → the error codes a route can answer with them. */
function errorResponses(codes: readonly ErrorCode[]): Json {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) {
    const { status } = ERROR_CATALOG[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const out: Json = {};
  for (const [status, list] of [...byStatus].sort(([a], [b]) => a - b)) {
    const headers: Json = { ...RATE_HEADERS };
    if (list.includes('RATE_LIMIT_EXCEEDED') || list.includes('SERVICE_BUSY') || list.includes('STORAGE_QUOTA_EXCEEDED')) {
      headers['Retry-After'] = { $ref: '#/components/headers/Retry-After' };
    }
    out[String(status)] = {
      description: list.map((code) => `\`${code}\`: ${ERROR_CATALOG[code].message}`).join(' '),
      headers,
      content: { 'application/json': { schema: { allOf: [ref('Error'), { properties: { error: { enum: list } } }] } } },
    };
  }
  return out;
}

/** Every authenticated route can answer these. */
const COMMON_ERRORS: ErrorCode[] = ['UNAUTHORIZED', 'RATE_LIMIT_EXCEEDED', 'INTERNAL_ERROR'];
const JSON_BODY_ERRORS: ErrorCode[] = ['INVALID_REQUEST'];
/** A POST signed in by the session cookie, or an anonymous one, from another origin (docs/web.md, "CSRF"). */
const COOKIE_POST_ERRORS: ErrorCode[] = ['FORBIDDEN_ORIGIN'];

const SECURED = [{ bearerAuth: [] }, { sessionCookie: [] }];

function jsonBody(schema: Json, description: string): Json {
  return { required: true, description, content: { 'application/json': { schema } } };
}

function ok(description: string, schema: Json, status = '200'): Json {
  return { [status]: { description, headers: RATE_HEADERS, content: { 'application/json': { schema } } } };
}

const FORMAT_NAMES = RESULT_FORMATS.map((format) => format.toUpperCase());

/** Extension: the convert body's optional fields for categories and journals (docs/api.md, "Categories and journals"). */
const BOOKS_FIELDS: Json = {
  rules: { type: ['object', 'array'], description: 'A category rules document (`{ "rules": [...] }`, docs/accounting.md).' },
  history: { type: 'string', description: 'The text of a categorised ledger (CSV with a category column, beancount or hledger) to learn categories from.' },
  historyFormat: { type: 'string', enum: ['csv', 'beancount', 'hledger'], description: 'Default: detected from the text.' },
  categoryThreshold: { type: 'number', minimum: 0, maximum: 1, description: 'Abstain below this confidence; default 0.5.' },
  categories: {
    type: 'array',
    items: { type: ['string', 'null'] },
    description: 'The categories the user chose, one per row (null: none), applied over the proposals.',
  },
  accountMap: { type: 'object', description: 'Journal account names (docs/accounting.md, "Account map").' },
  journalOpening: { type: 'string', enum: ['entry', 'assertion'], description: "The journals' opening balance: a transaction (default) or an assertion only." },
};

const schemas: Json = {
  Error: {
    type: 'object',
    description: 'Every error body (spec section 7). `message` names the file or uuid concerned; an INTERNAL_ERROR never carries internal details.',
    required: ['error', 'message', 'recovery'],
    properties: {
      error: { type: 'string', enum: Object.keys(ERROR_CATALOG) },
      message: { type: 'string' },
      recovery: { type: 'string', description: 'What the client can do about it.' },
    },
  },
  FileState: { type: 'string', enum: ['READY', 'PROCESSING', 'COMPLETED', 'ERROR', 'PASSWORD_REQUIRED'] },
  UploadedFile: {
    type: 'object',
    required: ['uuid', 'filename', 'pdfType', 'state', 'numberOfPages'],
    properties: {
      uuid: { type: 'string', format: 'uuid' },
      filename: { type: 'string' },
      pdfType: { type: ['string', 'null'], enum: ['TEXT_BASED', 'IMAGE_BASED', null], description: '`null` while a protected file waits for its password.' },
      state: ref('FileState'),
      numberOfPages: { type: ['integer', 'null'], minimum: 1, description: '`null` while a protected file waits for its password.' },
      error: { type: 'string', description: 'Why processing failed; only when `state` is ERROR.' },
      reconciliation: ref('Verdict'),
    },
  },
  Verdict: {
    type: 'object',
    description:
      "Extension: the converted statement's verdict (`reconciliation.status` and `statusReason` of its JSON), on READY and COMPLETED files. Absent before the file is converted, and on files converted before verdicts were kept.",
    required: ['status', 'statusReason'],
    properties: {
      status: {
        type: 'string',
        enum: ['verified', 'unverified', 'failed'],
        description:
          'verified: printed balances or totals were checked and every one held; failed: one did not; unverified: nothing printed could be checked, or the reading rests on a guess.',
      },
      statusReason: { type: 'string', description: 'Why, in one sentence.' },
    },
  },
  FileStatus: {
    allOf: [
      ref('UploadedFile'),
      {
        type: 'object',
        required: ['progress'],
        properties: { progress: { type: 'integer', minimum: 0, maximum: 100, description: 'Percent; 100 for READY and COMPLETED.' } },
      },
    ],
  },
  ListedFile: {
    allOf: [
      ref('FileStatus'),
      {
        type: 'object',
        required: ['createdAt', 'expiresAt'],
        properties: {
          createdAt: { type: 'string', format: 'date-time', description: 'When it was uploaded.' },
          expiresAt: { type: 'string', format: 'date-time', description: 'When it, its results and its record are deleted.' },
        },
      },
    ],
  },
  FilePage: {
    type: 'object',
    required: ['files', 'next'],
    properties: {
      files: { type: 'array', items: ref('ListedFile'), description: 'Newest first.' },
      next: { type: ['string', 'null'], description: 'Pass as `cursor` for the next page; `null` on the last page.' },
    },
  },
  PasswordResult: {
    type: 'object',
    required: ['uuid', 'state', 'passwordSet'],
    properties: {
      uuid: { type: 'string' },
      state: ref('FileState'),
      passwordSet: { type: 'boolean', description: '`false` when the file was not protected (nothing changed).' },
    },
  },
  UserInfo: {
    type: 'object',
    required: ['user', 'credits', 'unlimitedCredits', 'subscriptionCount', 'plan', 'saveConvertedFiles', 'hasPaymentMethod'],
    properties: {
      user: {
        type: 'object',
        required: ['userId', 'firstName', 'lastName', 'email', 'emailVerified', 'referralCode'],
        properties: {
          userId: { type: 'integer' },
          firstName: { type: 'string' },
          lastName: { type: 'string' },
          email: { type: 'string' },
          emailVerified: { type: 'boolean' },
          referralCode: { type: 'string' },
        },
      },
      credits: {
        type: 'object',
        required: ['paidCredits', 'freeCredits'],
        properties: { paidCredits: { type: 'integer', minimum: 0 }, freeCredits: { type: 'integer', minimum: 0 } },
      },
      unlimitedCredits: { type: 'boolean' },
      subscriptionCount: { type: 'integer', minimum: 0 },
      plan: { type: 'string', enum: ['free', 'starter', 'pro', 'business'] },
      saveConvertedFiles: { type: 'boolean' },
      hasPaymentMethod: { type: 'boolean' },
    },
  },
  Transaction: {
    type: 'object',
    required: ['date', 'description', 'payee', 'amount', 'balance', 'currency', 'id'],
    properties: {
      date: { type: 'string', format: 'date' },
      description: { type: 'string' },
      payee: {
        type: 'string',
        description:
          'Extension: the payee cleaned from the description (processor prefixes, card, store and reference numbers, dates and places stripped); the description is kept as printed.',
      },
      amount: { type: 'number', description: 'Exact decimal; money in positive, money out negative.' },
      balance: { type: ['number', 'null'], description: 'Balance after the row; `null` only when nothing anchors it.' },
      currency: { type: ['string', 'null'], pattern: '^[A-Z]{3}$' },
      valueDate: { type: 'string', format: 'date' },
      typeCode: { type: 'string' },
      accountNumber: { type: ['string', 'null'] },
      id: {
        type: 'string',
        description: 'Extension: the stable per-row id (the OFX FITID, `fitid` in the journals, the entry reference in CAMT.053 and MT940).',
      },
      category: { type: ['string', 'null'], description: 'Extension, when categories were asked for: the proposed or chosen category, null when none.' },
      categoryConfidence: { type: 'number', minimum: 0, maximum: 1 },
      categoryReason: { type: 'string', description: 'The rule that matched, or the most similar past entries.' },
      source: ref('RowSource'),
    },
  },
  RowSource: {
    type: 'object',
    description: 'Only with `source=true`: where the row was read (docs/api.md, "Row sources").',
    required: ['page', 'box', 'confidence'],
    properties: {
      page: { type: 'integer', minimum: 1 },
      box: {
        type: 'array',
        minItems: 4,
        maxItems: 4,
        items: { type: 'number' },
        description: '[x0, y0, x1, y1] in PDF points, origin at the top-left of the displayed page (pdf.js viewport at scale 1).',
      },
      confidence: { type: 'number', minimum: 0, maximum: 1 },
    },
  },
  Ledger: {
    type: 'object',
    description: 'A merged ledger (`{"uuids": [...]}`): accounts, each with its statements and rows, and the ledger warnings (docs/api.md, "Ledgers").',
    required: ['accounts', 'warnings'],
    properties: { accounts: { type: 'array', items: { type: 'object' } }, warnings: { type: 'array', items: { type: 'object' } } },
  },
  Session: {
    type: 'object',
    required: ['signedIn', 'anonymous'],
    properties: {
      signedIn: { type: 'boolean', description: 'The request carried a live session cookie.' },
      anonymous: { type: 'boolean', description: 'The server serves callers without a key (`--anonymous`).' },
      expiresAt: { type: 'string', description: 'Sign-in only: when the session ends at the latest (ISO 8601).' },
    },
  },
  Warning: {
    type: 'object',
    required: ['code', 'message'],
    properties: { code: { type: 'string' }, message: { type: 'string' }, page: { type: 'integer' }, transactionIndex: { type: 'integer' } },
  },
  ConvertedStatement: {
    type: 'object',
    required: ['transactions', 'metadata', 'warnings', 'reconciliation'],
    properties: {
      transactions: { type: 'array', items: ref('Transaction') },
      metadata: {
        type: 'object',
        // Every field, always sent (null when unknown).
        required: [
          'bank',
          'bankId',
          'accountNumber',
          'statementPeriod',
          'periodStart',
          'periodEnd',
          'currency',
          'openingBalance',
          'closingBalance',
          'pdfType',
          'numberOfPages',
        ],
        properties: {
          bank: { type: 'string' },
          bankId: { type: ['string', 'null'] },
          accountNumber: { type: ['string', 'null'], description: '`****` and the last four characters.' },
          statementPeriod: { type: ['string', 'null'], pattern: '^\\d{4}-\\d{2}$' },
          periodStart: { type: ['string', 'null'], format: 'date' },
          periodEnd: { type: ['string', 'null'], format: 'date' },
          currency: { type: ['string', 'null'] },
          openingBalance: { type: ['number', 'null'] },
          closingBalance: { type: ['number', 'null'] },
          pdfType: { type: 'string', enum: ['TEXT_BASED', 'IMAGE_BASED'] },
          numberOfPages: { type: 'integer' },
        },
      },
      warnings: { type: 'array', items: ref('Warning') },
      reconciliation: { type: 'object', description: 'What the arithmetic checked and held (docs/api.md).' },
      statements: { type: 'array', items: { type: 'object' }, description: 'Only for bundles of several statements or accounts.' },
      authenticity: ref('Authenticity'),
    },
  },
  Authenticity: {
    type: 'object',
    description: 'Signs that the file was edited after it was made, each a named finding with its evidence (docs/api.md, "Authenticity").',
    required: ['verdict', 'findings', 'producer', 'creator', 'created', 'modified', 'revisions'],
    properties: {
      verdict: { type: 'string', enum: ['no-signs', 'signs-of-editing'] },
      findings: {
        type: 'array',
        items: {
          type: 'object',
          required: ['code', 'strength', 'message'],
          properties: {
            code: {
              type: 'string',
              enum: [
                'CONTENT_CHANGED_IN_UPDATE',
                'INCREMENTAL_UPDATES',
                'REWRITTEN_BY_TOOL',
                'EDITOR_SOFTWARE',
                'MODIFIED_AFTER_CREATION',
                'ID_CHANGED',
                'FONT_MISMATCH',
                'OVERLAPPING_TEXT',
                'ARITHMETIC_BREAK',
              ],
            },
            strength: { type: 'string', enum: ['strong', 'weak'] },
            message: { type: 'string' },
            page: { type: 'integer' },
            transactionIndex: { type: 'integer' },
            evidence: { type: 'object' },
          },
        },
      },
      producer: { type: ['string', 'null'] },
      creator: { type: ['string', 'null'] },
      created: { type: ['string', 'null'] },
      modified: { type: ['string', 'null'] },
      revisions: { type: 'integer', description: 'Times the file was saved: 1, plus one per incremental update.' },
    },
  },
  Health: { type: 'object', required: ['status'], properties: { status: { const: 'ok' } } },
  Readiness: {
    type: 'object',
    required: ['status', 'checks'],
    properties: {
      status: { type: 'string', enum: ['ready', 'not ready'] },
      checks: { type: 'object', description: 'Each check (`store`, `jobs`, `draining`): `ok`, or why it failed.', additionalProperties: { type: 'string' } },
    },
  },
};

const fileBody = (mediaType: string, description: string): Json => ({
  [mediaType]: { schema: { type: 'string', contentMediaType: mediaType }, 'x-description': description },
});

const paths: Json = {
  '/bank-statement': {
    get: {
      operationId: 'listFiles',
      summary: "The caller's live files, newest first",
      description:
        'Extension. A page of the files not yet deleted (at most `limit`, default 50), each with its status, progress, verdict and times; follow `next` for older ones. Needs an API key or a session: anonymous callers have no account (401).',
      security: SECURED,
      parameters: [
        { name: 'limit', in: 'query', required: false, schema: { type: 'integer', minimum: 1, maximum: 100, default: 50 } },
        { name: 'cursor', in: 'query', required: false, description: 'The `next` of the previous page.', schema: { type: 'string' } },
      ],
      responses: { ...ok('A page of files.', ref('FilePage')), ...errorResponses([...COMMON_ERRORS, 'INVALID_REQUEST']) },
    },
    post: {
      operationId: 'uploadStatements',
      summary: 'Upload PDF bank statements',
      description:
        "All-or-nothing: if any file is rejected, none is stored and nothing is charged (except an analysis stopped at its time or memory limit, which is charged its pages). One credit per page. Credits and storage quota are checked before the body is read (403); a caller whose uploads in progress would hold more than its share of the server's upload memory gets 429, a full server 503; a body arriving slower than the minimum rate 408.",
      security: SECURED,
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              required: ['files'],
              properties: { files: { type: 'array', maxItems: 20, items: { type: 'string', contentMediaType: 'application/pdf' } } },
            },
            encoding: { files: { contentType: 'application/pdf' } },
          },
        },
      },
      responses: {
        ...ok('One record per file, in upload order.', { type: 'array', items: ref('UploadedFile') }, '201'),
        ...errorResponses([
          ...COMMON_ERRORS,
          ...COOKIE_POST_ERRORS,
          'INVALID_REQUEST',
          'INVALID_FILE_TYPE',
          'INSUFFICIENT_CREDITS',
          'STORAGE_QUOTA_EXCEEDED',
          'REQUEST_TIMEOUT',
          'FILE_TOO_LARGE',
          'SERVICE_BUSY',
        ]),
      },
    },
  },
  '/bank-statement/{uuid}': {
    delete: {
      operationId: 'removeFile',
      summary: "Delete one of the caller's files now",
      description:
        "Extension. Deletes the file's record, results and bytes before the retention period ends; its credits stay spent. Afterwards every call about it is 404.",
      security: SECURED,
      parameters: [{ name: 'uuid', in: 'path', required: true, schema: { type: 'string', maxLength: 64 } }],
      responses: {
        '204': { description: 'Deleted.', headers: RATE_HEADERS },
        ...errorResponses([...COMMON_ERRORS, ...COOKIE_POST_ERRORS, 'INVALID_REQUEST', 'FILE_NOT_FOUND']),
      },
    },
  },
  '/bank-statement/{uuid}/statement': {
    get: {
      operationId: 'storedStatement',
      summary: "The converted statement in the library's own form",
      description:
        'Extension. What `serializeStatement` wrote when the file was converted: every field of the library\'s `Statement` (rows with `balancePrinted`, `page`, `box`, `confidence`; `sections`; the reconciliation with its evidence), money as `{"$decimal": "12.30"}`; the library\'s `parseStatement` reads it back. For clients that correct and re-render a statement with the library (the web page does). READY and COMPLETED files only.',
      security: SECURED,
      parameters: [{ name: 'uuid', in: 'path', required: true, schema: { type: 'string', maxLength: 64 } }],
      responses: {
        ...ok('The statement.', { type: 'object', required: ['transactions', 'metadata', 'warnings', 'reconciliation', 'sections'] }),
        ...errorResponses([...COMMON_ERRORS, 'INVALID_REQUEST', 'FILE_NOT_FOUND', 'FILE_NOT_READY', 'PASSWORD_REQUIRED', 'PROCESSING_FAILED']),
      },
    },
  },
  '/bank-statement/status': {
    post: {
      operationId: 'fileStatus',
      summary: 'Processing status of uploaded files',
      description: "Any uuid that is unknown, expired or another caller's makes the whole call 404.",
      security: SECURED,
      requestBody: jsonBody(
        { type: 'object', required: ['uuids'], properties: { uuids: { type: 'array', maxItems: 100, items: { type: 'string' } } } },
        'The files to report on.',
      ),
      responses: {
        ...ok('One record per uuid.', { type: 'array', items: ref('FileStatus') }),
        ...errorResponses([...COMMON_ERRORS, ...COOKIE_POST_ERRORS, ...JSON_BODY_ERRORS, 'FILE_NOT_FOUND']),
      },
    },
  },
  '/bank-statement/convert': {
    post: {
      operationId: 'convertStatement',
      summary: 'The converted statement in the chosen format',
      description: 'Allowed in READY and COMPLETED; repeatable in any format at no charge until the file expires.',
      security: SECURED,
      parameters: [
        {
          name: 'format',
          in: 'query',
          required: true,
          description: `Any case. ${FORMAT_NAMES.slice(0, 3).join(', ')} (the spec) or ${FORMAT_NAMES.slice(3).join(', ')} (extensions).`,
          schema: { type: 'string', enum: FORMAT_NAMES },
        },
        {
          name: 'source',
          in: 'query',
          required: false,
          description: "Extension, with format=JSON and one `uuid` only: add each transaction's `source` (page, box, confidence).",
          schema: { type: 'string', enum: ['true', 'false', '1', '0'] },
        },
      ],
      requestBody: jsonBody(
        {
          oneOf: [
            { type: 'object', required: ['uuid'], properties: { uuid: { type: 'string' }, ...BOOKS_FIELDS } },
            {
              type: 'object',
              required: ['uuids'],
              properties: { uuids: { type: 'array', minItems: 1, maxItems: 100, items: { type: 'string' } }, ...BOOKS_FIELDS },
              description: 'Extension: one merged ledger of these files (downloads named `ledger.<ext>`).',
            },
          ],
        },
        'The file to convert, or the files to merge into one ledger; optionally categories and journal account names (docs/accounting.md).',
      ),
      responses: {
        '200': {
          description: 'JSON: the statement object. Other formats: the file, with `Content-Disposition: attachment`.',
          headers: { ...RATE_HEADERS, 'Content-Disposition': { description: 'For every format but JSON.', schema: { type: 'string' } } },
          content: {
            'application/json': { schema: { oneOf: [ref('ConvertedStatement'), ref('Ledger')] } },
            ...fileBody('text/csv', 'CSV: Date,Description,Amount,Balance,Currency'),
            ...fileBody('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'XLSX'),
            ...fileBody('application/x-ofx', 'OFX'),
            ...fileBody('application/vnd.intu.qfx', 'QFX'),
            ...fileBody('application/qif', 'QIF'),
            ...fileBody('text/plain', 'BEANCOUNT and HLEDGER journals (UTF-8), MT940 (SWIFT character set)'),
            ...fileBody('application/xml', 'CAMT053: ISO 20022 camt.053.001.08'),
          },
        },
        ...errorResponses([
          ...COMMON_ERRORS,
          ...COOKIE_POST_ERRORS,
          ...JSON_BODY_ERRORS,
          'INVALID_FORMAT',
          'FILE_NOT_FOUND',
          'FILE_NOT_READY',
          'PASSWORD_REQUIRED',
          'PROCESSING_FAILED',
        ]),
      },
    },
  },
  '/bank-statement/set-password': {
    post: {
      operationId: 'setPassword',
      summary: 'Give the password of a protected PDF',
      description:
        "Charges the file's pages once it opens (403 when they exceed the credits: the file stays protected). One check per file at a time, on every instance (409). An analysis stopped at its time or memory limit is charged its pages and the file goes to ERROR. The password is kept in memory only while processing needs it and is never logged.",
      security: SECURED,
      requestBody: jsonBody(
        { type: 'object', required: ['uuid', 'password'], properties: { uuid: { type: 'string' }, password: { type: 'string', maxLength: 1024 } } },
        'The file and its password.',
      ),
      responses: {
        ...ok("The file's new state.", ref('PasswordResult')),
        ...errorResponses([
          ...COMMON_ERRORS,
          ...COOKIE_POST_ERRORS,
          ...JSON_BODY_ERRORS,
          'FILE_NOT_FOUND',
          'FILE_NOT_READY',
          'INVALID_PASSWORD',
          'PROCESSING_FAILED',
          'INSUFFICIENT_CREDITS',
        ]),
      },
    },
  },
  '/user': {
    get: {
      operationId: 'userInfo',
      summary: "The caller's account, credits and plan",
      security: SECURED,
      responses: { ...ok('The account.', ref('UserInfo')), ...errorResponses(COMMON_ERRORS) },
    },
  },
  // The web page's sign-in (docs/web.md): open routes, the key travels in the body (or the Bearer header).
  '/session': {
    post: {
      operationId: 'signIn',
      summary: 'Exchange an API key for a session cookie (web page)',
      description:
        'Answers with `Set-Cookie: bsc_session=...; Path=/api/v1; HttpOnly; SameSite=Strict` (plus `Secure` over https). Refused with 403 when posted from another origin.',
      security: [],
      requestBody: {
        required: false,
        description: 'The key; or send it as `Authorization: Bearer <API_KEY>` with no body.',
        content: { 'application/json': { schema: { type: 'object', required: ['apiKey'], properties: { apiKey: { type: 'string', maxLength: 256 } } } } },
      },
      responses: {
        ...ok('Signed in; the cookie is set.', ref('Session')),
        ...errorResponses(['UNAUTHORIZED', 'RATE_LIMIT_EXCEEDED', 'INTERNAL_ERROR', 'INVALID_REQUEST', 'FORBIDDEN_ORIGIN']),
      },
    },
    get: {
      operationId: 'sessionState',
      summary: 'Whether this browser is signed in, and whether the server takes anonymous calls',
      security: [],
      responses: { ...ok('The session state (never 401).', ref('Session')), ...errorResponses(['RATE_LIMIT_EXCEEDED', 'INTERNAL_ERROR']) },
    },
    delete: {
      operationId: 'signOut',
      summary: 'End the session on the server and clear the cookie',
      security: [],
      responses: {
        '204': { description: 'Signed out (also when there was no session).', headers: RATE_HEADERS },
        ...errorResponses(['RATE_LIMIT_EXCEEDED', 'INTERNAL_ERROR', 'FORBIDDEN_ORIGIN']),
      },
    },
  },
  '/openapi.json': {
    get: {
      operationId: 'openApiDocument',
      summary: 'This document',
      security: [],
      responses: { ...ok('OpenAPI 3.1.', { type: 'object' }), ...errorResponses(['RATE_LIMIT_EXCEEDED']) },
    },
  },
  // Probes live at the root, outside the versioned API: their own server entry says so.
  '/healthz': {
    servers: [{ url: '/', description: 'The service root (not under /api/v1).' }],
    get: {
      operationId: 'liveness',
      summary: 'Liveness: the process answers',
      description: 'No authentication, no rate limit, no dependencies checked.',
      security: [],
      responses: { '200': { description: 'Alive.', headers: SECURITY_HEADERS, content: { 'application/json': { schema: ref('Health') } } } },
    },
  },
  '/readyz': {
    servers: [{ url: '/', description: 'The service root (not under /api/v1).' }],
    get: {
      operationId: 'readiness',
      summary: 'Readiness: the store answers, jobs are being taken, the server is not draining',
      security: [],
      responses: {
        '200': { description: 'Ready to take requests.', headers: SECURITY_HEADERS, content: { 'application/json': { schema: ref('Readiness') } } },
        '503': {
          description: 'Not ready; `checks` names what failed.',
          headers: SECURITY_HEADERS,
          content: { 'application/json': { schema: ref('Readiness') } },
        },
      },
    },
  },
};

export const openApiDocument: Json = {
  openapi: '3.1.0',
  info: {
    title: 'Bank Statement Converter API',
    version: '1.0.0',
    description:
      'Converts bank-statement PDFs (text or scanned) into reconciled transactions as JSON, CSV, XLSX (and OFX, QFX, QIF). Every response of the versioned API carries X-RateLimit-Limit, X-RateLimit-Remaining and X-RateLimit-Reset (Unix epoch seconds); a 429 adds Retry-After. See docs/api.md.',
    license: { name: 'MIT', identifier: 'MIT' },
  },
  servers: [{ url: '/api/v1', description: 'This server, version 1.' }],
  security: SECURED,
  paths,
  components: {
    schemas,
    securitySchemes: {
      bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'bsc_<id>_<secret>', description: 'An API key: `Authorization: Bearer <API_KEY>`.' },
      sessionCookie: {
        type: 'apiKey',
        in: 'cookie',
        name: 'bsc_session',
        description: "The web app's session cookie (set by the session routes); an alternative to the bearer key for the browser.",
      },
    },
    headers: {
      'X-RateLimit-Limit': { description: 'Requests allowed per window.', schema: { type: 'integer' } },
      'X-RateLimit-Remaining': { description: 'Requests left in this window.', schema: { type: 'integer' } },
      'X-RateLimit-Reset': { description: 'Unix epoch seconds when the window ends.', schema: { type: 'integer' } },
      'Retry-After': { description: 'Seconds to wait before retrying.', schema: { type: 'integer' } },
      'Content-Security-Policy': {
        description:
          "`default-src 'none'; frame-ancestors 'none'; …`: an API answer loads and runs nothing and is framed nowhere (the web page's files carry the page's own policy).",
        schema: { type: 'string' },
      },
      'X-Frame-Options': { description: '`DENY`.', schema: { type: 'string' } },
      'Referrer-Policy': { description: '`no-referrer`.', schema: { type: 'string' } },
      'X-Request-Id': {
        description:
          "The request's id: the client's X-Request-Id when it is 1–64 letters, digits, `.`, `:` or `-`, else a new UUID. Log lines about the request carry it.",
        schema: { type: 'string' },
      },
    },
  },
};
