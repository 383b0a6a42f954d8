// `npm run bench:pdf` (a benchmark, not a test; docs/performance.md): how long the invoice PDF
// takes to render in this process, with the production adapter (PDFKit, DejaVu Sans embedded
// and subset, tagged). Target (docs/performance.md): p95 <= 100 ms for a typical invoice with the scale
// ticket's photo.
//
// One renderer is made per process, as the composition root will (its fonts parsed once); the
// first render is timed on its own. Then, for each document, --runs runs (default 5) of
// --renders sequential renders (default 100) after --warmup renders (default 10); each run gives
// p50/p95/p99 of wall time and p50/p95 of the process's CPU time per render, and the table shows
// the median of the runs. The CPU time is what a render costs; on a shared machine the wall time
// also holds the time the process waited for a core.
import { cpus, loadavg } from 'node:os';
import { type InvoiceDocument, PdfkitInvoicePdfRenderer } from '../backend/src/entries/benchmark-parts.ts';
import {
  checkPayment,
  creditNoteDocument,
  invoiceDocument,
  longInvoiceDocument,
} from '../backend/src/test-support/invoice-documents.ts';

const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [key = '', value = 'true'] = arg.replace(/^--/, '').split('=');
    return [key, value] as const;
  }),
);
const runs = Number(args.get('runs') ?? 5);
const renders = Number(args.get('renders') ?? 100);
const warmup = Number(args.get('warmup') ?? 10);
const targetP95Ms = 100;

const documents: readonly [string, InvoiceDocument][] = [
  ['typical invoice + ticket photo (5 lines, 1 payment)', invoiceDocument({ movements: [checkPayment] })],
  ['typical invoice, no photo', invoiceDocument({ movements: [checkPayment], ticketPhoto: false })],
  ['40-line invoice + ticket photo', longInvoiceDocument()],
  ['credit note (1 line)', creditNoteDocument()],
];

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
const median = (values: readonly number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

interface Run {
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  readonly cpuP50: number;
  readonly cpuP95: number;
  readonly bytes: number;
}

const cpuMsSince = (before: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
};

async function run(renderer: PdfkitInvoicePdfRenderer, document: InvoiceDocument): Promise<Run> {
  for (let index = 0; index < warmup; index += 1) await renderer.render(document);
  const times: number[] = [];
  const cpuTimes: number[] = [];
  let bytes = 0;
  for (let index = 0; index < renders; index += 1) {
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    const pdf = await renderer.render(document);
    times.push(performance.now() - started);
    cpuTimes.push(cpuMsSince(cpuBefore));
    bytes = pdf.length;
  }
  times.sort((a, b) => a - b);
  cpuTimes.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    cpuP50: percentile(cpuTimes, 50),
    cpuP95: percentile(cpuTimes, 95),
    bytes,
  };
}

const loadAtStart = loadavg()[0] ?? 0;
const coldStart = performance.now();
const renderer = new PdfkitInvoicePdfRenderer();
await renderer.render(documents[0]![1]);
const coldMs = performance.now() - coldStart;

const rows: string[] = [];
let typical: { p95: number; cpuP95: number } | undefined;
for (const [name, document] of documents) {
  const results: Run[] = [];
  for (let index = 0; index < runs; index += 1) results.push(await run(renderer, document));
  const figure = (pick: (run: Run) => number) => median(results.map(pick));
  typical ??= { p95: figure((r) => r.p95), cpuP95: figure((r) => r.cpuP95) };
  rows.push(
    `| ${name} | ${figure((r) => r.p50).toFixed(1)} | ${figure((r) => r.p95).toFixed(1)} | ` +
      `${figure((r) => r.p99).toFixed(1)} | ${figure((r) => r.cpuP50).toFixed(1)} | ` +
      `${figure((r) => r.cpuP95).toFixed(1)} | ${results.map((r) => r.p95.toFixed(0)).join(', ')} | ` +
      `${Math.round((results[0]?.bytes ?? 0) / 1024)} KB |`,
  );
}

console.log(
  `Node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), ` +
    `load average ${loadAtStart.toFixed(1)} at start, ${(loadavg()[0] ?? 0).toFixed(1)} at end`,
);
console.log(`First render in a fresh renderer (fonts parsed): ${coldMs.toFixed(0)} ms`);
console.log(
  `\nMedians of ${runs} runs of ${renders} renders each (after ${warmup} warm-up renders)\n\n` +
    '| Document | p50 ms | p95 ms | p99 ms | CPU p50 ms | CPU p95 ms | p95 of each run | PDF size |\n' +
    '| --- | ---: | ---: | ---: | ---: | ---: | --- | ---: |\n' +
    rows.join('\n'),
);
const verdict = (ms: number) => `${ms <= targetP95Ms ? 'met' : 'NOT met'} (${ms.toFixed(1)} ms)`;
console.log(
  `\nTarget p95 <= ${targetP95Ms} ms for a typical invoice with its photo: ${verdict(typical?.p95 ?? Number.NaN)}; ` +
    `its CPU time alone: ${verdict(typical?.cpuP95 ?? Number.NaN)}`,
);
if (loadAtStart > cpus().length)
  console.log(
    `The load average (${loadAtStart.toFixed(1)}) is above the ${cpus().length} cores: wall times include ` +
      'the time this process waited for a core; rerun on a quiet machine for the figure of record.',
  );
