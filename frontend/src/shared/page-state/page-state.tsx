// What the server knew when it rendered this page at request time (decision 0051): a form it
// rendered again with the visitor's values and messages, or the receipt a confirmation shows.
// The server writes it as a JSON data block beside the root (a data block runs nothing, so the
// CSP's script-src 'self' allows it); the browser reads it before hydrating, so its first render
// is the server's. Prerendered pages have none.
import { pageStateElementId } from '@dumpster/domain';
import { createContext, type ReactNode, use } from 'react';

export type PageState = Readonly<Record<string, unknown>>;

const noState: PageState = {};
const PageStateContext = createContext<PageState>(noState);

export function PageStateProvider({
  state,
  children,
}: {
  state: PageState | undefined;
  children: ReactNode;
}) {
  return <PageStateContext value={state ?? noState}>{children}</PageStateContext>;
}

/** The entry the server wrote under `key`, unchecked: each reader validates its own. */
export function usePageState(key: string): unknown {
  return use(PageStateContext)[key];
}

/** The page's state block, or none (a prerendered page, or a block that is not an object). */
export function readPageState(doc: Document): PageState | undefined {
  const text = doc.getElementById(pageStateElementId)?.textContent;
  if (!text) return undefined;
  try {
    const state: unknown = JSON.parse(text);
    return state && typeof state === 'object' && !Array.isArray(state) ? (state as PageState) : undefined;
  } catch {
    return undefined;
  }
}
