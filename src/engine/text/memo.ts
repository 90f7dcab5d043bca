/**
 * Memory for pure functions of a cell's text. A document's readings parse the same cells again and
 * again (every proposed table, every sign pattern), and a service parses the same dates and figures
 * in every statement. Bounded: cleared when full, so a long-running process does not grow with it.
 *
 * Keyed by the reading's settings, then by the text itself: the cell's own string is looked up as
 * it is (its hash is kept with it), never joined into a new key string on every call.
 */
export function remembered<T>(limit: number): (settings: string, text: string, compute: () => T) => T {
  const memory = new Map<string, Map<string, T>>();
  let size = 0;
  return (settings, text, compute) => {
    let texts = memory.get(settings);
    if (texts === undefined) {
      texts = new Map();
      memory.set(settings, texts);
    }
    const found = texts.get(text);
    if (found !== undefined || texts.has(text)) return found as T;
    const value = compute();
    if (size >= limit) {
      for (const other of memory.values()) other.clear();
      size = 0;
    }
    texts.set(text, value);
    size++;
    return value;
  };
}
