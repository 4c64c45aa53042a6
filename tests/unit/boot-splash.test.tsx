import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BootSplash } from '@/components/ui/BootSplash';

/** Markup without the whitespace between tags and with attributes in a fixed order. */
function normalise(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html.replace(/>\s+</g, '><').trim();
  const walk = (node: Element): string => {
    const attributes = [...node.attributes]
      .map((attribute) => `${attribute.name}="${attribute.value}"`)
      .sort()
      .join(' ');
    const children = [...node.childNodes]
      .map((child) => (child instanceof Element ? walk(child) : (child.textContent ?? '').trim()))
      .join('');
    return `<${node.localName} ${attributes}>${children}</${node.localName}>`;
  };
  return [...template.content.children].map(walk).join('');
}

describe('the start-up splash', () => {
  it("is the same in index.html and in React's first screen, so nothing flashes between them", () => {
    const indexHtml = readFileSync(path.resolve(import.meta.dirname, '../../index.html'), 'utf8');
    const root = /<div id="root">([\s\S]*?)<\/div>\s*<script/.exec(indexHtml)?.[1] ?? '';
    expect(root).toContain('boot-splash');
    expect(normalise(root)).toBe(normalise(renderToStaticMarkup(<BootSplash />)));
  });
});
