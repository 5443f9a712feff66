import {
  messageAlert, messageAudience, messageInfo, messageList, messageLive, messageRead, messageSave, messageSent,
} from '@brokerage/contract';
import { route } from '../../core/route.js';
import { alert, info, list, markRead } from './message.service.js';
import { countAudience, pushMessage, sentMessages } from './message-push.js';
import { openLive } from './message-live.js';

export const messageRoutes = [
  route(messageAlert, (ctx) => alert(ctx)),
  route(messageList, (ctx, input) => list(ctx, input)),
  route(messageInfo, (ctx, input) => info(ctx, input)),
  route(messageRead, (ctx, input) => markRead(ctx, input)),
  route(messageSave, (ctx, input) => pushMessage(ctx, input)),
  route(messageAudience, (ctx, input) => countAudience(ctx, input)),
  route(messageSent, (ctx, input) => sentMessages(ctx, input)),
  route(messageLive, (ctx, input) => openLive(ctx, input)),
];
