// The back office's sign-in (decision 0067): "Email", "Password", "Sign in". Field errors come
// from the contract's schema; the server's refusal is one sentence for every wrong combination
// (no account enumeration), announced as an alert. Afterwards the page the visitor wanted opens.
import { signInMessages, signInRequestSchema } from '@dumpster/domain';
import { type FormEvent, useRef, useState } from 'react';
import { Form } from 'react-aria-components/Form';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import * as v from 'valibot';
import { awaitMutation } from '../../shared/api/await-mutation.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { TextField } from '../../shared/ui/TextField.tsx';
import * as css from './admin.css.ts';
import { adminApi } from './admin-api.ts';
import { afterSignIn } from './admin-paths.ts';
import { isApiError, useAdminStore } from './admin-store.tsx';

type FieldErrors = Partial<Record<'email' | 'password', string>>;

function refusalMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 429) return signInMessages.throttled;
    if (error.status === 401 || error.status === 400) return signInMessages.refused;
    if (typeof error.status === 'number' && error.status >= 500)
      return 'The back office is not answering right now. Please try again in a minute.';
    if (typeof error.status !== 'number')
      return 'The back office could not be reached. Check the connection and try again.';
  }
  return signInMessages.refused;
}

export function SignInPage() {
  const store = useAdminStore();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const focusField = (name: 'email' | 'password') =>
    formRef.current?.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.focus();
  const signedOut = (location.state as { signedOut?: boolean } | null)?.signedOut === true;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setRefusal(undefined);
    const parsed = v.safeParse(signInRequestSchema, { email, password });
    if (!parsed.success) {
      const errors: FieldErrors = {};
      for (const issue of parsed.issues) {
        const key = v.getDotPath(issue) as keyof FieldErrors | null;
        if (key && !errors[key]) errors[key] = issue.message;
      }
      setFieldErrors(errors);
      focusField(errors.email ? 'email' : 'password');
      return;
    }
    setFieldErrors({});
    setPending(true);
    try {
      await awaitMutation(store.dispatch(adminApi.endpoints.signIn.initiate(parsed.output)));
      navigate(afterSignIn(params.get('next')), { replace: true });
    } catch (error) {
      setRefusal(refusalMessage(error));
      setPassword('');
      focusField('password');
    } finally {
      setPending(false);
    }
  };

  return (
    <main className={css.main}>
      <title>Sign in · Back office</title>
      <Form ref={formRef} className={css.signInCard} onSubmit={submit} validationBehavior="aria">
        <h1 className={css.pageTitle}>Sign in to the back office</h1>
        {signedOut ? (
          <p role="status" className={css.notice.success}>
            You are signed out.
          </p>
        ) : null}
        <div role="alert">{refusal ? <p className={css.notice.error}>{refusal}</p> : null}</div>
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="username"
          value={email}
          onChange={setEmail}
          errorMessage={fieldErrors.email}
          isRequired
          autoFocus
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          errorMessage={fieldErrors.password}
          isRequired
        />
        <Button type="submit" isDisabled={pending} isFullWidth>
          {pending ? 'Signing in…' : 'Sign in'}
        </Button>
      </Form>
    </main>
  );
}
