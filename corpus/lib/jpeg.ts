/**
 * Minimal baseline JPEG encoder for 8-bit greyscale images (one component, IJG quality scaling of the
 * Annex K luminance table, optimised Huffman tables), in plain TypeScript.
 *
 * Why not @napi-rs/canvas's `encode('jpeg')`: that always writes three YCbCr components (pdfkit then
 * embeds a DeviceRGB image), and its bytes depend on the Skia/libjpeg-turbo build. This encoder writes
 * a true DeviceGray JPEG and its output is a pure function of the pixels and the quality.
 */

/** Zigzag position → natural (row-major) index in the 8×8 block. */
const ZIGZAG = [
  0, 1, 8, 16, 9, 2, 3, 10, 17, 24, 32, 25, 18, 11, 4, 5, 12, 19, 26, 33, 40, 48, 41, 34, 27, 20, 13, 6, 7, 14, 21, 28, 35, 42, 49, 56, 57, 50, 43, 36, 29, 22,
  15, 23, 30, 37, 44, 51, 58, 59, 52, 45, 38, 31, 39, 46, 53, 60, 61, 54, 47, 55, 62, 63,
];

/** Annex K.1 luminance quantisation table, natural order. */
const LUMA_QUANT = [
  16, 11, 10, 16, 24, 40, 51, 61, 12, 12, 14, 19, 26, 58, 60, 55, 14, 13, 16, 24, 40, 57, 69, 56, 14, 17, 22, 29, 51, 87, 80, 62, 18, 22, 37, 56, 68, 109, 103,
  77, 24, 35, 55, 64, 81, 104, 113, 92, 49, 64, 78, 87, 103, 121, 120, 101, 72, 92, 95, 98, 112, 100, 103, 99,
];

interface HuffTable {
  code: Int32Array;
  size: Int32Array;
}

function buildHuffman(bits: number[], values: number[]): HuffTable {
  const code = new Int32Array(256);
  const size = new Int32Array(256);
  let c = 0;
  let k = 0;
  for (let len = 1; len <= 16; len++) {
    for (let i = 0; i < (bits[len - 1] as number); i++) {
      const v = values[k++] as number;
      code[v] = c++;
      size[v] = len;
    }
    c <<= 1;
  }
  return { code, size };
}

/** AAN scale factors: the float DCT below yields coefficient(u,v) · 8 · AAN[u] · AAN[v]. */
const AAN = [1.0, 1.387039845, 1.306562965, 1.175875602, 1.0, 0.785694958, 0.5411961, 0.275899379];

/**
 * In-place 8-point forward DCT (Arai–Agui–Nakajima, as in IJG jfdctflt.c) on data[o], data[o+s], …
 * data[o+7s]. After a row pass and a column pass, entry (v,u) is the orthonormal 2-D DCT coefficient
 * times 8 · AAN[u] · AAN[v]; the quantisation divisors absorb that factor.
 */
function fdct8(data: Float64Array, o: number, s: number): void {
  const d0 = data[o] as number;
  const d1 = data[o + s] as number;
  const d2 = data[o + 2 * s] as number;
  const d3 = data[o + 3 * s] as number;
  const d4 = data[o + 4 * s] as number;
  const d5 = data[o + 5 * s] as number;
  const d6 = data[o + 6 * s] as number;
  const d7 = data[o + 7 * s] as number;
  const tmp0 = d0 + d7;
  const tmp7 = d0 - d7;
  const tmp1 = d1 + d6;
  const tmp6 = d1 - d6;
  const tmp2 = d2 + d5;
  const tmp5 = d2 - d5;
  const tmp3 = d3 + d4;
  const tmp4 = d3 - d4;
  // Even part.
  const tmp10 = tmp0 + tmp3;
  const tmp13 = tmp0 - tmp3;
  const tmp11 = tmp1 + tmp2;
  const tmp12 = tmp1 - tmp2;
  data[o] = tmp10 + tmp11;
  data[o + 4 * s] = tmp10 - tmp11;
  // biome-ignore lint/suspicious/noApproximativeNumericConstant: the IJG float DCT's constant as printed; Math.SQRT1_2 would change the committed scans' bytes
  const z1 = (tmp12 + tmp13) * 0.707106781;
  data[o + 2 * s] = tmp13 + z1;
  data[o + 6 * s] = tmp13 - z1;
  // Odd part.
  const t10 = tmp4 + tmp5;
  const t11 = tmp5 + tmp6;
  const t12 = tmp6 + tmp7;
  const z5 = (t10 - t12) * 0.382683433;
  const z2 = 0.5411961 * t10 + z5;
  const z4 = 1.306562965 * t12 + z5;
  // biome-ignore lint/suspicious/noApproximativeNumericConstant: as above
  const z3 = t11 * 0.707106781;
  const z11 = tmp7 + z3;
  const z13 = tmp7 - z3;
  data[o + 5 * s] = z13 + z2;
  data[o + 3 * s] = z13 - z2;
  data[o + s] = z11 + z4;
  data[o + 7 * s] = z11 - z4;
}

