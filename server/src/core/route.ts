import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DataOf, Endpoint, ParsedInputOf } from '@brokerage/contract';
import type { AppState, Ctx, PublicCtx } from './context.js';
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

// Takes the object an upload request names (form field object_key) from the object store it was uploaded to straight
// (modules/storage): `accept` checks its bytes as a file sent with the request is checked, throwing when they do not
// pass; the object is removed once accepted, so it is taken once.
export type ObjectTaker = (ctx: Ctx, key: string, accept: (bytes: Buffer, filename: string) => UploadedFile) => Promise<UploadedFile>;

// A route outside the API (no envelope, no session, not in the contract): a payment provider's callback, the sandbox
// provider's payment page. It answers as its caller expects, and its body arrives as the raw text that was sent, which
// a provider's signature covers; with `stream`, left unread in `request.raw` instead (a sandbox store's objects,
// larger than a text body may be and not text), which the handler reads with its own limit. `url` must not start
// with /api/.
export type PlainRoute = {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  stream?: boolean;
  handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
};

// A module's plain routes, made once the app's state exists (they may read keys from the database, check the config).
export type PlainRoutes = (state: AppState) => Promise<PlainRoute[]>;
