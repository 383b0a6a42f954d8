// The back office's store and its hooks. The site has no react-redux (decision 0047), so these
// few lines do what its hooks would: dispatch an endpoint's `initiate` while a component shows
// it, and read the endpoint's `select` through useSyncExternalStore (the way RTK Query documents
// its use without React bindings). A 401 from any call sends the user to the sign-in page,
// remembering where they were (decision 0067).
import {
  createContext,
  type ReactNode,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ApiError } from '../../shared/api/api-error.ts';
import { awaitMutation } from '../../shared/api/await-mutation.ts';
import { type AppStore, makeStore } from '../../shared/api/store.ts';
import { signInPath } from './admin-paths.ts';

const AdminStoreContext = createContext<AppStore | null>(null);

/** One store for the back office, made when its first page renders. */
export function AdminStoreProvider({ children, store }: { children: ReactNode; store?: AppStore }) {
  const [own] = useState(() => store ?? makeStore());
  return <AdminStoreContext value={own}>{children}</AdminStoreContext>;
}

export function useAdminStore(): AppStore {
  const store = use(AdminStoreContext);
  if (!store) throw new Error('The back office pages need AdminStoreProvider above them');
  return store;
}

export function isApiError(error: unknown): error is ApiError {
  return typeof error === 'object' && error !== null && 'status' in error && 'message' in error;
}

/** Goes to the sign-in page, which returns here once signed in. */
export function useSignInAgain(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    navigate(signInPath(`${location.pathname}${location.search}`), { replace: true });
  }, [navigate, location.pathname, location.search]);
}

interface QueryState<Result> {
  data?: Result | undefined;
  error?: unknown;
  isLoading: boolean;
  /** 'pending' while a request is under way (the first or a later page). */
  status: string;
}

interface SubscribedRequest {
  unsubscribe(): void;
  refetch(): unknown;
}

/** What the hooks need of an RTK Query query endpoint (typed loosely: the store's state type). */
export interface QueryEndpoint<Arg, Result> {
  select(arg: Arg): (state: never) => unknown;
  initiate(arg: Arg): unknown;
  /** RTK Query's type-only description of the endpoint. */
  Types: { QueryArg: Arg; ResultType: Result };
}

export interface AdminQuery<Result> {
  data: Result | undefined;
  error: ApiError | undefined;
  isLoading: boolean;
  isFetching: boolean;
  refetch: () => void;
}

/**
 * Subscribes to `endpoint(arg)` while the component is mounted (unless `skip`), and answers its
 * state; `key` must change exactly when `arg` does.
 */
export function useAdminQuery<Arg, Result>(
  endpoint: QueryEndpoint<Arg, Result>,
  arg: Arg,
  key: string,
  { skip = false }: { skip?: boolean } = {},
): AdminQuery<Result> {
  const store = useAdminStore();
  const signInAgain = useSignInAgain();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `arg`.
  const select = useMemo(() => (skip ? undefined : endpoint.select(arg)), [endpoint, key, skip]);
  const idle: QueryState<Result> = useMemo(() => ({ isLoading: false, status: 'uninitialized' }), []);
  const read = () => (select ? (select(store.getState() as never) as QueryState<Result>) : idle);
  const state = useSyncExternalStore(store.subscribe, read, read);
  const [request, setRequest] = useState<SubscribedRequest | undefined>(undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `arg`.
  useEffect(() => {
    if (skip) return;
    const subscribed = store.dispatch(endpoint.initiate(arg) as never) as unknown as SubscribedRequest;
    setRequest(subscribed);
    return () => subscribed.unsubscribe();
  }, [store, endpoint, key, skip]);
  const error = isApiError(state.error) ? state.error : undefined;
  useEffect(() => {
    if (error?.status === 401) signInAgain();
  }, [error, signInAgain]);
  return {
    data: state.data,
    error,
    isLoading: state.isLoading,
    isFetching: state.status === 'pending',
    refetch: useCallback(() => void request?.refetch(), [request]),
  };
}

/** What the hook needs of an RTK Query mutation endpoint. */
export interface MutationEndpoint<Arg, Result> {
  initiate(arg: Arg): unknown;
  Types: { QueryArg: Arg; ResultType: Result };
}

interface MutationRequest<Result> {
  unwrap(): Promise<Result>;
  reset(): void;
}

/**
 * `[run, { isPending }]`: `run(arg)` sends the mutation and answers its result, or throws its
 * ApiError (after sending a 401 to the sign-in page).
 */
export function useAdminMutation<Arg, Result>(
  endpoint: MutationEndpoint<Arg, Result>,
): [(arg: Arg) => Promise<Result>, { isPending: boolean }] {
  const store = useAdminStore();
  const signInAgain = useSignInAgain();
  const [pending, setPending] = useState(0);
  const run = useCallback(
    async (arg: Arg) => {
      setPending((count) => count + 1);
      try {
        const request = store.dispatch(endpoint.initiate(arg) as never) as unknown as MutationRequest<Result>;
        return await awaitMutation(request);
      } catch (error) {
        if (isApiError(error) && error.status === 401) signInAgain();
        throw error;
      } finally {
        setPending((count) => count - 1);
      }
    },
    [store, endpoint, signInAgain],
  );
  return [run, { isPending: pending > 0 }];
}
