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

// A field's input refused by a rule the contract's schema cannot check alone (a date against today, a text against a
// company setting): 400001 with the message on its field, as a schema failure is told.
export function fieldRefusal(field: string, message: string): AppError {
  return new AppError('VALIDATION', { detail: `${field}: ${message}` }, { fields: { [field]: message } });
}
