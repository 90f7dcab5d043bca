/**
 * pdf.js (inside unpdf) transfers ArrayBuffers with `transferToFixedLength`, which Node 20 lacks;
 * without it pages render blank. Installed once, only when missing, by the engine itself so that
 * library users never need to know.
 */
export function installPdfJsPolyfills(): void {
  const proto = ArrayBuffer.prototype as ArrayBuffer & { transferToFixedLength?: (n?: number) => ArrayBuffer };
  if (typeof proto.transferToFixedLength === 'function') return;
  Object.defineProperty(ArrayBuffer.prototype, 'transferToFixedLength', {
    configurable: true,
    writable: true,
    value: function transferToFixedLength(this: ArrayBuffer, newLength?: number): ArrayBuffer {
      const length = newLength ?? this.byteLength;
      const copy = new ArrayBuffer(length);
      new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(length, this.byteLength)));
      return copy;
    },
  });
}
