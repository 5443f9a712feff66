import type { ErrorKey } from '@brokerage/contract';

// The one error type of the server: a catalogue key, message parameters and optional `data` for the envelope.
export class AppError extends Error {
  constructor(
    readonly key: ErrorKey,
    readonly params: Record<string, string | number> = {},
    readonly data: unknown = null,
  ) {
    super(key);
    this.name = 'AppError';
  }
}

export function fail(key: ErrorKey, params?: Record<string, string | number>, data?: unknown): never {
  throw new AppError(key, params, data);
}
