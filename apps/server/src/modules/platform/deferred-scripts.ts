/** Next's async build scripts (`<script src="/_next/static/…" async="">`), wherever React put them. */
const NEXT_ASYNC_SCRIPT =
  /<script\b(?=[^>]*\basync="")(?![^>]*\bnoModule\b)[^>]*\bsrc="(\/_next\/static\/[^"]+)"[^>]*><\/script>/g;

/** React's preload hint for the bootstrap script, which would fetch it before the paint after all. */
const NEXT_SCRIPT_PRELOAD =
  /<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="script")[^>]*\bhref="\/_next\/static\/[^"]+"[^>]*\/?>/g;

const NONCE = /\bnonce="([^"]+)"/;

/**
 * The loader that replaces them: it adds the same async scripts once the browser reports the first
 * contentful paint (or after 3 s, e.g. in a background tab that never paints). Attributes match what
 * React's preinit looks for (`script[async][src=…]`), so hydration does not add them a second time.
 */
function loaderScript(sources: string[], nonce: string | undefined): string {
  const code = `(function(s){var d=0,n=document.currentScript&&document.currentScript.nonce;function l(){if(d)return;d=1;s.forEach(function(u){var e=document.createElement('script');e.src=u;e.async=true;if(n)e.nonce=n;document.head.appendChild(e)})}try{new PerformanceObserver(function(x,o){if(x.getEntriesByName('first-contentful-paint').length){o.disconnect();l()}}).observe({type:'paint',buffered:true})}catch(e){l()}setTimeout(l,3000)})(${JSON.stringify(sources)})`;
  return `<script${nonce ? ` nonce="${nonce}"` : ''}>${code}</script>`;
}

/**
 * Rewrites a rendered page so Next's JavaScript is requested after the first contentful paint instead
 * of alongside the stylesheets: on a slow connection its ~140 KB no longer share the bandwidth the
 * HTML, CSS and hero image need, so the server-rendered page shows sooner; hydration starts once it
 * has arrived, as before. Pages without Next's scripts are returned unchanged.
 */
export function deferNextScripts(html: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  const sources: string[] = [];
  let nonce: string | undefined;
  const withoutScripts = html.replace(NEXT_ASYNC_SCRIPT, (tag, source: string) => {
    sources.push(source);
    nonce ??= NONCE.exec(tag)?.[1];
    return '';
  });
  if (sources.length === 0) return html;
  const withoutPreloads = withoutScripts.replace(NEXT_SCRIPT_PRELOAD, '');
  const at = withoutPreloads.indexOf('</head>');
  return `${withoutPreloads.slice(0, at)}${loaderScript(sources, nonce)}${withoutPreloads.slice(at)}`;
}
