// The words a customer texts back to stop, restart or ask for help (decision 0140). The spec's
// words come first (STOP, END, CANCEL, UNSUBSCRIBE, QUIT; HELP); the rest are the ones Twilio's
// Advanced Opt-Out handles by default (STOPALL, REVOKE, OPTOUT; START, YES, UNSTOP; INFO), so our
// records never disagree with the provider's block list.
import { policies } from '../business/business-facts.ts';

export const textReplyKeywords = {
  /** Stop whatever follows them: the spec's words and Twilio's. */
  optOut: [...policies.smsOptOutWords, 'STOPALL', 'REVOKE', 'OPTOUT'],
  optIn: ['START', 'UNSTOP', 'YES'],
  help: [policies.smsHelpWord, 'INFO'],
} as const;

/** Opt-out words that open ordinary sentences too ("End of day works"): alone they stop. */
const everydayOptOutWords = new Set(['END', 'CANCEL', 'QUIT']);

/** Phrases a reasonable reader takes as "stop texting me" (the FCC's revocation standard). */
const optOutPhrases = [
  'OPT OUT',
  'REMOVE ME',
  'TAKE ME OFF',
  'DONT TEXT',
  'DO NOT TEXT',
  'NO MORE TEXT',
  'NO MORE MESSAGE',
];

/** Words that add politeness, not meaning: "stop please", "STOP texting me now". */
const fillerWords = new Set([
  'PLEASE',
  'PLS',
  'PLZ',
  'NOW',
  'THANKS',
  'THANK',
  'YOU',
  'THX',
  'TY',
  'ME',
  'IT',
  'ALL',
  'OK',
  'OKAY',
  'TEXTS',
  'TEXTING',
  'MESSAGES',
  'MESSAGING',
  'MSGS',
  'SMS',
]);

export type InboundReplyIntent = 'opt_out' | 'opt_in' | 'help' | 'other';

export interface InboundReplyReading {
  readonly intent: InboundReplyIntent;
  /** The keyword or phrase read, upper case; absent for 'other'. */
  readonly keyword?: string;
  /**
   * The whole body is one keyword, as carriers and Twilio match them: the provider has already
   * acted on it (blocked, unblocked) and answered, when Advanced Opt-Out is on.
   */
  readonly exactKeyword: boolean;
  /** The reply says more than the keyword: it lands in the booking's conversation for staff. */
  readonly forStaff: boolean;
  /** An 'other' reply that uses an opt-out word ("can you cancel my order?"): staff should ask. */
  readonly mentionsOptOut: boolean;
}

/** Upper-case words, punctuation, emoji and apostrophes gone: "Don't text me!!" -> DONT TEXT ME. */
export function replyWords(body: string): string[] {
  return body
    .normalize('NFKC')
    .toUpperCase()
    .replace(/['\u2019`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter((word) => word !== '');
}

const allOptOut = new Set<string>(textReplyKeywords.optOut);
const allOptIn = new Set<string>(textReplyKeywords.optIn);
const allHelp = new Set<string>(textReplyKeywords.help);
const providerKeywords = new Set<string>([...allOptOut, ...allOptIn, ...allHelp]);

/** The opt-out phrase the reply opens with (after any "please"), and whether more follows it. */
function phraseAtStart(words: readonly string[]): { phrase: string; more: boolean } | undefined {
  const start = words.findIndex((word) => !fillerWords.has(word));
  if (start < 0) return undefined;
  const rest = words.slice(start);
  for (const phrase of optOutPhrases) {
    const length = phrase.split(' ').length;
    const opening = rest.slice(0, length).join(' ');
    if (opening === phrase || opening === `${phrase}S`) {
      return { phrase, more: rest.slice(length).some((word) => !fillerWords.has(word)) };
    }
  }
  return undefined;
}

function containsOptOut(words: readonly string[]): boolean {
  const joined = ` ${words.join(' ')} `;
  return (
    words.some((word) => allOptOut.has(word)) || optOutPhrases.some((phrase) => joined.includes(` ${phrase}`))
  );
}

/**
 * What a reply asks for. `optedOut` is the number's state before it: YES restarts texts only
 * for a number that is opted out; to anyone else it is an ordinary answer ("Yes, 2 PM works").
 */
export function readInboundReply(
  body: string,
  { optedOut }: { readonly optedOut: boolean },
): InboundReplyReading {
  const words = replyWords(body);
  const core = words.filter((word) => !fillerWords.has(word));
  const exactKeyword = providerKeywords.has(body.trim().toUpperCase());
  const only = core.length === 1 ? core[0] : core.length === 0 && words.length > 0 ? words[0] : undefined;
  const reading = (intent: InboundReplyIntent, keyword: string, forStaff: boolean): InboundReplyReading => ({
    intent,
    keyword,
    exactKeyword,
    forStaff,
    mentionsOptOut: false,
  });

  if (only !== undefined) {
    if (allOptOut.has(only)) return reading('opt_out', only, false);
    if (allHelp.has(only)) return reading('help', only, false);
    if (allOptIn.has(only) && (only !== 'YES' || optedOut)) return reading('opt_in', only, false);
  }
  const opening = phraseAtStart(words);
  if (opening !== undefined) return reading('opt_out', opening.phrase, opening.more);
  const first = core[0];
  if (first !== undefined && allOptOut.has(first) && !everydayOptOutWords.has(first)) {
    return reading('opt_out', first, true);
  }
  if (first !== undefined && allHelp.has(first)) return reading('help', first, true);
  return { intent: 'other', exactKeyword, forStaff: true, mentionsOptOut: containsOptOut(words) };
}
