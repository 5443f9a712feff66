import { STORAGE_WAITING_SECONDS } from '@brokerage/contract';
import type { Job } from '../../core/jobs.js';
import { tryOutside } from '../../core/outside-call.js';
import { madeStorageProvider } from './providers.js';

// Every ten minutes: remove the uploaded objects no upload endpoint took within STORAGE_WAITING_SECONDS. Safe on several
// servers: an object another server removed first is simply gone. A store that does not answer is kept in the
// interface log, and the next run tries again.
export const storageJobs: Job[] = [
  {
    name: 'storage-sweep',
    everyMs: 10 * 60_000,
    run: async (db, now) => {
      const provider = await madeStorageProvider(db);
      if (!provider) return 0;
      const olderThan = now - STORAGE_WAITING_SECONDS;
      const swept = await tryOutside(db, now, { service: 'storage', method: 'sweep', url: provider.name, request: { older_than: olderThan } }, () => provider.sweep(olderThan));
      return swept?.value ?? 0;
    },
  },
];
