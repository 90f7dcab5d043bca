/**
 * A PDF content stream as a list of operations, each with its operands and its byte range in
 * the stream, so that a rewrite can splice new bytes in for the few operations it changes and
 * leave every other byte as it was. The stream is handled as a Latin-1 string (one character
 * per byte).
 */

export type Operand =
  | { type: 'number'; value: number; raw: string }
  | { type: 'name'; value: string; raw: string }
  | { type: 'string'; bytes: number[]; raw: string }
  | { type: 'array'; items: Operand[]; raw: string }
  | { type: 'dict'; entries: Map<string, Operand>; raw: string }
  | { type: 'keyword'; value: string; raw: string };

export interface Operation {
  operator: string;
  operands: Operand[];
  /** Byte range of the whole operation (operands and operator) in the stream. */
  start: number;
  end: number;
}

const WHITESPACE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const DELIMITERS = new Set('()<>[]{}/%'.split('').map((c) => c.charCodeAt(0)));

function isWhite(code: number): boolean {
  return WHITESPACE.has(code);
}

function isRegular(code: number): boolean {
  return !WHITESPACE.has(code) && !DELIMITERS.has(code);
}

export function bytesToLatin1(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 0x8000) out += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return out;
}

export function latin1ToBytes(text: string): Uint8Array {
  const out = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) out[i] = text.charCodeAt(i) & 0xff;
  return out;
}

class Lexer {
  pos = 0;
  constructor(readonly src: string) {}

  skipSpace(): void {
    const s = this.src;
    while (this.pos < s.length) {
      const c = s.charCodeAt(this.pos);
      if (isWhite(c)) this.pos++;
      else if (c === 0x25) {
        while (this.pos < s.length && s[this.pos] !== '\n' && s[this.pos] !== '\r') this.pos++;
      } else break;
    }
  }

