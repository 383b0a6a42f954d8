import type { FieldErrors } from '@dumpster/domain';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type PageState, PageStateProvider } from '../page-state/page-state.tsx';
import { toastQueue } from '../ui/toast-queue.ts';
import { type FormNotice, type FormSpec, useFormController, type Validation } from './use-form-controller.ts';

// A form as small as a staff sign-in: two text fields and a checkbox, validated by a rule of
// its own, sent through a fake call the test controls.
interface SignIn extends Record<string, string | boolean> {
  username: string;
  password: string;
  remember: boolean;
}

const empty = (): SignIn => ({ username: '', password: '', remember: false });

function validate(values: SignIn): Validation<SignIn> {
  const errors: FieldErrors = {};
  if (values.username.length < 2) errors.username = 'Enter your user name';
  if (values.password.length < 8) errors.password = 'Enter your password';
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, payload: values };
}

const toasts = {
  success: { title: 'Signed in', description: 'Welcome back.' },
  failure: { title: 'Sign-in failed', description: 'Please try again.' },
};

type Send = FormSpec<SignIn, SignIn, { ok: true }>['send'];

function SignInForm(props: {
  send: Send;
  prepare?: () => Promise<unknown>;
  noticeFor?: (error: unknown) => FormNotice | undefined;
  isComplete?: (values: SignIn) => boolean;
  onSuccess?: () => void;
}) {
  const form = useFormController<SignIn, SignIn, { ok: true }>({
    id: 'sign-in',
    action: '/sign-in',
    initialValues: empty,
    validate,
    toasts,
    ...props,
  });
  const { values, errors } = form;
  return (
    <form {...form.formProps} aria-label="Sign in">
      {form.notice ? (
        <div role="alert">
          {form.notice.title}: {form.notice.description} {String(form.notice.details ?? '')}
        </div>
      ) : null}
      {(['username', 'password'] as const).map((field) => (
        <div data-field={field} key={field}>
          <label>
            {field}
            <input
              name={field}
              value={values[field]}
              onChange={(event) => form.setField(field, event.target.value)}
              aria-describedby={errors[field] ? `${field}-error` : undefined}
            />
          </label>
          {errors[field] ? <span id={`${field}-error`}>{errors[field]}</span> : null}
        </div>
      ))}
      <label>
        <input
          type="checkbox"
          name="remember"
          checked={values.remember}
          onChange={(event) => form.setField('remember', event.target.checked)}
        />
        remember
      </label>
      <input type="hidden" name="idempotencyKey" value={form.postKey} />
      <button type="submit" disabled={!form.canSubmit}>
        {form.isSubmitting ? 'Signing in...' : 'Sign in'}
      </button>
    </form>
  );
}

function setUp(props: Partial<Parameters<typeof SignInForm>[0]> = {}) {
  const send = vi.fn<Send>(async () => ({ ok: true as const }));
  const user = userEvent.setup({ delay: null });
  render(<SignInForm send={send} {...props} />);
  return { user, send };
}

const field = (name: string) => screen.getByRole('textbox', { name });
const button = () => screen.getByRole('button');
const shownToast = () => toastQueue.visibleToasts[0]?.content;

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('username'), 'dana');
  await user.type(field('password'), 'correct horse');
}

beforeEach(() => {
  for (const toast of toastQueue.visibleToasts) toastQueue.close(toast.key);
});
afterEach(() => vi.restoreAllMocks());

