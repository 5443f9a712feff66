import axios, { type AxiosRequestConfig, type AxiosResponse } from 'axios';
import {
  ERRORS, HOST_NAME_HEADER, MACHINE_HEADER, XLSX_MIME, errorByCode, errorMessage, fillPath, serviceGetpolicy, serviceUnavailableText,
  type DataOf, type Endpoint, type Envelope, type ErrorKey, type InputOf, type StoragePolicy,
} from '@brokerage/contract';
import { currentLanguage, i18n } from '../i18n';
import { getDeviceId, getToken } from '../lib/storage';
import { HOME_PATH, LOGIN_PATH, TARGET_PATH, safeRedirect } from '../lib/paths';
import { endSession } from '../app/session';
import { currentPath, goTo, showError } from './bridge';
import { endpointForm, objectKeyOf, storeForm } from './direct-upload';
import { fileNameOf } from './disposition';
import { changePending } from './pending';

// Spec §8: a transport failure without a server message shows exactly this text, in every language.
export const TRANSPORT_FAILURE_TEXT = '出错了';

// How long a request may take before it counts as failed.
const TIMEOUT_MS = 180_000;

// Relative, so the app works wherever the server mounts it (the server serves it at /).
export const http = axios.create({
  baseURL: 'api/v1',
  timeout: TIMEOUT_MS,
  // Error codes arrive in an envelope with a 4xx status; the envelope, not the status, decides.
  validateStatus: () => true,
});

// What every call sends: the session token, the language, and the device for binding (also the live stream's fetch).
export function requestHeaders(): Record<string, string> {
  const token = getToken();
  return {
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
    'Accept-Language': currentLanguage(),
    [HOST_NAME_HEADER]: navigator.platform || 'web',
    [MACHINE_HEADER]: getDeviceId(),
  };
}

http.interceptors.request.use((config) => {
  for (const [name, value] of Object.entries(requestHeaders())) config.headers.set(name, value);
  return config;
});

type ApiErrorInit = {
  code: string;
  message: string;
  data?: unknown;
  envelope?: Envelope<unknown> | null;
  status?: number | null;
  cause?: unknown;
};

// A failed call. `envelope` is the server's whole answer, null when none came (network, timeout, proxy).
export class ApiError extends Error {
  readonly code: string;
  readonly data: unknown;
  readonly envelope: Envelope<unknown> | null;
  readonly status: number | null;

  constructor({ code, message, data = null, envelope = null, status = null, cause }: ApiErrorInit) {
    super(message, { cause });
    this.name = 'ApiError';
    this.code = code;
    this.data = data;
    this.envelope = envelope;
    this.status = status;
  }
}

// Code of an ApiError that carries no envelope.
export const TRANSPORT_ERROR = 'transport';

// Codes are compared as text (spec §8), so a numeric code from a proxy or an older server still counts.
function isEnvelope(body: unknown): body is Envelope<unknown> {
  if (typeof body !== 'object' || body === null) return false;
  const { code } = body as { code?: unknown };
  return typeof code === 'string' || typeof code === 'number';
}

