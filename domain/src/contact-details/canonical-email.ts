// One form of an e-mail address for everything that compares addresses (decision 0132): the
// sign-in limiter's key, the staff user look-up, the unique index and the customer look-up. It
// is computed here, once, and stored in its own column; the database compares it byte for byte
// and never lower-cases it itself, because SQL's lower() depends on the database's collation and
// ctype (the C locale leaves 'İ' alone, glibc makes it 'i') while JavaScript makes it 'i̇' (two
// code points): two rules for one address gave each 'i' two sign-in limits.
//
// The form: trimmed; NFKC, so compatibility variants fold ('ａ' fullwidth, 'K' the Kelvin sign,
// 'ﬁ'); JavaScript's locale-independent lower case; then the variants lower-casing leaves apart
// although upper case would join them: 'i̇' (the lower case of 'İ') and 'ı' (dotless) become 'i',
// final 'ς' becomes 'σ'. The result is a fixed point of every lower-casing a database might apply
// (tested), so two different canonical forms never become one anywhere.

/** Applied after lower-casing: each variant that upper case would join with another letter. */
const foldedVariants: readonly (readonly [RegExp, string])[] = [
  [/i\u0307/g, 'i'],
  [/\u0131/g, 'i'],
  [/\u03c2/g, '\u03c3'],
];

function foldOnce(text: string): string {
  let folded = text.normalize('NFKC').toLowerCase();
  for (const [variant, replacement] of foldedVariants) folded = folded.replace(variant, replacement);
  return folded.normalize('NFKC');
}

/**
 * The canonical form of an e-mail address as typed (any text: a sign-in form may send anything).
 * Idempotent: the canonical form of a canonical form is itself.
 */
export function canonicalEmail(typed: string): string {
  let canonical = foldOnce(typed.trim());
  // Folding can uncover another fold (NFKC after lower-casing composes anew): repeat until
  // nothing changes; two rounds settle every input the tests know, the bound is a safeguard.
  for (let round = 0; round < 4; round++) {
    const again = foldOnce(canonical);
    if (again === canonical) break;
    canonical = again;
  }
  return canonical.trim();
}
