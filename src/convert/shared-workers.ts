/** The library's shared document workers: created on first use, closed by `closeWorkers()`. */
import { DocumentWorkers, type DocumentWorkersOptions } from './document-workers.ts';

let shared: DocumentWorkers | null = null;
let settings: DocumentWorkersOptions = {};

export function sharedDocumentWorkers(): DocumentWorkers {
  shared ??= new DocumentWorkers(settings);
  return shared;
}

/** Sizes the shared document workers; takes effect before their first use or after they were closed. */
export function configureDocumentWorkers(options: DocumentWorkersOptions): void {
  if (shared) throw new Error('configureWorkers() must be called before the first conversion, or after closeWorkers().');
  settings = { ...options };
}

export async function closeDocumentWorkers(): Promise<void> {
  const workers = shared;
  shared = null;
  await workers?.close();
}
