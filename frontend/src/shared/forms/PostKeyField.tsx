// The idempotency key of a native post (decision 0051): the server writes a fresh one into each
// page it sends, so a double click or a resent post stores one booking. The browser's own sends
// carry theirs in a header instead (idempotency-key.ts).
import { formKeyField } from '@dumpster/domain';

export function PostKeyField({ value }: { value: string }) {
  return <input type="hidden" name={formKeyField} value={value} />;
}
