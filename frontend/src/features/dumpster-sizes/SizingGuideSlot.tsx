// The interactive sizing guide's place on /dumpster-sizes: the seam where this page takes in the
// sizing-guide feature. The page is already its own lazy chunk, so the guide loads with it.
import { SizingGuide } from '../sizing-guide/SizingGuide.tsx';

export function SizingGuideSlot() {
  return <SizingGuide />;
}
