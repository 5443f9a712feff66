import { describe, expect, it } from 'vitest';
import { parseEvents, reconnectDelay } from './liveStream';

describe('parseEvents', () => {
  it('reads complete events with id and name, skips comments, and keeps an unfinished one', () => {
    const { events, rest } = parseEvents('event: ready\ndata: {"last_id":3}\n\n: ping\n\nid: 4\nevent: message\ndata: {"a":1}\n\nid: 5\nevent: mess');
    expect(events).toEqual([
      { event: 'ready', id: null, data: '{"last_id":3}' },
      { event: 'message', id: '4', data: '{"a":1}' },
    ]);
    expect(rest).toBe('id: 5\nevent: mess');
  });

  it('joins data lines and accepts CRLF', () => {
    expect(parseEvents('data: a\r\ndata: b\r\n\r\n').events).toEqual([{ event: 'message', id: null, data: 'a\nb' }]);
  });
});

describe('reconnectDelay', () => {
  it('waits longer after each failure, up to half a minute', () => {
    expect([0, 1, 2, 3, 4, 9].map(reconnectDelay)).toEqual([1000, 2000, 5000, 10000, 30000, 30000]);
  });
});
