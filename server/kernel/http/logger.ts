/** Where the server writes what operators need to see. Tests pass a quiet or capturing logger. */
export type Logger = {
  info(message: string): void;
  error(message: string, error?: unknown): void;
};

export const consoleLogger: Logger = {
  info: (message) => console.log(message),
  error: (message, error) => console.error(message, error),
};
