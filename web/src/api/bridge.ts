import { message } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';

// The API client lives outside React, yet must show messages and change route. The app registers
// its context-aware message API and its router here; until then the static fallbacks are used.

let messageApi: MessageInstance | null = null;
// `state` travels with the navigation (history state), e.g. the page a signed-out person was on.
type Navigate = (to: string, state?: unknown) => void;
let navigator: Navigate | null = null;

export function setMessageApi(api: MessageInstance | null): void {
  messageApi = api;
}

export function setNavigator(navigate: Navigate | null): void {
  navigator = navigate;
}

// One message per key at a time, so a burst of failing requests shows a single message.
export function showError(content: string, seconds: number, key?: string): void {
  (messageApi ?? message).error({ content, duration: seconds, key });
}

export function showSuccess(content: string, seconds = 3): void {
  (messageApi ?? message).success({ content, duration: seconds });
}

export function showInfo(content: string, seconds = 3): void {
  (messageApi ?? message).info({ content, duration: seconds });
}

export function goTo(to: string, state?: unknown): void {
  if (navigator) navigator(to, state);
  else window.location.hash = `#${to}`;
}

// The in-app path (with query) the hash router is showing.
export function currentPath(): string {
  return window.location.hash.replace(/^#/, '') || '/';
}
