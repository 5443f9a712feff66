// Requests the person is waiting for (not background polling); the loading overlay shows while any are.
// Kept apart from the API client so the overlay (on every page, the login page too) does not pull the
// client, its HTTP library and the contract's schemas into the first download.
let pending = 0;
const pendingListeners = new Set<(count: number) => void>();

export function subscribePending(listener: (count: number) => void): () => void {
  pendingListeners.add(listener);
  listener(pending);
  return () => pendingListeners.delete(listener);
}

export function changePending(delta: number): void {
  pending += delta;
  for (const listener of pendingListeners) listener(pending);
}
