import { describe, expect, test } from 'vitest';
import { chooseLanguage } from '../src/language';

describe('the terminal language', () => {
  test('--lang wins over the environment', () => {
    expect(chooseLanguage('ta', { LANG: 'be_BY.UTF-8' })).toBe('ta');
  });

  test.each([
    ['be_BY.UTF-8', 'be'],
    ['es_ES.UTF-8', 'es'],
    ['ta_IN', 'ta'],
    ['es', 'es'],
    ['en_GB.UTF-8', 'en'],
    ['fr_FR.UTF-8', 'en'],
    ['C.UTF-8', 'en'],
    ['', 'en'],
  ])('LANG=%s speaks %s', (locale, language) => {
    expect(chooseLanguage(undefined, { LANG: locale })).toBe(language);
  });

  test('LC_ALL overrides LANG, as POSIX says; no locale at all is English', () => {
    expect(chooseLanguage(undefined, { LC_ALL: 'es_ES.UTF-8', LANG: 'be_BY.UTF-8' })).toBe('es');
    expect(chooseLanguage(undefined, {})).toBe('en');
  });

  test('an unknown --lang is English', () => {
    expect(chooseLanguage('klingon', { LANG: 'be_BY.UTF-8' })).toBe('en');
  });
});
