import type { z } from 'zod';

// A list's filters, sort and page as they travel in the URL query, in the endpoint's own names and units, so a
// refresh or a shared link shows the same list. These are the pure parts; useListQuery.ts keeps them in the URL.

// The query string as one text per key (a key given twice, a=1&a=2, reads as a list: "1,2").
export function readSearch(search: string): Record<string, string> {
  const params = new URLSearchParams(search);
  const raw: Record<string, string> = {};
  for (const key of new Set(params.keys())) raw[key] = params.getAll(key).join(',');
  return raw;
}

// Parses raw query values with the endpoint's input schema. A field the schema refuses is dropped, field by field,
// so a stale or hand-edited link still opens the list with what can be kept; null when even that fails.
export function parseQuery<S extends z.ZodType>(schema: S, raw: Record<string, unknown>): z.output<S> | null {
  const candidate: Record<string, unknown> = { ...raw };
  for (;;) {
    const parsed = schema.safeParse(candidate);
    if (parsed.success) return parsed.data;
    let dropped = false;
    for (const issue of parsed.error.issues) {
      const first = issue.path[0];
      if (typeof first === 'string' && first in candidate) {
        delete candidate[first];
        dropped = true;
      }
      if (issue.code === 'unrecognized_keys') {
        for (const key of issue.keys) delete candidate[key];
        dropped = true;
      }
    }
    if (!dropped) return null;
  }
}

const blank = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
const text = (value: unknown) => (Array.isArray(value) ? value.join(',') : String(value));

// The query string of a state: empty values and values equal to the defaults are left out, lists go comma-separated.
export function writeSearch(values: Record<string, unknown>, defaults: Record<string, unknown> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (blank(value)) continue;
    if (key in defaults && !blank(defaults[key]) && text(defaults[key]) === text(value)) continue;
    params.set(key, text(value));
  }
  return params.toString();
}

export type CallQuery<Q> = { [K in keyof Q]: NonNullable<Q[K]> extends readonly unknown[] ? string | Exclude<Q[K], readonly unknown[]> : Q[K] };

// The list call's input: lists go comma-separated (the HTTP client would send repeated a[]= otherwise), empty ones
// are left out.
export function toCallInput<Q extends object>(query: Q): CallQuery<Q> {
  const input: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) {
      if (value.length > 0) input[key] = value.join(',');
    } else if (value !== undefined) {
      input[key] = value;
    }
  }
  return input as CallQuery<Q>;
}