describe('the form controller', () => {
  it('validates first on submit, focuses the first invalid field, then validates on every change', async () => {
    const { user, send } = setUp();
    await user.type(field('password'), 'x');
    expect(screen.queryByText('Enter your user name')).not.toBeInTheDocument();

    await user.click(button());
    expect(screen.getByText('Enter your user name')).toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
    await waitFor(() => expect(field('username')).toHaveFocus());
    expect(send).not.toHaveBeenCalled();

    await user.type(field('username'), 'da');
    expect(screen.queryByText('Enter your user name')).not.toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
  });

  it('sends the payload with a key, shows the success toast, resets and calls onSuccess', async () => {
    const onSuccess = vi.fn();
    const { user, send } = setUp({ onSuccess });
    await fillValid(user);
    await user.click(screen.getByRole('checkbox'));
    await user.click(button());

    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    expect(send).toHaveBeenCalledWith(
      { username: 'dana', password: 'correct horse', remember: true },
      expect.stringMatching(/^[0-9a-f-]{36}$/),
    );
    expect(shownToast()).toEqual({ ...toasts.success, variant: 'success' });
    expect(field('username')).toHaveValue('');
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    // After a reset, validation waits for the next submit again.
    await user.type(field('username'), 'x');
    expect(screen.queryByText('Enter your user name')).not.toBeInTheDocument();
  });

  it('keeps one key per attempt: the same for a retry, a new one for changed values or after a success', async () => {
    const { user, send } = setUp();
    send.mockRejectedValueOnce({ status: 500, message: '500: boom' });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await fillValid(user);
    await user.click(button());
    await waitFor(() => expect(shownToast()?.title).toBe('Sign-in failed'));
    await user.click(button());
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    const [first, retry] = send.mock.calls.map(([, key]) => key);
    expect(retry).toBe(first);

    await fillValid(user);
    await user.click(button());
    await waitFor(() => expect(send).toHaveBeenCalledTimes(3));
    expect(send.mock.calls[2]?.[1]).not.toBe(first);
  });

  it('sends once when submitted twice while the first attempt is under way', async () => {
    let answer: (value: { ok: true }) => void = () => {};
    const { user, send } = setUp();
    send.mockImplementation(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    await fillValid(user);
    await user.click(button());
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    act(() => {
      field('username').closest('form')?.requestSubmit();
    });
    act(() => answer({ ok: true }));
    await screen.findByRole('button', { name: 'Sign in' });
    expect(send).toHaveBeenCalledOnce();
  });

  it("on failure keeps the values, logs the error, shows the server's field messages and focuses the first", async () => {
    const failure = {
      status: 400,
      message: '400: ...',
      data: { error: 'validation_failed', fields: { password: 'Password expired' } },
    };
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, send } = setUp();
    send.mockRejectedValueOnce(failure);
    await fillValid(user);
    await user.click(button());

    expect(await screen.findByText('Password expired')).toBeInTheDocument();
    expect(shownToast()).toEqual({ ...toasts.failure, variant: 'destructive' });
    expect(logged).toHaveBeenCalledWith(failure);
    expect(field('username')).toHaveValue('dana');
    await waitFor(() => expect(field('password')).toHaveFocus());
    // The server's message goes once the visitor changes that field.
    await user.type(field('password'), '!');
    expect(screen.queryByText('Password expired')).not.toBeInTheDocument();
  });

  it('shows the notice a failure earns (a 409 with suggested dates) and keeps every value', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const conflict = {
      status: 409,
      message: '409: ...',
      data: { suggestions: ['2026-12-01', '2026-12-02'] },
    };
    const noticeFor = (error: unknown): FormNotice | undefined => {
      const { status, data } = error as { status: number; data: { suggestions: string[] } };
      return status === 409
        ? { title: 'Fully booked', description: 'That day is taken.', details: data.suggestions.join(', ') }
        : undefined;
    };
    const { user, send } = setUp({ noticeFor });
    send.mockRejectedValueOnce(conflict);
    await fillValid(user);
    await user.click(button());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Fully booked: That day is taken. 2026-12-01, 2026-12-02',
    );
    expect(field('username')).toHaveValue('dana');
    expect(field('password')).toHaveValue('correct horse');
    // The next submit clears it.
    await user.click(button());
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('loads the code that sends on the first change, and offers the submit only when complete', async () => {
    const prepare = vi.fn(async () => {});
    const { user } = setUp({ prepare, isComplete: (values) => values.username !== '' });
    expect(prepare).not.toHaveBeenCalled();
    expect(button()).toBeDisabled();
    await user.type(field('username'), 'd');
    expect(prepare).toHaveBeenCalled();
    expect(button()).toBeEnabled();
  });
});

