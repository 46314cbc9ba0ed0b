import { describe, expect, it } from 'vitest';
import { framedPhrases, phraseKey, readQueryWords, singular, titleWords } from './query-words';

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

describe('framedPhrases', () => {
  it('drops filler words around the name only, keeping those inside it', () => {
    const phrases = framedPhrases('Best Remodeling Contractors near me');
    expect(phrases[0]).toBe('best remodeling contractors near me');
    expect(phrases).toContain('remodeling contractors');
    expect(phrases).toContain('remodeling');
    expect(framedPhrases('care of lawns near me')).not.toContain('care lawns');
    expect(framedPhrases('house cleaning')).toEqual(['house cleaning']);
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
