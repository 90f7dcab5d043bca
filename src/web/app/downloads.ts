/**
 * Every download the page makes: one file in one format, the merged ledger, and the zip of every
 * converted file in every chosen format. Each is made in this browser by the library's own
 * exporters (the engine worker) from the statement the page holds, corrections and chosen
 * categories included, with the CSV/XLSX options chosen in the page, and named after the PDF
 * (`march.pdf` → `march.csv`). Without the in-browser engine (a build without it) the server makes
 * them, as it converted them (with the chosen categories of a single file).
 */
import { api } from './api.ts';
import { saveFile } from './dom.ts';
import { type Entry, chosenCategories, serverCategories, statementOf } from './entries.ts';
import { type ExportChoices, formatOptions } from './export-options.ts';
import type { FileList } from './file-list.ts';
import { type FormatInfo, downloadName, uniqueNames } from './formats.ts';
import { available as engineAvailable, loadEngine } from './local-engine.ts';
import { exportCorrections } from './corrections.ts';

export const LEDGER_NAME = 'ledger';

export class Downloads {
  constructor(
    private readonly files: FileList,
    private readonly choices: () => ExportChoices,
  ) {}

  /** One file's bytes in one format. */
  async bytes(entry: Entry, format: FormatInfo): Promise<Uint8Array> {
    if (!engineAvailable()) {
      const categories = serverCategories(entry);
      return api.download({ uuid: entry.uuid as string, ...(categories ? { categories } : {}) }, format.id);
    }
    if (entry.mode === 'server') await this.files.ensureStatement(entry);
    const engine = await loadEngine();
    return engine.exportStatement(statementOf(entry), format.id, formatOptions(this.choices()), chosenCategories(entry));
  }

  async file(entry: Entry, format: FormatInfo): Promise<string> {
    const name = downloadName(entry.name, format);
    saveFile(await this.bytes(entry, format), name, format.type);
    return name;
  }

  /** The merged ledger of these files (the library's mergeStatements), named `ledger.<ext>`. */
  async ledger(entries: Entry[], format: FormatInfo): Promise<string> {
    const name = `${LEDGER_NAME}.${format.extension}`;
    if (!engineAvailable()) {
      saveFile(await api.download({ uuids: entries.map((e) => e.uuid as string) }, format.id), name, format.type);
      return name;
    }
    for (const entry of entries) if (entry.mode === 'server') await this.files.ensureStatement(entry);
    const engine = await loadEngine();
    const named = entries.map((e) => {
      const categories = chosenCategories(e);
      return { source: e.name, statement: statementOf(e), ...(categories ? { categories } : {}) };
    });
    saveFile(await engine.exportLedger(named, format.id, formatOptions(this.choices(), true)), name, format.type);
    return name;
  }

  /**
   * One zip holding every file in every chosen format (and each file's corrections as JSON, when
   * it has any). `progress` hears how many of the files are done.
   */
  async zip(entries: Entry[], formats: FormatInfo[], progress: (done: number, total: number) => void): Promise<string> {
    const { zipSync } = await import('fflate');
    const names: string[] = [];
    const contents: Array<[Uint8Array, boolean]> = [];
    const total = entries.length * formats.length;
    for (const entry of entries) {
      for (const format of formats) {
        names.push(downloadName(entry.name, format));
        // A workbook is a zip already: stored, not compressed again.
        contents.push([await this.bytes(entry, format), format.extension === 'xlsx']);
        progress(contents.length, total);
      }
      if (entry.corrections.length && entry.original) {
        names.push(`${entry.name.replace(/\.pdf$/i, '')}.corrections.json`);
        contents.push([new TextEncoder().encode(JSON.stringify(exportCorrections(entry.name, entry.original, entry.corrections), null, 2)), false]);
      }
    }
    const unique = uniqueNames(names);
    const archive = zipSync(
      Object.fromEntries(
        unique.map((name, i) => {
          const [bytes, stored] = contents[i] as [Uint8Array, boolean];
          return [name, [bytes, { level: stored ? 0 : 6 }]];
        }),
      ),
    );
    const name = `statements-${new Date().toISOString().slice(0, 10)}.zip`;
    saveFile(archive, name, 'application/zip');
    return name;
  }
}
