// Delivered or picked up before the planned day is probably the wrong row (decision 0178): the
// button opens this dialog, which says the planned day and marks it today only when confirmed.
// The booking page and the day board share it.
import { Button } from '../../shared/ui/Button.tsx';
import { Dialog } from '../../shared/ui/Dialog.tsx';
import * as css from './admin.css.ts';

export function EarlyStatusDialog({
  label,
  triggerLabel,
  message,
  onConfirm,
}: {
  /** The action's words: "Mark delivered". */
  label: string;
  /** The trigger's accessible name when it must say more than the label (the day board's stop). */
  triggerLabel?: string;
  message: string;
  onConfirm: () => Promise<unknown>;
}) {
  return (
    <Dialog
      title={`${label} early?`}
      trigger={
        <Button size="sm" variant="outline" {...(triggerLabel ? { 'aria-label': triggerLabel } : {})}>
          {label}
        </Button>
      }
    >
      {(close) => (
        <>
          <p>{message}</p>
          <p>Today’s date is recorded in the history beside the planned one.</p>
          <div className={css.row} style={{ marginTop: '1rem' }}>
            <Button
              size="sm"
              onPress={async () => {
                close();
                await onConfirm();
              }}
            >
              {`${label} today`}
            </Button>
            <Button variant="ghost" size="sm" onPress={close}>
              Keep the status
            </Button>
          </div>
        </>
      )}
    </Dialog>
  );
}
