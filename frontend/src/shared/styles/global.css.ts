import { globalStyle } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  // Anchored sections land below the sticky header instead of under it.
  scrollPaddingTop: `calc(${vars.layout.headerHeight} + 1rem)`,
});

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.surface,
  WebkitFontSmoothing: 'antialiased',
  textRendering: 'optimizeLegibility',
});

globalStyle('h1, h2, h3, h4', {
  fontFamily: vars.font.heading,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.brand,
  margin: 0,
  textWrap: 'balance',
});

globalStyle('p', { margin: 0, textWrap: 'pretty' });
globalStyle('ul, ol', { margin: 0 });
globalStyle('img, svg', { display: 'block', maxWidth: '100%' });
globalStyle('img', { height: 'auto' });
globalStyle('a', { color: 'inherit' });
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

// One visible focus ring everywhere a keyboard user lands (WCAG 2.4.7), even on plain elements.
globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});

// Headings receive focus on route change (tabIndex -1); that focus is programmatic, not a
// control, so it shows no ring.
globalStyle('[tabindex="-1"]:focus:not(:focus-visible)', { outline: 'none' });
globalStyle('h1[tabindex="-1"]:focus', { outline: 'none' });

globalStyle('*', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
globalStyle('html', {
  '@media': { '(prefers-reduced-motion: no-preference)': { scrollBehavior: 'smooth' } },
});
