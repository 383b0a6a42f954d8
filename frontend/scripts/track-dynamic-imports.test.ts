import { describe, expect, it } from 'vitest';
import { rewriteDynamicImports } from './track-dynamic-imports.ts';

describe('rewriteDynamicImports', () => {
  it('records the root-relative path of each relative dynamic import before importing it', () => {
    const code = "const load = () => import('../features/legal/PrivacyPage.tsx');";
    const out = rewriteDynamicImports(code, '/app/src/app/routes.tsx', '/app');
    expect(out).toBe(
      'const load = () => (globalThis.__prerenderModules?.add("src/features/legal/PrivacyPage.tsx"), import(\'../features/legal/PrivacyPage.tsx\'));',
    );
  });

  it('leaves package imports alone', () => {
    const code = "await import('react-aria-components');";
    expect(rewriteDynamicImports(code, '/app/src/x.ts', '/app')).toBe(code);
  });

  it('does not record an import marked to load later, so the page does not preload it', () => {
    const code = "const load = () => import(/* later */ '../contact/ContactForm.tsx');";
    expect(rewriteDynamicImports(code, '/app/src/features/home/ContactFormSlot.tsx', '/app')).toBe(code);
  });
});
