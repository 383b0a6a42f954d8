import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { policies } from '../business/business-facts.ts';
import { readInboundReply, replyWords, textReplyKeywords } from './reply-keywords.ts';

const subscribed = { optedOut: false };
const unsubscribed = { optedOut: true };

/** A keyword as people type it: any case, spaces around, punctuation or an emoji after. */
function typed(keyword: string) {
  return fc
    .tuple(
      fc.array(fc.boolean(), { minLength: keyword.length, maxLength: keyword.length }),
      fc.constantFrom('', ' ', '  ', '\n'),
      fc.constantFrom('', '.', '!', '!!', ' 🛑', '?', ' .'),
    )
    .map(([upper, space, end]) => {
      const cased = Array.from(keyword, (letter, index) =>
        upper[index] ? letter : letter.toLowerCase(),
      ).join('');
      return `${space}${cased}${end}${space}`;
    });
}

describe('reading a reply', () => {
  it('stops on each of the spec words, alone, and on Twilio’s own', () => {
    for (const word of [...policies.smsOptOutWords, 'STOPALL', 'REVOKE', 'OPTOUT']) {
      expect(readInboundReply(word, subscribed)).toEqual({
        intent: 'opt_out',
        keyword: word,
        exactKeyword: true,
        forStaff: false,
        mentionsOptOut: false,
      });
    }
  });

  it('reads any keyword whatever its case, spacing or closing punctuation', () => {
    const cases = [
      ...textReplyKeywords.optOut.map((word) => [word, 'opt_out'] as const),
      ...textReplyKeywords.help.map((word) => [word, 'help'] as const),
      ...textReplyKeywords.optIn.map((word) => [word, 'opt_in'] as const),
    ];
    for (const [keyword, intent] of cases) {
      fc.assert(
        fc.property(typed(keyword), (body) => {
          const reading = readInboundReply(body, unsubscribed);
          expect(reading.intent).toBe(intent);
          expect(reading.keyword).toBe(keyword);
          expect(reading.forStaff).toBe(false);
        }),
        { numRuns: 30 },
      );
    }
  });

  it('says when the body is exactly a keyword, as the provider matches it', () => {
    expect(readInboundReply(' stop ', subscribed).exactKeyword).toBe(true);
    expect(readInboundReply('Stop.', subscribed).exactKeyword).toBe(false);
    expect(readInboundReply('stop please', subscribed).exactKeyword).toBe(false);
  });

  it('stops on a keyword with only politeness around it', () => {
    for (const body of [
      'stop please',
      'Please STOP',
      'STOP texting me now',
      'Unsubscribe me',
      'stop all',
      'Cancel please',
    ]) {
      expect(readInboundReply(body, subscribed)).toMatchObject({ intent: 'opt_out', forStaff: false });
    }
  });

  it('stops on the plain phrases a reader takes for "stop texting me"', () => {
    expect(readInboundReply('Opt-out', subscribed)).toMatchObject({ intent: 'opt_out', keyword: 'OPT OUT' });
    expect(readInboundReply("Please don't text me", subscribed)).toMatchObject({
      intent: 'opt_out',
      keyword: 'DONT TEXT',
      forStaff: false,
    });
    expect(readInboundReply('Remove me from this list', subscribed)).toMatchObject({
      intent: 'opt_out',
      keyword: 'REMOVE ME',
      forStaff: true,
    });
    expect(readInboundReply('No more texts', subscribed)).toMatchObject({
      intent: 'opt_out',
      forStaff: false,
    });
  });

  it('stops on STOP or UNSUBSCRIBE opening a longer reply, and passes the rest to staff', () => {
    expect(readInboundReply('Stop sending these, we already have the box', subscribed)).toMatchObject({
      intent: 'opt_out',
      keyword: 'STOP',
      forStaff: true,
    });
  });

  it('does not stop on END, CANCEL or QUIT opening an ordinary sentence, but flags it for staff', () => {
    expect(readInboundReply('Cancel my order please', subscribed)).toEqual({
      intent: 'other',
      exactKeyword: false,
      forStaff: true,
      mentionsOptOut: true,
    });
    expect(readInboundReply('End of day works for us', subscribed)).toMatchObject({
      intent: 'other',
      mentionsOptOut: true,
    });
  });

  it('passes an ordinary reply to staff, flagged only when it uses an opt-out word', () => {
    expect(readInboundReply('Can the driver come after 2?', subscribed)).toEqual({
      intent: 'other',
      exactKeyword: false,
      forStaff: true,
      mentionsOptOut: false,
    });
    expect(readInboundReply('Can the driver stop at the side gate?', subscribed).mentionsOptOut).toBe(true);
  });

  it('answers HELP alone, and HELP opening a question both answers and reaches staff', () => {
    expect(readInboundReply('help', subscribed)).toMatchObject({ intent: 'help', forStaff: false });
    expect(readInboundReply('Info?', subscribed)).toMatchObject({ intent: 'help', keyword: 'INFO' });
    expect(readInboundReply('Help, the box is blocking my car', subscribed)).toMatchObject({
      intent: 'help',
      forStaff: true,
    });
  });

  it('restarts on START or UNSTOP, and on YES only from a number that is opted out', () => {
    expect(readInboundReply('Start', subscribed).intent).toBe('opt_in');
    expect(readInboundReply('unstop', subscribed).intent).toBe('opt_in');
    expect(readInboundReply('Yes', unsubscribed).intent).toBe('opt_in');
    expect(readInboundReply('Yes', subscribed)).toMatchObject({ intent: 'other', forStaff: true });
    expect(readInboundReply('Yes, 2 PM works', unsubscribed).intent).toBe('other');
    expect(readInboundReply('Start time?', subscribed).intent).toBe('other');
  });

  it('treats an empty body (a photo alone) as an ordinary reply', () => {
    expect(readInboundReply('', subscribed)).toMatchObject({ intent: 'other', forStaff: true });
    expect(readInboundReply('😀', subscribed)).toMatchObject({ intent: 'other', forStaff: true });
  });

  it('never reads a reply without an opt-out word or phrase as an opt-out', () => {
    const word = fc.constantFrom(
      'the',
      'box',
      'driver',
      'gate',
      'when',
      'tomorrow',
      'thanks',
      'ok',
      'yes',
      'call',
      'me',
    );
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 8 }), (words) => {
        const reading = readInboundReply(words.join(' '), subscribed);
        expect(reading.intent).not.toBe('opt_out');
        expect(reading.mentionsOptOut).toBe(false);
      }),
    );
  });

  it('reads words without punctuation, apostrophes or emoji', () => {
    expect(replyWords("Don't  text me!! 🙏")).toEqual(['DONT', 'TEXT', 'ME']);
  });
});
