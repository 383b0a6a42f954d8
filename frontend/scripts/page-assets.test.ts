import { describe, expect, it } from 'vitest';
import { assetsForModules, type Manifest } from './page-assets.ts';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_react-2.js'],
    css: ['assets/index-1.css'],
    dynamicImports: ['src/features/booking/BookingPage.tsx', 'src/app/layout/Menu.tsx'],
  },
  '_react-2.js': { file: 'assets/react-2.js' },
  '_forms-3.js': { file: 'assets/forms-3.js', imports: ['_react-2.js'], css: ['assets/forms-3.css'] },
  'src/features/booking/BookingPage.tsx': {
    file: 'assets/BookingPage-4.js',
    isDynamicEntry: true,
    imports: ['index.html', '_forms-3.js'],
    css: ['assets/BookingPage-4.css'],
  },
  'src/app/layout/Menu.tsx': { file: 'assets/Menu-5.js', isDynamicEntry: true, imports: ['index.html'] },
};

describe('assetsForModules', () => {
  it("preloads a page's lazy chunk and the chunks it imports, and links their stylesheets", () => {
    expect(assetsForModules(manifest, ['src/features/booking/BookingPage.tsx'])).toEqual({
      modulepreloads: ['/assets/BookingPage-4.js', '/assets/forms-3.js'],
      stylesheets: ['/assets/BookingPage-4.css', '/assets/forms-3.css'],
    });
  });

  it('leaves out what the built index.html already loads: the entry, its imports and its CSS', () => {
    const { modulepreloads, stylesheets } = assetsForModules(manifest, ['src/app/layout/Menu.tsx']);
    expect(modulepreloads).toEqual(['/assets/Menu-5.js']);
    expect(stylesheets).toEqual([]);
  });

  it('adds nothing for a page with no lazy module (the home page in the entry chunk)', () => {
    expect(assetsForModules(manifest, [])).toEqual({ modulepreloads: [], stylesheets: [] });
  });

  it('fails loudly on a module the client build does not know', () => {
    expect(() => assetsForModules(manifest, ['src/features/gone/Gone.tsx'])).toThrow(
      /src\/features\/gone\/Gone.tsx/,
    );
  });
});
