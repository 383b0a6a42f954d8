// The /dumpster-sizes route: the sizes page with the sizing-guide feature in its guide section.
// One module, so the page and the guide stay one chunk and load together.
import { DumpsterSizesPage } from '../../features/dumpster-sizes/DumpsterSizesPage.tsx';
import { SizingGuide } from '../../features/sizing-guide/SizingGuide.tsx';

export function DumpsterSizesRoute() {
  return <DumpsterSizesPage sizingGuide={<SizingGuide />} />;
}
