import { invariant, type CardId, type Seat } from '@tavern/engine';
import { cardDef } from '../cards';
import { generalDef } from '../generals';
import { getSkill, hasSkill, skillsOf, suitFor } from '../skills/registry';
import type { Action, Ask, RequestFrame, SgsState } from '../types';
import { recordConduct } from '../rules/conduct';
import { emit } from '../rules/events';
import { bumpTurnFlag, moveCards, player, pop, push, queueTrigger, setPlayer, setTop } from '../rules/ops';
import { ask } from '../rules/prompt';
import { pushJudge } from './judge';
import { pushTrigger } from './trigger';

/** Fields of a new request; the rest start empty. */
export type RequestSpec = Pick<RequestFrame, 'seat' | 'want' | 'n' | 'mode' | 'reason' | 'target'> &
  Partial<Pick<RequestFrame, 'onBehalf' | 'ignoreArmor'>>;

/** Pushes a request for n cards of one kind from one player (pipeline REQ). */
export function pushRequest(s: SgsState, spec: RequestSpec): SgsState {
  return push<RequestFrame>(s, {
    kind: 'request', onBehalf: null, ignoreArmor: false, ...spec, got: 0, tried: [], step: 'ask', allies: [],
  });
}

/** The skill options (Eight Trigrams, Hujia, Jijiang) a request offers now. */
export function respondOptions(s: SgsState, f: RequestFrame): string[] {
  if (f.want === 'dodge' && isNoDodge(s, f)) return [];
  const out: string[] = [];
  for (const id of skillsOf(s, f.seat)) {
    const options = getSkill(id)?.respondOptions?.(s, f.seat, f) ?? [];
    for (const option of options) if (!f.tried.includes(option) && !out.includes(option)) out.push(option);
  }
  return out;
}

/** Is this Dodge request forbidden by Tieqi/Liegong (the Kill's use frame lists the target)? */
export function isNoDodge(s: SgsState, f: RequestFrame): boolean {
  if (f.want !== 'dodge' || f.reason !== 'kill') return false;
  const parent = s.stack.find((frame) => frame.id === f.parent);
  return parent?.kind === 'use' && parent.noDodge.includes(f.seat);
}

/** The prompt a request shows now. */
export function requestAsk(s: SgsState, f: RequestFrame): Ask {
  return {
    type: 'respond', want: f.want, i: f.got + 1, n: f.n, mode: f.mode, reason: f.reason, target: f.target,
    onBehalf: f.onBehalf, options: respondOptions(s, f), noDodge: isNoDodge(s, f),
  };
}

/** One step of a request. */
export function runRequest(s: SgsState, f: RequestFrame): SgsState {
  switch (f.step) {
    case 'ask': {
      if (f.got >= f.n || !player(s, f.seat).alive) return pop(s, f.mode === 'use' && f.want === 'kill' ? null : f.got);
      return ask(setTop(s, { ...f, step: 'answered' }), [f.seat], requestAsk(s, f));
    }
    case 'answered':
      return answered(s, f, f.ret as Action);
    case 'eight': {
      const card = f.ret as string;
      const suit = suitFor(s, cardDef(card).id, f.seat, true);
      const red = suit === 'H' || suit === 'D';
      emit({ type: 'armourJudged', seat: f.seat, success: red });
      if (!red) return setTop(s, { ...f, step: 'ask', ret: null });
      return provided(s, { ...f, ret: null });
    }
    case 'ally': {
      const ally = f.allies[0];
      if (ally === undefined) return setTop(s, { ...f, step: 'ask' });
      const next = setTop(s, { ...f, allies: f.allies.slice(1), step: 'allyGot' });
      return pushRequest(next, { seat: ally, want: f.want, n: 1, mode: 'play', reason: f.reason, target: f.target, onBehalf: f.seat });
    }
    case 'peachUsed': {
      const used = (f.ret as readonly CardId[]).filter((c) => s.processing.includes(c));
      return provided(moveCards(s, used, { to: 'discard' }), { ...f, ret: null });
    }
    case 'allyGot': {
      if (typeof f.ret === 'number' && f.ret >= 1) return provided(s, { ...f, allies: [], ret: null });
      return setTop(s, { ...f, step: 'ally', ret: null });
    }
  }
}

