import { getToken } from '../lib/storage';
import { ERROR_LOG } from './settings';

// The call that takes a report (contract: frontendErrorReport, checked by error-report.test.ts). Sent with fetch: the
// API client would bring axios and zod into the login page's download.
export const ERROR_REPORT_PATH = 'api/v1/log/frontend';
// Reports this page sends in a minute at most; the server allows a client a few more.
export const REPORTS_PER_MINUTE = 5;
// The contract's caps (FRONTEND_ERROR_LIMITS), kept here for the same reason; the test checks they agree.
export const REPORT_CAPS = { message: 500, stack: 4_000, page: 300, release: 64, agent: 300 } as const;

export type ErrorReport = { message: string; stack: string; page: string; release: string; agent: string };

// Whether a build of this mode reports its errors (ERROR_LOG names one mode or several).
export function errorLogWanted(mode: string, setting: string | readonly string[] = ERROR_LOG): boolean {
  return typeof setting === 'string' ? setting === mode : setting.includes(mode);
}

// What a thrown value or a rejection reason says, capped to the fields' limits; null for nothing worth a report.
export function reportOf(reason: unknown, fallback: string, where: { page: string; release: string; agent: string }): ErrorReport | null {
  const error = reason instanceof Error ? reason : null;
  const message = (error ? `${error.name}: ${error.message}` : reason === undefined || reason === null ? fallback : String(reason)).trim();
  if (!message) return null;
  return {
    message: message.slice(0, REPORT_CAPS.message),
    stack: (error?.stack ?? '').slice(0, REPORT_CAPS.stack),
    page: where.page.slice(0, REPORT_CAPS.page),
    release: where.release.slice(0, REPORT_CAPS.release),
    agent: where.agent.slice(0, REPORT_CAPS.agent),
  };
}

// Lets a report through once per message and page, at most `perMinute` in any minute: an error in a render loop
// or a timer would otherwise send the same report many times a second.
export class ReportGate {
  private readonly seen = new Set<string>();
  private sent: number[] = [];

  constructor(private readonly perMinute = REPORTS_PER_MINUTE) {}

  pass(report: ErrorReport, nowMs: number): boolean {
    const key = `${report.message}\n${report.page}`;
    if (this.seen.has(key)) return false;
    this.sent = this.sent.filter((at) => nowMs - at < 60_000);
    if (this.sent.length >= this.perMinute) return false;
    this.seen.add(key);
    this.sent.push(nowMs);
    return true;
  }
}

// The build's id: the hashed name of the script this module was bundled into.
function releaseOf(url: string): string {
  return url.split('?')[0]?.split('/').pop() ?? '';
}

// Reports uncaught errors and unhandled rejections of this page to the server, with the session's token when there
// is one. React 19 hands render errors no boundary caught to the window's error event, so they are reported too.
export function installErrorReporter(): void {
  const gate = new ReportGate();
  const release = releaseOf(import.meta.url);
  const send = (reason: unknown, fallback: string) => {
    const report = reportOf(reason, fallback, { page: window.location.hash || '#/', release, agent: navigator.userAgent });
    if (!report || !gate.pass(report, Date.now())) return;
    const token = getToken();
    // A report that cannot be sent is dropped: reporting it would loop.
    void fetch(ERROR_REPORT_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(report),
      keepalive: true,
    }).catch(() => undefined);
  };
  window.addEventListener('error', (event) => send(event.error, event.message));
  window.addEventListener('unhandledrejection', (event) => send(event.reason, 'Unhandled rejection'));
}
