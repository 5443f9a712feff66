import type { DataOf, Endpoint, ParsedInputOf } from '@brokerage/contract';
import type { Ctx, PublicCtx } from './context.js';
import type { UploadedFile } from './storage.js';

// A contract endpoint bound to its handler. Handlers return the envelope's `data`; errors are AppErrors.
export type RouteDef = {
  endpoint: Endpoint;
  handler: (ctx: Ctx | PublicCtx, input: unknown) => Promise<unknown>;
};

export function route<E extends Endpoint>(
  endpoint: E,
  handler: (ctx: Ctx, input: ParsedInputOf<E>) => Promise<DataOf<E>>,
): RouteDef {
  if (endpoint.access === 'public') throw new Error(`${endpoint.path} is public: bind it with publicRoute`);
  return { endpoint, handler: handler as RouteDef['handler'] };
}

export function publicRoute<E extends Endpoint>(
  endpoint: E,
  handler: (ctx: PublicCtx, input: ParsedInputOf<E>) => Promise<DataOf<E>>,
): RouteDef {
  if (endpoint.access !== 'public') throw new Error(`${endpoint.path} is not public: bind it with route`);
  return { endpoint, handler: handler as RouteDef['handler'] };
}

// An upload endpoint: the handler gets the checked form fields and the file.
export function uploadRoute<E extends Endpoint>(
  endpoint: E,
  handler: (ctx: Ctx, input: ParsedInputOf<E> & { file: UploadedFile }) => Promise<DataOf<E>>,
): RouteDef {
  if (!endpoint.upload) throw new Error(`${endpoint.path} is not an upload endpoint`);
  return route(endpoint, handler as (ctx: Ctx, input: ParsedInputOf<E>) => Promise<DataOf<E>>);
}
