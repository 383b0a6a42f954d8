// One Lighthouse run of one page with the mobile or desktop preset, on the machine's Chromium
// (CHROME_PATH or /usr/bin/chromium; never a downloaded browser), reduced to the figures the
// web benchmark reports.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../e2e/support/chromium.ts';

export type Preset = 'mobile' | 'desktop';

export interface RunFigures {
  readonly performance: number;
  readonly accessibility: number;
  readonly bestPractices: number;
  readonly seo: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  readonly fcpMs: number;
  /** Same-origin JS and CSS the page loaded (no interaction), with what Lighthouse saw on the wire. */
  readonly scripts: readonly { url: string; transferBytes: number }[];
  readonly stylesheets: readonly { url: string; transferBytes: number }[];
  /** The audits that lost points, for the report of what limits a score. */
  readonly failedAudits: readonly string[];
  readonly lcpElement: string | undefined;
  readonly consoleErrors: readonly string[];
}

export async function launchChrome(): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({
    // The same Chromium, started the same way, as the end-to-end suite's.
    chromePath: chromiumPath(),
    chromeFlags: [...chromiumArgs],
    logLevel: 'silent',
  });
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

export async function runLighthouse(url: string, preset: Preset, port: number): Promise<RunFigures> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error' },
    preset === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);

  const audit = (id: string) => lhr.audits[id];
  const origin = new URL(url).origin;
  const items = (
    (audit('network-requests')?.details as { items?: NetworkItem[] } | undefined)?.items ?? []
  ).filter((item) => item.url.startsWith(origin));
  const pick = (type: string) =>
    items
      .filter((item) => item.resourceType === type)
      .map((item) => ({ url: item.url, transferBytes: item.transferSize ?? 0 }));

  const failedAudits = Object.values(lhr.categories).flatMap((category) =>
    category.auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a && a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
      .map((a) => `${category.id}: ${a?.id} (${a?.displayValue ?? a?.title})`),
  );
  const lcpNode = (
    audit('lcp-breakdown-insight')?.details as
      | { items?: { type?: string; snippet?: string; nodeLabel?: string }[] }
      | undefined
  )?.items?.find((item) => item.type === 'node');
  const consoleErrors = (
    (audit('errors-in-console')?.details as { items?: { description?: string }[] } | undefined)?.items ?? []
  ).map((item) => (item.description ?? '').slice(0, 160));

  return {
    performance: score(lhr.categories.performance?.score),
    accessibility: score(lhr.categories.accessibility?.score),
    bestPractices: score(lhr.categories['best-practices']?.score),
    seo: score(lhr.categories.seo?.score),
    lcpMs: audit('largest-contentful-paint')?.numericValue ?? Number.NaN,
    tbtMs: audit('total-blocking-time')?.numericValue ?? Number.NaN,
    cls: audit('cumulative-layout-shift')?.numericValue ?? Number.NaN,
    fcpMs: audit('first-contentful-paint')?.numericValue ?? Number.NaN,
    scripts: pick('Script'),
    stylesheets: pick('Stylesheet'),
    failedAudits: [...new Set(failedAudits)],
    lcpElement: lcpNode ? `${lcpNode.snippet ?? ''} "${(lcpNode.nodeLabel ?? '').slice(0, 60)}"` : undefined,
    consoleErrors: [...new Set(consoleErrors)],
  };
}
