import { describe, expect, it } from 'vitest';
import { consentSourceWords, onMyWayNotice, outcomeWords } from './client-message-words';

describe('what On my way sends, in words', () => {
  it.each([
    [{ told: 'both', because: null }, 'Alex gets a text and an e-mail'],
    [{ told: 'text', because: null }, 'Alex gets a text'],
    [{ told: 'email', because: null }, 'Alex gets an e-mail'],
    [{ told: null, because: 'no-consent' }, 'Alex gets nothing: no consent to texts'],
    [{ told: null, because: 'opted-out' }, 'Alex gets nothing: the number replied STOP'],
    [{ told: null, because: null }, 'Alex gets nothing: no e-mail address or mobile number'],
  ] as const)('%o → %s', (preview, words) => {
    expect(onMyWayNotice('Alex', preview)).toBe(words);
  });
});

describe("the log's and the consent's words", () => {
  it('names the missing address by channel', () => {
    expect(outcomeWords('no-address', 'sms')).toBe('no mobile number');
    expect(outcomeWords('no-address', 'email')).toBe('no e-mail address');
  });

  it('says who recorded a consent, or how the client gave it', () => {
    expect(consentSourceWords('provider', 'Sam Lee')).toBe('by Sam Lee');
    expect(consentSourceWords('provider', null)).toBe('by your team');
    expect(consentSourceWords('keyword', null)).toBe('when they texted START');
  });
});
