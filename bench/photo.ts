// `npm run bench:photo` (a benchmark, not a test; docs/performance.md): how long the server takes
// to check and re-encode one driver's photo (SharpPhotoProcessor: signature, header, decode,
// upright, 1600 px JPEG within 400 KB, 320 px thumbnail). Target: p95 <= 500 ms for a 4 MB phone
// photo. Inputs, made with sharp (no real photos are kept): the phone camera's full-size JPEG
// (12 MP, about 4 MB, with EXIF and GPS), the same photo as the driver's phone sends it after
// shrinking it (1600 px, quality 0.8), and a 20000 x 20000 PNG bomb (refused from its header).
//
// Each case is timed sequentially, one photo at a time (one upload per request), in `rounds`
// rounds of `per-round` photos after two warm-up runs; the figures are the medians over the
// rounds of each round's p50 and p95, with the CPU time per photo (all libvips threads), which
// says more than wall time on a loaded machine. Options: --rounds=5 --per-round=20.
import { cpus, loadavg } from 'node:os';
import sharp from 'sharp';
import { SharpPhotoProcessor } from '../backend/src/entries/benchmark-parts.ts';
import { pngBomb, realisticPhoto, withCameraExif } from '../backend/src/test-support/photo-fixtures.ts';

const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [key = '', value = 'true'] = arg.replace(/^--/, '').split('=');
    return [key, value] as const;
  }),
);
const rounds = Number(args.get('rounds') ?? 5);
const perRound = Number(args.get('per-round') ?? 20);

const processor = new SharpPhotoProcessor();

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

interface CaseResult {
  readonly p50: number;
  readonly p95: number;
  readonly cpu: number;
}

async function timeCase(input: Buffer): Promise<CaseResult> {
  for (let i = 0; i < 2; i += 1) await processor.process(input);
  const p50s: number[] = [];
  const p95s: number[] = [];
  const cpus: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const times: number[] = [];
    const cpuBefore = process.cpuUsage();
    for (let i = 0; i < perRound; i += 1) {
      const started = performance.now();
      await processor.process(input);
      times.push(performance.now() - started);
    }
    const cpu = process.cpuUsage(cpuBefore);
    times.sort((a, b) => a - b);
    p50s.push(percentile(times, 50));
    p95s.push(percentile(times, 95));
    cpus.push((cpu.user + cpu.system) / 1000 / perRound);
  }
  return { p50: median(p50s), p95: median(p95s), cpu: median(cpus) };
}

async function main() {
  console.log(
    `bench:photo: ${rounds} rounds x ${perRound} photos per case; ${cpus().length} CPUs, load ${loadavg()[0]?.toFixed(1)}; sharp ${sharp.versions.sharp}, libvips ${sharp.versions.vips}`,
  );
  const camera = await withCameraExif(await realisticPhoto(), {
    takenAt: '2026:11:27 09:42:13',
    offset: '-05:00',
  });
  const shrunk = await sharp(camera)
    .autoOrient()
    .resize(1600, 1600, { fit: 'inside' })
    .jpeg({ quality: 80 })
    .toBuffer();
  const bomb = pngBomb(20_000, 20_000);

  const cases: Array<[string, Buffer]> = [
    [`phone camera JPEG, 4000 x 3000, ${kb(camera.length)}`, camera],
    [`shrunk on the phone, 1600 x 1200, ${kb(shrunk.length)}`, shrunk],
    [`PNG bomb, 20000 x 20000, ${kb(bomb.length)} (refused)`, bomb],
  ];
  const results: CaseResult[] = [];
  for (const [name, input] of cases) {
    const result = await processor.process(input);
    const outcome = result.ok
      ? `photo ${result.processed.photo.width} x ${result.processed.photo.height} ${kb(result.processed.photo.bytes.length)}, thumbnail ${kb(result.processed.thumbnail.bytes.length)}`
      : `refused: ${result.reason}`;
    const timed = await timeCase(input);
    results.push(timed);
    const { p50, p95, cpu } = timed;
    console.log(
      `${name}\n  -> ${outcome}\n  p50 ${p50.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, CPU ${cpu.toFixed(0)} ms per photo`,
    );
  }
  const target = results[0] as CaseResult;
  console.log(
    `\ntarget p95 <= 500 ms for the 4 MB photo: ${target.p95 <= 500 ? 'met' : 'NOT met'} (${target.p95.toFixed(0)} ms; load ${loadavg()[0]?.toFixed(1)} at the end)`,
  );
}

await main();
