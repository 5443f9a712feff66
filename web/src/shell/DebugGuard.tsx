import { useEffect } from 'react';

// Spec §2/§9 anti-debug guard: every 1 s the page runs a `debugger` statement and times it. The statement stops
// the page only while developer tools are open, so a stop of more than 100 ms there means someone is debugging, and
// the page is replaced by a blank one. Timing the statement itself, not the timer, keeps a busy page (a long render,
// an export) or a throttled background tab from ever tripping it; open developer tools stop every tick, so two in a
// row are asked for, which a machine too busy to run the page for a moment never gives.
const TICK_MS = 1000;
const LATE_MS = 100;
const STOPS = 2;
export const BLANK_PAGE = 'about:blank';

export function isPaused(before: number, after: number): boolean {
  return after - before > LATE_MS;
}

export function DebugGuard() {
  useEffect(() => {
    let stops = 0;
    const timer = window.setInterval(() => {
      const before = performance.now();
      // eslint-disable-next-line no-debugger -- the guard's probe: it stops only when developer tools are open
      debugger;
      stops = isPaused(before, performance.now()) ? stops + 1 : 0;
      if (stops >= STOPS) window.location.href = BLANK_PAGE;
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return null;
}
