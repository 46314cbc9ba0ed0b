import { describe, expect, it } from 'vitest';
import { isTwilioSigned, twilioSignature } from './twilio-signature';

// Twilio's documented example ("Validating Signatures from Twilio"): auth token 12345.
const TOKEN = '12345';
const URL = 'https://mycompany.com/myapp.php?foo=1&bar=2';
const PARAMS = {
  CallSid: 'CA1234567890ABCDE',
  Caller: '+12349013030',
  Digits: '1234',
  From: '+12349013030',
  To: '+18005551212',
};

describe('Twilio signatures', () => {
  it("match Twilio's documented vector", () => {
    expect(twilioSignature(TOKEN, URL, PARAMS)).toBe('0/KCTR6DLpKmkAf8muzZqo1nDgQ=');
    expect(isTwilioSigned(TOKEN, URL, PARAMS, '0/KCTR6DLpKmkAf8muzZqo1nDgQ=')).toBe(true);
    // The same example with the caller Twilio's request-validator tests use.
    const caller = { ...PARAMS, Caller: '+14158675309', From: '+14158675309' };
    expect(twilioSignature(TOKEN, URL, caller)).toBe('RSOYDt4T1cUTdK1PDd93/VVr8B8=');
  });

  it('fail for a changed parameter, another URL, another token or no signature', () => {
    const signature = '0/KCTR6DLpKmkAf8muzZqo1nDgQ=';
    expect(isTwilioSigned(TOKEN, URL, { ...PARAMS, Digits: '1235' }, signature)).toBe(false);
    expect(isTwilioSigned(TOKEN, 'https://mycompany.com/myapp.php?foo=1', PARAMS, signature)).toBe(false);
    expect(isTwilioSigned('54321', URL, PARAMS, signature)).toBe(false);
    expect(isTwilioSigned(TOKEN, URL, PARAMS, undefined)).toBe(false);
    expect(isTwilioSigned(TOKEN, URL, PARAMS, 'short')).toBe(false);
  });
});
