// Texts through Twilio's Messages API with its official library (docs/decisions/0153), used when
// TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and a sender are set. The library is large (its REST
// surface covers every Twilio product), so it is loaded on the first send, never by a server that
// has no Twilio settings. A send answers the port's result and never throws: the message's
// resource on success ('queued' from a number, 'accepted' through a Messaging Service), or the
// failure its error answer means (twilio-failure.ts).
import type TwilioSdk from 'twilio';
import type {
  OutgoingText,
  TextMessageSender,
  TextSendResult,
} from '../../application/ports/text-message-sender.ts';
import { failureOfError } from './twilio-failure.ts';
import { twilioHttpClient } from './twilio-http-client.ts';

/** Who the texts come from: one number, or a Messaging Service's pool (Advanced Opt-Out lives there). */
export type TwilioSender = { readonly from: string } | { readonly messagingServiceSid: string };

export interface TwilioSettings {
  readonly accountSid: string;
  readonly authToken: string;
  readonly sender: TwilioSender;
}

export interface TwilioTextSenderOptions extends TwilioSettings {
  /** One request's limit; keep it well inside the delivery's lease (as smtpTimeoutMs does). */
  readonly timeoutMs?: number;
  /** Tests: the local server that answers as Twilio does (test-support/fake-twilio-server.ts). */
  readonly apiOrigin?: string;
}

type MessageList = TwilioSdk.Twilio['messages'];

export class TwilioTextSender implements TextMessageSender {
  private readonly options: TwilioTextSenderOptions;
  private client: Promise<{ messages: MessageList; close(): void }> | undefined;

  constructor(options: TwilioTextSenderOptions) {
    this.options = options;
  }

  async send(text: OutgoingText): Promise<TextSendResult> {
    try {
      const { messages } = await this.connected();
      const message = await messages.create({ to: text.to, body: text.body, ...this.options.sender });
      const segments = Number(message.numSegments);
      return {
        ok: true,
        providerId: message.sid,
        status: message.status,
        // A Messaging Service answers 0 until it has chosen the sender: not known yet.
        segments: Number.isInteger(segments) && segments > 0 ? segments : null,
      };
    } catch (error) {
      return { ok: false, failure: failureOfError(error) };
    }
  }

  async close(): Promise<void> {
    if (!this.client) return;
    (await this.client.catch(() => undefined))?.close();
  }

  /** The library and its client, loaded once; a failed load is tried again on the next send. */
  private connected(): Promise<{ messages: MessageList; close(): void }> {
    this.client ??= (async () => {
      const { default: twilio } = await import('twilio');
      const { accountSid, authToken, timeoutMs = 30_000, apiOrigin } = this.options;
      const httpClient = twilioHttpClient(twilio.RequestClient, { timeoutMs, apiOrigin });
      const client = twilio(accountSid, authToken, { httpClient, autoRetry: false });
      return {
        messages: client.messages,
        // Its kept-alive connections to Twilio, so a stopping process is not held open.
        close: () => (httpClient.axios.defaults.httpsAgent as { destroy?: () => void })?.destroy?.(),
      };
    })();
    this.client.catch(() => {
      this.client = undefined;
    });
    return this.client;
  }
}
