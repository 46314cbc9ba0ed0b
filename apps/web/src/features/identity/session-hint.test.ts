import { describe, expect, it } from 'vitest';
import { SESSION_HINT_SCRIPT } from './session-hint';

/** Runs the inline script against a document with these cookies; the <html> element's data set after it. */
function runScript(cookie: string): Record<string, string> {
  const document = { cookie, documentElement: { dataset: {} as Record<string, string> } };
  new Function('document', SESSION_HINT_SCRIPT)(document);
  return document.documentElement.dataset;
}

describe('the session hint script', () => {
  it('marks <html data-session> when the hint cookie is there, wherever it stands', () => {
    expect(runScript('pl_session=1')).toEqual({ session: '' });
    expect(runScript('theme=dark; pl_session=1')).toEqual({ session: '' });
  });

  it('leaves a visitor alone, also one with a cookie whose name only ends like it', () => {
    expect(runScript('')).toEqual({});
    expect(runScript('theme=dark; xpl_session=1')).toEqual({});
  });
});
