// Picks which precompressed copy to send from a request's Accept-Encoding (RFC 9110 §12.5.3).
// Ours, not `req.acceptsEncodings`: that breaks ties by the client's order, and browsers list
// gzip before br, so it would send gzip where brotli is smaller.

export type ContentCoding = 'br' | 'gzip' | 'identity';

function qualities(header: string): Map<string, number> {
  const result = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    result.set(name.trim(), Number.isFinite(q) ? q : 0);
  }
  return result;
}

/** The best coding among those available: br, then gzip, then the file as is. */
export function chooseEncoding(
  header: string | undefined,
  available: ReadonlySet<ContentCoding>,
): ContentCoding {
  if (!header) return 'identity';
  const q = qualities(header);
  const accepts = (coding: ContentCoding) => (q.get(coding) ?? q.get('*') ?? 0) > 0;
  if (available.has('br') && accepts('br')) return 'br';
  if (available.has('gzip') && accepts('gzip')) return 'gzip';
  return 'identity';
}
