import { describe, expect, it } from 'vitest';
import { escapeHtml, textToHtml, textWithListsToHtml } from './html';

describe('escapeHtml', () => {
  it('escapes the five characters that can break out of text or an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});

describe('textToHtml', () => {
  it('makes paragraphs of blank-line-separated text and <br> of single line breaks, escaped', () => {
    expect(textToHtml('One\r\ntwo\n\n  \n<b>three</b>\n')).toBe(
      '<p>One<br>two</p><p>&lt;b&gt;three&lt;/b&gt;</p>',
    );
  });

  it('is empty for blank text', () => {
    expect(textToHtml(' \n\n ')).toBe('');
  });
});

describe('textWithListsToHtml', () => {
  it('makes a block of "- " lines a list and any other block a paragraph', () => {
    expect(textWithListsToHtml('We clean <well>.\n\n- Licensed\n• Insured\n\n- one\nnot a list')).toBe(
      '<p>We clean &lt;well&gt;.</p><ul><li>Licensed</li><li>Insured</li></ul><p>- one<br>not a list</p>',
    );
  });
});
