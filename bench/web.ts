// `npm run bench:web` (a benchmark, not a test): builds the site into a temporary folder (so a
// developer's `vite build` cannot empty it mid-run), starts the production server
// (`node scripts/start.ts`) on it, on a free port with a fresh temporary DATA_DIR, and runs
// Lighthouse three times per page and preset on /, /book, /dumpster-sizes and /tampa. It prints
// the median of each figure: the four category scores, FCP, LCP, TBT, CLS, and the gzip bytes of
// the same-origin JS and CSS each page loads before any interaction (the files Lighthouse saw
// loading, re-fetched with Accept-Encoding: gzip; the brotli bytes on the wire beside them).
//
// Options: --no-build (serve the current frontend/dist), --url=http://host:port (measure a
// server that is already running instead), --runs=N (default 3), --pages=/,/book (default the
// four pages), --presets=mobile (default mobile and desktop).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { serverEntries, startServerProcess } from '../backend/src/test-support/server-process.ts';
import { launchChrome, type Preset, type RunFigures, runLighthouse } from './web-lighthouse.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');
const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [key = '', value = 'true'] = arg.replace(/^--/, '').split('=');
    return [key, value] as const;
  }),
);
// --pages=/book,/tampa and --presets=mobile narrow a run while working on one page.
const pages = (args.get('pages') ?? '/,/book,/dumpster-sizes,/tampa').split(',');
const presets = (args.get('presets') ?? 'mobile,desktop').split(',') as Preset[];
const runs = Number(args.get('runs') ?? 3);

