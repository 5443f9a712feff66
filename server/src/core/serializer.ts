import fastJson, { type AnySchema } from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { z } from 'zod';

// Writes each endpoint's answer with a function generated from its contract schema: fast-json-stringify over the
// schema's JSON Schema (z.toJSONSchema). Like zod's parse before it, it writes only the fields the contract declares,
// so a column a handler returns by mistake never leaves the server; unlike zod, it does not check the values (it
// coerces a number sent as text, does not check enums or lengths) and it is several times faster.
//
// With `check` on, every answer is also checked against the schema by zod first, and one that breaks the contract
// fails the call (500) instead of being written. It is on where the server runs from source (the test suite, `npm run
// dev`), so every test checks the answers it gets; off in the compiled server (`npm start`) unless RESPONSE_CHECK=1.
//
// The writer of an endpoint is generated at its first answer: generating all 185 takes about a second.
export function responseSerializer(check: boolean): FastifySerializerCompiler<z.ZodType> {
  return ({ schema, method, url }) => {
    let write: ((data: unknown) => string) | null = null;
    const writer = () => {
      write ??= fastJson(z.toJSONSchema(schema, { io: 'output', target: 'draft-7' }) as AnySchema) as (data: unknown) => string;
      return write;
    };
    if (!check) return (data: unknown) => writer()(data);
    return (data: unknown) => {
      const result = z.safeEncode(schema, data);
      if (!result.success) throw new ResponseContractError(method, url, result.error);
      return writer()(data);
    };
  };
}

export class ResponseContractError extends Error {
  constructor(method: string, url: string, cause: z.ZodError) {
    super(`the answer of ${method} ${url} breaks its contract: ${z.prettifyError(cause)}`, { cause });
    this.name = 'ResponseContractError';
  }
}
