/**
 * The API's wire shapes (src/wire-types.ts), which the typed client exports, against what the
 * server publishes and sends: the OpenAPI document (src/server/openapi/document.ts), the library's
 * export formats and its JSON document. A drift on either side fails here: the type-level checks
 * in `npm run typecheck`, the rest in `npm test`.
 *
 * Types are gone at run time, so each one is listed below as an object the compiler holds to the
 * type (`satisfies`: no member or field missing, none extra, each field required or optional as
 * declared); the tests hold those lists to the document.
 */
import type { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { BankStatementClient, type FileRecord as ClientFileRecord, type Format as ClientFormat } from '../src/client/index.ts';
import type { ExportFormat, JsonStatementDocument } from '../src/index.ts';
import { ERROR_CATALOG, type ErrorCode } from '../src/server/errors.ts';
import { openApiDocument } from '../src/server/openapi/document.ts';
import { PLANS } from '../src/server/store/types.ts';
import type * as Wire from '../src/wire-types.ts';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Holds<T extends true> = T;
/** A union's members, as the keys of an object. */
type Members<U extends string> = Record<U, true>;
/** Each field of T, and whether it is always there. */
// biome-ignore lint/complexity/noBannedTypes: `{} extends Pick<T, K>` is how a type tells an optional field from a required one
type Fields<T> = { [K in keyof T]-?: {} extends Pick<T, K> ? 'optional' : 'required' };
/** What JSON.stringify makes of a library value: exact Decimal money is written as a number. */
type Jsonified<T> = T extends Decimal ? number : T extends object ? { [K in keyof T]: Jsonified<T[K]> } : T;

/** Checked by the compiler only. */
// biome-ignore lint/suspicious/noExportsInTest: exported only so that no tool reports the checks as unused
export type TypeLevelChecks = [
  // The server serves the library's export formats, upper-cased on the wire.
  Holds<Equal<Wire.Format, Uppercase<ExportFormat>>>,
  // The client exports the wire types themselves, not copies.
  Holds<Equal<ClientFormat, Wire.Format>>,
  Holds<Equal<ClientFileRecord, Wire.FileRecord>>,
  // The server's error codes are the wire's (and ERROR_CATALOG has an entry for each).
  Holds<Equal<ErrorCode, Wire.ApiErrorCode>>,
  // The statement JSON the server sends (the library's JSON document) is a ConvertedStatement.
  Holds<Jsonified<JsonStatementDocument> extends Wire.ConvertedStatement ? true : false>,
];

const FORMATS = {
  JSON: true,
  CSV: true,
  XLSX: true,
  OFX: true,
  QFX: true,
  QIF: true,
  BEANCOUNT: true,
  HLEDGER: true,
  CAMT053: true,
  MT940: true,
} satisfies Members<Wire.Format>;
const FILE_STATES = { READY: true, PROCESSING: true, COMPLETED: true, ERROR: true, PASSWORD_REQUIRED: true } satisfies Members<Wire.FileState>;
const PDF_TYPES = { TEXT_BASED: true, IMAGE_BASED: true } satisfies Members<Wire.PdfType>;
const PLAN_NAMES = { free: true, starter: true, pro: true, business: true } satisfies Members<Wire.Plan>;

const FILE_RECORD = {
  uuid: 'required',
  filename: 'required',
  pdfType: 'required',
  state: 'required',
  numberOfPages: 'required',
  error: 'optional',
  reconciliation: 'optional',
} as const satisfies Fields<Wire.FileRecord>;
const FILE_STATUS = { ...FILE_RECORD, progress: 'required' } as const satisfies Fields<Wire.FileStatus>;
const LISTED_FILE = { ...FILE_STATUS, createdAt: 'required', expiresAt: 'required' } as const satisfies Fields<Wire.ListedFile>;
const FILE_PAGE = { files: 'required', next: 'required' } as const satisfies Fields<Wire.FilePage>;
const VERDICT = { status: 'required', statusReason: 'required' } as const satisfies Fields<Wire.Verdict>;
const PASSWORD_RESULT = { uuid: 'required', state: 'required', passwordSet: 'required' } as const satisfies Fields<Wire.PasswordResult>;
const USER_INFO = {
  user: 'required',
  credits: 'required',
  unlimitedCredits: 'required',
  subscriptionCount: 'required',
  plan: 'required',
  saveConvertedFiles: 'required',
  hasPaymentMethod: 'required',
} as const satisfies Fields<Wire.UserInfo>;
const USER = {
  userId: 'required',
  firstName: 'required',
  lastName: 'required',
  email: 'required',
  emailVerified: 'required',
  referralCode: 'required',
} as const satisfies Fields<Wire.UserInfo['user']>;
const CREDITS = { paidCredits: 'required', freeCredits: 'required' } as const satisfies Fields<Wire.UserInfo['credits']>;
const SESSION = { signedIn: 'required', anonymous: 'required', expiresAt: 'optional' } as const satisfies Fields<Wire.SessionState>;
const ERROR_BODY = { error: 'required', message: 'required', recovery: 'required' } as const satisfies Fields<Wire.ApiErrorBody>;
const STATEMENT = {
  transactions: 'required',
  metadata: 'required',
  warnings: 'required',
  reconciliation: 'required',
  statements: 'optional',
  authenticity: 'optional',
} as const satisfies Fields<Wire.ConvertedStatement>;
const METADATA = {
  bank: 'required',
  bankId: 'required',
  accountNumber: 'required',
  statementPeriod: 'required',
  periodStart: 'required',
  periodEnd: 'required',
  currency: 'required',
  openingBalance: 'required',
  closingBalance: 'required',
  pdfType: 'required',
  numberOfPages: 'required',
} as const satisfies Fields<Wire.ConvertedMetadata>;
const TRANSACTION = {
  date: 'required',
  description: 'required',
  amount: 'required',
  balance: 'required',
  currency: 'required',
  valueDate: 'optional',
  typeCode: 'optional',
  accountNumber: 'optional',
  payee: 'required',
  id: 'required',
  category: 'optional',
  categoryConfidence: 'optional',
  categoryReason: 'optional',
  source: 'optional',
} as const satisfies Fields<Wire.ConvertedTransaction>;
const ROW_SOURCE = { page: 'required', box: 'required', confidence: 'required' } as const satisfies Fields<Wire.RowSource>;
const WARNING = { code: 'required', message: 'required', page: 'optional', transactionIndex: 'optional' } as const satisfies Fields<Wire.ConvertedWarning>;

type Schema = { $ref?: string; allOf?: Schema[]; properties?: Record<string, Schema>; required?: string[]; enum?: unknown[] };
const document = openApiDocument as {
  components: { schemas: Record<string, Schema> };
  paths: Record<string, Record<string, { parameters?: Array<{ name: string; schema: Schema }> }>>;
};
const schemas = document.components.schemas;

/** A component schema, or an inline one, with `$ref` and `allOf` followed. */
function resolved(schema: Schema): Schema {
  if (schema.$ref) return resolved(schemas[schema.$ref.replace('#/components/schemas/', '')] as Schema);
  if (!schema.allOf) return schema;
  const parts = schema.allOf.map(resolved);
  return {
    properties: Object.assign({}, ...parts.map((part) => part.properties ?? {})),
    required: parts.flatMap((part) => part.required ?? []),
  };
}

const sorted = (values: Iterable<unknown>): unknown[] => [...values].sort();

/** The schema's fields as `Fields` lists them: each property, required or optional. */
function schemaFields(schema: Schema): Record<string, 'required' | 'optional'> {
  const { properties = {}, required = [] } = resolved(schema);
  return Object.fromEntries(Object.keys(properties).map((name) => [name, required.includes(name) ? 'required' : 'optional']));
}

const component = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });
const property = (schema: Schema, name: string): Schema => resolved(schema).properties?.[name] as Schema;
const formatParameter = document.paths['/bank-statement/convert']?.post?.parameters?.find((p) => p.name === 'format')?.schema as Schema;

