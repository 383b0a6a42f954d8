// Twilio signs each webhook request (docs/decisions/0155): X-Twilio-Signature is the base64 of an
// HMAC-SHA1, keyed with the account's auth token, over the full URL Twilio requested (scheme,
// host, path and query) followed by each POST parameter's name and value, names sorted as
// Unix sorts them (case-sensitive, code unit order). Twenty lines here instead of the library's
// validateRequest: the inbound route would otherwise load the whole Twilio library (~38 MB, ~0.2 s)
// for one HMAC. The test checks these against the library's own getExpectedTwilioSignature.
import { createHmac, timingSafeEqual } from 'node:crypto';

export function twilioSignature(
  authToken: string,
  url: string,
  params: Readonly<Record<string, string>>,
): string {
  const signed = Object.keys(params)
    .sort()
    .reduce((text, name) => text + name + params[name], url);
  return createHmac('sha1', authToken).update(signed, 'utf8').digest('base64');
}

/**
 * The URL as given, and with the scheme's default port added or removed: Twilio signs
 * https://host/path for some requests and https://host:443/path for others (its libraries accept
 * both), so both are tried.
 */
export function signedUrlForms(url: string): string[] {
  const match = /^(https?):\/\/([^/?#:]+)(:\d+)?(.*)$/i.exec(url);
  if (!match) return [url];
  const [, scheme = '', host = '', port, rest = ''] = match;
  const defaultPort = scheme.toLowerCase() === 'https' ? ':443' : ':80';
  if (port === undefined) return [url, `${scheme}://${host}${defaultPort}${rest}`];
  return port === defaultPort ? [url, `${scheme}://${host}${rest}`] : [url];
}

/** Whether `signature` is Twilio's for the request; compared in constant time. */
export function isTwilioSignatureValid(
  authToken: string,
  url: string,
  params: Readonly<Record<string, string>>,
  signature: string | undefined,
): boolean {
  if (!signature) return false;
  const given = Buffer.from(signature);
  return signedUrlForms(url).some((form) => {
    const expected = Buffer.from(twilioSignature(authToken, form, params));
    // Lengths first: timingSafeEqual throws on a mismatch, and a signature's length is no secret.
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}
