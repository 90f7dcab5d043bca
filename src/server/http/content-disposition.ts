/**
 * `Content-Disposition: attachment` for a download name that may hold any Unicode (an upload named
 * `relevé-mars.pdf` gives `relevé-mars.csv`): RFC 6266 with the UTF-8 name in `filename*` (RFC 5987
 * encoding), which every current browser and curl -OJ prefer, and an ASCII `filename` for the rest.
 */

/** Characters RFC 5987 lets through unencoded (attr-char); everything else is percent-encoded UTF-8. */
const ATTR_CHAR = /[A-Za-z0-9!#$&+\-.^_`|~]/;

function encodeRfc5987(value: string): string {
  return [...new TextEncoder().encode(value)]
    .map((byte) => {
      const char = String.fromCharCode(byte);
      return byte < 0x80 && ATTR_CHAR.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');
}

/**
 * The ASCII fallback: accents dropped (é → e), other non-ASCII, controls, quotes, backslashes and
 * path separators replaced by `_`, so the quoted value is safe in any client and names no folder.
 */
export function asciiFilename(name: string): string {
  const plain = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\/]/g, '_')
    .trim();
  return plain.replace(/^\.+/, '_') || 'download';
}

export function contentDisposition(filename: string): string {
  const clean = filename.replace(/[\u0000-\u001f\u007f/\\]/g, '_');
  const fallback = asciiFilename(clean);
  if (fallback === clean) return `attachment; filename="${fallback}"`;
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeRfc5987(clean)}`;
}
