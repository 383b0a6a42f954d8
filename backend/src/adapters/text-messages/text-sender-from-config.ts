// Which TextMessageSender sends the texts, from the configuration (decision 0154): Twilio when
// its settings are present, else files under DATA_DIR/texts. The composition root calls this
// when the text-message delivery is wired; until then nothing sends a text.
import { business } from '@dumpster/domain';
import type { Logger } from 'pino';
import type { Clock } from '../../application/ports/clock.ts';
import type { TextMessageSender } from '../../application/ports/text-message-sender.ts';
import type { Config } from '../../config.ts';
import { FileTextSender } from './file-text-sender.ts';
import { TwilioTextSender } from './twilio-text-sender.ts';

export function textSenderFrom(
  settings: Config['texts'],
  context: { readonly logger: Logger; readonly clock: Clock; readonly timeoutMs?: number },
): TextMessageSender {
  if (settings.twilio) {
    return new TwilioTextSender({
      ...settings.twilio,
      ...(context.timeoutMs === undefined ? {} : { timeoutMs: context.timeoutMs }),
    });
  }
  // The file shows the business's own number as the sender: what a customer would see with no
  // Twilio number yet is beside the point, the file is for the developer reading it.
  return new FileTextSender({
    directory: settings.fileDirectory,
    from: business.phoneE164,
    logger: context.logger,
    clock: context.clock,
  });
}
