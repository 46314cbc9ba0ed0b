import { describe, expect, it } from 'vitest';
import {
  aboutEditorStart,
  EMPTY_ABOUT_HTML,
  htmlToPlainText,
  isHtmlEmpty,
  normalizeAboutHtml,
  plainTextToHtml,
} from './about.rules';

describe('plain text to HTML (a Pro member opening plain text)', () => {
  it.each([
    ['One line', '<p>One line</p>'],
    ['Line one\nLine two', '<p>Line one<br>Line two</p>'],
    ['First paragraph\n\nSecond\r\nstill second', '<p>First paragraph</p><p>Second<br>still second</p>'],
    ['Tom & Jerry <b>', '<p>Tom &amp; Jerry &lt;b&gt;</p>'],
    ['', EMPTY_ABOUT_HTML],
    ['   \n\n  ', EMPTY_ABOUT_HTML],
  ])('%j -> %j', (text, html) => {
    expect(plainTextToHtml(text)).toBe(html);
  });
});

describe('HTML to plain text (a non-Pro member opening HTML)', () => {
  it.each([
    ['<p>One</p><p>Two<br>lines</p>', 'One\n\nTwo\nlines'],
    ['<p><strong>Bold</strong> and <em>italic</em> &amp; more</p>', 'Bold and italic & more'],
    ['<ul><li><p>First</p></li><li><p>Second</p></li></ul>', '- First\n\n- Second'],
    ['<p style="text-align: center">Centered &lt;tag&gt;&nbsp;x</p>', 'Centered <tag> x'],
    ['<p></p>', ''],
  ])('%j -> %j', (html, text) => {
    expect(htmlToPlainText(html)).toBe(text);
  });

  it('round-trips plain text through HTML', () => {
    const text = 'We clean homes.\nEvery week.\n\nCall us: 5 < 6 & "quotes"';
    expect(htmlToPlainText(plainTextToHtml(text))).toBe(text);
  });
});

describe('empty rich text', () => {
  it.each(['', '<p></p>', '<p> </p>', '<p><br></p>', '<p>&nbsp;</p>'])(
    '%j is saved as an empty paragraph',
    (html) => {
      expect(isHtmlEmpty(html)).toBe(true);
      expect(normalizeAboutHtml(html)).toBe(EMPTY_ABOUT_HTML);
    },
  );

  it('keeps text as it is', () => {
    expect(normalizeAboutHtml('<p>Hi</p>')).toBe('<p>Hi</p>');
  });
});

describe('what the editor opens with', () => {
  it('converts plain text to HTML for Pro', () => {
    expect(aboutEditorStart({ aboutDesc: 'a\nb', aboutHtml: false }, true)).toEqual({
      text: '<p>a<br>b</p>',
      html: true,
    });
  });
  it('keeps HTML for Pro', () => {
    expect(aboutEditorStart({ aboutDesc: '<p>x</p>', aboutHtml: true }, true)).toEqual({
      text: '<p>x</p>',
      html: true,
    });
  });
  it('strips HTML for non-Pro', () => {
    expect(aboutEditorStart({ aboutDesc: '<p><u>x</u></p>', aboutHtml: true }, false)).toEqual({
      text: 'x',
      html: false,
    });
  });
  it('keeps plain text for non-Pro, and a missing description is empty', () => {
    expect(aboutEditorStart({ aboutDesc: 'x\ny', aboutHtml: false }, false)).toEqual({
      text: 'x\ny',
      html: false,
    });
    expect(aboutEditorStart({ aboutDesc: null, aboutHtml: false }, false)).toEqual({ text: '', html: false });
    expect(aboutEditorStart({ aboutDesc: null, aboutHtml: false }, true)).toEqual({
      text: EMPTY_ABOUT_HTML,
      html: true,
    });
  });
});
