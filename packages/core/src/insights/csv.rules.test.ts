import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.rules';

describe('toCsv', () => {
  it('writes a header and rows with CRLF, quoting what needs quotes and leaving null empty', () => {
    expect(
      toCsv(
        ['Page', 'Views'],
        [
          ['home', 3],
          ['a "quoted", page', null],
        ],
      ),
    ).toBe('Page,Views\r\nhome,3\r\n"a ""quoted"", page",\r\n');
  });

  it('keeps a spreadsheet from running a cell as a formula', () => {
    expect(toCsv(['Page'], [['=HYPERLINK("x")'], ['-1+2'], ['@sum']])).toBe(
      `Page\r\n"'=HYPERLINK(""x"")"\r\n'-1+2\r\n'@sum\r\n`,
    );
  });

  it('writes negative numbers as numbers', () => {
    expect(toCsv(['Change'], [[-50]])).toBe('Change\r\n-50\r\n');
  });
});
