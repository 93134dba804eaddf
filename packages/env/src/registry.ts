import type { AnyGameModule } from '@tavern/engine';
import { findGame } from '@tavern/game-registry';
import type { AnyGameEncoding } from './encoding';
import { godsGambitEncoding } from './encodings/gods-gambit';
import { regicideEncoding } from './encodings/regicide';
import { saboteurEncoding } from './encodings/saboteur';
import { sanguoshaEncoding } from './encodings/sanguosha';

/** The encoding of every game, by game id. */
export const encodings: Readonly<Record<string, AnyGameEncoding>> = {
  regicide: regicideEncoding,
  saboteur: saboteurEncoding,
  sanguosha: sanguoshaEncoding,
  'gods-gambit': godsGambitEncoding,
};

/** A game's module and encoding, or an error listing the games there are. */
export function findEnvironment(gameId: string): { readonly module: AnyGameModule; readonly encoding: AnyGameEncoding } {
  const module = findGame(gameId);
  const encoding = encodings[gameId];
  if (encoding === undefined) throw new Error(`The game "${gameId}" has no environment encoding yet.`);
  return { module, encoding };
}
