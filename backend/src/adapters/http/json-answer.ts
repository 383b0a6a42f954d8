// Every JSON answer of the API goes out here: the same status, headers and body Express's
// res.json() sends for these bodies (no JSON settings are changed in create-app.ts), written
// directly. res.json() looks its settings up, re-parses the Content-Type it just set to add the
// charset and checks freshness on every call, which showed in the CPU profile of
// POST /api/bookings under load (docs/performance.md).
import type { Response } from 'express';

export function sendJson(res: Response, status: number, body: unknown): void {
  const json = JSON.stringify(body) ?? '';
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(json));
  res.end(json);
}
