import { vrAddUser, vrCreateTask, vrDisableUser, vrPackages, vrTasks, vrUserPackage, vrUsers } from '@brokerage/contract';
import { route, type PlainRoutes } from '../../core/route.js';
import { notifyRoute, SANDBOX } from '../../core/sandbox.js';
import { finishTask } from './vr-finish.js';
import { notifyPath } from './provider.js';
import { vrProvider } from './providers.js';
import { sandboxPageRoutes } from './sandbox-page.js';
import { createTask, houseTasks } from './vr-task.service.js';
import { addUser, disableUser, listPackages, listUsers, userPackage } from './vr-user.service.js';

export const vrRoutes = [
  route(vrUsers, (ctx, input) => listUsers(ctx, input)),
  route(vrUserPackage, (ctx, input) => userPackage(ctx, input)),
  route(vrPackages, (ctx, input) => listPackages(ctx, input)),
  route(vrAddUser, (ctx, input) => addUser(ctx, input)),
  route(vrDisableUser, (ctx, input) => disableUser(ctx, input)),
  route(vrCreateTask, (ctx, input) => createTask(ctx, input)),
  route(vrTasks, (ctx, input) => houseTasks(ctx, input)),
];

// The VR service's callback (no session: its signature is the proof) and, for the sandbox, its camera and tour pages.
// A callback whose signature fails, or that names no task, is refused and writes nothing; a tour already recorded is
// acknowledged again without writing.
export const vrPlainRoutes: PlainRoutes = async (state) => {
  const provider = await vrProvider(state);
  const notify = notifyRoute({ db: state.db, service: 'vr', url: notifyPath(provider.name) }, provider, async (tour, request) =>
    (await finishTask(state.db, provider.name, tour, request.meta)) !== 'refused');
  return provider.name === SANDBOX ? [notify, ...(await sandboxPageRoutes(state))] : [notify];
};
