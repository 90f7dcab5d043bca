/**
 * The PDF standard security handler, decryption only (ISO 32000-2 §7.6.4): RC4 (R2, R3, R4),
 * AES-128 (AESV2) and AES-256 (R5, R6), with the user or the owner password. Pure JavaScript plus
 * Web Crypto (`globalThis.crypto.subtle`, in Node 20+ and browsers), so the browser build runs it
 * too. Redaction decrypts every string and stream and writes the file without encryption.
 */
import { PDFArray, PDFBool, type PDFContext, PDFDict, PDFHexString, PDFName, PDFNumber, type PDFObject, PDFRawStream, PDFRef, PDFString } from 'pdf-lib';
import { ConversionError } from '../errors.ts';

const PAD = Uint8Array.from([
  0x28, 0xbf, 0x4e, 0x5e, 0x4e, 0x75, 0x8a, 0x41, 0x64, 0x00, 0x4e, 0x56, 0xff, 0xfa, 0x01, 0x08, 0x2e, 0x2e, 0x00, 0xb6, 0xd0, 0x68, 0x3e, 0x80, 0x2f, 0x0c,
  0xa9, 0xfe, 0x64, 0x53, 0x69, 0x7a,
]);

/** MD5 (RFC 1321): the key derivation of R2-R4 needs it and Web Crypto has none. */
export function md5(data: Uint8Array): Uint8Array {
  const s = [
    7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16,
    23, 4, 11, 16, 23, 6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21,
  ];
  const k = Array.from({ length: 64 }, (_, i) => Math.floor(Math.abs(Math.sin(i + 1)) * 2 ** 32) >>> 0);
  const length = data.length;
  const padded = new Uint8Array((((length + 8) >> 6) + 1) * 64);
  padded.set(data);
  padded[length] = 0x80;
  const bits = length * 8;
  const view = new DataView(padded.buffer);
  view.setUint32(padded.length - 8, bits >>> 0, true);
  view.setUint32(padded.length - 4, Math.floor(bits / 2 ** 32), true);
  let a0 = 0x67452301;
  let b0 = 0xefcdab89;
  let c0 = 0x98badcfe;
  let d0 = 0x10325476;
  for (let offset = 0; offset < padded.length; offset += 64) {
    const m = Array.from({ length: 16 }, (_, i) => view.getUint32(offset + i * 4, true));
    let a = a0;
    let b = b0;
    let c = c0;
    let d = d0;
    for (let i = 0; i < 64; i++) {
      let f: number;
      let g: number;
      if (i < 16) [f, g] = [(b & c) | (~b & d), i];
      else if (i < 32) [f, g] = [(d & b) | (~d & c), (5 * i + 1) % 16];
      else if (i < 48) [f, g] = [b ^ c ^ d, (3 * i + 5) % 16];
      else [f, g] = [c ^ (b | ~d), (7 * i) % 16];
      const sum = (a + f + (k[i] as number) + (m[g] as number)) >>> 0;
      a = d;
      d = c;
      c = b;
      b = (b + ((sum << (s[i] as number)) | (sum >>> (32 - (s[i] as number))))) >>> 0;
    }
    a0 = (a0 + a) >>> 0;
    b0 = (b0 + b) >>> 0;
    c0 = (c0 + c) >>> 0;
    d0 = (d0 + d) >>> 0;
  }
  const out = new Uint8Array(16);
  const outView = new DataView(out.buffer);
  for (const [i, word] of [a0, b0, c0, d0].entries()) outView.setUint32(i * 4, word, true);
  return out;
}

export function rc4(key: Uint8Array, data: Uint8Array): Uint8Array {
  const state = Uint8Array.from({ length: 256 }, (_, i) => i);
  for (let i = 0, j = 0; i < 256; i++) {
    j = (j + (state[i] as number) + (key[i % key.length] as number)) & 0xff;
    [state[i], state[j]] = [state[j] as number, state[i] as number];
  }
  const out = new Uint8Array(data.length);
  for (let n = 0, i = 0, j = 0; n < data.length; n++) {
    i = (i + 1) & 0xff;
    j = (j + (state[i] as number)) & 0xff;
    [state[i], state[j]] = [state[j] as number, state[i] as number];
    out[n] = (data[n] as number) ^ (state[((state[i] as number) + (state[j] as number)) & 0xff] as number);
  }
  return out;
}

const subtle = () => globalThis.crypto.subtle;

async function sha(name: 'SHA-256' | 'SHA-384' | 'SHA-512', data: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(await subtle().digest(name, data as Uint8Array<ArrayBuffer>));
}

