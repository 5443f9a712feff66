import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { format, text, type Lang, type Text } from './i18n.js';

// Uploading straight to the object store (云存储直传): a file goes from the browser or a phone to the storage
// service, and the upload endpoint that takes it is then sent the object's key (form field `object_key`) instead of
// the file. The credentials allow writing only into the caller's own waiting folder, for a short time and up to a size;
// the endpoint that takes an object checks it as it checks a file sent with the request (size, kind by content) and
// removes it from the waiting folder. Objects never taken are removed after STORAGE_WAITING_SECONDS.
// The store is an adapter chosen by configuration (STORAGE_PROVIDER); the built-in sandbox speaks the object store's
// protocol (form upload with a signed policy, and signed PUT with temporary credentials) on this server.

// The form field of an upload endpoint's multipart request that names an object uploaded straight to the store.
export const OBJECT_KEY_FIELD = 'object_key';

// How long a policy or temporary credentials stay usable.
export const STORAGE_CREDENTIAL_SECONDS = 15 * 60;

// How long an uploaded object waits to be taken by an upload endpoint before it is removed.
export const STORAGE_WAITING_SECONDS = 24 * 60 * 60;

// How many objects one person may have waiting at once.
export const STORAGE_WAITING_MAX = 50;

// The largest object the store takes: the largest file any upload endpoint takes (each endpoint then applies its own
// cap when it takes the object).
export const STORAGE_MAX_BYTES = 10 * 1024 * 1024;

// Why an upload straight to the store, or the taking of its object, is refused.
export const STORAGE_RULE_TEXTS = {
  waitingFull: text('{count} uploaded files are waiting to be used (at most {max}): use them, or wait until they are removed',
    '已有{count}个上传的文件等待使用（最多{max}个）：请先使用，或等待其被清除',
    'hay {count} archivos subidos esperando a usarse (como máximo {max}): úselos o espere a que se eliminen',
    'アップロード済みで使用待ちのファイルが{count}件あります（最大{max}件）。先に使用するか、削除されるまでお待ちください'),
  notKey: text('this is not the key of an uploaded file', '这不是已上传文件的键', 'esta no es la clave de un archivo subido', 'アップロード済みファイルのキーではありません'),
  notYours: text('the file must be one you uploaded yourself', '只能使用您自己上传的文件', 'el archivo debe ser uno que usted mismo haya subido', 'ご自身でアップロードしたファイルのみ使用できます'),
  gone: text('no uploaded file has this key: it was used already, or removed after waiting too long; upload it again',
    '没有此键的上传文件：它已被使用，或等待过久已被清除；请重新上传',
    'ningún archivo subido tiene esta clave: ya se usó o se eliminó tras esperar demasiado; súbalo de nuevo',
    'このキーのアップロード済みファイルはありません。既に使用されたか、待機時間が長すぎて削除されました。もう一度アップロードしてください'),
  takenMeanwhile: text('this uploaded file was used by another request at the same moment; upload it again',
    '此上传的文件同时被另一个请求使用了；请重新上传',
    'otra solicitud usó este archivo subido en el mismo momento; súbalo de nuevo',
    'このアップロード済みファイルは同時に別のリクエストで使用されました。もう一度アップロードしてください'),
} as const satisfies Record<string, Text>;
export type StorageRule = keyof typeof STORAGE_RULE_TEXTS;

export function storageRuleText(rule: StorageRule, lang: Lang, params: Record<string, string | number> = {}): string {
  return format(STORAGE_RULE_TEXTS[rule][lang], params);
}

export const StoragePolicy = z.object({
  // Where the form is posted: an absolute URL, or for a store served by this server itself (the built-in sandbox) a
  // relative one, taken from the address the app is reached at (as the web app's calls are), whatever PUBLIC_URL says.
  host: z.string(),
  // The folder the object goes into: the caller's waiting folder, ending with '/'.
  dir: z.string(),
  // What the object's key must begin with: a new folder within `dir`, made for this policy. The uploader sends the key
  // as this prefix followed by the file's name (without '/').
  key_prefix: z.string(),
  // The form fields to send before the file (field `file`), besides `key`: the policy, the access key id, the
  // signature and the status to answer.
  fields: z.record(z.string(), z.string()),
  // When the policy stops being accepted (epoch seconds).
  expire: z.number().int(),
  max_bytes: z.number().int(),
});
export type StoragePolicy = z.infer<typeof StoragePolicy>;

export const StorageCredentials = z.object({
  access_key_id: z.string(),
  access_key_secret: z.string(),
  security_token: z.string(),
  // When the credentials stop being accepted (epoch seconds).
  expiration: z.number().int(),
  // The store's address; objects are written with PUT {endpoint}/{bucket}/{key}, signed as the object store signs.
  endpoint: z.string(),
  bucket: z.string(),
  region: z.string(),
  // The only folder the credentials may write into: the caller's waiting folder, ending with '/'.
  dir: z.string(),
  max_bytes: z.number().int(),
});
export type StorageCredentials = z.infer<typeof StorageCredentials>;

export const serviceGetsts = endpoint({
  method: 'GET', path: 'service/getsts', access: 'signed-in', tag: 'storage',
  summary: 'Temporary credentials for writing objects straight to the object store with signed PUT requests (a phone app\'s SDK), valid 15 minutes and only within the caller\'s own waiting folder; an upload endpoint then takes an object by its key (form field `object_key`).',
  input: z.strictObject({}),
  data: StorageCredentials,
});

export const serviceGetpolicy = endpoint({
  method: 'GET', path: 'service/getpolicy', access: 'signed-in', tag: 'storage',
  summary: 'A signed policy for posting one file as a form straight to the object store (the browser\'s direct upload), valid 15 minutes, into a new key within the caller\'s own waiting folder, up to 10 MB; an upload endpoint then takes the object by its key (form field `object_key`).',
  input: z.strictObject({}),
  data: StoragePolicy,
});
