import { ERRORS } from '@brokerage/contract';

// What the server says about a refused form, read from the call's error (an ApiError: code, data).
export type FieldError = { name: (string | number)[]; errors: string[] };

function partsOf(error: unknown): { code: string; data: unknown } | null {
  if (typeof error !== 'object' || error === null || !('code' in error)) return null;
  const { code, data } = error as { code: unknown; data?: unknown };
  return { code: String(code), data };
}

// The messages of a validation refusal (400001: data.fields maps each field's path to its message), each on its
// field: "phones.1" is the second phone of the list. A message about the whole input (path "_") stays in the toast.
export function fieldErrorsOf(error: unknown): FieldError[] {
  const parts = partsOf(error);
  if (!parts || parts.code !== ERRORS.VALIDATION.code) return [];
  const fields = (parts.data as { fields?: unknown } | null)?.fields;
  if (typeof fields !== 'object' || fields === null) return [];
  return Object.entries(fields as Record<string, unknown>)
    .filter(([path, message]) => path !== '_' && typeof message === 'string')
    .map(([path, message]) => ({ name: path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)), errors: [message as string] }));
}

// Someone else changed the record since it was read (602144): nothing was written.
export function isStale(error: unknown): boolean {
  return partsOf(error)?.code === ERRORS.STALE.code;
}
