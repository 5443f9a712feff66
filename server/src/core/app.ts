import fs from 'node:fs';
import path from 'node:path';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import fastifyMultipart from '@fastify/multipart';
import { z } from 'zod';
import {
  ENDPOINTS, ERRORS, HOST_NAME_HEADER, MACHINE_HEADER, OBJECT_KEY_FIELD, XLSX_MIME, envelopeOf, errorMessage, isPermissionCode, langFromHeader,
  routePath, type Download, type Endpoint, type ErrorKey, type FileData, type Lang, type Upload,
  customerIdOfOperation,
} from '@brokerage/contract';
import type { Config } from './config.js';
import type { DbHandle } from './db/database.js';
import { pingDatabase } from './db/database.js';
import type { AppState, Ctx, PublicCtx, RequestMeta } from './context.js';
import type { ObjectTaker, PlainRoutes, RouteDef } from './route.js';
import { AppError } from './errors.js';
import { SettingsCache } from './settings.js';
import { openApiTransforms } from './openapi.js';
import { authenticate, bearerToken } from './auth/session.js';
import { OperationLog, houseOperationOf, targetIdOf } from './audit.js';
import { nowSeconds } from './clock.js';
import { RequestValidationError, fieldMessages, uncoercedNumbers } from './validation.js';
import { UPLOADS_URL, sniffFile, uploadsRoot, type UploadedFile } from './storage.js';
import { assertExportAllowed, buildExport } from './export.js';
import { responseSerializer } from './serializer.js';
import type { InFlight } from './in-flight.js';
import { MessageSignals } from './live.js';
import { uploadLinksFor } from './upload-links.js';

export const API_PREFIX = '/api/v1';

