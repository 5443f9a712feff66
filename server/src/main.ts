import cluster from 'node:cluster';
import { loadConfig } from './core/config.js';

// The server's entry. SERVER_WORKERS > 1: this process only supervises that many server processes sharing the port
// (node:cluster), so it loads none of the app (imported lazily below; separate chunks in the build).
const config = loadConfig();
if (config.workers > 1 && cluster.isPrimary) {
  const { superviseWorkers } = await import('./core/cluster.js');
  superviseWorkers(config.workers);
} else {
  const { serve } = await import('./serve.js');
  await serve(config, { jobs: cluster.isPrimary || process.env.SERVER_RUNS_JOBS === '1' });
}