async function aesCbcDecrypt(key: Uint8Array, data: Uint8Array): Promise<Uint8Array> {
  if (data.length < 32 || data.length % 16 !== 0) return data.length >= 16 ? new Uint8Array(0) : data;
  const cryptoKey = await subtle().importKey('raw', key as Uint8Array<ArrayBuffer>, 'AES-CBC', false, ['decrypt']);
  try {
    return new Uint8Array(await subtle().decrypt({ name: 'AES-CBC', iv: data.slice(0, 16) }, cryptoKey, data.slice(16)));
  } catch {
    return new Uint8Array(0);
  }
}

/** AES-CBC without padding (the R6 hash and the R5/R6 file key): Web Crypto pads, so the padded block is cut off. */
async function aesCbcNoPad(key: Uint8Array, iv: Uint8Array, data: Uint8Array, decrypt: boolean): Promise<Uint8Array> {
  const cryptoKey = await subtle().importKey('raw', key as Uint8Array<ArrayBuffer>, 'AES-CBC', false, [decrypt ? 'decrypt' : 'encrypt']);
  if (!decrypt) {
    const out = new Uint8Array(await subtle().encrypt({ name: 'AES-CBC', iv: iv as Uint8Array<ArrayBuffer> }, cryptoKey, data as Uint8Array<ArrayBuffer>));
    return out.slice(0, data.length);
  }
  // Decrypting without padding: append a block that decrypts to a full block of padding.
  const last = data.slice(data.length - 16);
  const padBlock = await aesCbcNoPad(key, last, new Uint8Array(16).fill(16), false);
  const joined = new Uint8Array(data.length + 16);
  joined.set(data);
  joined.set(padBlock, data.length);
  return new Uint8Array(await subtle().decrypt({ name: 'AES-CBC', iv: iv as Uint8Array<ArrayBuffer> }, cryptoKey, joined));
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}

function bytesOf(object: PDFObject | undefined): Uint8Array {
  if (object instanceof PDFString || object instanceof PDFHexString) return object.asBytes();
  return new Uint8Array(0);
}

function numberOf(dict: PDFDict, key: string, fallback: number): number {
  const value = dict.lookup(PDFName.of(key));
  return value instanceof PDFNumber ? value.asNumber() : fallback;
}

/** Password as bytes: Latin-1 for R2-R4, UTF-8 (at most 127 bytes) for R5-R6. */
function passwordBytes(password: string, revision: number): Uint8Array {
  if (revision >= 5) return new TextEncoder().encode(password).slice(0, 127);
  return Uint8Array.from([...password].slice(0, 32).map((c) => c.charCodeAt(0) & 0xff));
}

function padded(password: Uint8Array): Uint8Array {
  return concat(password.slice(0, 32), PAD.slice(0, Math.max(0, 32 - password.length)));
}

interface Handler {
  revision: number;
  key: Uint8Array;
  method: 'rc4' | 'aes' | 'none';
  stringMethod: 'rc4' | 'aes' | 'none';
  encryptMetadata: boolean;
}

/** Algorithm 2: the file key from a user password (R2-R4). */
function rc4FileKey(pw: Uint8Array, o: Uint8Array, p: number, id: Uint8Array, revision: number, length: number, encryptMetadata: boolean): Uint8Array {
  const pBytes = Uint8Array.of(p & 0xff, (p >> 8) & 0xff, (p >> 16) & 0xff, (p >>> 24) & 0xff);
  const extra = revision >= 4 && !encryptMetadata ? Uint8Array.of(0xff, 0xff, 0xff, 0xff) : new Uint8Array(0);
  let hash = md5(concat(padded(pw), o.slice(0, 32), pBytes, id, extra));
  const n = revision >= 3 ? length : 5;
  if (revision >= 3) for (let i = 0; i < 50; i++) hash = md5(hash.slice(0, n));
  return hash.slice(0, n);
}

function checkUserRc4(key: Uint8Array, u: Uint8Array, id: Uint8Array, revision: number): boolean {
  if (revision === 2) return equalBytes(rc4(key, PAD), u.slice(0, 32));
  let value = rc4(key, md5(concat(PAD, id)));
  for (let i = 1; i <= 19; i++)
    value = rc4(
      key.map((b) => b ^ i),
      value,
    );
  return equalBytes(value.slice(0, 16), u.slice(0, 16));
}