// Declaration merging needs interfaces.
/* eslint-disable @typescript-eslint/consistent-type-definitions */
declare module 'fastify' {
  interface FastifyRequest {
    meta: RequestMeta;
    ctx: Ctx | PublicCtx | null;
  }
  interface FastifyContextConfig {
    endpoint?: Endpoint;
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

function header(request: FastifyRequest, name: string): string {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value)?.trim().slice(0, 100) ?? '';
}

function metaOf(request: FastifyRequest): RequestMeta {
  return {
    lang: langFromHeader(request.headers['accept-language']),
    ip: request.ip,
    hostName: header(request, HOST_NAME_HEADER),
    machine: header(request, MACHINE_HEADER),
    now: nowSeconds(),
  };
}

function errorBody(key: ErrorKey, lang: Lang, params: Record<string, string | number> = {}, data: unknown = null) {
  const info = ERRORS[key];
  const message = errorMessage(key, lang, { detail: '', ...params });
  return { code: info.code, message, error: message, data };
}

function sendError(reply: FastifyReply, key: ErrorKey, lang: Lang, params?: Record<string, string | number>, data?: unknown) {
  return reply.code(ERRORS[key].http).send(errorBody(key, lang, params, data));
}

// `inFlight`: counts the calls the routes are running, which the server waits for when it stops (server.ts).
// `plainRoutes`: the modules' routes outside the API (core/route.ts PlainRoute).
// `takeObject`: takes an object uploaded straight to the object store, for upload requests naming one instead of a file.
export type AppOptions = { config: Config; handle: DbHandle; routes: RouteDef[]; inFlight: InFlight; plainRoutes?: PlainRoutes[]; takeObject?: ObjectTaker };

export async function buildApp({ config, handle, routes, inFlight, plainRoutes = [], takeObject }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimit,
    // Longer path parameters reach the contract's schema and get its message instead of a bare 404.
    routerOptions: { maxParamLength: 8192 },
    logController: new LogController({ disableRequestLogging: config.logLevel !== 'debug' }),
  });
  const signals = new MessageSignals(handle, app.log);
  const uploadLinks = await uploadLinksFor(handle.db);
  const state: AppState = { db: handle.db, dialect: handle.dialect, config, settings: new SettingsCache(handle.db), signals, uploadLinks };
  // Before the server stops taking connections: live streams never end by themselves, and the server waits for them.
  app.addHook('preClose', async () => {
    await signals.close();
  });
  const operations = new OperationLog(handle.db);

  app.decorateRequest('meta', null as unknown as RequestMeta);
  app.decorateRequest('ctx', null);
  app.addHook('onRequest', async (request) => {
    request.meta = metaOf(request);
  });

  app.setValidatorCompiler(({ schema, httpPart }) => (data: unknown) => {
    const input = httpPart === 'body' && (data === undefined || data === null) ? {} : data;
    const nul = nulPath(input);
    if (nul) return { error: new RequestValidationError([{ code: 'custom', path: nul, message: 'must not contain the character U+0000', input: undefined }]) };
    // Only the query string's numbers are coerced from text; a JSON body's must be numbers already.
    const uncoerced = httpPart === 'body' ? uncoercedNumbers(schema, input) : [];
    if (uncoerced.length) return { error: new RequestValidationError(uncoerced) };
    const result = (schema as z.ZodType).safeParse(input, { reportInput: true });
    return result.success ? { value: result.data } : { error: new RequestValidationError(result.error.issues) };
  });
  app.setSerializerCompiler(responseSerializer(config.checkResponses));

  app.setErrorHandler((error, request, reply) => {
    const lang = request.meta?.lang ?? 'en';
    if (error instanceof AppError) return sendError(reply, error.key, lang, error.params, error.data);
    if (error instanceof RequestValidationError) {
      const fields = fieldMessages(error.issues, lang);
      const detail = Object.entries(fields).map(([k, v]) => (k === '_' ? v : `${k}: ${v}`)).join('; ');
      return sendError(reply, 'VALIDATION', lang, { detail }, { fields });
    }
    const fastifyError = error as { code?: string; statusCode?: number; message?: string };
    if (fastifyError.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || fastifyError.statusCode === 413) {
      return sendError(reply, 'PAYLOAD_TOO_LARGE', lang);
    }
    if (fastifyError.statusCode && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
      // Malformed JSON, wrong content type and the like.
      return sendError(reply, 'VALIDATION', lang, { detail: fastifyError.message ?? '' }, { fields: {} });
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 'INTERNAL', lang);
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/')) return sendError(reply, 'ROUTE_NOT_FOUND', request.meta?.lang ?? 'en');
    return reply.code(404).type('text/plain').send('Not found');
  });

  // Security headers on every answer (app, API, uploads, docs): scripts only from the app's own files, no framing,
  // no referrer to other sites. antd writes its styles at run time, hence inline styles; pictures in staff-written
  // articles may come from elsewhere over https. Plain http stays allowed (a brokerage's LAN server), so no upgrade.
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"], baseUri: ["'self'"], connectSrc: ["'self'"], fontSrc: ["'self'", 'data:'], formAction: ["'self'"],
        frameAncestors: ["'none'"], imgSrc: ["'self'", 'data:', 'blob:', 'https:'], objectSrc: ["'none'"], scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"], styleSrc: ["'self'", "'unsafe-inline'"], workerSrc: ["'self'", 'blob:'],
      },
    },
    referrerPolicy: { policy: 'same-origin' },
  });
  // API answers carry people's data: never kept by a browser or a proxy.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith(`${API_PREFIX}/`)) reply.header('Cache-Control', 'no-store');
  });

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Brokerage platform API',
        version: '1.0.0',
        description:
          'Every response is an envelope {code, message, error, data}; code 200000 is success. ' +
          'x-permission on each operation names the permission it needs (public, signed-in, or a permission code).',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    ...openApiTransforms(),
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  // One file per upload request; each endpoint caps the size below this.
  await app.register(fastifyMultipart, { limits: { files: 1, fields: 20, fileSize: 20 * 1024 * 1024 } });

  registerEndpoints(app, state, operations, inFlight, routes, takeObject);
  await registerPlainRoutes(app, state, inFlight, plainRoutes);

  const uploads = uploadsRoot(config.dataDir);
  fs.mkdirSync(uploads, { recursive: true });
  // People's documents only through a signed, unexpired link (core/upload-links.ts), and kept by no shared cache.
  app.addHook('onRequest', async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (!uploadLinks.allows(pathname, request.query as Record<string, unknown>, request.meta.now)) {
      return reply.code(403).type('text/plain').send('Forbidden');
    }
  });
  app.addHook('onSend', async (request, reply) => {
    if (uploadLinks.isPrivatePath(request.url.split('?')[0] ?? '')) reply.header('Cache-Control', 'private, max-age=300');
  });
  await app.register(fastifyStatic, { root: uploads, prefix: UPLOADS_URL, decorateReply: false, index: false, dotfiles: 'deny' });

  app.get('/api/health', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await pingDatabase(state.db);
      return { status: 'ok', database: { dialect: handle.dialect, location: handle.location, state: 'up' } };
    } catch (error) {
      app.log.error({ err: error }, 'health check failed');
      return reply.code(503).send({ status: 'error', database: { dialect: handle.dialect, location: handle.location, state: 'down' } });
    }
  });

  // The benchmark's baseline: the API's success envelope and nothing else (no session, no
  // database), the cheapest answer the server gives, to compare every call's cost with.
  app.get('/api/ping', { schema: { hide: true } }, async (request) => ({
    code: ERRORS.OK.code, message: errorMessage('OK', request.meta.lang), error: '', data: null,
  }));

  app.get('/api/openapi.json', { schema: { hide: true } }, async () => openApiDocument(app));

  if (fs.existsSync(path.join(config.webDist, 'index.html'))) {
    await app.register(fastifyStatic, { root: config.webDist, prefix: '/', wildcard: false });
  }

  return app;
}

