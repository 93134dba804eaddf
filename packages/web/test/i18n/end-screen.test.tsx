// @vitest-environment jsdom
import type { Language } from '@tavern/engine';
import type { RoomInfo, UpdateMessage } from '@tavern/engine/protocol';
import { cleanup, render } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, test } from 'vitest';
import { i18n } from '../../src/i18n';
import { Results } from '../../src/table/Results';
import { foreignEnglishWords, latinWords } from '../e2e/support/english-words';

afterEach(cleanup);
afterAll(async () => {
  await i18n.changeLanguage('en');
});

const NAMES = ['Ann', 'Ada (bot)', 'Brom (bot)', 'Cora (bot)'];

function room(game: string, seats: number): RoomInfo {
  return {
    id: 'r1',
    game,
    gameName: game,
    options: {},
    status: 'finished',
    public: false,
    turnSeconds: 0,
    hostSeat: 0,
    seats: Array.from({ length: seats }, (_, seat) => ({ seat, name: NAMES[seat] ?? null, kind: 'human' as const, bot: null, connected: true, autopilot: false })),
    spectators: 0,
    version: 40,
    createdAt: 0,
  };
}

/** One finished game of each kind, with the labels and statistics the games report. */
const ENDINGS: readonly [string, number, NonNullable<UpdateMessage['outcome']>][] = [
  ['regicide', 2, { winners: [0, 1], label: 'Victory', stats: { enemiesDefeated: 12, turns: 31, jesterPowersUsed: 0 } }],
  ['gods-gambit', 3, { winners: [2], label: 'Lowest total', scores: [41, 18.5, 7], stats: { rounds: 3, turns: 60, roundsOutSeat0: 1, roundsOutSeat1: 0, roundsOutSeat2: 2 } }],
  ['saboteur', 3, { winners: [1], label: 'Gold-diggers won 2 of 3 rounds', scores: [3, 7, 4], stats: { rounds: 3, minerRoundsWon: 2, saboteurRoundsWon: 1, turns: 70 } }],
  ['sanguosha', 4, { winners: [1, 3], label: 'Rebels win', stats: { turns: 22, deaths: 2 } }],
];

describe.each(['es', 'be', 'ta'] as const satisfies readonly Language[])('the end screen in %s', (language) => {
  test.each(ENDINGS)('of %s shows no English word', async (game, seats, outcome) => {
    await i18n.changeLanguage(language);
    const { container } = render(<Results outcome={outcome} room={room(game, seats)} viewer={0} names={NAMES.slice(0, seats)} onRematch={() => undefined} rematchRoomId={null} />);
    const foreign = foreignEnglishWords(language, ['Ann', 'Ada', 'Brom', 'Cora', 'bot']);
    const text = container.textContent;
    expect(text).toContain(i18n.t('web:table.gameOver'));
    expect(latinWords(text).filter((word) => foreign.has(word))).toEqual([]);
  });
});

test('an ending the catalogue names is shown in words; one it does not is left out, never shown raw', async () => {
  await i18n.changeLanguage('es');
  const { container } = render(<Results outcome={ENDINGS[3]![2]} room={room('sanguosha', 4)} viewer={0} names={NAMES} onRematch={null} rematchRoomId={null} />);
  expect(container.querySelector('.result-label')?.textContent).toBe('Ganan los rebeldes.');
  cleanup();
  const other = render(<Results outcome={ENDINGS[2]![2]} room={room('saboteur', 3)} viewer={0} names={NAMES} onRematch={null} rematchRoomId={null} />);
  expect(other.container.querySelector('.result-label')).toBeNull();
  expect(other.container.textContent).not.toContain('Gold-diggers');
});
