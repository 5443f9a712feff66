// In-app paths the router, the guard and the API client agree on.

export const LOGIN_PATH = '/login';
export const HOME_PATH = '/';
// Where a caller who must first set this month's target is sent (error handling 'target').
export const TARGET_PATH = '/statistics/target-management';

export function loginPath(redirect?: string): string {
  if (!redirect || redirect.startsWith(LOGIN_PATH)) return LOGIN_PATH;
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(redirect)}`;
}

// Only in-app absolute paths are followed after login; anything else (or a loop back to login) goes home.
export function safeRedirect(redirect: string | null): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith(LOGIN_PATH)) {
    return HOME_PATH;
  }
  return redirect;
}
