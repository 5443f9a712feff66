import { HOUSE_OPEN_STATUSES, type HouseStatus, type VrTask, type VrTaskState, type VrUserStatus } from '@brokerage/contract';

// The VR screens' pure parts: colours of states, which links a task shows, package figures.

export const TASK_STATE_COLORS: Record<VrTaskState, string> = { shooting: 'processing', done: 'success', failed: 'error' };
export const USER_STATUS_COLORS: Record<VrUserStatus, string> = { active: 'success', disabled: 'default' };

// The sandbox's camera page stands in for the photographer's app: shown while a sandbox task is being shot.
export function cameraLink(task: Pick<VrTask, 'provider' | 'state' | 'shoot_url'>): string | null {
  return task.provider === 'sandbox' && task.state === 'shooting' && task.shoot_url ? task.shoot_url : null;
}

export function tourLink(task: Pick<VrTask, 'state' | 'tour_url'>): string | null {
  return task.state === 'done' && task.tour_url ? task.tour_url : null;
}

// One shoot at a time per house: a new one waits until none is being shot.
export function hasOpenTask(tasks: readonly Pick<VrTask, 'state'>[]): boolean {
  return tasks.some((task) => task.state === 'shooting');
}

// Why the tab does not offer ordering a shoot, as the server would refuse it: a house off the market is not shot (that
// first, as it lasts), and one shoot at a time per house; null when it may be ordered.
export function orderBlock(status: HouseStatus, tasks: readonly Pick<VrTask, 'state'>[]): 'offMarket' | 'openTask' | null {
  if (!HOUSE_OPEN_STATUSES.includes(status)) return 'offMarket';
  return hasOpenTask(tasks) ? 'openTask' : null;
}

// Used of total as a percentage for the package's bar (0 for an empty package).
export function usedPercent(used: number, total: number): number {
  return total > 0 ? Math.min(100, Math.round((used / total) * 100)) : 0;
}
