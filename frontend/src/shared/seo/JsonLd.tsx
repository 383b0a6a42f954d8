/**
 * A structured-data block. JSON-LD is data, not script, so a strict CSP that forbids inline
 * scripts still allows it; '<' is escaped so no text in the data can close the element.
 */
export function JsonLd({ data }: { data: object }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  // biome-ignore lint/security/noDangerouslySetInnerHtml: serialised JSON with '<' escaped
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