/** IJG quality (1–100) → quantisation table in natural order. */
function quantTable(quality: number): Int32Array {
  const q = Math.min(100, Math.max(1, Math.round(quality)));
  const scale = q < 50 ? Math.floor(5000 / q) : 200 - 2 * q;
  const t = new Int32Array(64);
  for (let i = 0; i < 64; i++) t[i] = Math.min(255, Math.max(1, Math.floor(((LUMA_QUANT[i] as number) * scale + 50) / 100)));
  return t;
}

class ByteWriter {
  private buf: Uint8Array;
  length = 0;
  private acc = 0;
  private nbits = 0;

  constructor(initial: number) {
    this.buf = new Uint8Array(Math.max(1024, initial));
  }

  byte(b: number): void {
    if (this.length === this.buf.length) {
      const next = new Uint8Array(this.buf.length * 2);
      next.set(this.buf);
      this.buf = next;
    }
    this.buf[this.length++] = b;
  }

  u16(v: number): void {
    this.byte((v >>> 8) & 0xff);
    this.byte(v & 0xff);
  }

  bytes(list: ArrayLike<number>): void {
    for (let i = 0; i < list.length; i++) this.byte(list[i] as number);
  }

  /** Entropy-coded bits, MSB first, with 0xFF byte stuffing. */
  bits(value: number, count: number): void {
    this.acc = (this.acc << count) | (value & ((1 << count) - 1));
    this.nbits += count;
    while (this.nbits >= 8) {
      const b = (this.acc >>> (this.nbits - 8)) & 0xff;
      this.byte(b);
      if (b === 0xff) this.byte(0);
      this.nbits -= 8;
    }
    this.acc &= (1 << this.nbits) - 1;
  }

  /** Pad the last byte with 1-bits. */
  flushBits(): void {
    if (this.nbits > 0) this.bits(0x7f, 8 - this.nbits);
  }

  result(): Buffer {
    return Buffer.from(this.buf.buffer, this.buf.byteOffset, this.length);
  }
}

/** Number of bits needed for |v| (JPEG "category"). */
function category(v: number): number {
  let a = v < 0 ? -v : v;
  let n = 0;
  while (a > 0) {
    n++;
    a >>= 1;
  }
  return n;
}

/** JPEG magnitude bits: v for v > 0, v − 1 (in `n` bits) for v < 0. */
function magnitude(v: number, n: number): number {
  return v < 0 ? (v - 1) & ((1 << n) - 1) : v;
}

/**
 * Optimal Huffman code lengths for symbol frequencies `freq` (0–255), limited to 16 bits, as JPEG
 * BITS/HUFFVAL lists (ITU T.81 Annex K.2, with the reserved all-ones code).
 */