function run(command: string, commandArgs: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { cwd: repoRoot, env, stdio: 'inherit' });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${commandArgs.join(' ')}: ${code}`)),
    );
  });
}

async function startServer(
  distDir: string | undefined,
): Promise<{ origin: string; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-web-data-'));
  const server = await startServerProcess({
    entry: serverEntries.production,
    // A fixed public address: without SITE_URL it follows the free PORT, and each run would rebuild.
    env: {
      DATA_DIR: dataDir,
      SITE_URL: process.env.SITE_URL || 'http://localhost:3000',
      ...(distDir ? { FRONTEND_DIST_DIR: distDir } : {}),
    },
    // `npm start` builds a stale site first.
    readyWithinMs: 10 * 60_000,
    echo: true,
  });
  const stop = async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { origin: server.baseUrl, stop };
}

/** Lighthouse now and then loses its trace on a loaded machine (NO_NAVSTART); that run is redone. */
async function withRetries<T>(attempt: () => Promise<T>, retries = 2): Promise<T> {
  for (let i = 0; ; i += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (i >= retries) throw error;
      console.error(`retrying after: ${error instanceof Error ? error.message : error}`);
    }
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

async function gzipBytes(urls: readonly string[]): Promise<number> {
  let total = 0;
  for (const url of new Set(urls)) {
    // fetch() would decompress; node:http reports what the server sends.
    const { request } = await import('node:http');
    total += await new Promise<number>((resolve, reject) => {
      request(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        res.on('end', () => resolve(bytes));
      })
        .on('error', reject)
        .end();
    });
  }
  return total;
}

/** The CSS a page carries in its own <style> elements (the prerender inlines the site stylesheet). */
async function inlineCssGzipBytes(url: string): Promise<number> {
  const html = await (await fetch(url)).text();
  const css = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '').join('');
  return css ? gzipSync(css).length : 0;
}

interface PageResult {
  page: string;
  preset: Preset;
  runs: RunFigures[];
  jsGzip: number;
  cssGzip: number;
  jsBrotli: number;
  cssBrotli: number;
}

/** 'performance: total-blocking-time (2,620 ms)' from each run -> one line with every run's value. */
function groupFailures(failures: readonly string[]): string[] {
  const byAudit = new Map<string, string[]>();
  for (const failure of failures) {
    const [audit = failure, value = ''] = failure.split(/ \((.*)\)$/);
    byAudit.set(audit, [...(byAudit.get(audit) ?? []), value]);
  }
  return [...byAudit].map(([audit, values]) => `${audit} (${values.join(' / ')})`);
}

function summarise(result: PageResult) {
  const m = (pick: (r: RunFigures) => number) => median(result.runs.map(pick));
  return {
    page: result.page,
    preset: result.preset,
    performance: m((r) => r.performance),
    accessibility: m((r) => r.accessibility),
    bestPractices: m((r) => r.bestPractices),
    seo: m((r) => r.seo),
    fcpMs: Math.round(m((r) => r.fcpMs)),
    lcpMs: Math.round(m((r) => r.lcpMs)),
    tbtMs: Math.round(m((r) => r.tbtMs)),
    cls: Number(m((r) => r.cls).toFixed(3)),
    jsGzipKB: Number((result.jsGzip / 1024).toFixed(1)),
    cssGzipKB: Number((result.cssGzip / 1024).toFixed(1)),
    jsBrotliKB: Number((result.jsBrotli / 1024).toFixed(1)),
    cssBrotliKB: Number((result.cssBrotli / 1024).toFixed(1)),
    lcpElement: result.runs[0]?.lcpElement,
    failedAudits: groupFailures(result.runs.flatMap((r) => r.failedAudits)),
    consoleErrors: [...new Set(result.runs.flatMap((r) => r.consoleErrors))],
  };
}

async function main() {
  let distDir: string | undefined;
  if (!args.has('url') && !args.has('no-build')) {
    distDir = mkdtempSync(path.join(tmpdir(), 'bench-web-dist-'));
    await run(process.execPath, ['frontend/scripts/build.ts'], {
      ...process.env,
      FRONTEND_DIST_DIR: distDir,
    });
  }
  const server = args.has('url')
    ? { origin: String(args.get('url')).replace(/\/$/, ''), stop: async () => {} }
    : await startServer(distDir);
  const chrome = await launchChrome();
  const results: PageResult[] = [];
  try {
    for (const preset of presets) {
      for (const page of pages) {
        const url = `${server.origin}${page}`;
        const figures: RunFigures[] = [];
        for (let i = 0; i < runs; i += 1) {
          figures.push(await withRetries(() => runLighthouse(url, preset, chrome.port)));
          const last = figures.at(-1) as RunFigures;
          console.error(
            `${preset} ${page} run ${i + 1}: performance ${last.performance}, LCP ${Math.round(last.lcpMs)} ms`,
          );
        }
        const first = figures[0] as RunFigures;
        const sum = (list: readonly { transferBytes: number }[]) =>
          list.reduce((total, item) => total + item.transferBytes, 0);
        results.push({
          page,
          preset,
          runs: figures,
          jsGzip: await gzipBytes(first.scripts.map((s) => s.url)),
          cssGzip: (await gzipBytes(first.stylesheets.map((s) => s.url))) + (await inlineCssGzipBytes(url)),
          jsBrotli: sum(first.scripts),
          cssBrotli: sum(first.stylesheets),
        });
      }
    }
  } finally {
    chrome.kill();
    await server.stop();
    if (distDir) rmSync(distDir, { recursive: true, force: true });
  }

  const summary = results.map(summarise);
  console.log(
    `\nLighthouse ${runs} runs per page and preset, medians (Chromium headless, ${new Date().toISOString()}, load average ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores)\n`,
  );
  console.log(
    '| page | preset | perf | a11y | best pr. | SEO | FCP ms | LCP ms | TBT ms | CLS | JS gzip KB | CSS gzip KB (inlined + files) | JS br KB on the wire | CSS files br KB |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const s of summary) {
    console.log(
      `| ${s.page} | ${s.preset} | ${s.performance} | ${s.accessibility} | ${s.bestPractices} | ${s.seo} | ${s.fcpMs} | ${s.lcpMs} | ${s.tbtMs} | ${s.cls} | ${s.jsGzipKB} | ${s.cssGzipKB} | ${s.jsBrotliKB} | ${s.cssBrotliKB} |`,
    );
  }
  console.log('\nWhat lost points (any run):');
  for (const s of summary) {
    console.log(`- ${s.page} ${s.preset}: LCP element ${s.lcpElement ?? '?'}`);
    for (const failed of s.failedAudits) console.log(`    ${failed}`);
    for (const error of s.consoleErrors) console.log(`    console: ${error}`);
  }
  const out = path.join(tmpdir(), `bench-web-${Date.now()}.json`);
  writeFileSync(out, JSON.stringify(summary, null, 2));
  console.log(`\nFull figures: ${out}`);
}

await main();
