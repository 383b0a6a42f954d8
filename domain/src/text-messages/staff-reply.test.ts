import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  staffReplyMaxLength,
  staffReplyMessages,
  staffReplyPreview,
  staffReplyText,
  staffTextReplySchema,
} from './staff-reply.ts';

/** Every message about the body, or undefined when the reply is accepted. */
function bodyIssues(body: unknown): string[] | undefined {
  const result = v.safeParse(staffTextReplySchema, { body });
  if (result.success) return undefined;
  return result.issues.filter((issue) => v.getDotPath(issue) === 'body').map((issue) => issue.message);
}

describe("a staff member's reply", () => {
  it('goes out after the business name, trimmed, with typographic punctuation made plain', () => {
    expect(staffReplyText('  It’s set for 2 PM — see you then  ')).toBe(
      "Coastal Haul: It's set for 2 PM - see you then",
    );
  });

  it('is accepted trimmed', () => {
    expect(v.parse(staffTextReplySchema, { body: '  See you at 2  ' })).toEqual({ body: 'See you at 2' });
  });

  it('is refused empty, too long, with control characters, or longer than 4 texts, with a message', () => {
    expect(bodyIssues('   ')).toEqual([staffReplyMessages.empty]);
    expect(bodyIssues(42)).toEqual([staffReplyMessages.empty]);
    expect(bodyIssues('a'.repeat(staffReplyMaxLength + 1))).toEqual([staffReplyMessages.tooLong]);
    expect(bodyIssues('gate\u0007code')).toEqual([staffReplyMessages.controlCharacter]);
    // 300 emoji-laden characters: UCS-2, 67 units a part, far more than 4 parts.
    expect(bodyIssues('👍'.repeat(150))).toEqual([staffReplyMessages.tooManySegments]);
    expect(bodyIssues('Line one\nLine two')).toBeUndefined();
  });

  it('accepts up to 4 GSM-7 texts', () => {
    const prefix = 'Coastal Haul: '.length;
    expect(bodyIssues('a'.repeat(4 * 153 - prefix))).toBeUndefined();
    expect(bodyIssues('a'.repeat(4 * 153 - prefix + 1))).toEqual([staffReplyMessages.tooManySegments]);
  });

  it('previews its cost: no warning for one plain text, a count past one, the character that forces UCS-2', () => {
    expect(staffReplyPreview('See you at 2').warning).toBeNull();
    expect(staffReplyPreview('a'.repeat(200)).warning).toBe('This reply will be sent as 2 texts.');
    const emoji = staffReplyPreview('Thanks 👍');
    expect(emoji.segments).toMatchObject({ encoding: 'UCS-2', segments: 1 });
    expect(emoji.warning).toBe(
      '"👍" makes each text hold 70 characters instead of 160; leave it out to send more per text.',
    );
    expect(staffReplyPreview('a'.repeat(400)).warning).toBe(
      'This reply will be sent as 3 texts. Consider a shorter reply or a call.',
    );
  });
});
