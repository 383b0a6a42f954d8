// A message about the whole form above its fields (decision 0050): why a native post failed,
// or a failure with more to say than a toast. An alert, so it is announced when it appears.
import { notice as noticeClass, noticeText, noticeTitle } from './form-notice.css.ts';
import type { FormNotice as Notice } from './use-form-controller.ts';

export function FormNotice({ notice, children }: { notice: Notice | undefined; children?: React.ReactNode }) {
  if (!notice) return null;
  return (
    <div role="alert" className={noticeClass}>
      <p className={noticeTitle}>{notice.title}</p>
      <p className={noticeText}>{notice.description}</p>
      {children}
    </div>
  );
}
