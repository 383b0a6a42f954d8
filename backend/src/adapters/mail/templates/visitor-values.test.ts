// Any text a visitor can send, in every field a contact notice shows: the HTML part holds it only
// escaped, the text part holds it exactly, and no header value carries a line break.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ContactRequestRecord } from '../../../application/contact-request.ts';
import { renderMessage } from './render-message.ts';

const settings = { businessEmail: 'office@coastalhaul.example', siteUrl: 'https://coastalhaul.example' };

const fromHtml = (html: string) =>
  html
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');

const request = (name: string, message: string): ContactRequestRecord => ({
  id: '00000000-0000-4000-8000-000000000001',
  name,
  phone: '904-555-0199',
  email: 'sam@example.com',
  service: 'other',
  message,
  smsOptIn: false,
  isContacted: false,
  createdAt: new Date('2026-11-22T14:00:00Z'),
});

describe('visitor values in a rendered message', () => {
  it('are escaped in the HTML, exact in the text, and never break a header', () => {
    const text = fc.string({
      unit: fc.constantFrom('<', '>', '&', '"', "'", '\r', '\n', '\u202E', 'a', ' ', 'é', '😀'),
      maxLength: 60,
    });
    fc.assert(
      fc.property(
        text.filter((name) => name.trim() !== ''),
        text.filter((message) => message !== ''),
        (name, message) => {
          const mail = renderMessage({ kind: 'contact-notice', request: request(name, message) }, settings);

          const cells = [...mail.html.matchAll(/<bdi>([\s\S]*?)<\/bdi>/g)].map((match) => match[1] ?? '');
          for (const cell of cells) expect(cell).not.toMatch(/[<>"']/);
          expect(cells.map(fromHtml)).toContain(name);
          expect(cells.map(fromHtml)).toContain(message);
          expect(mail.text).toContain(`Name: ${name}\n`);
          expect(mail.text).toContain(`\n${message}\n`);
          expect(mail.subject).not.toMatch(/[\r\n]/);
          expect(mail.replyTo?.name).not.toMatch(/[\r\n]/);
        },
      ),
      { numRuns: 300 },
    );
  });
});