describe('the wire types match the OpenAPI document', () => {
  it('formats, file states, PDF types, plans and error codes: the same members', () => {
    expect(sorted(Object.keys(FORMATS))).toEqual(sorted(formatParameter.enum ?? []));
    expect(sorted(Object.keys(FILE_STATES))).toEqual(sorted(schemas.FileState?.enum ?? []));
    expect(sorted(Object.keys(PDF_TYPES))).toEqual(sorted((property(component('UploadedFile'), 'pdfType').enum ?? []).filter((v) => v !== null)));
    expect(sorted(Object.keys(PLAN_NAMES))).toEqual(sorted(property(component('UserInfo'), 'plan').enum ?? []));
    expect(sorted(PLANS)).toEqual(sorted(Object.keys(PLAN_NAMES)));
    expect(sorted(Object.keys(ERROR_CATALOG))).toEqual(sorted(property(component('Error'), 'error').enum ?? []));
  });

  it.each([
    ['UploadedFile', 'FileRecord', FILE_RECORD],
    ['FileStatus', 'FileStatus', FILE_STATUS],
    ['ListedFile', 'ListedFile', LISTED_FILE],
    ['FilePage', 'FilePage', FILE_PAGE],
    ['Verdict', 'Verdict', VERDICT],
    ['PasswordResult', 'PasswordResult', PASSWORD_RESULT],
    ['UserInfo', 'UserInfo', USER_INFO],
    ['Session', 'SessionState', SESSION],
    ['Error', 'ApiErrorBody', ERROR_BODY],
    ['ConvertedStatement', 'ConvertedStatement', STATEMENT],
    ['Transaction', 'ConvertedTransaction', TRANSACTION],
    ['RowSource', 'RowSource', ROW_SOURCE],
    ['Warning', 'ConvertedWarning', WARNING],
  ] as const)('schema %s has the fields of %s', (name, _type, fields) => {
    expect(schemaFields(component(name))).toEqual(fields);
  });

  it('nested objects too: the user and credits of UserInfo, the metadata of ConvertedStatement', () => {
    expect(schemaFields(property(component('UserInfo'), 'user'))).toEqual(USER);
    expect(schemaFields(property(component('UserInfo'), 'credits'))).toEqual(CREDITS);
    expect(schemaFields(property(component('ConvertedStatement'), 'metadata'))).toEqual(METADATA);
  });

  it('the check can fail: a missing or an optional field is told apart', () => {
    expect(schemaFields(component('UploadedFile'))).not.toEqual({ ...FILE_RECORD, error: 'required' });
    expect(schemaFields(component('UploadedFile'))).not.toEqual(FILE_STATUS);
  });
});

