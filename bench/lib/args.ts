// A benchmark's options: `--name=value` (or a bare `--flag`, meaning true), by name.
export function benchArgs(argv: readonly string[] = process.argv.slice(2)): Map<string, string> {
  return new Map(
    argv.map((arg) => {
      const [key = '', value = 'true'] = arg.replace(/^--/, '').split('=');
      return [key, value] as const;
    }),
  );
}

/** The load of the write-path benchmarks: `--seconds=20 --slices=4 --connections=32 --warmup=3`. */
export function loadOptions(args: Map<string, string>) {
  return {
    seconds: Number(args.get('seconds') ?? 20),
    slices: Number(args.get('slices') ?? 4),
    connections: Number(args.get('connections') ?? 32),
    warmupSeconds: Number(args.get('warmup') ?? 3),
  };
}

/** The PostgreSQL server the benchmarks make their databases on. */
export const benchAdminUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
