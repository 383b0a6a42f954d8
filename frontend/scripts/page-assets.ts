// Which built files a prerendered page needs up front: from Vite's client manifest and the
// source modules the page's render loaded lazily, the chunks to modulepreload (so the browser
// fetches them alongside the entry instead of after it) and the stylesheets to link (so the
// page is styled on first paint, not when the chunk's JavaScript injects its CSS).

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export interface PageAssets {
  /** URLs of JS chunks to modulepreload, the entry's own chunk excluded. */
  readonly modulepreloads: string[];
  /** URLs of stylesheets the entry's HTML does not link already. */
  readonly stylesheets: string[];
}

export function entryOf(manifest: Manifest): ManifestChunk {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry)
    throw new Error('The client manifest has no entry chunk: was the client built with --manifest?');
  return entry;
}

export function assetsForModules(manifest: Manifest, modules: Iterable<string>): PageAssets {
  const closure = (keys: Iterable<string>) => {
    const scripts = new Set<string>();
    const styles = new Set<string>();
    const visited = new Set<string>();
    const visit = (key: string) => {
      if (visited.has(key)) return;
      visited.add(key);
      const chunk = manifest[key];
      if (!chunk) throw new Error(`The page loaded ${key}, which the client manifest does not know`);
      scripts.add(chunk.file);
      for (const css of chunk.css ?? []) styles.add(css);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const key of keys) visit(key);
    return { scripts, styles };
  };
  // Vite's index.html already loads the entry and preloads its static imports and their CSS.
  const entryKey = Object.keys(manifest).find((key) => manifest[key] === entryOf(manifest)) as string;
  const loaded = closure([entryKey]);
  const page = closure(modules);
  const scripts = [...page.scripts].filter((file) => !loaded.scripts.has(file));
  const styles = [...page.styles].filter((file) => !loaded.styles.has(file));

  const url = (file: string) => `/${file}`;
  return { modulepreloads: scripts.map(url), stylesheets: styles.map(url) };
}
