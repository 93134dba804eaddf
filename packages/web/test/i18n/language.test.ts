// @vitest-environment jsdom
import { afterEach, expect, test } from 'vitest';
import { currentLanguage, i18n, LANGUAGE_STORAGE_KEY } from '../../src/i18n';
import { formatNumber } from '../../src/i18n/format';
import { errorWords } from '../../src/table/error-words';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

test('a chosen language is remembered and set on <html lang>', async () => {
  await i18n.changeLanguage('be');
  expect(currentLanguage()).toBe('be');
  expect(document.documentElement.lang).toBe('be');
  expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('be');
});

test('a regional locale reads as its language', async () => {
  await i18n.changeLanguage('ta-IN');
  expect(currentLanguage()).toBe('ta');
  expect(i18n.t('web:table.cancel')).toBe('ரத்துசெய்');
});

test('Belarusian counts take one, few and many forms', async () => {
  await i18n.changeLanguage('be');
  expect([1, 2, 5, 11, 21, 22, 25].map((count) => i18n.t('web:table.handCount', { count }))).toEqual([
    '1 карта',
    '2 карты',
    '5 карт',
    '11 карт',
    '21 карта',
    '22 карты',
    '25 карт',
  ]);
});

test('an error is worded from its code: the game’s catalogue, then the web’s words for the game, then the server’s, then a generic sentence', async () => {
  i18n.addResource('en', 'server', 'errors.testOnlyCode', 'The server’s words.');
  expect(errorWords('regicide', { code: 'testOnlyCode' })).toBe('The server’s words.');
  i18n.addResource('en', 'regicide', 'errors.testOnlyCode', 'The game’s own words.');
  expect(errorWords('regicide', { code: 'testOnlyCode' })).toBe('The game’s own words.');
  expect(errorWords('sanguosha', { code: 'notOffered' })).toMatch(/^That is not one of your options/);
  expect(errorWords('saboteur', { code: 'roomFull' })).toBe('Every seat in this room is taken.');
  await i18n.changeLanguage('es');
  expect(errorWords('saboteur', { code: 'roomFull' })).toBe('Todos los asientos de esta sala están ocupados.');
  expect(errorWords('saboteur', { code: 'noSuchCode' })).toBe('Eso no fue posible; no ha cambiado nada.');
});

test('numbers follow the page’s language', async () => {
  await i18n.changeLanguage('be');
  expect(formatNumber(1234.5)).toBe(new Intl.NumberFormat('be', { maximumFractionDigits: 1 }).format(1234.5));
  expect(formatNumber(1234.5)).not.toBe('1,234.5');
});