function openApiDocument(app: FastifyInstance) {
  const doc = app.swagger() as { paths?: Record<string, Record<string, Record<string, unknown>>> };
  for (const endpoint of ENDPOINTS) {
    const url = `${API_PREFIX}/${endpoint.path}`;
    const operation = doc.paths?.[url]?.[endpoint.method.toLowerCase()];
    if (operation) operation['x-permission'] = endpoint.access;
  }
  return doc;
}

// The file of an upload, checked by content against the endpoint's accepted kinds.
function checkedFile(upload: Upload, bytes: Buffer, filename: string): UploadedFile {
  const kind = sniffFile(bytes);
  if (!kind || !upload.kinds.includes(kind)) {
    throw new RequestValidationError([{ code: 'custom', path: [upload.field], message: `the file must be ${upload.kinds.join(', ')}`, input: undefined }]);
  }
  return { bytes, kind, filename };
}

// Reads a multipart request: the form fields are checked against the endpoint's input schema, the one file
// against its size cap and, by content, its accepted kinds. Instead of the file, the request may name an object the
// caller uploaded straight to the object store (OBJECT_KEY_FIELD), checked the same way and taken once the other
// fields have passed.
async function readUpload(request: FastifyRequest, endpoint: Endpoint, upload: Upload, takeObject: ObjectTaker | undefined): Promise<Record<string, unknown>> {
  const fail = (field: string, message: string) => new RequestValidationError([{ code: 'custom', path: [field], message, input: undefined }]);
  if (!request.isMultipart()) throw fail(upload.field, 'send multipart/form-data with the file');
  const fields: Record<string, unknown> = {};
  let file: UploadedFile | null = null;
  for await (const part of request.parts({ limits: { fileSize: upload.maxBytes } })) {
    if (part.type === 'file') {
      if (part.fieldname !== upload.field || file) {
        part.file.resume();
        throw fail(part.fieldname, `only one file, in ${upload.field}`);
      }
      const bytes = await part.toBuffer().catch((error: { code?: string }) => {
        if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE');
        throw error;
      });
      file = checkedFile(upload, bytes, part.filename);
    } else {
      fields[part.fieldname] = part.value;
    }
  }
  const objectKey = takeObject ? fields[OBJECT_KEY_FIELD] : undefined;
  if (takeObject) delete fields[OBJECT_KEY_FIELD];
  if (file && objectKey !== undefined) throw fail(OBJECT_KEY_FIELD, `send the file (${upload.field}) or ${OBJECT_KEY_FIELD}, not both`);
  if (!file && objectKey === undefined) throw fail(upload.field, 'a file is required');
  // Form fields arrive as text: numbers are turned back into numbers before the schema sees them.
  const typed = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v]));
  const nul = nulPath(typed);
  if (nul) throw new RequestValidationError([{ code: 'custom', path: nul, message: 'must not contain the character U+0000', input: undefined }]);
  const parsed = endpoint.input.safeParse(typed, { reportInput: true });
  if (!parsed.success) throw new RequestValidationError(parsed.error.issues);
  if (!file && takeObject) {
    if (typeof objectKey !== 'string') throw fail(OBJECT_KEY_FIELD, 'must be the key of an uploaded object');
    file = await takeObject(request.ctx as Ctx, objectKey, (bytes, filename) => {
      if (bytes.length > upload.maxBytes) throw new AppError('PAYLOAD_TOO_LARGE');
      return checkedFile(upload, bytes, filename);
    });
  }
  return { ...(parsed.data as object), [upload.field]: file };
}

