import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TEMPLATES } from './default-templates';
import { MESSAGE_KIND_DEFINITIONS, MESSAGE_KINDS } from './message-kinds';
import {
  composeText,
  paragraphsOf,
  parseTemplate,
  renderTokens,
  withoutControlCharacters,
  withoutMissingLinks,
} from './template.rules';

const allowed = ['client_first_name', 'visit_date', 'link'] as const;

describe('parseTemplate', () => {
  it('reads text and placeholders', () => {
    expect(parseTemplate('Hi {client_first_name}, see you {visit_date}.', allowed)).toEqual({
      ok: true,
      tokens: [
        { text: 'Hi ' },
        { placeholder: 'client_first_name' },
        { text: ', see you ' },
        { placeholder: 'visit_date' },
        { text: '.' },
      ],
    });
  });

  it('writes a brace for {{ and }}', () => {
    expect(parseTemplate('{{not this}} {link}', allowed)).toEqual({
      ok: true,
      tokens: [{ text: '{not this} ' }, { placeholder: 'link' }],
    });
  });

  it('refuses a placeholder the kind does not have, naming the ones it has', () => {
    expect(parseTemplate('Pay {amount_due}', allowed)).toEqual({
      ok: false,
      message:
        '{amount_due} is not a placeholder here. Use one of: {client_first_name}, {visit_date}, {link}.',
    });
    expect(parseTemplate('Hi {Client Name}', allowed)).toMatchObject({
      message: expect.stringMatching(/^\{Client Name\} is not a placeholder here\./),
    });
  });

  it('refuses braces that do not pair', () => {
    expect(parseTemplate('Hi {client_first_name', allowed)).toEqual({
      ok: false,
      message: 'A { has no closing }. Write {{ for a brace of your own.',
    });
    expect(parseTemplate('Hi { {link}', allowed)).toEqual({
      ok: false,
      message: 'A { has no closing }. Write {{ for a brace of your own.',
    });
    expect(parseTemplate('Hi }', allowed)).toEqual({
      ok: false,
      message: 'A } has no opening {. Write }} for a brace of your own.',
    });
  });

  it('never expands a value: a client named "{link}" stays "{link}"', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (name, link) => {
        const parsed = parseTemplate('Hi {client_first_name}: {link}', allowed);
        if (!parsed.ok) throw new Error(parsed.message);
        expect(renderTokens(parsed.tokens, { client_first_name: name, link })).toBe(`Hi ${name}: ${link}`);
      }),
    );
  });

  it('parses every default template of every kind with that kind’s placeholders', () => {
    for (const kind of MESSAGE_KINDS) {
      const { placeholders } = MESSAGE_KIND_DEFINITIONS[kind];
      for (const template of Object.values(DEFAULT_TEMPLATES[kind]))
        expect(parseTemplate(template, placeholders), `${kind}: ${template}`).toMatchObject({ ok: true });
    }
  });
});

describe('a text as sent', () => {
  it('names the company first, adds the link when the body has none, and says how to stop', () => {
    expect(
      composeText({
        companyName: 'Ace Plumbing',
        body: 'See you Tue.',
        link: 'https://x/h/1',
        bodyHasLink: false,
      }),
    ).toBe('Ace Plumbing: See you Tue. https://x/h/1 Reply STOP to opt out.');
    expect(
      composeText({
        companyName: 'Ace',
        body: 'Pay: https://x/h/1',
        link: 'https://x/h/1',
        bodyHasLink: true,
      }),
    ).toBe('Ace: Pay: https://x/h/1 Reply STOP to opt out.');
  });
});

it('drops control characters but keeps line breaks', () => {
  expect(withoutControlCharacters('a\u0000b\r\nc\u0007')).toBe('ab\nc');
});

it('splits an e-mail body into paragraphs at blank lines', () => {
  expect(paragraphsOf('Hi,\n\nLine one\nline two\n \n\nBye')).toEqual(['Hi,', 'Line one\nline two', 'Bye']);
});

describe('a message without its hub link (a company without the Client Hub)', () => {
  const values = {
    client_first_name: 'Alex',
    invoice_number: '12',
    amount_due: '$240.00',
    due_date: 'Tue, Dec 1',
    company_phone: '(512) 555-0100',
  };
  const rendered = (template: string, kind: 'invoice-due-soon' | 'auto-pay-declined', button: boolean) => {
    const parsed = parseTemplate(template, MESSAGE_KIND_DEFINITIONS[kind].placeholders);
    if (!parsed.ok) throw new Error(parsed.message);
    return renderTokens(
      withoutMissingLinks(parsed.tokens, { placeholders: ['link', 'card_link'], button }),
      values,
    );
  };

  it('leaves out the sentences that hold the link, and keeps the rest as written', () => {
    expect(rendered(DEFAULT_TEMPLATES['invoice-due-soon'].smsBody, 'invoice-due-soon', false)).toBe(
      'Invoice 12 for $240.00 is due on Tue, Dec 1.',
    );
    expect(rendered(DEFAULT_TEMPLATES['auto-pay-declined'].smsBody, 'auto-pay-declined', false)).toBe(
      'Your card was declined for invoice 12 ($240.00).',
    );
  });

  it('leaves out what points at the missing button, keeping the paragraph breaks', () => {
    expect(rendered(DEFAULT_TEMPLATES['invoice-due-soon'].emailBody, 'invoice-due-soon', true)).toBe(
      'Hi Alex,\n\nA friendly reminder that invoice 12 for $240.00 is due on Tue, Dec 1.\n\nThank you for your business!',
    );
    expect(rendered(DEFAULT_TEMPLATES['auto-pay-declined'].emailBody, 'auto-pay-declined', true)).toBe(
      'Hi Alex,\n\nYour card was declined when we tried to pay invoice 12 for $240.00.',
    );
  });

  it('changes nothing when every link is there', () => {
    for (const kind of MESSAGE_KINDS) {
      const parsed = parseTemplate(
        DEFAULT_TEMPLATES[kind].emailBody,
        MESSAGE_KIND_DEFINITIONS[kind].placeholders,
      );
      if (!parsed.ok) throw new Error(parsed.message);
      expect(withoutMissingLinks(parsed.tokens, { placeholders: [], button: false })).toBe(parsed.tokens);
    }
  });
});
