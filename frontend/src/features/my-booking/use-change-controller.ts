// The form controller (docs/decisions/0050) as every change form of the page runs it: posted
// natively to the page's own address, the API loaded on the visitor's first input, a refusal read
// as the page's notice, and the changed booking handed back to the page.
import type { MyBookingView } from '@dumpster/domain';
import type { AppStore } from '../../shared/api/store.ts';
import {
  type FormController,
  type FormSpec,
  type FormValues,
  useFormController,
} from '../../shared/forms/use-form-controller.ts';
import { changeNotice } from './change-notice.ts';
import type { ChangeFormProps, MyBookingApiModule } from './change-props.ts';

type ChangeCall<Payload> = (
  store: AppStore,
  args: { token: string; body: Payload; idempotencyKey: string },
) => Promise<MyBookingView>;

export type ChangeSpec<Values extends FormValues, Payload> = Pick<
  FormSpec<Values, Payload, MyBookingView>,
  'id' | 'initialValues' | 'validate' | 'isComplete' | 'toasts'
> & {
  /** The API's call for this change, picked from the module once it has loaded. */
  readonly call: (api: MyBookingApiModule) => ChangeCall<Payload>;
};

export function useChangeController<Values extends FormValues, Payload>(
  { token, ready, onChanged }: ChangeFormProps,
  { call, ...spec }: ChangeSpec<Values, Payload>,
): FormController<Values> {
  return useFormController<Values, Payload, MyBookingView>({
    ...spec,
    action: '/my-booking',
    send: async (payload, idempotencyKey) => {
      const [store, api] = await ready();
      return call(api)(store, { token, body: payload, idempotencyKey });
    },
    prepare: ready,
    noticeFor: changeNotice,
    onSuccess: onChanged,
  });
}
