// The HTTP client the Twilio library sends through (its documented `httpClient` option: a
// RequestClient of our own, docs/decisions/0153). It is the library's own RequestClient with two
// changes: an error answer is read here, where its headers still are (the library's exception
// keeps the status and code but drops Retry-After), and tests point it at a local server that
// answers as Twilio does (`apiOrigin`), keeping the path, the auth and the form as the library
// built them. The library's own 429 retries stay off: our delivery retries, within its lease.
import type TwilioSdk from 'twilio';
import { twilioErrorAnswer } from './twilio-failure.ts';

type RequestClientClass = typeof TwilioSdk.RequestClient;
type RequestOptions = Parameters<InstanceType<RequestClientClass>['request']>[0];

export interface TwilioHttpOptions {
  /** How long one request may take, connecting included. */
  readonly timeoutMs: number;
  /** Tests: send to this origin ('http://127.0.0.1:4010') instead of Twilio's. */
  readonly apiOrigin?: string | undefined;
  readonly now?: () => Date;
}

/** Twilio's URL with its origin replaced, path and query kept. */
export function rebased(uri: string, origin: string): string {
  const url = new URL(uri);
  return new URL(`${url.pathname}${url.search}`, origin).href;
}

export function twilioHttpClient(
  RequestClient: RequestClientClass,
  options: TwilioHttpOptions,
): InstanceType<RequestClientClass> {
  const { timeoutMs, apiOrigin, now = () => new Date() } = options;
  class ReadingRequestClient extends RequestClient {
    override async request<TData>(opts: RequestOptions & { data?: TData }) {
      const uri = apiOrigin ? rebased(opts.uri, apiOrigin) : opts.uri;
      const response = await super.request<TData>({ ...opts, uri, timeout: timeoutMs });
      if (response.statusCode >= 400)
        throw twilioErrorAnswer(response.statusCode, response.body, response.headers ?? {}, now());
      return response;
    }
  }
  return new ReadingRequestClient({ timeout: timeoutMs, autoRetry: false });
}
