import { STORAGE_WAITING_SECONDS } from '@brokerage/contract';
import type { Job } from '../../core/jobs.js';
import { madeStorageProvider } from './providers.js';

// Every ten minutes: remove the uploaded objects no upload endpoint took within STORAGE_WAITING_SECONDS. Safe on several
// servers: an object another server removed first is simply gone.
export const storageJobs: Job[] = [
  {
    name: 'storage-sweep',
    everyMs: 10 * 60_000,
    run: async (db, now) => {
      const provider = await madeStorageProvider(db);
      return provider ? provider.sweep(now - STORAGE_WAITING_SECONDS) : 0;
    },
  },
];
