// The customer's My booking link, from the back office (decision 0094): staff revoke it and
// e-mail a new one, for a customer who lost the e-mail or forwarded it to someone who should not
// have it. A confirmation step says the old link stops working; the outcome is announced, and the
// booking's messages and history (refetched) show the new e-mail and who sent it.
import type { AdminBookingDetail } from '@dumpster/domain';
import { useState } from 'react';
import { Button } from '../../../shared/ui/Button.tsx';
import { Dialog } from '../../../shared/ui/Dialog.tsx';
import * as css from '../admin.css.ts';
import { adminApi } from '../admin-api.ts';
import { isApiError, useAdminMutation } from '../admin-store.tsx';

/** The server's own sentence when it gave one, else what went wrong in a few words. */
function failureSentence(error: unknown): string {
  if (!isApiError(error)) return 'unknown error.';
  const data = error.data as { message?: unknown } | undefined;
  if (typeof data?.message === 'string' && data.message !== '') return data.message;
  if (typeof error.status !== 'number') return 'the server could not be reached.';
  return `${error.message}.`;
}

export const sendLinkLabel = 'Send a new My booking link';

export function AccessLinkSection({ booking }: { booking: AdminBookingDetail }) {
  const [reissue, { isPending }] = useAdminMutation(adminApi.endpoints.reissueAccessLink);
  const [note, setNote] = useState<{ ok: boolean; text: string } | undefined>();
  const send = async () => {
    setNote(undefined);
    try {
      await reissue(booking.id);
      setNote({
        ok: true,
        text: `A new My booking link is queued to ${booking.email}. The old link no longer works.`,
      });
    } catch (error) {
      setNote({ ok: false, text: `No new link was sent: ${failureSentence(error)}` });
    }
  };
  return (
    <section aria-labelledby="access-link-title" className={`${css.panel} ${css.printHidden}`}>
      <h2 id="access-link-title" className={css.sectionTitle} style={{ marginTop: 0 }}>
        My booking link
      </h2>
      <p className={css.muted}>
        The customer sees and changes this booking through the personal link in their e-mail.
      </p>
      <div role="status">{note?.ok ? <p className={css.notice.success}>{note.text}</p> : null}</div>
      <div role="alert">{note && !note.ok ? <p className={css.notice.error}>{note.text}</p> : null}</div>
      <Dialog
        title={sendLinkLabel}
        trigger={
          <Button variant="outline" size="sm" isDisabled={isPending}>
            {sendLinkLabel}
          </Button>
        }
      >
        {(close) => (
          <>
            <p>
              The link the customer has now stops working at once, and a new one is e-mailed to{' '}
              <strong>{booking.email}</strong>.
            </p>
            <div className={css.row} style={{ marginTop: '1rem' }}>
              <Button
                size="sm"
                isDisabled={isPending}
                onPress={async () => {
                  await send();
                  close();
                }}
              >
                Send new link
              </Button>
              <Button variant="ghost" size="sm" onPress={close}>
                Keep the current link
              </Button>
            </div>
          </>
        )}
      </Dialog>
    </section>
  );
}