// An export: counted against the daily allowance first, then the rows become the file, and the export is logged.
async function sendExport(ctx: Ctx, reply: FastifyReply, path: string, download: Download, rows: () => Promise<unknown>, input: unknown) {
  await assertExportAllowed(ctx);
  const { list } = (await rows()) as { list: Record<string, unknown>[] };
  const { file, name } = await buildExport(ctx, path, download, input, list);
  const fallback = `${path.replaceAll('/', '-')}.xlsx`;
  return reply
    .header('content-type', XLSX_MIME)
    .header('content-disposition', `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`)
    .header('cache-control', 'no-store')
    .send(file);
}

// Server-Sent Events: the stream stays open until the client goes or the handler ends it.
function sendStream(reply: FastifyReply, stream: { destroy: () => void }) {
  // The client going away ends the stream, and with it whatever the handler holds for it.
  reply.raw.once('close', () => stream.destroy());
  return reply
    .header('content-type', 'text/event-stream; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-accel-buffering', 'no')
    // Not kept alive once it ends: a server stopping ends its streams and must not then wait for the idle connections.
    .header('connection', 'close')
    .send(stream);
}

// A stored file as a download under its own name.
function sendFile(reply: FastifyReply, file: FileData) {
  const fallback = file.name.replace(/[^\w.-]/g, '_') || 'file';
  return reply
    .header('content-type', file.type)
    .header('content-disposition', `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(file.name)}`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(Buffer.from(file.bytes));
}

// PostgreSQL fails a statement given a text holding U+0000 (a 500), and no field has a use for it: it is bad input on
// both databases, reported on its field. The path of the first string (or key) holding one, else null.
function nulPath(value: unknown, at: PropertyKey[] = []): PropertyKey[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? at : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, inner] of Object.entries(value)) {
    const next = [...at, Array.isArray(value) ? Number(key) : key];
    if (key.includes('\u0000')) return next;
    const found = nulPath(inner, next);
    if (found) return found;
  }
  return null;
}

async function refuseNullBody(request: FastifyRequest) {
  if (request.body === null) {
    throw new RequestValidationError([{ code: 'invalid_type', expected: 'object', path: [], message: 'send a JSON object', input: null }]);
  }
}

// Routes outside the API, in a context of their own where every body is kept as the text received (a provider signs
// the exact bytes it sends; a form post is read by its handler), so the API's JSON parsing stays as it is.
async function registerPlainRoutes(app: FastifyInstance, state: AppState, inFlight: InFlight, factories: PlainRoutes[]) {
  const all = (await Promise.all(factories.map((make) => make(state)))).flat();
  const wrong = all.filter((r) => r.url.startsWith('/api/')).map((r) => r.url);
  if (wrong.length) throw new Error(`plain routes under /api/: ${wrong.join(', ')}`);
  for (const stream of [false, true]) {
    await app.register(async (scope) => {
      scope.removeAllContentTypeParsers();
      if (stream) scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
      else scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));
      for (const { method, url, handler } of all.filter((r) => (r.stream ?? false) === stream)) {
        scope.route({ method, url, schema: { hide: true }, handler: (request, reply) => inFlight.run(() => handler(request, reply)) });
      }
    });
  }
}

