import type { DumpsterSizeValue } from '@dumpster/domain';
import tenYard from './dumpster-10-yard.svg?no-inline';
import fifteenYard from './dumpster-15-yard.svg?no-inline';
import twentyYard from './dumpster-20-yard.svg?no-inline';

const sources: Record<DumpsterSizeValue, string> = {
  '10-yard': tenYard,
  '15-yard': fifteenYard,
  '20-yard': twentyYard,
};

const descriptions: Record<DumpsterSizeValue, string> = {
  '10-yard': '10 yard roll-off dumpster, drawn to scale beside the larger sizes',
  '15-yard': '15 yard roll-off dumpster, drawn to scale beside the other sizes',
  '20-yard': '20 yard roll-off dumpster, the longest of the three, drawn to scale',
};

interface DumpsterImageProps {
  size: DumpsterSizeValue;
  className?: string;
  /** Above the fold: load at once. Elsewhere the browser waits until it is near. */
  eager?: boolean;
  /** Decorative next to text that already names the size. */
  decorative?: boolean;
}

/** The drawn container of one size; width and height are set so nothing shifts as it loads. */
export function DumpsterImage({ size, className, eager = false, decorative = false }: DumpsterImageProps) {
  return (
    <img
      src={sources[size]}
      alt={decorative ? '' : descriptions[size]}
      width={320}
      height={140}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={className}
    />
  );
}
