import * as godsGambitClient from '@tavern/gods-gambit/client';
import * as regicideClient from '@tavern/regicide/client';
import * as saboteurClient from '@tavern/saboteur/client';
import * as sanguoshaClient from '@tavern/sanguosha/client';

/**
 * Each game's browser-safe client module by game id, read as plain exports: the web uses what a
 * module offers (`referenceFor`, `describeError`) and does without what it does not (yet).
 */
export const CLIENT_MODULES: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  regicide: regicideClient,
  saboteur: saboteurClient,
  sanguosha: sanguoshaClient,
  'gods-gambit': godsGambitClient,
};
