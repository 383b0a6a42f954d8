// An e-mail's body as a few kinds of block, rendered twice from the one description: an HTML part
// (inline styles, no images, no remote anything) and a plain-text part, so the two never say
// different things. Every text is escaped here, once: a template never writes markup itself, so
// a visitor's `<img src=x onerror=alert(1)>` arrives as those characters (docs/decisions/0071).

export type MailBlock =
  | { readonly kind: 'heading'; readonly text: string }
  | { readonly kind: 'paragraph'; readonly text: string }
  /** Label and value pairs: a booking's fields, scannable on a phone. */
  | { readonly kind: 'facts'; readonly rows: readonly (readonly [string, string])[] }
  | { readonly kind: 'list'; readonly items: readonly string[] }
  /** A visitor's own words, shown as they typed them, line breaks kept. */
  | { readonly kind: 'quote'; readonly label: string; readonly text: string }
  | { readonly kind: 'link'; readonly label: string; readonly url: string };

export interface MailDocument {
  /** The first line a mail app shows in the list, and the page's heading. */
  readonly title: string;
  readonly blocks: readonly MailBlock[];
  /** The sign-off: the business's name, phone, e-mail and hours. */
  readonly footer: readonly string[];
}

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text as HTML text or attribute value: the five characters with a meaning become entities. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character);
}

/** A value in its own direction run (<bdi>), so a right-to-left override in it flips nothing else. */
const isolated = (text: string) => `<bdi>${escapeHtml(text)}</bdi>`;

const ink = '#1f2933';
const muted = '#52606d';
const font = `font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;`;

function blockHtml(block: MailBlock): string {
  switch (block.kind) {
    case 'heading':
      return `<h2 style="${font}font-size:18px;margin:24px 0 8px;color:${ink};">${escapeHtml(block.text)}</h2>`;
    case 'paragraph':
      return `<p style="${font}font-size:16px;line-height:1.5;margin:0 0 12px;color:${ink};">${isolated(block.text)}</p>`;
    case 'facts':
      return `<table role="presentation" style="border-collapse:collapse;width:100%;margin:0 0 12px;">${block.rows
        .map(
          ([label, value]) =>
            `<tr><th scope="row" style="${font}font-size:15px;text-align:left;vertical-align:top;padding:4px 12px 4px 0;color:${muted};font-weight:normal;white-space:nowrap;">${escapeHtml(label)}</th>` +
            `<td style="${font}font-size:15px;padding:4px 0;color:${ink};white-space:pre-wrap;word-break:break-word;">${isolated(value)}</td></tr>`,
        )
        .join('')}</table>`;
    case 'list':
      return `<ul style="${font}font-size:16px;line-height:1.5;margin:0 0 12px;padding-left:20px;color:${ink};">${block.items
        .map((item) => `<li>${escapeHtml(item)}</li>`)
        .join('')}</ul>`;
    case 'quote':
      return (
        `<p style="${font}font-size:15px;margin:0 0 4px;color:${muted};">${escapeHtml(block.label)}</p>` +
        `<blockquote style="${font}font-size:16px;line-height:1.5;margin:0 0 12px;padding:8px 12px;border-left:4px solid #9aa5b1;color:${ink};white-space:pre-wrap;word-break:break-word;">${isolated(block.text)}</blockquote>`
      );
    case 'link':
      return `<p style="${font}font-size:16px;margin:16px 0;"><a href="${escapeHtml(block.url)}" style="color:#0b5cad;font-weight:bold;">${escapeHtml(block.label)}</a></p>`;
  }
}

export function renderHtml(document: MailDocument): string {
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    `<title>${escapeHtml(document.title)}</title></head>`,
    '<body style="margin:0;padding:0;background:#ffffff;">',
    '<div style="max-width:600px;margin:0 auto;padding:16px;">',
    `<h1 style="${font}font-size:22px;line-height:1.3;margin:0 0 16px;color:${ink};">${escapeHtml(document.title)}</h1>`,
    ...document.blocks.map(blockHtml),
    `<hr style="border:none;border-top:1px solid #cbd2d9;margin:24px 0 12px;">`,
    ...document.footer.map(
      (line) =>
        `<p style="${font}font-size:14px;line-height:1.4;margin:0 0 4px;color:${muted};">${escapeHtml(line)}</p>`,
    ),
    '</div></body></html>',
  ].join('\n');
}

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case 'heading':
      return `${block.text.toUpperCase()}\n`;
    case 'paragraph':
      return `${block.text}\n`;
    case 'facts':
      return `${block.rows.map(([label, value]) => `${label}: ${value}`).join('\n')}\n`;
    case 'list':
      return `${block.items.map((item) => `- ${item}`).join('\n')}\n`;
    case 'quote':
      return `${block.label}\n\n${block.text}\n`;
    case 'link':
      return `${block.label}: ${block.url}\n`;
  }
}

export function renderText(document: MailDocument): string {
  return `${[document.title, '', ...document.blocks.map(blockText), '--', ...document.footer].join('\n')}\n`;
}
