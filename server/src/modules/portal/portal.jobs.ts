import type { Job } from '../../core/jobs.js';
import { checkDueListings, withdrawUnavailable } from './portal-check.js';
import { madePortalProvider } from './providers.js';

// Listings handled per run; what is left is found again by the next one.
const BATCH = 200;

// Every minute: withdraw the listings of houses no longer 有效, then ask the portals about the pending ones due.
export const portalJobs: Job[] = [
  {
    name: 'portal-sync',
    everyMs: 60_000,
    run: async (db, now) => {
      const provider = madePortalProvider(db);
      if (!provider) return 0;
      return (await withdrawUnavailable(db, provider, now, BATCH)) + (await checkDueListings(db, provider, now, BATCH));
    },
  },
];
