/** node:os for the browser build: the OCR pool sizes itself by the CPUs the browser reports. */
export function availableParallelism(): number {
  const navigator = (globalThis as { navigator?: { hardwareConcurrency?: number } }).navigator;
  return Math.max(1, navigator?.hardwareConcurrency ?? 1);
}
