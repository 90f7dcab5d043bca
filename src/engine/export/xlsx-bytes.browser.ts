/** The browser build's counterpart of xlsx-bytes.ts: a plain Uint8Array, since browsers have no Buffer. */
export function workbookBytes(written: ArrayBuffer | Uint8Array): Uint8Array {
  return new Uint8Array(written);
}
