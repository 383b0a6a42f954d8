import type { ReactNode } from 'react';
import { Button } from 'react-aria-components/Button';
import { Dialog as AriaDialog, DialogTrigger } from 'react-aria-components/Dialog';
import { Heading } from 'react-aria-components/Heading';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { close, dialog, modal, overlay, title as titleClass } from './dialog.css.ts';

export interface DialogProps {
  /** A react-aria Button (or the house Button) that opens the dialog. */
  trigger: ReactNode;
  title: string;
  /** The body; a function receives `close` for a button that ends the dialog. */
  children: ReactNode | ((close: () => void) => ReactNode);
  isDismissable?: boolean;
}

/** A modal dialog: focus is trapped inside, Escape closes it, focus returns to the trigger. */
export function Dialog({ trigger, title, children, isDismissable = true }: DialogProps) {
  return (
    <DialogTrigger>
      {trigger}
      <ModalOverlay className={overlay} isDismissable={isDismissable}>
        <Modal className={modal}>
          <AriaDialog className={dialog}>
            {({ close: closeDialog }) => (
              <>
                <Heading slot="title" className={titleClass}>
                  {title}
                </Heading>
                <Button className={close} onPress={closeDialog} aria-label="Close">
                  <svg aria-hidden="true" width="18" height="18" viewBox="0 0 18 18">
                    <path
                      d="M4 4l10 10M14 4L4 14"
                      stroke="currentColor"
                      strokeWidth="2"
                      strokeLinecap="round"
                    />
                  </svg>
                </Button>
                {typeof children === 'function' ? children(closeDialog) : children}
              </>
            )}
          </AriaDialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