function answered(s: SgsState, f: RequestFrame, answer: Action): SgsState {
  switch (answer.type) {
    case 'respond': {
      if (f.mode === 'use' && f.want === 'kill') {
        // The caller (Borrowed Sword, Green Dragon Blade) turns the card into a Kill use.
        return pop(s, { name: 'kill', cards: answer.cards, via: answer.via });
      }
      emit({
        type: f.mode === 'use' ? 'cardUsed' : 'cardPlayed', seat: f.seat, card: f.want, cards: answer.cards,
        via: answer.via, target: f.target, onBehalf: f.onBehalf,
      });
      let next = moveCards(s, answer.cards, { to: 'processing' });
      if (f.want === 'kill') next = markKill(next, f.seat);
      if (f.want === 'peach' && f.target !== null) {
        // The Peach stays in processing until the recovery's hooks (Buqu removal, R2) have run.
        next = recoverFromPeach(next, f.seat, f.target);
        return setTop(next, { ...f, step: 'peachUsed', ret: [...answer.cards] });
      }
      const inProcessing = answer.cards.filter((c) => next.processing.includes(c));
      next = moveCards(next, inProcessing, { to: 'discard' });
      return provided(next, f);
    }
    case 'respondSkill': {
      const tried = [...f.tried, answer.skill];
      if (answer.skill === 'eight_trigrams' || answer.skill === 'bazhen') {
        return pushJudge(setTop(s, { ...f, tried, step: 'eight', ret: null }), f.seat, 'eight_trigrams');
      }
      const allies = getSkill(answer.skill)?.respondOptions ? alliesFor(s, f.seat, answer.skill) : [];
      return setTop(s, { ...f, tried, allies, step: 'ally', ret: null });
    }
    case 'pass':
      return pop(s, f.mode === 'use' && f.want === 'kill' ? null : f.got);
    case 'chooseGeneral': case 'useCard': case 'useSkill': case 'endPhase': case 'invoke': case 'selectCard':
    case 'finish': case 'pickHand': case 'pickCard': case 'chooseOption': case 'chooseSeat': case 'chooseSkill':
    case 'place':
      invariant(false, `request answered with ${answer.type}`);
  }
}

function provided(s: SgsState, f: RequestFrame): SgsState {
  const next = setTop(s, { ...f, got: f.got + 1, tried: [], step: 'ask', ret: null });
  return pushTrigger(next, f.want === 'dodge' ? 'dodgeProvided' : 'responded', f.id, f.onBehalf ?? f.seat);
}

/** Keji's flag: a Kill used or played by the current player during their play phase (§2.4). */
export function markKill(s: SgsState, seat: Seat): SgsState {
  return seat === s.turn.seat && s.turn.phase === 'play' ? bumpTurnFlag(s, 'killDuringPlay') : s;
}

/** A Peach used in a rescue: 1 HP, or 2 with Jiuyuan (another Wu user, lord Sun Quan dying). */
export function recoverFromPeach(s: SgsState, user: Seat, target: Seat): SgsState {
  const amount = hasSkill(s, target, 'jiuyuan') && user !== target && kingdomIs(s, user, 'wu') ? 2 : 1;
  // A Peach given to another seat is the plainest public act of friendship.
  return recover(recordConduct(s, user, target, -2), target, amount);
}

/** Recovery (pipeline R): never above max HP; nothing at full HP. */
export function recover(s: SgsState, seat: Seat, amount: number): SgsState {
  const p = player(s, seat);
  if (!p.alive || p.hp >= p.maxHp) return s;
  const hp = Math.min(p.maxHp, p.hp + amount);
  emit({ type: 'recovered', seat, amount: hp - p.hp, hp });
  // R2: after-recovery hooks (Buqu removal) run before the next step of the frame in progress.
  return queueTrigger(setPlayer(s, seat, { hp }), 'recovered', seat);
}

/** Is the seat's general of this kingdom? */
export function kingdomIs(s: SgsState, seat: Seat, kingdom: string): boolean {
  const general = player(s, seat).general;
  return general !== null && generalKingdom(general) === kingdom;
}

function generalKingdom(general: string): string {
  return generalDef(general).kingdom;
}

/** The living allies of a lord skill's kingdom, in seat order after the lord (Hujia: Wei; Jijiang: Shu). */
export function alliesFor(s: SgsState, lord: Seat, skill: string): Seat[] {
  const kingdom = skill === 'hujia' ? 'wei' : 'shu';
  const out: Seat[] = [];
  for (let k = 1; k < s.numPlayers; k++) {
    const seat = ((lord + k) % s.numPlayers) as Seat;
    if (player(s, seat).alive && kingdomIs(s, seat, kingdom)) out.push(seat);
  }
  return out;
}
