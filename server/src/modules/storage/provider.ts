import type { StorageCredentials, StoragePolicy } from '@brokerage/contract';

// The object store adapter: what the platform needs of a store files are uploaded to straight. An adapter is chosen by
// configuration (STORAGE_PROVIDER, its key STORAGE_PROVIDER_SECRET; providers.ts); docs/api/storage.md says how to
// add one. Keys are the store's object names (object-key.ts says which are valid); times are epoch seconds. A method
// that cannot reach the store throws: the request then answers SERVICE_UNAVAILABLE (core/outside-call.ts).
export type StorageProvider = {
  name: string;
  // A signed policy for posting one file as a form into a key beginning with `keyPrefix` (within `dir`), of 1 to
  // `maxBytes` bytes, accepted until `expire`.
  policy: (dir: string, keyPrefix: string, maxBytes: number, expire: number) => Promise<StoragePolicy>;
  // Temporary credentials for writing objects of up to `maxBytes` within `dir` with signed PUT requests until `expire`.
  credentials: (dir: string, maxBytes: number, expire: number) => Promise<StorageCredentials>;
  // How many objects are within `dir`.
  count: (dir: string) => Promise<number>;
  // An object's bytes; null when there is none under the key.
  read: (key: string) => Promise<{ bytes: Buffer; size: number } | null>;
  // Removes an object; true when this call removed it, false when it was gone already (another request took it).
  remove: (key: string) => Promise<boolean>;
  // Removes the waiting objects last written before `olderThan`; answers how many it removed.
  sweep: (olderThan: number) => Promise<number>;
};
