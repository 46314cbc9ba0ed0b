import { describe, expect, it } from 'vitest';
import { deferNextScripts } from './deferred-scripts';

// The shape of what Next 16 renders: React's preload hint and async scripts in the head, the bootstrap
// script at the end of the body, the module-less polyfill left alone.
const page = [
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" nonce="N1" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" nonce="N1" href="/_next/static/chunks/main.js"/>',
  '<script src="/_next/static/chunks/one.js" async="" nonce="N1"></script>',
  '<script src="/_next/static/chunks/turbopack-two.js" async="" nonce="N1"></script>',
  '<script src="/_next/static/chunks/polyfill.js" noModule="" nonce="N1"></script>',
  '</head><body><h1>Hello</h1>',
  '<script nonce="N1">(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script src="/_next/static/chunks/main.js" nonce="N1" async=""></script>',
  '</body></html>',
].join('');

describe('Next scripts deferred to the first paint', () => {
  const deferred = deferNextScripts(page);

  it('takes out the async scripts and their preload hint, keeping everything else', () => {
    expect(deferred).not.toMatch(/<script[^>]*async=""/);
    expect(deferred).not.toContain('rel="preload" as="script"');
    expect(deferred).toContain(
      '<script src="/_next/static/chunks/polyfill.js" noModule="" nonce="N1"></script>',
    );
    expect(deferred).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css"');
    expect(deferred).toContain('<script nonce="N1">(self.__next_f=self.__next_f||[]).push([0])</script>');
  });

  it('adds one loader with the page nonce at the end of the head, naming every script in order', () => {
    const loader = /<script nonce="N1">(\(function[^<]*)<\/script><\/head>/.exec(deferred);
    expect(loader?.[1]).toContain(
      '["/_next/static/chunks/one.js","/_next/static/chunks/turbopack-two.js","/_next/static/chunks/main.js"]',
    );
    expect(loader?.[1]).toContain('first-contentful-paint');
  });

  it('leaves pages without Next scripts as they are', () => {
    const plain = '<html><head><title>x</title></head><body></body></html>';
    expect(deferNextScripts(plain)).toBe(plain);
  });
});
