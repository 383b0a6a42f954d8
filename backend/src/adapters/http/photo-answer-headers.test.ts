import { describe, expect, it } from 'vitest';
import { photoAnswerHeaders } from './photo-answer-headers.ts';

describe('photoAnswerHeaders', () => {
  it('serves a stored JPEG inline, privately and briefly cached, never sniffed', () => {
    expect(photoAnswerHeaders({ contentType: 'image/jpeg', contentLength: 312_345 })).toEqual({
      'Content-Type': 'image/jpeg',
      'Content-Length': '312345',
      'Content-Disposition': 'inline',
      'Cache-Control': 'private, max-age=300',
      Vary: 'Cookie, Authorization',
      'X-Content-Type-Options': 'nosniff',
      'Cross-Origin-Resource-Policy': 'same-origin',
      'Referrer-Policy': 'no-referrer',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    });
  });

  it('never lets a stored type that is not an image be rendered', () => {
    for (const contentType of ['text/html', 'image/svg+xml', 'application/octet-stream', '']) {
      const headers = photoAnswerHeaders({ contentType, contentLength: 10 });
      expect(headers['Content-Type']).toBe('application/octet-stream');
      expect(headers['Content-Disposition']).toBe('attachment');
    }
  });
});