function optimalTable(freqIn: Float64Array): { bits: number[]; values: number[] } {
  const freq = new Float64Array(257);
  freq.set(freqIn.subarray(0, 256));
  freq[256] = 1; // reserves one code point so that no real code is all ones
  const codesize = new Int32Array(257);
  const others = new Int32Array(257).fill(-1);
  for (;;) {
    // The two least frequent non-zero entries (ties: the larger symbol), as in the reference code.
    let c1 = -1;
    let v = Infinity;
    for (let i = 0; i <= 256; i++) {
      const f = freq[i] as number;
      if (f > 0 && f <= v) {
        v = f;
        c1 = i;
      }
    }
    let c2 = -1;
    v = Infinity;
    for (let i = 0; i <= 256; i++) {
      const f = freq[i] as number;
      if (f > 0 && f <= v && i !== c1) {
        v = f;
        c2 = i;
      }
    }
    if (c2 < 0) break;
    freq[c1] = (freq[c1] as number) + (freq[c2] as number);
    freq[c2] = 0;
    codesize[c1] = (codesize[c1] as number) + 1;
    while ((others[c1] as number) >= 0) {
      c1 = others[c1] as number;
      codesize[c1] = (codesize[c1] as number) + 1;
    }
    others[c1] = c2;
    codesize[c2] = (codesize[c2] as number) + 1;
    while ((others[c2] as number) >= 0) {
      c2 = others[c2] as number;
      codesize[c2] = (codesize[c2] as number) + 1;
    }
  }
  const count = new Int32Array(33);
  for (let i = 0; i <= 256; i++) if (codesize[i]) count[codesize[i] as number] = (count[codesize[i] as number] as number) + 1;
  // Limit code lengths to 16 (Annex K.3 adjust_bits).
  for (let i = 32; i > 16; i--) {
    while ((count[i] as number) > 0) {
      let j = i - 2;
      while ((count[j] as number) === 0) j--;
      count[i] = (count[i] as number) - 2;
      count[i - 1] = (count[i - 1] as number) + 1;
      count[j + 1] = (count[j + 1] as number) + 2;
      count[j] = (count[j] as number) - 1;
    }
  }
  // Drop the reserved symbol (it has the longest code).
  let i = 16;
  while ((count[i] as number) === 0) i--;
  count[i] = (count[i] as number) - 1;
  const bits = Array.from(count.subarray(1, 17));
  // Symbols in order of code length, ties by symbol value.
  const values: number[] = [];
  for (let len = 1; len <= 32; len++) for (let sym = 0; sym < 256; sym++) if (codesize[sym] === len) values.push(sym);
  return { bits, values };
}

/**
 * Encode `grey` (width × height bytes, row-major) as a baseline JFIF greyscale JPEG with optimised
 * Huffman tables (two passes, like `cjpeg -optimize`). `dpi` goes into the JFIF density fields.
 */
export function encodeGreyJpeg(grey: Uint8Array, width: number, height: number, quality: number, dpi = 72): Buffer {
  if (grey.length !== width * height) throw new Error(`encodeGreyJpeg: ${grey.length} bytes for ${width}×${height}`);
  if (width < 1 || height < 1 || width > 65535 || height > 65535) throw new Error(`encodeGreyJpeg: bad size ${width}×${height}`);
  const qt = quantTable(quality);
  const coefs = quantisedBlocks(grey, width, height, qt);
  const blocks = coefs.length / 64;

  // Pass 1: symbol statistics.
  const dcFreq = new Float64Array(256);
  const acFreq = new Float64Array(256);
  let prevDc = 0;
  for (let b = 0; b < blocks; b++) {
    const base = b * 64;
    const dc = coefs[base] as number;
    const dcCat = category(dc - prevDc);
    prevDc = dc;
    dcFreq[dcCat] = (dcFreq[dcCat] as number) + 1;
    let run = 0;
    for (let k = 1; k < 64; k++) {
      const v = coefs[base + k] as number;
      if (v === 0) {
        run++;
        continue;
      }
      while (run > 15) {
        acFreq[0xf0] = (acFreq[0xf0] as number) + 1;
        run -= 16;
      }
      const sym = (run << 4) | category(v);
      acFreq[sym] = (acFreq[sym] as number) + 1;
      run = 0;
    }
    if (run > 0) acFreq[0] = (acFreq[0] as number) + 1;
  }
  const dcSpec = optimalTable(dcFreq);
  const acSpec = optimalTable(acFreq);
  const dcTable = buildHuffman(dcSpec.bits, dcSpec.values);
  const acTable = buildHuffman(acSpec.bits, acSpec.values);

  const w = new ByteWriter(Math.ceil(width * height * 0.1));
  const d = Math.min(65535, Math.max(1, Math.round(dpi)));
  // SOI, APP0 JFIF 1.01 with density in dots per inch.
  w.u16(0xffd8);
  w.u16(0xffe0);
  w.u16(16);
  w.bytes([0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 1]);
  w.u16(d);
  w.u16(d);
  w.bytes([0, 0]);
  // DQT (8-bit table 0, zigzag order).
  w.u16(0xffdb);
  w.u16(67);
  w.byte(0);
  for (let k = 0; k < 64; k++) w.byte(qt[ZIGZAG[k] as number] as number);
  // SOF0: 8-bit, one component (id 1, 1×1 sampling, table 0).
  w.u16(0xffc0);
  w.u16(11);
  w.byte(8);
  w.u16(height);
  w.u16(width);
  w.bytes([1, 1, 0x11, 0]);
  // DHT: DC table 0, AC table 0.
  w.u16(0xffc4);
  w.u16(2 + 1 + 16 + dcSpec.values.length + 1 + 16 + acSpec.values.length);
  w.byte(0x00);
  w.bytes(dcSpec.bits);
  w.bytes(dcSpec.values);
  w.byte(0x10);
  w.bytes(acSpec.bits);
  w.bytes(acSpec.values);
  // SOS: one component, tables 0/0, full spectral range.
  w.u16(0xffda);
  w.u16(8);
  w.bytes([1, 1, 0x00, 0, 63, 0]);

  // Pass 2: entropy coding.
  prevDc = 0;
  for (let b = 0; b < blocks; b++) {
    const base = b * 64;
    const dc = coefs[base] as number;
    const diff = dc - prevDc;
    prevDc = dc;
    const dcCat = category(diff);
    w.bits(dcTable.code[dcCat] as number, dcTable.size[dcCat] as number);
    if (dcCat) w.bits(magnitude(diff, dcCat), dcCat);
    let run = 0;
    for (let k = 1; k < 64; k++) {
      const v = coefs[base + k] as number;
      if (v === 0) {
        run++;
        continue;
      }
      while (run > 15) {
        w.bits(acTable.code[0xf0] as number, acTable.size[0xf0] as number);
        run -= 16;
      }
      const cat = category(v);
      const sym = (run << 4) | cat;
      w.bits(acTable.code[sym] as number, acTable.size[sym] as number);
      w.bits(magnitude(v, cat), cat);
      run = 0;
    }
    if (run > 0) w.bits(acTable.code[0x00] as number, acTable.size[0x00] as number);
  }
  w.flushBits();
  w.u16(0xffd9);
  return w.result();
}

