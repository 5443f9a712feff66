import type { Job } from '../../core/jobs.js';
import { pruneFrontendErrors } from './frontend-error.service.js';

export const logJobs: Job[] = [
  { name: 'frontend-error-prune', everyMs: 60 * 60_000, run: (db, now) => pruneFrontendErrors(db, now) },
];
