/**
 * Memory for pure functions of a cell's text. A document's readings parse the same cells again and
 * again (every proposed table, every sign pattern), and a service parses the same dates and figures
 * in every statement. Bounded: cleared when full, so a long-running process does not grow with it.
 */
export function remembered<T>(limit: number): (key: string, compute: () => T) => T {
  const memory = new Map<string, T>();
  return (key, compute) => {
    if (memory.has(key)) return memory.get(key) as T;
    const value = compute();
    if (memory.size >= limit) memory.clear();
    memory.set(key, value);
    return value;
  };
}