/** Level-shifted forward DCT and quantisation of every 8×8 block, in zigzag order, blocks row by row. */
function quantisedBlocks(grey: Uint8Array, width: number, height: number, qt: Int32Array): Int16Array {
  const bw = Math.ceil(width / 8);
  const bh = Math.ceil(height / 8);
  const out = new Int16Array(bw * bh * 64);
  const block = new Float64Array(64);
  // Divisors folding in the AAN output scaling, in natural order.
  const divisor = new Float64Array(64);
  for (let v = 0; v < 8; v++) for (let u = 0; u < 8; u++) divisor[v * 8 + u] = (qt[v * 8 + u] as number) * (AAN[v] as number) * (AAN[u] as number) * 8;
  const zz = new Int32Array(64);
  for (let k = 0; k < 64; k++) zz[ZIGZAG[k] as number] = k;
  let base = 0;
  for (let by = 0; by < height; by += 8) {
    for (let bx = 0; bx < width; bx += 8, base += 64) {
      // Load the block, replicating the last row/column past the edges; a flat block needs no DCT.
      const first = grey[by * width + bx] as number;
      let flat = true;
      if (bx + 8 <= width && by + 8 <= height) {
        for (let y = 0, i = by * width + bx; y < 8; y++, i += width) {
          for (let x = 0; x < 8; x++) {
            const p = grey[i + x] as number;
            if (p !== first) flat = false;
            block[y * 8 + x] = p - 128;
          }
        }
      } else {
        for (let y = 0; y < 8; y++) {
          const row = Math.min(by + y, height - 1) * width;
          for (let x = 0; x < 8; x++) {
            const p = grey[row + Math.min(bx + x, width - 1)] as number;
            if (p !== first) flat = false;
            block[y * 8 + x] = p - 128;
          }
        }
      }
      if (flat) {
        // A constant block: DC = 8·(value − 128) in orthonormal scaling, every AC coefficient 0.
        out[base] = Math.round((8 * (first - 128)) / (qt[0] as number));
        continue;
      }
      for (let y = 0; y < 8; y++) fdct8(block, y * 8, 1);
      for (let x = 0; x < 8; x++) fdct8(block, x, 8);
      for (let n = 0; n < 64; n++) {
        const c = Math.round((block[n] as number) / (divisor[n] as number));
        // AC categories stop at 10.
        out[base + (zz[n] as number)] = n === 0 ? c : Math.max(-1023, Math.min(1023, c));
      }
    }
  }
  return out;
}