describe('the typed client', () => {
  it('converts to every format the server serves: JSON parsed, every other format as bytes', async () => {
    const asked: string[] = [];
    const fakeFetch = async (url: string | URL | Request): Promise<Response> => {
      const format = new URL(String(url)).searchParams.get('format') as string;
      asked.push(format);
      return new Response(format.toUpperCase() === 'JSON' ? '{"transactions":[]}' : 'file bytes');
    };
    const client = new BankStatementClient({ baseUrl: 'http://127.0.0.1:9', fetch: fakeFetch as typeof fetch });
    for (const format of Object.keys(FORMATS) as Wire.Format[]) {
      if (format === 'JSON') {
        const statement: Wire.ConvertedStatement = await client.convert('uuid', format);
        expect(statement.transactions).toEqual([]);
      } else {
        // Both spellings type-check: the overload takes each of the other formats, in either case.
        const bytes: Buffer = await client.convert('uuid', format);
        const lower: Buffer = await client.convert('uuid', format.toLowerCase() as Lowercase<typeof format>);
        expect([bytes.toString(), lower.toString()]).toEqual(['file bytes', 'file bytes']);
      }
    }
    expect(sorted(new Set(asked.map((f) => f.toUpperCase())))).toEqual(sorted(formatParameter.enum ?? []));
  });
});
