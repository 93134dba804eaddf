import { describe, expect, test } from 'vitest';
import type { TextContext } from '@tavern/engine';
import { createTranslator } from '@tavern/locales';
import { describeError } from '../src/text';
import { act, table } from './rig';

const NAMES = ['Ana', 'Bo', 'Cy', 'Di', 'Ed'];
const wordsIn = (language: 'en' | 'es' | 'be' | 'ta'): TextContext => ({ t: createTranslator(language), names: NAMES });

// Issue 14 "Rule errors in words with the right code" (spec §5.3 rejection codes).
const body = { role: 'rebel', general: 'lu_meng' } as const;

describe('rule errors name what is wrong', () => {
  test('four targets with Sky Halberd: a target-count error naming the limit', () => {
    const sc = table({
      seats: [
        { role: 'lord', general: 'lu_meng', hand: ['kill:S7'], weapon: 'sky_halberd:DQ' },
        body, { ...body, general: 'gan_ning' }, { role: 'spy', general: 'huang_gai' }, { role: 'loyalist', general: 'zhou_yu' },
      ],
      current: 0, at: 'play',
    });
    const error = sc.reject(0, act.use(['kill:S7'], [1, 2, 3, 4]), 'targetCount');
    expect(error.params).toMatchObject({ card: 'Kill', max: 3, count: 4 });
    expect(error.message).toBe('Kill can have at most 3 targets here; you chose 4.');
    // In the reader's language, the card is named as that language's reference names it.
    expect(describeError(error.code, error.params, wordsIn('es'))).toBe('Matar puede tener aquí entre 1 y 3 objetivos; elegiste 4.');
    for (const language of ['be', 'ta'] as const) {
      const words = describeError(error.code, error.params, wordsIn(language));
      expect(words, language).not.toMatch(/Kill|kill|\{\{/);
    }
    // Three are fine.
    sc.act(0, act.use(['kill:S7'], [1, 2, 3]));
  });

  test('a skill already used this play phase: a skill-limit error naming the skill', () => {
    const sc = table({
      seats: [{ role: 'lord', general: 'sun_quan', hand: ['kill:S7', 'dodge:D2'] }, body, body, body],
      drawPile: ['peach:H3'], current: 0, at: 'play',
    });
    sc.act(0, act.skill('zhiheng')).act(0, act.select('kill:S7')).act(0, { type: 'finish' });
    const error = sc.reject(0, act.skill('zhiheng'), 'skillLimit');
    expect(error.message).toBe('Zhiheng can be used only once per play phase, and you already have.');
    expect(describeError(error.code, error.params, wordsIn('es'))).toMatch(/^Zhiheng ya se ha usado/);
  });

  test('a skill that needs a target with cards says so', () => {
    const sc = table({
      seats: [
        { role: 'lord', general: 'taishi_ci', hand: ['kill:DK'] }, body, { ...body, hand: ['dodge:D2'] }, body,
      ],
      current: 0, at: 'play',
    });
    const error = sc.reject(0, act.skill('tianyi', [], [1]), 'illegalTarget');
    expect(error.message).toBe('Seat 1 has no hand card, and Tianyi needs a target with one.');
    expect(describeError(error.code, error.params, wordsIn('es'))).toBe('No puedes elegir a Bo para Tianyi ahora.');
  });
});
