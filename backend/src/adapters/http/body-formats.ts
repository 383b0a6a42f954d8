// The request body formats a route may accept (middleware/request-body.ts reads the bytes, checks
// the limits and the UTF-8, then hands the text to one of these). A format turns text into the
// plain value the route validates, or throws when the text is not of that format.
import { errorMessages } from './api-error.ts';
import { ownProperty } from './own-property.ts';

export interface BodyFormat {
  /** Whether a media type (lower case, without parameters) is this format. */
  accepts(mediaType: string): boolean;
  /** How to send it, for the 415's message: "Send the request body as <description>." */
  readonly description: string;
  /** The parsed value of the text; throws when the text is not of this format. */
  parse(text: string): unknown;
  /** The 400's message when parse throws. */
  readonly malformedMessage: string;
}

/** application/json and the structured `+json` types. An empty body is an empty object. */
export const jsonBody: BodyFormat = {
  accepts: (mediaType) => mediaType === 'application/json' || /^application\/[\w.-]+\+json$/.test(mediaType),
  description: 'JSON (Content-Type: application/json)',
  // V8's JSON.parse does not recurse, so depth cannot break it; the depth is checked after.
  parse: (text) => (text === '' ? {} : JSON.parse(text)),
  malformedMessage: errorMessages.malformed_json,
};

/** `+` is a space and %XX a byte of UTF-8; a stray `%` or a byte sequence that is not UTF-8 throws. */
const formText = (encoded: string) => decodeURIComponent(encoded.replaceAll('+', ' '));

/**
 * application/x-www-form-urlencoded, what an HTML form posts: one string per field name (the last
 * one when a name repeats), nothing nested. Stricter than URLSearchParams, which would turn a
 * malformed escape into U+FFFD instead of refusing it.
 */
export const formBody: BodyFormat = {
  accepts: (mediaType) => mediaType === 'application/x-www-form-urlencoded',
  description: 'a form (Content-Type: application/x-www-form-urlencoded)',
  parse(text) {
    const fields: Record<string, unknown> = {};
    for (const pair of text.split('&')) {
      if (pair === '') continue;
      const equals = pair.indexOf('=');
      const name = formText(equals === -1 ? pair : pair.slice(0, equals));
      ownProperty(fields, name, equals === -1 ? '' : formText(pair.slice(equals + 1)));
    }
    return fields;
  },
  malformedMessage: 'The request body is not a valid form.',
};
