/**
 * Where the service reports what happens. Nothing logged here ever carries a password, an API
 * key or a request body.
 */
export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string, error?: unknown): void;
}

export const consoleLogger: Logger = {
  info: (message) => console.log(message),
  warn: (message) => console.warn(message),
  error: (message, error) => console.error(message, error ?? ''),
};

export const silentLogger: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };
