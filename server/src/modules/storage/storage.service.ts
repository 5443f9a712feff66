import { randomBytes } from 'node:crypto';
import {
  OBJECT_KEY_FIELD, STORAGE_CREDENTIAL_SECONDS, STORAGE_MAX_BYTES, STORAGE_WAITING_MAX, storageRuleText, type Lang, type StorageCredentials,
  type StoragePolicy, type StorageRule,
} from '@brokerage/contract';
import type { Ctx } from '../../core/context.js';
import { AppError, fieldRefusal } from '../../core/errors.js';
import { callOutside } from '../../core/outside-call.js';
import type { ObjectTaker } from '../../core/route.js';
import { keyName, keyProblem, waitingDir } from './object-key.js';
import type { StorageProvider } from './provider.js';
import { storageProvider } from './providers.js';

// Uploading straight to the object store: the caller is handed a policy or temporary credentials for their own waiting
// folder, and an upload endpoint later takes the object by its key (takeWaitingObject). Every call to the store goes
// through callOutside: a store that does not answer is SERVICE_UNAVAILABLE, kept in the interface log.

// Calls the configured store about a key.
type Store = { call: <T>(method: string, key: string, run: (provider: StorageProvider) => Promise<T>) => Promise<T> };

async function storeOf(ctx: Ctx): Promise<Store> {
  const provider = await storageProvider(ctx);
  return {
    call: (method, key, run) => callOutside(ctx, { service: 'storage', method, url: `${provider.name}:${key}`, request: { key } }, () => run(provider)),
  };
}

// The store, once the caller's waiting folder is known to have room: what waits must be taken or expire first.
async function withRoom(ctx: Ctx, dir: string): Promise<Store> {
  const store = await storeOf(ctx);
  const waiting = await store.call('count', dir, (provider) => provider.count(dir));
  if (waiting >= STORAGE_WAITING_MAX) {
    throw new AppError('QUOTA_EXCEEDED', { detail: storageRuleText('waitingFull', ctx.lang, { count: waiting, max: STORAGE_WAITING_MAX }) });
  }
  return store;
}

export async function getPolicy(ctx: Ctx): Promise<StoragePolicy> {
  const dir = waitingDir(ctx.caller.staffId);
  const store = await withRoom(ctx, dir);
  // A folder of its own per policy, so two files of the same name uploaded at once do not replace each other.
  const keyPrefix = `${dir}${randomBytes(8).toString('hex')}/`;
  return store.call('policy', keyPrefix, (provider) => provider.policy(dir, keyPrefix, STORAGE_MAX_BYTES, ctx.now + STORAGE_CREDENTIAL_SECONDS));
}

export async function getSts(ctx: Ctx): Promise<StorageCredentials> {
  const dir = waitingDir(ctx.caller.staffId);
  const store = await withRoom(ctx, dir);
  return store.call('credentials', dir, (provider) => provider.credentials(dir, STORAGE_MAX_BYTES, ctx.now + STORAGE_CREDENTIAL_SECONDS));
}

// The field object_key refused, in the caller's language.
function refused(lang: Lang, rule: StorageRule): AppError {
  const message = storageRuleText(rule, lang);
  return fieldRefusal(OBJECT_KEY_FIELD, message);
}

// An upload endpoint's object: it must wait in the caller's own folder and pass the endpoint's checks; it is removed
// then, before the endpoint uses it, so two requests naming it cannot both have it.
export const takeWaitingObject: ObjectTaker = async (ctx, key, accept) => {
  const dir = waitingDir(ctx.caller.staffId);
  if (keyProblem(key)) throw refused(ctx.lang, 'notKey');
  if (!key.startsWith(dir)) throw refused(ctx.lang, 'notYours');
  const store = await storeOf(ctx);
  const object = await store.call('read', key, (provider) => provider.read(key));
  if (!object) throw refused(ctx.lang, 'gone');
  const file = accept(object.bytes, keyName(key));
  if (!(await store.call('remove', key, (provider) => provider.remove(key)))) throw refused(ctx.lang, 'takenMeanwhile');
  return file;
};