  /** The next operand, or an operator as a keyword; null at the end. */
  next(): Operand | null {
    this.skipSpace();
    const s = this.src;
    if (this.pos >= s.length) return null;
    const start = this.pos;
    const c = s[this.pos] as string;
    if (c === '(') return { type: 'string', bytes: this.literal(), raw: s.slice(start, this.pos) };
    if (c === '<' && s[this.pos + 1] === '<') return this.dict(start);
    if (c === '<') {
      const close = s.indexOf('>', this.pos);
      const end = close < 0 ? s.length : close;
      const hex = s.slice(this.pos + 1, end).replace(/[^0-9a-fA-F]/g, '');
      this.pos = end + 1;
      const bytes: number[] = [];
      for (let i = 0; i < hex.length; i += 2) bytes.push(Number.parseInt(hex.slice(i, i + 2).padEnd(2, '0'), 16));
      return { type: 'string', bytes, raw: s.slice(start, this.pos) };
    }
    if (c === '[') {
      this.pos++;
      const items: Operand[] = [];
      for (;;) {
        this.skipSpace();
        if (this.pos >= s.length) break;
        if (s[this.pos] === ']') {
          this.pos++;
          break;
        }
        const item = this.next();
        if (!item) break;
        items.push(item);
      }
      return { type: 'array', items, raw: s.slice(start, this.pos) };
    }
    if (c === '/') {
      this.pos++;
      while (this.pos < s.length && isRegular(s.charCodeAt(this.pos))) this.pos++;
      const raw = s.slice(start, this.pos);
      return { type: 'name', value: raw.slice(1).replace(/#([0-9a-fA-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16))), raw };
    }
    if (c === ')' || c === '>' || c === ']' || c === '{' || c === '}') {
      this.pos++;
      return { type: 'keyword', value: c, raw: c };
    }
    while (this.pos < s.length && isRegular(s.charCodeAt(this.pos))) this.pos++;
    const raw = s.slice(start, this.pos);
    if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(raw)) return { type: 'number', value: Number(raw), raw };
    return { type: 'keyword', value: raw, raw };
  }

  private literal(): number[] {
    const s = this.src;
    const bytes: number[] = [];
    let depth = 0;
    this.pos++;
    while (this.pos < s.length) {
      const ch = s[this.pos++] as string;
      if (ch === '\\') {
        const next = s[this.pos++];
        if (next === undefined) break;
        const simple: Record<string, number> = { n: 10, r: 13, t: 9, b: 8, f: 12, '(': 40, ')': 41, '\\': 92 };
        if (next in simple) bytes.push(simple[next] as number);
        else if (next >= '0' && next <= '7') {
          let octal = next;
          while (octal.length < 3 && (s[this.pos] ?? '') >= '0' && (s[this.pos] ?? '') <= '7') octal += s[this.pos++];
          bytes.push(Number.parseInt(octal, 8) & 0xff);
        } else if (next === '\r') {
          if (s[this.pos] === '\n') this.pos++;
        } else if (next !== '\n') bytes.push(next.charCodeAt(0));
        continue;
      }
      if (ch === '(') depth++;
      if (ch === ')') {
        if (depth === 0) break;
        depth--;
      }
      bytes.push(ch.charCodeAt(0));
    }
    return bytes;
  }

  private dict(start: number): Operand {
    const s = this.src;
    this.pos += 2;
    const entries = new Map<string, Operand>();
    for (;;) {
      this.skipSpace();
      if (this.pos >= s.length) break;
      if (s.startsWith('>>', this.pos)) {
        this.pos += 2;
        break;
      }
      const key = this.next();
      if (!key) break;
      const value = this.next();
      if (!value) break;
      if (key.type === 'name') entries.set(key.value, value);
    }
    return { type: 'dict', entries, raw: s.slice(start, this.pos) };
  }
}

/** Parses a content stream into operations. Inline images (BI … ID data EI) become one operation `BI`. */
export function parseContent(src: string): Operation[] {
  const lexer = new Lexer(src);
  const operations: Operation[] = [];
  let operands: Operand[] = [];
  let start = -1;
  for (;;) {
    lexer.skipSpace();
    const at = lexer.pos;
    const token = lexer.next();
    if (!token) break;
    if (start < 0) start = at;
    if (token.type !== 'keyword' || token.value === 'true' || token.value === 'false' || token.value === 'null') {
      operands.push(token);
      continue;
    }
    if (token.value === 'BI') {
      // Inline image: its dictionary up to ID, then its data up to an EI that stands alone. An
      // unfiltered image's data length is known from its size; a filtered one's is searched for.
      const entries = new Map<string, Operand>();
      for (;;) {
        const key = lexer.next();
        if (!key || (key.type === 'keyword' && key.value === 'ID')) break;
        const value = lexer.next();
        if (!value) break;
        if (key.type === 'name') entries.set(key.value, value);
      }
      const dataStart = Math.min(src.length, lexer.pos + 1);
      const num = (...keys: string[]) => {
        for (const k of keys) {
          const v = entries.get(k);
          if (v?.type === 'number') return v.value;
        }
        return undefined;
      };
      const filtered = entries.has('F') || entries.has('Filter');
      const width = num('W', 'Width');
      const height = num('H', 'Height');
      const mask = entries.get('IM') ?? entries.get('ImageMask');
      const bpc = mask?.type === 'keyword' && mask.value === 'true' ? 1 : (num('BPC', 'BitsPerComponent') ?? 8);
      const cs = entries.get('CS') ?? entries.get('ColorSpace');
      const csName = cs?.type === 'name' ? cs.value : '';
      const components = /^(RGB|DeviceRGB|CalRGB)$/.test(csName) ? 3 : /^(CMYK|DeviceCMYK)$/.test(csName) ? 4 : 1;
      let end = -1;
      if (!filtered && width !== undefined && height !== undefined) {
        const length = Math.ceil((width * bpc * components) / 8) * height;
        const after = /^[\s\0]*EI(?=[\s\0]|$)/.exec(src.slice(dataStart + length, dataStart + length + 8));
        if (after) end = dataStart + length + after[0].length;
      }
      if (end < 0) {
        const ei = /[\s\0]EI(?=[\s\0]|$)/g;
        ei.lastIndex = dataStart;
        const eiMatch = ei.exec(src);
        end = eiMatch ? eiMatch.index + eiMatch[0].length : src.length;
      }
      lexer.pos = end;
      operations.push({ operator: 'BI', operands: [], start, end: lexer.pos });
      operands = [];
      start = -1;
      continue;
    }
    operations.push({ operator: token.value, operands, start, end: lexer.pos });
    operands = [];
    start = -1;
  }
  return operations;
}

export function hexString(bytes: readonly number[]): string {
  return `<${bytes.map((b) => b.toString(16).padStart(2, '0')).join('')}>`;
}

/** Rebuilds the stream: each operation in `replacements` (by index) is written anew, every other byte is kept. */
export function spliceContent(src: string, operations: readonly Operation[], replacements: ReadonlyMap<number, string>): string {
  if (replacements.size === 0) return src;
  let out = '';
  let cursor = 0;
  for (const [index, text] of [...replacements].sort((a, b) => a[0] - b[0])) {
    const op = operations[index] as Operation;
    out += src.slice(cursor, op.start);
    out += text;
    cursor = op.end;
  }
  return out + src.slice(cursor);
}
