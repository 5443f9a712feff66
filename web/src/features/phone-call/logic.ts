import type { PhoneCallState } from '@brokerage/contract';

// Tag colours of the call states.
export const CALL_STATE_COLORS: Record<PhoneCallState, string> = { calling: 'processing', answered: 'success', missed: 'warning', failed: 'error' };

// "1:05" for 65 seconds; "0:00" for none.
export function talkTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
