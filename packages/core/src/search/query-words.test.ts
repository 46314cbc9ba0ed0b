import { describe, expect, it } from 'vitest';
import { phraseKey, readQueryWords, singular, titleWords } from './query-words';

describe('readQueryWords', () => {
  it('drops filler words and keeps weak ones apart', () => {
    expect(readQueryWords('Best AC Repair company near me!')).toEqual({
      content: 'ac repair',
      core: 'ac',
      onlyWeak: false,
    });
  });

  it('tells a query of weak words only', () => {
    expect(readQueryWords('repair services')).toMatchObject({ content: 'repair', onlyWeak: true });
    expect(readQueryWords('services near me')).toMatchObject({ content: '', onlyWeak: false });
  });
});

describe('phraseKey', () => {
  it('compares phrases in the singular, without punctuation or case', () => {
    expect(phraseKey('Cleaning Services')).toBe('cleaning service');
    expect(phraseKey('maids')).toBe(phraseKey('Maid'));
    expect(singular('nurseries')).toBe('nursery');
    expect(singular('glass')).toBe('glass');
  });
});

describe('titleWords', () => {
  it('capitalises the words that count', () => {
    expect(titleWords('roof leak near me')).toBe('Roof Leak');
    expect(titleWords('services')).toBe('');
  });
});
