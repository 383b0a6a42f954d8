// Twilio's refusals read into the port's failures (docs/decisions/0153). Twilio answers an error
// with its JSON `{ code, message, more_info, status }`; the code says what the HTTP status alone
// cannot: 21610 is a recipient who texted STOP (never retry: the carrier and Twilio block it
// until they text START), 21211 a 'To' that is no phone number, 21614 a number that is not a
// mobile, 21268 a premium-rate number (never retry those either). A 429 (20429) is retried, not
// before its Retry-After; a 5xx or no answer at all is retried with backoff. A 401 or 403 is our
// account or credentials, not the message: as for the SMTP login, retried (every message would
// otherwise die of one wrong setting) and logged by the delivery until the setting is fixed.
// Every other 4xx is the message's own fault: permanent.
import type { TextSendFailure } from '../../application/ports/text-message-sender.ts';
import { maskPhoneNumbers } from './masked-phone.ts';

/** Codes that say the number cannot take texts. */
const invalidNumberCodes = new Set([21211, 21614, 21268]);
const unsubscribedCode = 21610;

/** An error answer of Twilio's API, as the adapter's HTTP client reads it. */
export class TwilioErrorAnswer extends Error {
  override name = 'TwilioErrorAnswer';
  readonly status: number;
  /** Twilio's error code, when the body carried one. */
  readonly code: number | null;
  readonly retryAfterMs: number | null;

  constructor(status: number, code: number | null, message: string, retryAfterMs: number | null) {
    super(message);
    this.status = status;
    this.code = code;
    this.retryAfterMs = retryAfterMs;
  }
}

/** Retry-After in seconds or as an HTTP date (RFC 9110), as milliseconds from `now`; null otherwise. */
export function retryAfterMs(value: unknown, now: Date): number | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, at - now.getTime());
}

/** Twilio's error body (JSON text or parsed), read leniently: a proxy's HTML page has neither field. */
export function twilioErrorAnswer(
  status: number,
  body: unknown,
  headers: Readonly<Record<string, unknown>>,
  now: Date,
): TwilioErrorAnswer {
  let parsed: unknown = body;
  if (typeof body === 'string') {
    try {
      parsed = JSON.parse(body);
    } catch {
      parsed = null;
    }
  }
  const fields = (typeof parsed === 'object' && parsed !== null ? parsed : {}) as Record<string, unknown>;
  const code = typeof fields.code === 'number' ? fields.code : null;
  const message = typeof fields.message === 'string' ? fields.message : `HTTP ${status}`;
  const retryAfter = headers['retry-after'] ?? headers['Retry-After'];
  return new TwilioErrorAnswer(status, code, message, retryAfterMs(retryAfter, now));
}

/** The failure an error answer of Twilio's means. */
export function failureOfAnswer(answer: TwilioErrorAnswer): TextSendFailure {
  const detail = `Twilio ${answer.code ?? '-'} (HTTP ${answer.status}): ${maskPhoneNumbers(answer.message)}`;
  if (answer.code === unsubscribedCode) return { kind: 'unsubscribed', detail };
  if (answer.code !== null && invalidNumberCodes.has(answer.code)) return { kind: 'invalid_number', detail };
  if (answer.status === 429 || answer.code === 20429)
    return { kind: 'rate_limited', retryAfterMs: answer.retryAfterMs, detail };
  if (answer.status >= 500 || answer.status === 401 || answer.status === 403 || answer.status === 408)
    return { kind: 'temporary', detail };
  return { kind: 'permanent', detail };
}

/** A send that got no answer (refused or dropped connection, timeout) or failed in between. */
export function failureOfError(error: unknown): TextSendFailure {
  if (error instanceof TwilioErrorAnswer) return failureOfAnswer(error);
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const summary = [
    typeof code === 'string' ? code : null,
    typeof message === 'string' ? message : String(error),
  ]
    .filter((part) => part !== null)
    .join(' ');
  return { kind: 'temporary', detail: `no answer from Twilio: ${maskPhoneNumbers(summary)}` };
}
