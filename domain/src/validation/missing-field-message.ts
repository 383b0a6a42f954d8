// valibot reports a missing required key with the object's message ('Invalid key: Expected
// "name" but received undefined'), not the field's. A request that leaves a field out should
// read the same as one that sends it empty, so the object message looks the field's up.
import type * as v from 'valibot';

export function missingFieldMessage(fieldMessages: Readonly<Record<string, string>>) {
  return (issue: v.ObjectIssue): string => {
    const key = issue.path?.[0]?.key;
    if (typeof key === 'string' && Object.hasOwn(fieldMessages, key))
      return fieldMessages[key] ?? issue.message;
    return issue.message;
  };
}
