// In-app paths the router, the guard and the API client agree on.

export const LOGIN_PATH = '/login';
export const HOME_PATH = '/';
// The dashboard: where / leads, the pinned tab and the first breadcrumb item.
export const INDEX_PATH = '/index';
export const AUTH_REDIRECT_PATH = '/auth-redirect';
export const NOT_FOUND_PATH = '/404';
export const UNAUTHORIZED_PATH = '/401';
export const GUIDE_PATH = '/guide/index';
export const PROFILE_PATH = '/profile/index';
export const NEWS_CENTER_PATH = '/news/center';
// Building management (spec §2: available to everyone); the building comes in the query, ?building_id=12.
export const REAL_ESTATE_BUILDING_PATH = '/operater/real-estate-building';
// Navigating to /redirect/<path> re-mounts <path>'s page (a tab refresh) and then shows it again.
export const REDIRECT_PREFIX = '/redirect';
// Where a caller who must first set this month's target is sent (error handling 'target').
export const TARGET_PATH = '/statistics/target-management';
// The community dictionary's menu path, for the building screen's link back to it.
export const REAL_ESTATE_DICTIONARY_PATH = '/operate/real-estate-dictionary';
// The house list's menu path, and the house detail page (everyone who may list houses; the house in the query, ?id=12).
export const HOUSE_LIST_PATH = '/house/new-sell';
export const HOUSE_DETAIL_PATH = '/house/detail';
// The house comparison (spec §2; not in the menu tree): the houses in the query, ?ids=1,2,3.
export const COMPARE_HOUSE_PATH = '/comparehouse/comparehouse';
// A customer's detail (everyone who may list customers; the customer in the query, ?id=12).
export const CUSTOMER_DETAIL_PATH = '/customer/detail';

export function loginPath(redirect?: string): string {
  if (!redirect || redirect.startsWith(LOGIN_PATH)) return LOGIN_PATH;
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(redirect)}`;
}

export function redirectPath(path: string): string {
  return `${REDIRECT_PREFIX}${path.startsWith('/') ? path : `/${path}`}`;
}

// Only in-app absolute paths are followed after login; anything else (or a loop back to login) goes home.
export function safeRedirect(redirect: string | null): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith(LOGIN_PATH)) {
    return HOME_PATH;
  }
  return redirect;
}

// Menu paths that are web addresses open in a new browser tab instead of routing.
export function isExternal(path: string): boolean {
  return /^(https?:|mailto:|tel:)/.test(path);
}