function registerEndpoints(app: FastifyInstance, state: AppState, operations: OperationLog, inFlight: InFlight, routes: RouteDef[], takeObject: ObjectTaker | undefined) {
  const bound = new Map(routes.map((r) => [r.endpoint, r]));
  const missing = ENDPOINTS.filter((e) => !bound.has(e)).map((e) => `${e.method} ${e.path}`);
  const extra = routes.filter((r) => !ENDPOINTS.includes(r.endpoint)).map((r) => `${r.endpoint.method} ${r.endpoint.path}`);
  if (extra.length) throw new Error(`routes without a contract endpoint: ${extra.join(', ')}`);
  // Endpoints of modules not built yet are simply absent; the coverage report lists them.
  void missing;

  for (const { endpoint, handler } of routes) {
    const { access } = endpoint;
    if (access !== 'public' && access !== 'signed-in' && !isPermissionCode(access)) {
      throw new Error(`${endpoint.path} declares unknown permission ${access}`);
    }
    const inputPart = endpoint.method === 'GET' ? 'querystring' : 'body';
    const { upload } = endpoint;
    app.route({
      method: endpoint.method,
      url: `${API_PREFIX}/${routePath(endpoint.path)}`,
      config: { endpoint },
      ...(endpoint.bodyLimit ? { bodyLimit: endpoint.bodyLimit } : {}),
      schema: {
        summary: endpoint.summary,
        description: upload
          ? `Permission: ${access}. A multipart form: the fields, and the file in \`${upload.field}\` or, instead, \`${OBJECT_KEY_FIELD}\` naming an object uploaded straight to the object store (service/getpolicy, service/getsts).`
          : `Permission: ${access}`,
        tags: [endpoint.tag],
        ...(access === 'public' ? {} : { security: [{ bearer: [] }] }),
        ...(endpoint.path.includes('{') ? { params: endpoint.params } : {}),
        // Multipart bodies are read and checked in the handler.
        ...(upload ? { consumes: ['multipart/form-data'] } : { [inputPart]: endpoint.input }),
        response: {
          200: endpoint.download ? z.string().describe(`An Excel file (${XLSX_MIME}); failures answer with an envelope.`)
            : endpoint.file ? z.string().describe('The file itself; failures answer with an envelope.')
              : endpoint.stream ? z.string().describe('A text/event-stream that stays open; failures answer with an envelope.') : envelopeOf(endpoint.data),
        },
      },
      // A JSON body of null is no input (an absent body is, for the endpoints whose fields are all optional), and the
      // validator cannot tell the two apart: Fastify hands it null for both.
      ...(inputPart === 'body' && !upload ? { preValidation: refuseNullBody } : {}),
      // Authentication and permission come before the body is even parsed: a refused caller learns nothing.
      onRequest: (request) => inFlight.run(async () => {
        const meta = request.meta;
        if (access === 'public') {
          request.ctx = { ...state, ...meta, caller: null, scope: null, token: bearerToken(request.headers.authorization) };
          return;
        }
        const security = await state.settings.get();
        const permission = access === 'signed-in' ? undefined : access;
        const { caller, scope: granted } = await authenticate(state.db, bearerToken(request.headers.authorization), meta, security, permission);
        if (!caller.bound && !endpoint.allowUnbound) throw new AppError('DEVICE_NOT_APPROVED');
        if (caller.mustChangePassword && !endpoint.allowTempPassword) throw new AppError('PASSWORD_CHANGE_REQUIRED');
        let scope: Ctx['scope'] = 'self';
        if (permission) {
          if (!granted) {
            // A call refused for want of its permission is kept in the operation log: who tried what, from where.
            await operations.write(meta, {
              staffId: caller.staffId, method: endpoint.method, endpoint: endpoint.path, targetId: targetIdOf(request.params, null),
              resultCode: ERRORS.PERMISSION_DENIED.code,
            }).catch((error: unknown) => request.log.error({ err: error }, 'operation log write failed'));
            throw new AppError('PERMISSION_DENIED');
          }
          scope = granted;
        }
        request.ctx = { ...state, ...meta, caller, scope, grants: new Map(permission ? [[permission, granted]] : []) };
      }),
      handler: (request, reply) => inFlight.run(async () => {
        const ctx = request.ctx as Ctx | PublicCtx;
        const input = upload
          ? { ...(request.params as object), ...(await readUpload(request, endpoint, upload, takeObject)) }
          : { ...(request.params as object), ...((request[inputPart === 'body' ? 'body' : 'query'] as object) ?? {}) };
        if (endpoint.download && ctx.caller) return sendExport(ctx as Ctx, reply, endpoint.path, endpoint.download, () => handler(ctx, input), input);
        let resultCode: string = ERRORS.OK.code;
        let data: unknown = null;
        try {
          data = await handler(ctx, input);
          if (endpoint.file) return sendFile(reply, data as FileData);
          if (endpoint.stream) return sendStream(reply, data as { destroy: () => void });
          return { code: ERRORS.OK.code, message: errorMessage('OK', ctx.lang), error: '', data };
        } catch (error) {
          resultCode = error instanceof AppError ? ERRORS[error.key].code : ERRORS.INTERNAL.code;
          throw error;
        } finally {
          if (endpoint.audit) {
            await operations.write(ctx, {
              staffId: ctx.caller?.staffId ?? null,
              method: endpoint.method,
              endpoint: endpoint.path,
              targetId: targetIdOf(input, data),
              resultCode,
              ...houseOperationOf(endpoint.path, input, data),
              customerId: customerIdOfOperation(endpoint.path, input, data),
            }).catch((error: unknown) => request.log.error({ err: error }, 'operation log write failed'));
          }
        }
      }),
    });
  }
}