/** Algorithm 7: the user password from an owner password (R2-R4). */
function userFromOwner(pw: Uint8Array, o: Uint8Array, revision: number, length: number): Uint8Array {
  let hash = md5(padded(pw));
  if (revision >= 3) for (let i = 0; i < 50; i++) hash = md5(hash);
  const key = hash.slice(0, revision >= 3 ? length : 5);
  if (revision === 2) return rc4(key, o.slice(0, 32));
  let value: Uint8Array = o.slice(0, 32);
  for (let i = 19; i >= 0; i--)
    value = rc4(
      key.map((b) => b ^ i),
      value,
    );
  return value;
}

/** Algorithm 2.B (R6) or plain SHA-256 (R5). */
async function hash2b(pw: Uint8Array, salt: Uint8Array, udata: Uint8Array, revision: number): Promise<Uint8Array> {
  let k = await sha('SHA-256', concat(pw, salt, udata));
  if (revision === 5) return k;
  for (let round = 0; ; round++) {
    const k1 = concat(...Array.from({ length: 64 }, () => concat(pw, k, udata)));
    const e = await aesCbcNoPad(k.slice(0, 16), k.slice(16, 32), k1, false);
    const mod = e.slice(0, 16).reduce((sum, b) => sum + b, 0) % 3;
    k = await sha(mod === 0 ? 'SHA-256' : mod === 1 ? 'SHA-384' : 'SHA-512', e);
    if (round >= 63 && (e[e.length - 1] as number) <= round - 32) break;
  }
  return k.slice(0, 32);
}

async function aes256FileKey(pw: Uint8Array, dict: PDFDict, revision: number): Promise<Uint8Array | null> {
  const o = bytesOf(dict.lookup(PDFName.of('O')));
  const u = bytesOf(dict.lookup(PDFName.of('U')));
  const ue = bytesOf(dict.lookup(PDFName.of('UE')));
  const oe = bytesOf(dict.lookup(PDFName.of('OE')));
  const asOwner = await hash2b(pw, o.slice(32, 40), u.slice(0, 48), revision);
  if (equalBytes(asOwner, o.slice(0, 32))) {
    const k = await hash2b(pw, o.slice(40, 48), u.slice(0, 48), revision);
    return aesCbcNoPad(k, new Uint8Array(16), oe.slice(0, 32), true);
  }
  const asUser = await hash2b(pw, u.slice(32, 40), new Uint8Array(0), revision);
  if (equalBytes(asUser, u.slice(0, 32))) {
    const k = await hash2b(pw, u.slice(40, 48), new Uint8Array(0), revision);
    return aesCbcNoPad(k, new Uint8Array(16), ue.slice(0, 32), true);
  }
  return null;
}

function cryptMethod(dict: PDFDict, filterKey: 'StmF' | 'StrF', version: number): 'rc4' | 'aes' | 'none' {
  if (version < 4) return 'rc4';
  const name = dict.lookup(PDFName.of(filterKey));
  const filterName = name instanceof PDFName ? name.decodeText() : 'Identity';
  if (filterName === 'Identity') return 'none';
  const filters = dict.lookup(PDFName.of('CF'));
  const filter = filters instanceof PDFDict ? filters.lookup(PDFName.of(filterName)) : undefined;
  const cfm = filter instanceof PDFDict ? filter.lookup(PDFName.of('CFM')) : undefined;
  const method = cfm instanceof PDFName ? cfm.decodeText() : 'None';
  return method === 'V2' ? 'rc4' : method === 'AESV2' || method === 'AESV3' ? 'aes' : 'none';
}

