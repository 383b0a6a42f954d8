import { describe, expect, it } from 'vitest';
import { cspHashesFor, sha256Source, styleAttributeValues } from './csp-hashes.ts';

describe('the CSP hashes of inline styles', () => {
  it('hashes a text as a CSP sha256 source', () => {
    // The value Chromium names in its report for react-aria's touch-action <style>.
    expect(
      sha256Source(
        '@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}',
      ),
    ).toBe("'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='");
  });

  it('reads the decoded value of every style attribute', () => {
    const html =
      '<address style="font-style:normal">x</address><p class="a" style="font-family:&quot;Inter&quot;">y</p>';
    expect(styleAttributeValues(html)).toEqual(['font-style:normal', 'font-family:"Inter"']);
  });

  it('lists each distinct style attribute once across all pages', () => {
    const hashes = cspHashesFor([
      '<a style="color:red"></a>',
      '<b style="color:red"></b><i style="margin:0"></i>',
    ]);
    expect(hashes.styleAttributes).toHaveLength(2);
    expect(hashes.styleAttributes).toContain(sha256Source('margin:0'));
    expect(hashes.styleElements).toHaveLength(2);
  });

  it('hashes the inlined stylesheet of the pages beside react-aria style elements', () => {
    const hashes = cspHashesFor([
      '<head><style>body{margin:0}</style></head>',
      '<head><style>body{margin:0}</style></head>',
    ]);
    expect(hashes.styleElements).toHaveLength(3);
    expect(hashes.styleElements).toContain(sha256Source('body{margin:0}'));
  });
});
