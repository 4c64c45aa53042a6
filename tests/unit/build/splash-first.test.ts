import { describe, expect, it } from 'vitest';
import { withScriptsAfterSplash } from '../../../scripts/vite/splash-first';

const built = [
  '<head>',
  '<script>inline()</script>',
  '<script type="module" crossorigin src="/assets/index-a.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/react-b.js">',
  '<link rel="modulepreload" crossorigin href="/assets/ui-c.js">',
  '<link rel="stylesheet" crossorigin href="/assets/index-d.css">',
  '<link rel="manifest" href="/manifest.webmanifest">',
  '</head>',
].join('\n');

describe('scripts after the splash', () => {
  it('gives the entry and its module preloads a low priority, and nothing else', () => {
    const html = withScriptsAfterSplash(built);
    expect(html).toContain('<script fetchpriority="low" type="module" crossorigin src="/assets/index-a.js"></script>');
    expect(html).toContain('<link fetchpriority="low" rel="modulepreload" crossorigin href="/assets/react-b.js">');
    expect(html).toContain('<link fetchpriority="low" rel="modulepreload" crossorigin href="/assets/ui-c.js">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-d.css">');
    expect(html).toContain('<script>inline()</script>');
    expect(html.match(/fetchpriority/g)).toHaveLength(3);
  });

  it('fails the build when the entry script is not where Vite writes it', () => {
    expect(() => withScriptsAfterSplash('<head></head>')).toThrow(/expected one entry script, found 0/);
    const twice = built.replace('</head>', '<script type="module" crossorigin src="/assets/other.js"></script></head>');
    expect(() => withScriptsAfterSplash(twice)).toThrow(/found 2/);
  });
});
