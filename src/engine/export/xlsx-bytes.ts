/** exceljs's output as the Buffer `toXlsx` returns. The browser build uses xlsx-bytes.browser.ts (no Buffer there). */
export function workbookBytes(written: ArrayBuffer | Uint8Array): Buffer {
  return Buffer.from(written as ArrayBuffer);
}
