// What both entries (the public site, the back office) do before they render: under
// `npm run dev:mock` a service worker answers /api/* so the pages run with no backend (decisions
// 0029 and 0069; the dynamic import keeps msw out of every other build), then the page's #root.
export async function pageRoot(): Promise<HTMLElement> {
  if (import.meta.env.MODE === 'mock') {
    const { startMockApi } = await import('./mocks/browser.ts');
    await startMockApi();
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  return container;
}
