import { describe, expect, it } from 'vitest';
import { isExternal, loginPath, redirectPath, safeRedirect } from './paths';

describe('paths', () => {
  it('keeps the intended path in the login redirect, but never loops back to login', () => {
    expect(loginPath('/news/center?x=1')).toBe('/login?redirect=%2Fnews%2Fcenter%3Fx%3D1');
    expect(loginPath('/login?redirect=%2F')).toBe('/login');
  });

  it('follows only in-app paths after login', () => {
    expect(safeRedirect('/profile/index')).toBe('/profile/index');
    expect(safeRedirect('//evil.example')).toBe('/');
    expect(safeRedirect('https://evil.example')).toBe('/');
    expect(safeRedirect(null)).toBe('/');
  });

  it('builds the tab refresh path', () => {
    expect(redirectPath('/news/center')).toBe('/redirect/news/center');
  });

  it('tells external menu links', () => {
    expect(isExternal('https://example.com')).toBe(true);
    expect(isExternal('/news')).toBe(false);
  });
});
