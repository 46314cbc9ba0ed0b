import { describe, expect, it } from 'vitest';
import { contentDisposition } from './send-download';

describe('contentDisposition', () => {
  it('names a plain file twice: quoted and percent-encoded', () => {
    expect(contentDisposition('attachment', 'quote.pdf')).toBe(
      `attachment; filename="quote.pdf"; filename*=UTF-8''quote.pdf`,
    );
  });

  it('keeps quotes, backslashes, line breaks and semicolons from breaking out of the header', () => {
    const header = contentDisposition('attachment', 'a"b\\c\r\nSet-Cookie: x=1;.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toBe(
      `attachment; filename="a_b_c__Set-Cookie: x=1;.pdf"; filename*=UTF-8''a%22b%5Cc%0D%0ASet-Cookie%3A%20x%3D1%3B.pdf`,
    );
  });

  it('spells any other name in UTF-8, with an ASCII stand-in', () => {
    expect(contentDisposition('inline', "Façade (north) 50%'s.jpg")).toBe(
      `inline; filename="Fa_ade (north) 50_'s.jpg"; filename*=UTF-8''Fa%C3%A7ade%20%28north%29%2050%25%27s.jpg`,
    );
  });

  it('survives a lone surrogate', () => {
    expect(contentDisposition('attachment', 'x\uD800.png')).toContain("filename*=UTF-8''x%EF%BF%BD.png");
  });
});
