import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { testApp } from '../../test-support/test-app.ts';
import { adminShellIfBuilt } from './admin-shell.ts';

describe('the back office app shell', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'admin-shell-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('is absent until the client build holds admin/index.html', () => {
    expect(adminShellIfBuilt(root)).toBeUndefined();
  });

  it('answers /admin and every /admin/* path with the shell, no-store and noindex, and leaves the API alone', async () => {
    mkdirSync(path.join(root, 'admin'));
    writeFileSync(path.join(root, 'admin', 'index.html'), '<!doctype html><title>Back office</title>');
    const shell = adminShellIfBuilt(root);
    if (!shell) throw new Error('no shell');
    const { app } = testApp({ adminShell: shell });
    for (const url of ['/admin', '/admin/bookings/123', '/admin/day-board?date=2026-11-24']) {
      const res = await request(app).get(url);
      expect(res.status, url).toBe(200);
      expect(res.text).toContain('<title>Back office</title>');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    }
    expect((await request(app).get('/api/admin/bookings')).status).toBe(401);
    expect((await request(app).get('/administrator')).status).toBe(404);
  });
});
