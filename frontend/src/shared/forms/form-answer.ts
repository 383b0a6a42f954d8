// A form the server rendered again after a native post (decision 0051): read from the page
// state and checked against the domain's contract, so a damaged block is ignored, not trusted.
import { type FormAnswer, formAnswerSchema, formStateKey } from '@dumpster/domain';
import { useMemo } from 'react';
import * as v from 'valibot';
import { usePageState } from '../page-state/page-state.tsx';

export function useFormAnswer(id: string): FormAnswer | undefined {
  const state = usePageState(formStateKey(id));
  return useMemo(() => {
    if (state === undefined) return undefined;
    const result = v.safeParse(formAnswerSchema, state);
    return result.success ? result.output : undefined;
  }, [state]);
}
