// Migration 0009's frozen copy of the domain's canonicalEmail (domain/src/contact-details/,
// decision 0132): a migration is history and imports no live code (decision 0116), so the rule
// it filled `users.email_canonical` with is kept here as it was. canonical-email-0009.test.ts
// checks the copy and the domain still agree; a changed rule is a new migration that refills the
// column, never an edit of this file.

function foldOnce(text: string): string {
  return text
    .normalize('NFKC')
    .toUpperCase()
    .toLowerCase()
    .replace(/i\u0307/g, 'i')
    .replace(/\u03c2/g, '\u03c3')
    .normalize('NFKC');
}

export function canonicalEmail0009(typed: string): string {
  let canonical = typed.trim();
  for (let round = 0; round < 4; round++) {
    const folded = foldOnce(canonical).trim();
    if (folded === canonical) break;
    canonical = folded;
  }
  return canonical;
}
