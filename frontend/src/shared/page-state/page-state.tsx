// What the server knew when it rendered this page at request time (decision 0051): a form it
// rendered again with the visitor's values and messages, or the receipt a confirmation shows.
// The server renders with it provided (entry-server.tsx) and writes it as a JSON data block
// beside the root (a data block runs nothing, so the CSP's script-src 'self' allows it); in the
// browser the parts that use it read the block at their first render, so it is the server's. Only
// the forms and the confirmation read it: the entry of every page carries none of this.
import { pageStateElementId } from '@dumpster/domain';
import { createContext, type ReactNode, use } from 'react';

export type PageState = Readonly<Record<string, unknown>>;

const PageStateContext = createContext<PageState | undefined>(undefined);

/** Provides the state to a render that has no page to read it from (the server's). */
export function PageStateProvider({
  state,
  children,
}: {
  state: PageState | undefined;
  children: ReactNode;
}) {
  return <PageStateContext value={state ?? {}}>{children}</PageStateContext>;
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

/** The page's own state, read once per state block; entries are released once used. */
let documentState: { block: Element | null; state: Record<string, unknown> } | undefined;

function stateOfThisPage(): Record<string, unknown> {
  if (typeof document === 'undefined') return {};
  const block = document.getElementById(pageStateElementId);
  if (documentState?.block !== block) documentState = { block, state: { ...readPageState(document) } };
  return documentState.state;
}

/** The entry the server wrote under `key`, unchecked: each reader validates its own. */
export function usePageState(key: string): unknown {
  return (use(PageStateContext) ?? stateOfThisPage())[key];
}

/**
 * The entry has served the render it was for: a later visit to the page (a link, back) starts
 * afresh instead of showing the old answer again.
 */
export function releasePageState(key: string): void {
  if (documentState) delete documentState.state[key];
}
