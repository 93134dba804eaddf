// Writes test/fixtures/*.replay.json: a seeded game (heuristic seat 0, random others) with its final
// hash, so that accidental rule changes show up as a replay mismatch. Run after an intended rule
// change (and bump rulesVersion): `npx tsx packages/games/gods-gambit/bench/make-golden-replay.ts`.
import { writeFileSync } from 'node:fs';
import { Match, seededRng, type Seat } from '@tavern/engine';
import { game, heuristicBot } from '../src/index';

for (const [players, seed] of [
  [4, 'golden-4'],
  [2, 'golden-2'],
] as const) {
  const rng = seededRng(`golden:${seed}`);
  const match = Match.start(game, players, seed);
  while (game.outcome(match.state) === null) {
    const seat = game.toAct(match.state)[0] as Seat;
    const legal = game.legalActions(match.state, seat);
    const action =
      seat === 0
        ? heuristicBot({ seat, view: game.view(match.state, seat), legal, rng })
        : rng.pick(legal);
    match.act(seat, action);
  }
  const file = new URL(`../test/fixtures/${players}p.replay.json`, import.meta.url);
  writeFileSync(
    file,
    `${JSON.stringify({ header: match.header, log: match.log, hash: match.hash() })}\n`,
  );
  console.log(`${players}p: ${match.log.length} actions, hash ${match.hash()}`);
}
