import { describe, expect, it } from 'vitest';
import { afterSignIn, signInPath } from './admin-paths.ts';

describe('where signing in returns to', () => {
  it('keeps a back office page, its query included', () => {
    expect(signInPath('/admin/day-board?date=2026-03-14')).toBe(
      '/admin/sign-in?next=%2Fadmin%2Fday-board%3Fdate%3D2026-03-14',
    );
    expect(afterSignIn('/admin/day-board?date=2026-03-14')).toBe('/admin/day-board?date=2026-03-14');
    expect(afterSignIn('/admin')).toBe('/admin');
  });

  it('never leaves the back office: another site, a public page or a look-alike path go to the bookings', () => {
    for (const next of [
      'https://evil.example/admin',
      '//evil.example/admin',
      '/book',
      '/administrator',
      null,
    ])
      expect(afterSignIn(next)).toBe('/admin');
    expect(signInPath('https://evil.example/')).toBe('/admin/sign-in');
    expect(signInPath('/admin/sign-in?next=%2Fadmin')).toBe('/admin/sign-in');
  });
});
