import type { MessageInstance } from 'antd/es/message/interface';

// The API client lives outside React, yet must show messages and change route. The app registers
// its context-aware message API and its router here; until the router is there, goTo sets the hash.

// antd's message code loads with the first message (app/MessageBridge.tsx), not with the login page:
// messages wait here until it is mounted. `wanted` asks the app to mount it (app/providers.tsx).
let messageApi: MessageInstance | null = null;
let waiting: ((api: MessageInstance) => void)[] = [];
let wanted: (() => void) | null = null;
// `state` travels with the navigation (history state), e.g. the page a signed-out person was on.
type Navigate = (to: string, state?: unknown) => void;
let navigator: Navigate | null = null;

export function setMessageApi(api: MessageInstance | null): void {
  messageApi = api;
  if (!api) return;
  const shown = waiting;
  waiting = [];
  for (const show of shown) show(api);
}

// Called by the app with what mounts the message API; it is called at once when messages already wait.
export function onMessagesWanted(mount: (() => void) | null): void {
  wanted = mount;
  if (mount && waiting.length > 0) mount();
}

// The signed-in area mounts the message API straight away: nearly every screen there shows messages.
export function wantMessages(): void {
  wanted?.();
}

function withMessages(show: (api: MessageInstance) => void): void {
  if (messageApi) {
    show(messageApi);
    return;
  }
  waiting.push(show);
  wanted?.();
}

export function setNavigator(navigate: Navigate | null): void {
  navigator = navigate;
}

// One message per key at a time (by default its text), so a burst of failing requests shows a single message.
export function showError(content: string, seconds: number, key?: string): void {
  withMessages((api) => void api.error({ content, duration: seconds, key: key ?? content }));
}

export function showSuccess(content: string, seconds = 3): void {
  withMessages((api) => void api.success({ content, duration: seconds }));
}

export function showInfo(content: string, seconds = 3): void {
  withMessages((api) => void api.info({ content, duration: seconds }));
}

export function showWarning(content: string, seconds = 5): void {
  withMessages((api) => void api.warning({ content, duration: seconds }));
}

export function goTo(to: string, state?: unknown): void {
  if (navigator) navigator(to, state);
  else window.location.hash = `#${to}`;
}

// The in-app path (with query) the hash router is showing.
export function currentPath(): string {
  return window.location.hash.replace(/^#/, '') || '/';
}
