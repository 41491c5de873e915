import { describe, expect, it } from 'vitest';
import { addModulePreloads, staticImports } from './module-preloads.ts';

const MODULES: Record<string, string> = {
  '/_astro/App.1.js':
    'import{a as b}from"./react.2.js";import"./style.3.js";const l=()=>import("./Lazy.4.js");',
  '/_astro/client.5.js': 'import{c}from"./react.2.js";import{d}from"./react-dom.6.js";',
  '/_astro/react.2.js': 'export const a=1;',
  '/_astro/react-dom.6.js': 'import{a}from"./react.2.js";export const d=2;',
  '/_astro/style.3.js': '',
  '/_astro/Lazy.4.js': 'import{a}from"./react.2.js";',
  '/_astro/Later.7.js': 'import{a}from"./react.2.js";',
};
const read = (path: string) => MODULES[path] ?? null;
const island = (client: string, component: string) =>
  `<astro-island uid="x" component-url="${component}" component-export="default" renderer-url="/_astro/client.5.js" ssr client="${client}">`;
const page = (body: string) => `<html><head><title>t</title></head><body>${body}</body></html>`;
const preloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]);

describe('staticImports', () => {
  it('finds static imports and side-effect imports, not dynamic ones', () => {
    expect(staticImports(MODULES['/_astro/App.1.js'] ?? '')).toEqual(['./react.2.js', './style.3.js']);
    expect(staticImports('import { x } from "../y.js"; export{z}from"./z.js"')).toEqual([
      '../y.js',
      './z.js',
    ]);
  });
});

describe('addModulePreloads', () => {
  it('preloads the whole static graph of an eager island, each module once, in the head', () => {
    const html = addModulePreloads(page(island('only', '/_astro/App.1.js')), read);
    expect(preloads(html).sort()).toEqual(
      [
        '/_astro/App.1.js',
        '/_astro/client.5.js',
        '/_astro/react-dom.6.js',
        '/_astro/react.2.js',
        '/_astro/style.3.js',
      ].sort(),
    );
    expect(html.indexOf('modulepreload')).toBeLessThan(html.indexOf('</head>'));
  });

  it('leaves lazily hydrated islands, pages without islands and unknown files alone', () => {
    const lazy = page(island('visible', '/_astro/Later.7.js'));
    expect(addModulePreloads(lazy, read)).toBe(lazy);
    expect(addModulePreloads(page('<p>text</p>'), read)).toBe(page('<p>text</p>'));
    expect(preloads(addModulePreloads(page(island('load', '/_astro/Missing.js')), read))).toEqual([
      '/_astro/client.5.js',
      '/_astro/react.2.js',
      '/_astro/react-dom.6.js',
    ]);
  });

  it('does not repeat a preload the page already has', () => {
    const html = page(island('only', '/_astro/App.1.js')).replace(
      '</head>',
      '<link rel="modulepreload" href="/_astro/react.2.js"></head>',
    );
    expect(preloads(addModulePreloads(html, read)).filter((p) => p === '/_astro/react.2.js')).toHaveLength(1);
  });
});
