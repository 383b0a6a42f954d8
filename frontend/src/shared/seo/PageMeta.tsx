import { business } from '@dumpster/domain';
import { absoluteUrl } from './site-url.ts';

export interface PageMetaProps {
  title: string;
  description: string;
  keywords?: readonly string[];
  /** Path of the page's canonical address, e.g. '/tampa'. */
  canonicalPath: string;
  /** Path of the social preview image. */
  ogImagePath?: string;
  /** Keep the page out of search results (the 404 page). */
  noIndex?: boolean;
}

/**
 * The page's head tags. React 19 hoists <title>, <meta> and <link> into <head> wherever they
 * are rendered, and removes them when the page unmounts; the same code renders them into the
 * HTML at build time.
 */
export function PageMeta({
  title,
  description,
  keywords,
  canonicalPath,
  ogImagePath = '/og-image.jpg',
  noIndex,
}: PageMetaProps) {
  const url = absoluteUrl(canonicalPath);
  const image = absoluteUrl(ogImagePath);
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {keywords && keywords.length > 0 ? <meta name="keywords" content={keywords.join(', ')} /> : null}
      {noIndex ? <meta name="robots" content="noindex" /> : null}
      <link rel="canonical" href={url} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={business.name} />
      <meta property="og:locale" content="en_US" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
    </>
  );
}
