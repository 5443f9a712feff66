import type { DataScope, Lang, PermissionCode } from '@brokerage/contract';
import type { Db, Dialect } from './db/database.js';
import type { Config } from './config.js';
import type { SettingsCache } from './settings.js';
import type { Caller } from './caller.js';
import type { MessageSignals } from './live.js';
import type { UploadLinks } from './upload-links.js';

export type { Caller } from './caller.js';

export type AppState = {
  db: Db;
  dialect: Dialect;
  config: Config;
  settings: SettingsCache;
  // New messages written by any server process on the database (live delivery).
  signals: MessageSignals;
  // Signs the links to people's documents among the uploads.
  uploadLinks: UploadLinks;
};

export type RequestMeta = {
  lang: Lang;
  ip: string;
  hostName: string;
  machine: string;
  now: number;
};

// `token`: the bearer token a public call came with, if any, for a call that notes who sent it (log/frontend).
export type PublicCtx = AppState & RequestMeta & { caller: null; scope: null; token: string | null };
// For a permission endpoint, `scope` is the data scope the caller's role holds for it; for signed-in ones, self.
// `grants` remembers, for this request, the scopes of the permissions already looked up (access.ts scopeFor).
export type Ctx = AppState & RequestMeta & { caller: Caller; scope: DataScope; grants: Map<PermissionCode, DataScope | null> };

export function deviceOf(meta: RequestMeta): string {
  return [meta.hostName, meta.machine].filter(Boolean).join(' ');
}
