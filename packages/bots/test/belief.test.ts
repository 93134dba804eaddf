import { seededRng } from '@tavern/engine';
import { expect, test } from 'vitest';
import { beliefDeterminizer, ismctsBot } from '../src/index';
import { randomState } from './helpers';
import { toyGame, type ToyState, type ToyView } from './toy/toy-game';
import { toyModule } from './toy/toy-module';

const base = toyGame.determinize.bind(toyGame);
const opponentHolds = (card: string) => (world: ToyState) => (world.hands[1] ?? []).includes(card);

test('a belief reweights the sampled worlds towards what it finds likely', () => {
  const { state } = randomState(toyGame, 2, 'belief', 0);
  const view: ToyView = toyGame.view(state, 0 as never);
  const hidden = toyGame.hiddenValues(state, 0 as never);
  const card = hidden[0] as string;
  // Uniform sampling puts a given hidden card in the opponent's 4-card hand about 4/13 of the time.
  const believer = beliefDeterminizer<ToyState, ToyView>(base, (world) => (opponentHolds(card)(world) ? 1 : 0.05), 16);
  const rng = seededRng('samples');
  let uniformHits = 0;
  let beliefHits = 0;
  for (let i = 0; i < 400; i++) {
    if (opponentHolds(card)(base(view, 0 as never, rng))) uniformHits++;
    const world = believer(view, 0 as never, rng);
    expect(toyGame.view(world, 0 as never)).toEqual(view);
    if (opponentHolds(card)(world)) beliefHits++;
  }
  expect(uniformHits).toBeLessThan(200);
  expect(beliefHits).toBeGreaterThan(320);
});

test('a weight of zero everywhere falls back to uniform worlds, and the bot still plays legally', () => {
  const { state, seat } = randomState(toyGame, 3, 'belief0', 4);
  const bot = ismctsBot(toyModule, { iterations: 100, determinize: beliefDeterminizer<ToyState, ToyView>(base, () => 0) });
  const legal = toyGame.legalActions(state, seat);
  expect(legal).toContainEqual(bot({ seat, view: toyGame.view(state, seat), legal, rng: seededRng('z') }));
});
