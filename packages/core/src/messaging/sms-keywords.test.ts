import { describe, expect, it } from 'vitest';
import { smsKeywordOf } from './sms-keywords';

describe('SMS keywords', () => {
  it('are one word, any case, trimmed', () => {
    expect(smsKeywordOf('STOP')).toEqual({ action: 'opt-out', keyword: 'STOP' });
    expect(smsKeywordOf(' stop ')).toEqual({ action: 'opt-out', keyword: 'STOP' });
    expect(smsKeywordOf('Unsubscribe')).toEqual({ action: 'opt-out', keyword: 'UNSUBSCRIBE' });
    expect(smsKeywordOf('start')).toEqual({ action: 'opt-in', keyword: 'START' });
    expect(smsKeywordOf('UNSTOP')).toEqual({ action: 'opt-in', keyword: 'UNSTOP' });
    expect(smsKeywordOf('help')).toEqual({ action: 'help', keyword: 'HELP' });
  });

  it('are not words inside a reply', () => {
    expect(smsKeywordOf('stop please')).toBeNull();
    expect(smsKeywordOf('Yes, see you then')).toBeNull();
    expect(smsKeywordOf('')).toBeNull();
  });
});
