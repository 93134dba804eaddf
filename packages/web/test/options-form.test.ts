import { expect, test } from 'vitest';
import { optionFields, withOption } from '../src/lobby/options-form';

const GODS_GAMBIT = {
  oneOf: [
    { type: 'object', properties: { mode: { type: 'string', const: 'standard' } }, required: ['mode'] },
    {
      type: 'object',
      properties: { mode: { type: 'string', const: 'subtraction' }, startingScore: { type: 'integer', minimum: 1, maximum: 1000 } },
      required: ['mode', 'startingScore'],
    },
  ],
};

test('enums, small integer ranges and nullable values become choices; wide ranges a number box', () => {
  const fields = optionFields(
    {
      type: 'object',
      properties: {
        deck: { type: 'string', enum: ['standard_ex', 'standard'] },
        firstSeat: { anyOf: [{ type: 'integer', minimum: 0, maximum: 3 }, { type: 'null' }] },
        score: { type: 'integer', minimum: 1, maximum: 1000 },
        quick: { type: 'boolean' },
      },
    },
    {},
  );
  expect(fields).toEqual([
    { kind: 'choice', key: 'deck', values: ['standard_ex', 'standard'] },
    { kind: 'choice', key: 'firstSeat', values: [0, 1, 2, 3, null] },
    { kind: 'number', key: 'score', min: 1, max: 1000 },
    { kind: 'flag', key: 'quick' },
  ]);
});

test('a union shows a choice of variant and the chosen variant’s own fields', () => {
  expect(optionFields(GODS_GAMBIT, { mode: 'standard' })).toEqual([{ kind: 'choice', key: 'mode', values: ['standard', 'subtraction'] }]);
  expect(optionFields(GODS_GAMBIT, { mode: 'subtraction', startingScore: 200 })).toEqual([
    { kind: 'choice', key: 'mode', values: ['standard', 'subtraction'] },
    { kind: 'number', key: 'startingScore', min: 1, max: 1000 },
  ]);
});

test('switching variant drops the old variant’s fields and fills the new ones', () => {
  expect(withOption(GODS_GAMBIT, { mode: 'standard' }, 'mode', 'subtraction')).toEqual({ mode: 'subtraction', startingScore: 1 });
  expect(withOption(GODS_GAMBIT, { mode: 'subtraction', startingScore: 50 }, 'mode', 'standard')).toEqual({ mode: 'standard' });
  expect(withOption({ type: 'object', properties: { firstPlayer: { type: 'integer' } } }, { firstPlayer: 0 }, 'firstPlayer', 2)).toEqual({
    firstPlayer: 2,
  });
});