describe('the form controller on a server-rendered page', () => {
  const answer = {
    values: { username: 'dana', password: 'short', remember: true, unknown: 'x' },
    errors: { password: 'Enter your password' },
    key: '5b0c1d2e-0000-4000-8000-000000000001',
  };

  function page(state: PageState | undefined, send: Send) {
    return (
      <PageStateProvider state={state}>
        <SignInForm send={send} isComplete={(values) => values.username !== ''} />
      </PageStateProvider>
    );
  }

  /** The server's HTML in the document, then `before` (the visitor, before the script), then hydration. */
  async function hydrate(state: PageState | undefined, before: (form: HTMLFormElement) => void) {
    const send = vi.fn<Send>(async () => ({ ok: true as const }));
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(state, send));
    document.body.append(container);
    const form = container.querySelector('form') as HTMLFormElement;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/sign-in');
    before(form);
    const problems: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args) => problems.push(args.map(String).join(' ')));
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, page(state, send), {
        onRecoverableError: (error) => problems.push(`recoverable: ${String(error)}`),
      });
    });
    return { send, form, problems, unmount: () => act(() => root?.unmount()) };
  }

  it('renders the answer of a native post with its values, messages and key, and hydrates it as is', async () => {
    const { form, problems, unmount } = await hydrate({ 'form:sign-in': answer }, () => {});
    expect(problems).toEqual([]);
    expect(within(form).getByRole('textbox', { name: 'username' })).toHaveValue('dana');
    expect(within(form).getByRole('checkbox')).toBeChecked();
    expect(within(form).getByText('Enter your password')).toBeInTheDocument();
    expect(form.querySelector('input[name="idempotencyKey"]')).toHaveValue(answer.key);
    unmount();
  });

  it("drops the server's message for a field the visitor corrected before hydration", async () => {
    const { form, problems, unmount } = await hydrate({ 'form:sign-in': answer }, (prerendered) => {
      (prerendered.elements.namedItem('password') as HTMLInputElement).value = 'correct horse';
    });
    expect(problems).toEqual([]);
    expect(within(form).getByRole('textbox', { name: 'password' })).toHaveValue('correct horse');
    expect(within(form).queryByText('Enter your password')).not.toBeInTheDocument();
    unmount();
  });

  it('takes in what the visitor typed and ticked before hydration, and sends it', async () => {
    const user = userEvent.setup({ delay: null });
    const { form, send, problems, unmount } = await hydrate(undefined, (prerendered) => {
      (prerendered.elements.namedItem('username') as HTMLInputElement).value = 'dana';
      (prerendered.elements.namedItem('password') as HTMLInputElement).value = 'correct horse';
      (prerendered.elements.namedItem('remember') as HTMLInputElement).checked = true;
    });
    expect(problems).toEqual([]);
    // The form is live now (an incomplete one would be held back) and re-rendered: still there.
    expect(within(form).getByRole('textbox', { name: 'username' })).toHaveValue('dana');
    await user.click(within(form).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(send).toHaveBeenCalledOnce());
    expect(send.mock.calls[0]?.[0]).toEqual({ username: 'dana', password: 'correct horse', remember: true });
    unmount();
  });

  it('takes in a value set without a keystroke (autofill, paste) that React itself does not report', async () => {
    const user = userEvent.setup({ delay: null });
    const { form, send, unmount } = await hydrate(undefined, () => {});
    const username = within(form).getByRole('textbox', { name: 'username' }) as HTMLInputElement;
    const password = within(form).getByRole('textbox', { name: 'password' }) as HTMLInputElement;
    act(() => {
      // Setting .value through the element keeps React's own tracker in step, so React sees no
      // change in the input event: only the controller's native listener does.
      username.value = 'dana';
      username.dispatchEvent(new Event('input', { bubbles: true }));
      password.value = 'correct horse';
      password.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await user.click(within(form).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(send).toHaveBeenCalledOnce());
    expect(send.mock.calls[0]?.[0]).toMatchObject({ username: 'dana', password: 'correct horse' });
    unmount();
  });

  it('offers the submit before hydration whatever is missing, since the server judges a native post', () => {
    const html = renderToString(page(undefined, vi.fn<Send>()));
    const container = document.createElement('div');
    container.innerHTML = html;
    expect(within(container).getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });
});