// Spec §8: one response layer of the old product decrypted `data` with a fixed key. Our server sends it
// in clear over TLS, so the step stays as an explicit pass-through: the place to add it should that change.
export function decryptData<T>(data: T): T {
  return data;
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

// Where a person signed out by a session code comes back to after signing in again: the page they were on, or on the
// login page the one it was to open.
export function sessionReturnPath(path: string): string {
  if (!path.startsWith(LOGIN_PATH)) return path;
  return safeRedirect(new URLSearchParams(path.split('?')[1] ?? '').get('redirect'));
}

// Spec §8: what the client does with each class of code, then the error the caller receives.
function handleFailure(received: Envelope<unknown>, status: number, silent: boolean): ApiError {
  const envelope = { ...received, code: String(received.code) };
  const text = textOf(envelope.message) || textOf(envelope.error);
  const error = new ApiError({ code: envelope.code, message: text, data: envelope.data, envelope, status });
  switch (errorByCode(envelope.code)?.handling) {
    case 'session':
      showError(text || 'Error', 5, envelope.code);
      // Spec §8: log out (every registered cleanup runs) and go to /, which the guard sends on to login,
      // keeping the page the person was on; on the login page itself too (a failed sign-in, 601008), keeping the
      // page its sign-in was to open.
      endSession({ redirect: HOME_PATH, from: sessionReturnPath(currentPath()) });
      break;
    case 'target':
      if (!silent) showError(text || i18n.t('errors.generic'), 1, envelope.code);
      goTo(TARGET_PATH);
      break;
    case 'stale':
      // The caller reloads the record and says so in its own words.
      break;
    case 'duplicate':
      // falls through: shown like any other message; the caller reads the matches from error.envelope.data.
    default:
      if (!silent) showError(text || i18n.t('errors.generic'), 5);
  }
  return error;
}

function transportFailure(response: AxiosResponse | undefined, cause: unknown, silent: boolean): ApiError {
  const body: unknown = response?.data;
  const serverText = typeof body === 'object' && body !== null ? textOf((body as { message?: unknown }).message) : '';
  const text = serverText || TRANSPORT_FAILURE_TEXT;
  if (!silent) showError(text, 5, TRANSPORT_ERROR);
  return new ApiError({ code: TRANSPORT_ERROR, message: text, status: response?.status ?? null, cause });
}

// The contract's default (no path parameters) params schema types its input as `{ [k: string]: never }`,
// which makes InputOf<E> impossible to satisfy; dropping index signatures keeps just the named fields.
type KnownFields<T> = { [K in keyof T as string extends K ? never : number extends K ? never : K]: T[K] };
export type CallInput<E extends Endpoint> = KnownFields<InputOf<E>>;

// Endpoints whose input has no required field may be called without one; an endpoint without fields
// accepts only an empty object (TypeScript does not check excess properties against `{}`).
export type CallOptions = {
  // Background polling (the bell's unread count) does not raise the loading overlay.
  background?: boolean;
  // The caller says what went wrong in its own words (or, like an announcement's read, says nothing).
  // Session codes still sign out with their message.
  silent?: boolean;
};

type InputArgs<E extends Endpoint> = [keyof CallInput<E>] extends [never]
  ? [input?: Record<string, never>, options?: CallOptions]
  : object extends CallInput<E>
    ? [input?: CallInput<E>, options?: CallOptions]
    : [input: CallInput<E>, options?: CallOptions];

// Calls a contract endpoint: `{id}` path parameters are filled from the input, the rest goes as the
// query (GET) or JSON body (POST). Resolves to the envelope's data; rejects with an ApiError.
export async function api<E extends Endpoint>(
  endpoint: E,
  ...[input, options]: InputArgs<E>
): Promise<DataOf<E>> {
  const { path, rest } = fillPath(endpoint.path, (input ?? {}) as Record<string, unknown>);
  return send<DataOf<E>>({ method: endpoint.method, url: path, ...(endpoint.method === 'GET' ? { params: rest } : { data: rest }) }, options);
}

// An upload to a contract upload endpoint (its form fields and file in `form`): the file goes straight to the object
// store under a policy from service/getpolicy, then the endpoint is sent the form with the object's key in place of
// the file, with the same envelope handling as every other call.
export async function apiUpload<E extends Endpoint>(endpoint: E, form: FormData, options?: CallOptions): Promise<DataOf<E>> {
  const { upload } = endpoint;
  if (!upload) throw new Error(`${endpoint.path} is not an upload endpoint`);
  const file = form.get(upload.field);
  if (!(file instanceof File)) throw new Error(`${endpoint.path}: the form has no file in ${upload.field}`);
  const counted = !options?.background;
  if (counted) changePending(1);
  try {
    const policy = await api(serviceGetpolicy, {}, options);
    const key = objectKeyOf(policy.key_prefix, file.name);
    await postToStore(policy, key, file, Boolean(options?.silent));
    return await send<DataOf<E>>({ method: 'POST', url: endpoint.path, data: endpointForm(form, upload.field, key) }, options);
  } finally {
    if (counted) changePending(-1);
  }
}

// Posts the file to the store with fetch, so none of the app's headers (its bearer token above all) or cookies go to
// what may be another host. A refusal or no answer is told as the server tells the store's failure (503001).
async function postToStore(policy: StoragePolicy, key: string, file: File, silent: boolean): Promise<void> {
  if (file.size > policy.max_bytes) throw clientFailure('PAYLOAD_TOO_LARGE', {}, silent);
  const detail = { detail: serviceUnavailableText('storage', currentLanguage()) };
  let response: Response;
  try {
    response = await fetch(policy.host, {
      method: 'POST', body: storeForm(policy, key, file), credentials: 'omit', signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (cause) {
    throw clientFailure('SERVICE_UNAVAILABLE', detail, silent, null, cause);
  }
  if (!response.ok) throw clientFailure('SERVICE_UNAVAILABLE', detail, silent, response.status);
}

// A failure found in the browser, told in the catalogue's words as if the server had answered it.
function clientFailure(key: ErrorKey, params: Record<string, string>, silent: boolean, status: number | null = null, cause?: unknown): ApiError {
  const message = errorMessage(key, currentLanguage(), params);
  if (!silent) showError(message, 5);
  return new ApiError({ code: ERRORS[key].code, message, status, cause });
}

async function request<T>(config: AxiosRequestConfig, options: CallOptions | undefined): Promise<AxiosResponse<T>> {
  const counted = !options?.background;
  if (counted) changePending(1);
  try {
    return await http.request<T>(config);
  } catch (cause) {
    throw transportFailure(axios.isAxiosError(cause) ? cause.response : undefined, cause, Boolean(options?.silent));
  } finally {
    if (counted) changePending(-1);
  }
}

function dataOf<T>(body: unknown, response: AxiosResponse, options: CallOptions | undefined): T {
  if (!isEnvelope(body)) throw transportFailure(response, null, Boolean(options?.silent));
  if (String(body.code) === ERRORS.OK.code) return decryptData(body.data) as T;
  throw handleFailure(body, response.status, Boolean(options?.silent));
}

async function send<T>(config: AxiosRequestConfig, options: CallOptions | undefined): Promise<T> {
  const response = await request<unknown>(config, options);
  return dataOf<T>(response.data, response, options);
}

function save(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

// GETs a file endpoint (an export or a stored file) and saves the file it answers with when `isFile` says the answer
// is one; a refusal arrives as an envelope and is handled like any other. Resolves to the saved file's name.
async function fetchAndSave<E extends Endpoint>(
  endpoint: E, input: CallInput<E>, options: DownloadOptions | undefined, isFile: (type: string) => boolean, fallback: string,
): Promise<string> {
  const { path, rest } = fillPath(endpoint.path, input as Record<string, unknown>);
  const onProgress = options?.onProgress;
  const response = await request<Blob>({
    method: 'GET', url: path, params: rest, responseType: 'blob',
    ...(onProgress ? { onDownloadProgress: (event: { loaded: number; total?: number }) => onProgress(event.loaded, event.total || undefined) } : {}),
  }, options);
  const type = String(response.headers['content-type'] ?? '');
  if (response.status === 200 && isFile(type)) {
    const name = fileNameOf(response.headers['content-disposition'] as string | undefined, fallback);
    save(response.data, name);
    return name;
  }
  let body: unknown = null;
  try {
    body = JSON.parse(await response.data.text());
  } catch {
    // Not JSON: a proxy's page or a cut-off answer, reported as a transport failure below.
  }
  return dataOf<never>(body, response, options);
}

// A download's options: `onProgress` hears the bytes received so far and the file's size when the server gives it.
export type DownloadOptions = CallOptions & { onProgress?: (loaded: number, total: number | undefined) => void };

// Calls an export endpoint and saves the Excel file it answers with. Resolves to the saved file's name.
export async function apiDownload<E extends Endpoint>(endpoint: E, input: CallInput<E>, options?: DownloadOptions): Promise<string> {
  if (!endpoint.download) throw new Error(`${endpoint.path} is not an export endpoint`);
  return fetchAndSave(endpoint, input, options, (type) => type.startsWith(XLSX_MIME), `${endpoint.path.replaceAll('/', '-')}.xlsx`);
}

// Calls a file endpoint (a stored picture) and saves the file under the name the server gives.
export async function apiFile<E extends Endpoint>(endpoint: E, input: CallInput<E>, options?: CallOptions): Promise<string> {
  if (!endpoint.file) throw new Error(`${endpoint.path} is not a file endpoint`);
  return fetchAndSave(endpoint, input, options, (type) => !type.startsWith('application/json'), endpoint.path.replaceAll('/', '-'));
}
