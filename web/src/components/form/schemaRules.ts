import type { z } from 'zod';

// What a contract schema asks of each field of a form, read from the zod schema itself so the form checks exactly
// what the server will (useSchemaRules turns it into antd rules with messages in the interface language).
export type FieldConstraint = {
  kind: 'string' | 'number' | 'other';
  required: boolean;
  minLength?: number;
  maxLength?: number;
  // A number's bounds; `exclusive` when the bound itself is refused (positive: above 0).
  min?: { value: number; exclusive: boolean };
  max?: { value: number; exclusive: boolean };
  integer: boolean;
  patterns: RegExp[];
};

type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  checks?: { _zod: { def: Record<string, unknown> } }[];
};
const defOf = (schema: z.ZodType) => (schema as unknown as { def: Def }).def;

// Wrappers that make a field optional for the person filling the form (absent, null or defaulted).
const LENIENT = new Set(['optional', 'nullable', 'default', 'prefault', 'catch']);
const WRAPPERS = new Set([...LENIENT, 'readonly', 'nonoptional']);

// The schema under its wrappers, and whether one of them lets the field be left empty.
function unwrap(schema: z.ZodType): { core: z.ZodType; lenient: boolean } {
  let core = schema;
  let lenient = false;
  for (let def = defOf(core); ; def = defOf(core)) {
    if (WRAPPERS.has(def.type) && def.innerType) {
      if (LENIENT.has(def.type)) lenient = true;
      core = def.innerType;
    } else if (def.type === 'pipe' && def.in && def.out) {
      // A coercion or transform: the input side is what the person types.
      core = defOf(def.in).type === 'transform' ? def.out : def.in;
    } else {
      return { core, lenient };
    }
  }
}

const SAFE = Number.MAX_SAFE_INTEGER;

export function constraintOf(schema: z.ZodType): FieldConstraint {
  const { core, lenient } = unwrap(schema);
  const def = defOf(core);
  const checks = (def.checks ?? []).map((c) => c._zod.def);
  const result: FieldConstraint = { kind: 'other', required: !lenient, integer: false, patterns: [] };
  if (def.type === 'string') {
    const text = core as z.ZodString;
    result.kind = 'string';
    if (text.minLength !== null && text.minLength > 0) result.minLength = text.minLength;
    if (text.maxLength !== null && text.maxLength !== undefined) result.maxLength = text.maxLength;
    for (const check of checks) if (check.check === 'string_format' && check.pattern instanceof RegExp) result.patterns.push(check.pattern);
    // An empty text is a value: required only when the schema refuses it.
    result.required = !lenient && ((result.minLength ?? 0) > 0 || result.patterns.some((p) => !new RegExp(p.source, p.flags.replace('g', '')).test('')));
  } else if (def.type === 'number') {
    result.kind = 'number';
    for (const check of checks) {
      const value = check.value as number;
      if (check.check === 'number_format') result.integer = true;
      if (check.check === 'greater_than' && Math.abs(value) < SAFE) result.min = { value, exclusive: check.inclusive !== true };
      if (check.check === 'less_than' && Math.abs(value) < SAFE) result.max = { value, exclusive: check.inclusive !== true };
    }
  }
  return result;
}

// The object's fields, through the wrappers and refinements around it; empty for anything else.
export function shapeOf(schema: z.ZodType): Record<string, z.ZodType> {
  const { core } = unwrap(schema);
  return defOf(core).shape ?? {};
}

export function fieldConstraints(schema: z.ZodType): Record<string, FieldConstraint> {
  return Object.fromEntries(Object.entries(shapeOf(schema)).map(([name, field]) => [name, constraintOf(field)]));
}

// The longest text a call's field takes, for an input's maxLength: a filter box cannot hold what the server refuses.
export function maxLengthOf(schema: z.ZodType, field: string): number | undefined {
  const shape = shapeOf(schema);
  return Object.hasOwn(shape, field) ? constraintOf(shape[field] as z.ZodType).maxLength : undefined;
}
