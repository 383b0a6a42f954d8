import { describe, expect, it } from 'vitest';
import { headerText } from './header-text.ts';
import { escapeHtml } from './mail-document.ts';

describe('headerText', () => {
  it('turns line breaks and other control characters into one space', () => {
    expect(headerText('Ann\r\nBcc: x@example.net\n\tY')).toBe('Ann Bcc: x@example.net Y');
    expect(headerText('a\u0000b\u0085c\u2028d')).toBe('a b c d');
  });

  it('drops direction overrides, so a subject cannot reorder itself', () => {
    expect(headerText('Invoice \u202Efdp.exe')).toBe('Invoice fdp.exe');
  });

  it('keeps a long value to its limit', () => {
    expect(headerText('x'.repeat(500))).toHaveLength(200);
  });
});

describe('escapeHtml', () => {
  it('escapes the five characters with a meaning in HTML', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});
