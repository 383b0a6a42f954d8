import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// The API runs beside the dev server; in dev it is reached through this proxy so every call
// stays same-origin (cookies included, no CORS).
const apiTarget = process.env.API_URL ?? 'http://localhost:3001';

/** `npm run dev`, `dev:mock` and `preview` listen on PORT like `npm start` does, else on 3000. */
const port = Number(process.env.PORT) || 3000;

/** The back office's page addresses, all answered with its own HTML page (decision 0068). */
const adminPage = /^\/admin(\/|$)/;
const adminShell = '/admin/index.html';

/**
 * `npm run dev` and `dev:mock`: /admin and /admin/* get the back office's page, as the server
 * answers them in production, instead of the public site's index.html.
 */
function adminShellInDev(): Plugin {
  return {
    name: 'admin-shell-in-dev',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const pathname = (req.url ?? '/').split(/[?#]/)[0] ?? '/';
        if (adminPage.test(pathname) && path.extname(pathname) === '') req.url = adminShell;
        next();
      });
    },
  };
}

/**
 * `vite preview` of a prerendered build: /tampa is dist/client/tampa/index.html, and an unknown
 * path is 404.html with status 404. Vite's own fallback would answer every such path with the
 * home page's HTML, which the client then fails to hydrate. A client-only build (no route
 * folders) keeps the usual single-page fallback.
 */
function prerenderedPreview(): Plugin {
  return {
    name: 'prerendered-preview',
    configurePreviewServer(server) {
      const outDir = path.resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((req, res, next) => {
        const pathname = decodeURIComponent((req.url ?? '/').split(/[?#]/)[0] ?? '/');
        if (pathname === '/' || path.extname(pathname) !== '') return next();
        if (adminPage.test(pathname) && existsSync(path.join(outDir, adminShell))) {
          req.url = adminShell;
          return next();
        }
        const page = path.join(outDir, pathname, 'index.html');
        if (!page.startsWith(outDir)) return next();
        if (existsSync(page)) {
          req.url = `${pathname.replace(/\/$/, '')}/index.html`;
          return next();
        }
        const notFound = path.join(outDir, '404.html');
        if (!existsSync(notFound)) return next();
        res.statusCode = 404;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(readFileSync(notFound));
      });
    },
  };
}

/**
 * @internationalized/date's `createCalendar` builds any of its 13 calendars, so every one of them
 * (about 6 KB gzip) ships with react-aria's date field, which imports it with no way to pass
 * another. The site's date pickers always ask for the Gregorian calendar
 * (`shared/ui/gregorian-locale.ts`), so the browser's bundles get a `createCalendar` that builds
 * only that one (the prerender's too; Vitest keeps the library's own).
 */
const createCalendarModule = /@internationalized[\\/]date[\\/]dist[\\/]private[\\/]createCalendar\.mjs$/;
function gregorianCalendarOnly(): Plugin {
  return {
    name: 'gregorian-calendar-only',
    apply: 'build',
    load(id) {
      if (!createCalendarModule.test(id)) return null;
      return [
        `import { GregorianCalendar } from './calendars/GregorianCalendar.mjs';`,
        // A non-Gregorian name cannot arrive from the site's pickers; should one ever do, the
        // Gregorian calendar is still the one the booking's dates are counted in.
        'export function createCalendar() { return new GregorianCalendar(); }',
      ].join('\n');
    },
  };
}

/**
 * The date code that the booking page, its lazy `booking-api` and the lazy My booking page all
 * use: the domain's calendar and booking-date rules, the native date field, and the
 * @internationalized/date core they stand on. Left to the bundler, the three users split it into
 * three small chunks by who shares what, which /book loads as separate, worse-compressing files;
 * named here it is one chunk. Only these modules are taken (not what they import, such as valibot,
 * which the contact form shares), so no other page loads it; none of them runs code on load that
 * depends on order, which is what taking dependencies along would guard.
 */
const sharedDateCode = new RegExp(
  [
    String.raw`[\\/]shared[\\/]ui[\\/]NativeDateField\.tsx$`,
    String.raw`[\\/]domain[\\/]src[\\/]calendar[\\/]`,
    String.raw`[\\/]domain[\\/]src[\\/]booking[\\/]booking-date-rules\.ts$`,
    String.raw`[\\/]domain[\\/]src[\\/]quote[\\/]extra-day-quote\.ts$`,
    String.raw`@internationalized[\\/]date[\\/]dist[\\/]private[\\/](CalendarDate|conversion|manipulation|queries|string|utils|weekStartData|calendars[\\/]GregorianCalendar)\.mjs$`,
  ].join('|'),
);

export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    // The site is in US English only: React Aria's strings for its 30-odd other locales (about a
    // fifth of the date picker's code) stay out of the browser's bundles.
    optimizeLocales.vite({ locales: ['en-US'] }),
    gregorianCalendarOnly(),
    prerenderedPreview(),
    adminShellInDev(),
  ],
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  server: {
    port,
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  preview: { port },
  build: {
    target: 'es2022',
    // No source maps in a production build: served, they publish every source file with its
    // comments, and nothing here reads them (decision 0060). `npm run dev` has its own.
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'date-fields', test: sharedDateCode, includeDependenciesRecursively: false }],
        },
      },
    },
  },
});
