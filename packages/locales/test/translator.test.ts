import { describe, expect, it } from 'vitest';
import { createI18n, createTranslator, LANGUAGES, resources } from '@tavern/locales';

describe('translator', () => {
  it('has every namespace in every language', () => {
    for (const language of LANGUAGES) expect(Object.keys(resources[language]).sort()).toEqual(Object.keys(resources.en).sort());
  });

  it("chooses Belarusian's one / few / many forms by count", () => {
    const i18n = createI18n('be');
    i18n.addResourceBundle('be', 'cli', {
      cards_one: '{{count}} карта',
      cards_few: '{{count}} карты',
      cards_many: '{{count}} карт',
      cards_other: '{{count}} карты',
    });
    expect([1, 2, 5, 11, 21, 22].map((count) => i18n.t('cli:cards', { count }))).toEqual([
      '1 карта',
      '2 карты',
      '5 карт',
      '11 карт',
      '21 карта',
      '22 карты',
    ]);
  });

  it('falls back to English for a key a language lacks', () => {
    const i18n = createI18n('ta');
    i18n.addResourceBundle('en', 'cli', { hello: 'Hello, {{name}}' });
    expect(i18n.t('cli:hello', { name: 'Ana' })).toBe('Hello, Ana');
    expect(typeof createTranslator('ta')).toBe('function');
  });
});
