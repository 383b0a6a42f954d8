// The raw design tokens, kept apart from vanilla-extract so a plain test can check every text
// colour pair against WCAG AA (jsdom cannot compute contrast).

export const colors = {
  /** Deep navy: brand, headings, dark sections. */
  navy900: '#0b2545',
  navy800: '#13315c',
  navy700: '#1d4173',
  navy100: '#e6edf7',
  /** Safety orange for fills behind dark text; orange700 carries white text or sits on white. */
  orange500: '#f7892b',
  orange600: '#ec7424',
  orange700: '#b4480a',
  orange100: '#fff1e6',
  white: '#ffffff',
  surface: '#ffffff',
  surfaceMuted: '#f5f7fb',
  border: '#d5dce6',
  borderStrong: '#7b8797',
  text: '#1a2433',
  textMuted: '#4a5565',
  success700: '#17663a',
  success100: '#e7f6ec',
  danger700: '#b42318',
  danger100: '#fdecea',
  star: '#b45309',
  focus: '#1d6fe0',
} as const;

/** Text / background pairs the design uses; each must reach 4.5:1 (tested). */
export const textPairs: readonly (readonly [keyof typeof colors, keyof typeof colors])[] = [
  ['text', 'surface'],
  ['text', 'surfaceMuted'],
  ['textMuted', 'surface'],
  ['textMuted', 'surfaceMuted'],
  ['navy900', 'surface'],
  ['navy800', 'surfaceMuted'],
  ['white', 'navy900'],
  ['white', 'navy800'],
  ['white', 'navy700'],
  ['navy100', 'navy900'],
  ['navy900', 'orange500'],
  ['navy900', 'orange600'],
  ['white', 'orange700'],
  ['orange700', 'surface'],
  ['orange700', 'orange100'],
  ['navy900', 'orange100'],
  ['success700', 'success100'],
  ['danger700', 'danger100'],
  ['danger700', 'surface'],
  ['star', 'surface'],
  ['orange500', 'navy900'],
];

function channel(hex: string, offset: number): number {
  const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
  return value <= 0.040_45 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

function luminance(hex: string): number {
  return 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);
}

/** WCAG 2 contrast ratio of two '#rrggbb' colours. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
