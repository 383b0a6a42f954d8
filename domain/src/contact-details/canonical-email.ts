// One form of an e-mail address for everything that compares addresses (decision 0132): the
// sign-in limiter's key, the staff user look-up, the unique index and the customer look-up. It
// is computed here, once, and stored in its own column; the database compares it byte for byte
// and never lower-cases it itself, because SQL's lower() depends on the database's collation and
// ctype (the C locale leaves 'İ' alone, glibc makes it 'i') while JavaScript makes it 'i̇' (two
// code points): two rules for one address gave each 'i' two sign-in limits.
//
// The form: trimmed; NFKC, so compatibility variants fold ('ａ' fullwidth, 'K' the Kelvin sign,
// 'ﬁ'); then upper case and lower case in turn (JavaScript's, which depend on no locale), so two
// spellings either casing makes equal become one ('ı' and 'i', 'ß' and 'ss', 'ſ' and 's'); then
// the two results that still depend on context become one letter: 'i̇' (the lower case of 'İ')
// is 'i', and final 'ς' is 'σ'. The result is a fixed point of every lower-casing a database
// might apply (tested), so two different canonical forms never become one anywhere.

function foldOnce(text: string): string {
  return text
    .normalize('NFKC')
    .toUpperCase()
    .toLowerCase()
    .replace(/i\u0307/g, 'i')
    .replace(/\u03c2/g, '\u03c3')
    .normalize('NFKC');
}

/** A bound for the repeat below; folding settles in two rounds for every input tested. */
const mostFoldRounds = 4;

/**
 * The canonical form of an e-mail address as typed (any text: a sign-in form may send anything).
 * Idempotent: the canonical form of a canonical form is itself.
 */
export function canonicalEmail(typed: string): string {
  // A fold can uncover another (NFKC composes anew after a change of case): repeat until stable.
  let canonical = typed.trim();
  for (let round = 0; round < mostFoldRounds; round++) {
    const folded = foldOnce(canonical).trim();
    if (folded === canonical) break;
    canonical = folded;
  }
  return canonical;
}
