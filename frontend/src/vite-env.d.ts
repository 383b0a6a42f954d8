/// <reference types="vite/client" />

/** The calendar year of the build, set by `define` in the Vite and Vitest configs. */
declare const __BUILD_YEAR__: number;

interface ImportMetaEnv {
  /** The public origin of the site, for canonical and social addresses. */
  readonly VITE_SITE_URL?: string;
}