async function openHandler(context: PDFContext, password: string | undefined): Promise<Handler> {
  const encrypt = context.lookup(context.trailerInfo.Encrypt);
  if (!(encrypt instanceof PDFDict)) throw new ConversionError('CORRUPT_PDF', 'The PDF’s encryption dictionary cannot be read.');
  const filter = encrypt.lookup(PDFName.of('Filter'));
  if (!(filter instanceof PDFName) || filter.decodeText() !== 'Standard') {
    throw new ConversionError('REDACTION_UNSUPPORTED', 'The PDF is encrypted with a security handler other than the standard one (a certificate?).');
  }
  const version = numberOf(encrypt, 'V', 0);
  const revision = numberOf(encrypt, 'R', 2);
  const length = numberOf(encrypt, 'Length', 40) / 8;
  const p = numberOf(encrypt, 'P', 0);
  const encryptMetadataValue = encrypt.lookup(PDFName.of('EncryptMetadata'));
  const encryptMetadata = !(encryptMetadataValue instanceof PDFBool) || encryptMetadataValue.asBoolean();
  const stringMethod = cryptMethod(encrypt, 'StrF', version);
  const method = cryptMethod(encrypt, 'StmF', version);
  const idArray = context.trailerInfo.ID ? context.lookup(context.trailerInfo.ID) : undefined;
  const id = idArray instanceof PDFArray ? bytesOf(idArray.lookup(0)) : new Uint8Array(0);
  const candidates = password === undefined ? [''] : [password];
  for (const candidate of candidates) {
    const pw = passwordBytes(candidate, revision);
    if (revision >= 5) {
      const key = await aes256FileKey(pw, encrypt, revision);
      if (key) return { revision, key, method, stringMethod, encryptMetadata };
      continue;
    }
    const o = bytesOf(encrypt.lookup(PDFName.of('O')));
    const u = bytesOf(encrypt.lookup(PDFName.of('U')));
    const asUser = rc4FileKey(pw, o, p, id, revision, length, encryptMetadata);
    if (checkUserRc4(asUser, u, id, revision)) return { revision, key: asUser, method, stringMethod, encryptMetadata };
    const recovered = userFromOwner(pw, o, revision, length);
    const asOwner = rc4FileKey(recovered, o, p, id, revision, length, encryptMetadata);
    if (checkUserRc4(asOwner, u, id, revision)) return { revision, key: asOwner, method, stringMethod, encryptMetadata };
  }
  throw password === undefined
    ? new ConversionError('PASSWORD_REQUIRED', 'The PDF is password-protected; a password is required.')
    : new ConversionError('INVALID_PASSWORD', 'The password is incorrect.');
}

function objectKey(handler: Handler, ref: PDFRef, aes: boolean): Uint8Array {
  if (handler.revision >= 5) return handler.key;
  const salt = aes ? Uint8Array.of(0x73, 0x41, 0x6c, 0x54) : new Uint8Array(0);
  const n = ref.objectNumber;
  const g = ref.generationNumber;
  const hash = md5(concat(handler.key, Uint8Array.of(n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, g & 0xff, (g >> 8) & 0xff), salt));
  return hash.slice(0, Math.min(handler.key.length + 5, 16));
}

async function decryptBytes(handler: Handler, ref: PDFRef, data: Uint8Array, method: 'rc4' | 'aes' | 'none'): Promise<Uint8Array> {
  if (method === 'none') return data;
  const key = objectKey(handler, ref, method === 'aes');
  return method === 'aes' ? aesCbcDecrypt(key, data) : rc4(key, data);
}

function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

async function decryptValue(handler: Handler, ref: PDFRef, value: PDFObject): Promise<PDFObject> {
  if (value instanceof PDFString || value instanceof PDFHexString) {
    return PDFHexString.of(toHex(await decryptBytes(handler, ref, value.asBytes(), handler.stringMethod)));
  }
  if (value instanceof PDFArray) {
    for (let i = 0; i < value.size(); i++) value.set(i, await decryptValue(handler, ref, value.get(i)));
    return value;
  }
  if (value instanceof PDFDict) {
    for (const [key, entry] of value.entries()) value.set(key, await decryptValue(handler, ref, entry));
    return value;
  }
  return value;
}

/**
 * Decrypts every string and stream of a document pdf-lib loaded with `ignoreEncryption`, in place,
 * and removes the encryption from its trailer. Throws PASSWORD_REQUIRED / INVALID_PASSWORD.
 */
export async function decryptDocument(context: PDFContext, password: string | undefined): Promise<void> {
  if (!context.trailerInfo.Encrypt) return;
  const handler = await openHandler(context, password);
  const encryptRef = context.trailerInfo.Encrypt instanceof PDFRef ? context.trailerInfo.Encrypt : null;
  for (const [ref, object] of context.enumerateIndirectObjects()) {
    if (encryptRef && ref === encryptRef) continue;
    if (object instanceof PDFRawStream) {
      const type = object.dict.lookup(PDFName.of('Type'));
      const typeName = type instanceof PDFName ? type.decodeText() : '';
      if (typeName === 'XRef') continue;
      if (typeName === 'ObjStm')
        throw new ConversionError('REDACTION_UNSUPPORTED', 'The PDF is encrypted and keeps objects in object streams, which redaction cannot decrypt yet.');
      await decryptValue(handler, ref, object.dict);
      if (typeName === 'Metadata' && !handler.encryptMetadata) continue;
      const clear = await decryptBytes(handler, ref, object.contents, handler.method);
      context.assign(ref, PDFRawStream.of(object.dict, clear));
    } else {
      context.assign(ref, await decryptValue(handler, ref, object));
    }
  }
  context.trailerInfo.Encrypt = undefined;
}
