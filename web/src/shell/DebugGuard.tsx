import { useEffect } from 'react';

// Spec §2/§9 anti-debug guard: a 1 s timer; a tick more than 100 ms late means execution was paused (a
// debugger breakpoint), so the page is replaced by a blank one. Browsers throttle timers of hidden tabs,
// so those ticks are skipped and the clock re-baselined when the tab shows again.
const TICK_MS = 1000;
const LATE_MS = 100;
export const BLANK_PAGE = 'about:blank';

export function isPaused(now: number, last: number): boolean {
  return now - last - TICK_MS > LATE_MS;
}

export function DebugGuard() {
  useEffect(() => {
    let last = performance.now();
    const tick = () => {
      const now = performance.now();
      if (!document.hidden && isPaused(now, last)) window.location.href = BLANK_PAGE;
      last = now;
    };
    const rebaseline = () => {
      last = performance.now();
    };
    const timer = window.setInterval(tick, TICK_MS);
    document.addEventListener('visibilitychange', rebaseline);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', rebaseline);
    };
  }, []);
  return null;
}
