// Reading a Server-Sent Events stream (GET message/live) from fetch: the pure part, tested on its own.

export type StreamEvent = { event: string; id: string | null; data: string };

// The complete events in `buffer` and what is left of it (an event not finished yet). Comments (": ping") and
// blocks without data are skipped.
export function parseEvents(buffer: string): { events: StreamEvent[]; rest: string } {
  const normalized = buffer.replace(/\r\n?/g, '\n');
  const blocks = normalized.split('\n\n');
  const rest = blocks.pop() ?? '';
  const events: StreamEvent[] = [];
  for (const block of blocks) {
    let event = 'message';
    let id: string | null = null;
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (!line || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'id') id = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length) events.push({ event, id, data: data.join('\n') });
  }
  return { events, rest };
}

const BACKOFF_MS = [1_000, 2_000, 5_000, 10_000, 30_000];

// The wait before the n-th reconnection in a row.
export function reconnectDelay(attempt: number): number {
  return BACKOFF_MS[Math.min(attempt, BACKOFF_MS.length - 1)]!;
}
