import { z } from 'zod';
import type { PermissionCode } from './permissions.js';
import type { Text } from './i18n.js';

// Endpoints without path parameters. Typed as plain `object` because zod types an empty strict object as
// `{ [k: string]: never }`, which would turn every field of InputOf into `never`.
type NoParams = z.ZodType<object, object>;
const emptyParams: NoParams = z.strictObject({});

export type Method = 'GET' | 'POST';

// `public`: anyone; `signed-in`: any valid session; otherwise a permission code the caller's role must hold.
export type Access = 'public' | 'signed-in' | PermissionCode;

// How an export's cell is written. Times are epoch seconds, written as dates in the company's time zone; `list`
// joins an array of names; `labels` turns a code into its label in the caller's language.
export type ExportFormat = 'text' | 'number' | 'datetime' | 'date' | 'list' | { labels: Record<string, Text> };

export type ExportColumn<K extends string = string> = { key: K; title: Text; width?: number; format?: ExportFormat };

// What an endpoint answering with an .xlsx file writes (see export.ts).
export type Download = { filename: Text; columns: readonly ExportColumn[] };

export type Endpoint<
  P extends z.ZodType = z.ZodType,
  I extends z.ZodType = z.ZodType,
  D extends z.ZodType = z.ZodType,
> = {
  method: Method;
  // Relative to /api/v1; `{name}` marks a path parameter.
  path: string;
  access: Access;
  // Path parameters, then the query (GET) or JSON body (POST).
  params: P;
  input: I;
  // The `data` of a successful envelope.
  data: D;
  summary: string;
  tag: string;
  // May a session whose device is not yet approved call it (the bind calls and logout)?
  allowUnbound: boolean;
  // May a session whose one-time password has not been changed yet call it (info, logout, password)?
  allowTempPassword: boolean;
  // Mutations are written to the operation log.
  audit: boolean;
  // A multipart upload: `input` describes the form fields; the file arrives beside them.
  upload: Upload | null;
  // An Excel export (see export.ts): success answers with the file instead of an envelope.
  download: Download | null;
  // A stored file (a house picture): success answers with the file itself, its type and a download name, instead of
  // an envelope; `data` is then FileData. Failures are envelopes as always.
  file: boolean;
  // Server-Sent Events: success answers with a text/event-stream that stays open; failures are envelopes as always.
  stream: boolean;
  // Why a call the spec's endpoint list does not name exists (the spec lists the old product's calls; these serve
  // screens of ours that the list has no call for). Null for the spec's own calls.
  beyondSpec: string | null;
  // Bytes a JSON body may hold, below the server's general limit (a call anyone may send); null for that limit.
  bodyLimit: number | null;
};

// What the handler of a `file` endpoint returns: the bytes, their content type and the name to save them under.
export const FileData = z.object({ name: z.string(), type: z.string(), bytes: z.custom<Uint8Array<ArrayBufferLike>>((v) => v instanceof Uint8Array) });
export type FileData = z.infer<typeof FileData>;

export type Upload = {
  field: string;
  maxBytes: number;
  // Accepted kinds, decided from the file's content, never from its name or declared type.
  kinds: readonly FileKind[];
};
// xlsx: an Office Open XML workbook, known by its zip signature (the reader then proves it is one).
export type FileKind = 'jpeg' | 'png' | 'webp' | 'gif' | 'xlsx';

type Spec<P, I, D> = {
  method: Method;
  path: string;
  access: Access;
  params?: P;
  input: I;
  data: D;
  summary: string;
  tag: string;
  allowUnbound?: boolean;
  allowTempPassword?: boolean;
  audit?: boolean;
  upload?: Upload;
  download?: Download;
  file?: boolean;
  stream?: boolean;
  beyondSpec?: string;
  bodyLimit?: number;
};

export function endpoint<
  I extends z.ZodType,
  D extends z.ZodType,
  P extends z.ZodType = NoParams,
>(spec: Spec<P, I, D>): Endpoint<P, I, D> {
  return {
    ...spec,
    params: spec.params ?? (emptyParams as unknown as P),
    allowUnbound: spec.allowUnbound ?? false,
    allowTempPassword: spec.allowTempPassword ?? false,
    audit: spec.audit ?? spec.method === 'POST',
    upload: spec.upload ?? null,
    download: spec.download ?? null,
    file: spec.file ?? false,
    stream: spec.stream ?? false,
    beyondSpec: spec.beyondSpec ?? null,
    bodyLimit: spec.bodyLimit ?? null,
  };
}

export type InputOf<E extends Endpoint> = z.input<E['params']> & z.input<E['input']>;
export type ParsedInputOf<E extends Endpoint> = z.output<E['params']> & z.output<E['input']>;
export type DataOf<E extends Endpoint> = z.output<E['data']>;

// Path with fastify's `:name` parameters.
export function routePath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

// Fills `{name}` from input and returns the path plus the input left for query or body.
export function fillPath(path: string, input: Record<string, unknown>): { path: string; rest: Record<string, unknown> } {
  const rest = { ...input };
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(String(value));
  });
  return { path: filled, rest };
}
