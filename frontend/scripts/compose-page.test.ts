import { describe, expect, it } from 'vitest';
import { composePage, htmlFileFor } from './compose-page.ts';

const template = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('composePage', () => {
  const html = composePage(
    template,
    {
      html: '<main><h1>Tampa</h1></main>',
      head: '<title>Tampa</title><link rel="canonical" href="http://x/tampa"/>',
      status: 200,
    },
    { modulepreloads: ['/assets/CityPage-2.js'], stylesheets: ['/assets/CityPage-2.css'] },
  );

  it('puts the rendered app inside the root element', () => {
    expect(html).toContain('<div id="root"><main><h1>Tampa</h1></main></div>');
  });

  it("puts the page's head tags, stylesheets and modulepreloads in the head", () => {
    const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
    expect(head).toContain('<title>Tampa</title><link rel="canonical" href="http://x/tampa"/>');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/CityPage-2.css">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/CityPage-2.js">');
  });

  it('orders the head: meta and title first, then the CSS, then the scripts and modulepreloads', () => {
    const order = [
      '<meta charset',
      '<title>',
      'index-1.css',
      'CityPage-2.css',
      'index-1.js',
      'react-1.js',
      'CityPage-2.js',
    ];
    const positions = order.map((needle) => html.indexOf(needle));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('inlines the stylesheets it is given the text of, and keeps the others as links', () => {
    const inlined = composePage(
      template,
      { html: '<h1>x</h1>', head: '', status: 200 },
      { modulepreloads: [], stylesheets: ['/assets/page.css'] },
      { inlineCss: (href) => (href === '/assets/index-1.css' ? 'body{margin:0}' : undefined) },
    );
    expect(inlined).toContain('<style>body{margin:0}</style>');
    expect(inlined).not.toContain('href="/assets/index-1.css"');
    expect(inlined).toContain('<link rel="stylesheet" crossorigin href="/assets/page.css">');
  });

  it('never inlines CSS that could close the style element', () => {
    const page = composePage(
      template,
      { html: '', head: '', status: 200 },
      { modulepreloads: [], stylesheets: [] },
      { inlineCss: () => 'a{content:"</style><script>"}' },
    );
    expect(page).not.toContain('<style>');
  });

  it('loads only the boot script when given one, naming the entry and every chunk to preload', () => {
    const booted = composePage(
      template,
      { html: '<h1>x</h1>', head: '', status: 200 },
      { modulepreloads: ['/assets/CityPage-2.js'], stylesheets: [] },
      { bootSrc: '/assets/boot-1.js' },
    );
    expect(booted).toContain(
      '<script type="module" src="/assets/boot-1.js" data-entry="/assets/index-1.js" data-preload="/assets/react-1.js /assets/CityPage-2.js"></script>',
    );
    expect(booted).not.toContain('rel="modulepreload"');
    expect(booted).not.toContain('src="/assets/index-1.js"');
  });

  it('keeps dollar signs of the page text as they are', () => {
    const priced = composePage(
      template,
      { html: '<p>From $299 and $$</p>', head: '', status: 200 },
      { modulepreloads: [], stylesheets: [] },
    );
    expect(priced).toContain('<p>From $299 and $$</p>');
  });

  it('refuses a template without an empty root element', () => {
    expect(() =>
      composePage(
        '<html><head></head><body></body></html>',
        { html: '', head: '', status: 200 },
        { modulepreloads: [], stylesheets: [] },
      ),
    ).toThrow(/root/);
  });
});

describe('htmlFileFor', () => {
  it('maps the home page to index.html and a route to its folder', () => {
    expect(htmlFileFor('/')).toBe('index.html');
    expect(htmlFileFor('/tampa')).toBe('tampa/index.html');
    expect(htmlFileFor('/dumpster-sizes')).toBe('dumpster-sizes/index.html');
  });
});
