import { messageAlert, messageInfo, messageList, messageRead } from '@brokerage/contract';
import { route } from '../../core/route.js';
import { alert, info, list, markRead } from './message.service.js';

export const messageRoutes = [
  route(messageAlert, (ctx) => alert(ctx)),
  route(messageList, (ctx, input) => list(ctx, input)),
  route(messageInfo, (ctx, input) => info(ctx, input)),
  route(messageRead, (ctx, input) => markRead(ctx, input)),
];
