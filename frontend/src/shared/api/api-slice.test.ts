import { configureStore } from '@reduxjs/toolkit';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiSlice } from './api-slice.ts';

const testApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    echo: build.mutation<{ ok: boolean }, { name: string }>({
      query: (body) => ({ url: '/api/echo', method: 'POST', body }),
    }),
  }),
});

let calls = 0;
const server = setupServer(
  http.post('http://localhost/api/echo', async ({ request }) => {
    calls += 1;
    const body = (await request.json()) as { name: string };
    if (body.name === 'teapot') return new HttpResponse("I'm a teapot, not a server", { status: 418 });
    if (body.name === 'empty')
      return new HttpResponse(null, { status: 503, statusText: 'Service Unavailable' });
    return HttpResponse.json({ ok: true }, { status: 201 });
  }),
);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  vi.restoreAllMocks();
  server.resetHandlers();
  calls = 0;
});
afterAll(() => server.close());

function makeTestStore() {
  return configureStore({
    reducer: { [apiSlice.reducerPath]: apiSlice.reducer },
    middleware: (getDefault) => getDefault().concat(apiSlice.middleware),
  });
}

describe('the api slice', () => {
  it('posts JSON to the absolute API address and returns the parsed answer', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const store = makeTestStore();
    const result = await store.dispatch(testApi.endpoints.echo.initiate({ name: 'Ana' }));
    expect(result.data).toEqual({ ok: true });
    const sent = fetchSpy.mock.calls[0]?.[0] as Request;
    expect(sent.url).toBe('http://localhost/api/echo');
    expect(sent.credentials).toBe('include');
  });

  it('fails with "status: body text" on a non-OK answer, without retrying', async () => {
    const store = makeTestStore();
    const result = await store.dispatch(testApi.endpoints.echo.initiate({ name: 'teapot' }));
    expect(result.error).toMatchObject({ status: 418, message: "418: I'm a teapot, not a server" });
    expect(calls).toBe(1);
  });

  it('uses the status text when a failed answer has no body', async () => {
    const store = makeTestStore();
    const result = await store.dispatch(testApi.endpoints.echo.initiate({ name: 'empty' }));
    expect(result.error).toMatchObject({ status: 503, message: '503: Service Unavailable' });
  });
});
