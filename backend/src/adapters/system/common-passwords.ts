// The common-password list shipped with the project (common-passwords.txt): passwords of 12 or
// more characters seen in breach corpora and the obvious local ones (the city, the trade). Also
// refused: one character repeated, and the list's words with only digits or symbols added.
import { readFileSync } from 'node:fs';
import type { CommonPasswords } from '../../application/ports/password-hasher.ts';

export class ShippedCommonPasswords implements CommonPasswords {
  private readonly list: ReadonlySet<string>;
  private readonly stems: readonly string[];

  constructor(listText = readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')) {
    const entries = listText
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter((line) => line.length > 0 && !line.startsWith('#'));
    this.list = new Set(entries);
    // The letter stems of the list ("password", "jacksonville"), for "Password2026!!"-style variants.
    this.stems = [
      ...new Set(entries.map((entry) => entry.replace(/[^a-z]+$/, '')).filter((stem) => stem.length >= 6)),
    ];
  }

  isCommon(password: string): boolean {
    const lower = password.toLowerCase();
    if (this.list.has(lower)) return true;
    if (new Set(lower).size <= 2) return true;
    const stem = lower
      .replace(/[^a-z]+$/, '')
      .replace(/0/g, 'o')
      .replace(/@/g, 'a');
    return this.stems.includes(stem);
  }
}
