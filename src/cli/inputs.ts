/**
 * The files `bsc convert` reads: the paths given, with each folder replaced by the PDFs inside
 * it (recursively, in name order). A PDF is a file named `*.pdf` or one that starts with `%PDF-`.
 */
import { open, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

const PDF_MAGIC = '%PDF-';

export interface Inputs {
  files: string[];
  /** True when a folder was given: the run is a batch even if the folder holds one PDF. */
  fromFolder: boolean;
}

export async function collectInputs(paths: readonly string[]): Promise<Inputs> {
  const files: string[] = [];
  let fromFolder = false;
  for (const path of paths) {
    const info = await stat(path).catch(() => null);
    if (info?.isDirectory()) {
      fromFolder = true;
      files.push(...(await pdfsUnder(path)));
    } else {
      // A missing or unreadable file stays in the list: converting it reports why, for that file.
      files.push(path);
    }
  }
  return { files, fromFolder };
}

/** PDFs below `dir`. Hidden entries are skipped; symbolic links to folders are not followed (no cycles). */
async function pdfsUnder(dir: string): Promise<string[]> {
  const entries = (await readdir(dir, { withFileTypes: true }))
    .filter((e) => !e.name.startsWith('.'))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const found: string[] = [];
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await pdfsUnder(path)));
    else if ((entry.isFile() || (entry.isSymbolicLink() && (await stat(path).catch(() => null))?.isFile())) && (await isPdf(path, entry.name)))
      found.push(path);
  }
  return found;
}

async function isPdf(path: string, name: string): Promise<boolean> {
  if (/\.pdf$/i.test(name)) return true;
  const handle = await open(path, 'r').catch(() => null);
  if (!handle) return false;
  try {
    const head = Buffer.alloc(PDF_MAGIC.length);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return head.subarray(0, bytesRead).toString('latin1') === PDF_MAGIC;
  } finally {
    await handle.close();
  }
}
