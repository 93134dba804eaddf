import type { Bot, BotInput, Seat } from '@tavern/engine';
import { findCard, slotOf, type CardName } from './cards';
import type { Action, Ask, Role } from './types';
import type { FrameView, SgsView } from './view';

type Input = BotInput<SgsView, Action>;

const HARMFUL: ReadonlySet<string> = new Set(['kill', 'duel', 'dismantle', 'steal', 'indulgence', 'barbarians', 'arrows', 'lightning']);

/** Card value for keeping (higher = keep). */
const KEEP: Partial<Record<CardName, number>> = {
  peach: 9, dodge: 7, negate: 6, ex_nihilo: 6, kill: 5, duel: 5, steal: 5, dismantle: 4, indulgence: 4,
  barbarians: 3, arrows: 3, harvest: 2, peach_garden: 2, borrowed_sword: 2, lightning: 1,
};

function roleName(token: string | null): Role | null {
  return token === null ? null : (token.slice(5).split('#')[0] as Role);
}

function cardName(id: string): CardName | null {
  return findCard(id)?.name ?? null;
}

/** Who this seat treats as friend or enemy, from public facts only (spec roles: rebels attack the lord...). */
function stance(input: Input): { isEnemy: (seat: Seat) => boolean; isFriend: (seat: Seat) => boolean } {
  const { view, seat } = input;
  const me = roleName(view.players[seat]?.role ?? null);
  const lord = view.players.findIndex((p) => p.role === 'role:lord') as Seat;
  const alive = view.players.filter((p) => p.alive);
  const known = (s: Seat): Role | null => roleName(view.players[s]?.role ?? null);
  const isFriend = (s: Seat): boolean => {
    if (s === seat) return true;
    const role = known(s);
    if (me === 'lord' || me === 'loyalist') return s === lord || role === 'loyalist';
    if (me === 'rebel') return role === 'rebel';
    // The spy keeps the lord alive while others remain (so that he can face the lord last).
    return s === lord && alive.length > 2;
  };
  const isEnemy = (s: Seat): boolean => {
    if (isFriend(s)) return false;
    if (me === 'rebel') return s === lord || known(s) === 'loyalist' || known(s) === 'spy' || alive.length <= 3;
    return true;
  };
  return { isEnemy, isFriend };
}

type Stance = ReturnType<typeof stance>;

function score(input: Input, action: Action, { isEnemy, isFriend }: Stance): number {
  const { view, seat } = input;
  const me = view.players[seat];
  const prompt = topPrompt(view);
  const ask: Ask | undefined = prompt?.ask;
  switch (action.type) {
    case 'useCard': {
      const name = action.as;
      const targets = action.targets;
      if (name === 'peach') return me !== undefined && me.hp < me.maxHp ? 90 : -1;
      if (slotOf(name) !== null) {
        const slot = slotOf(name);
        return slot !== null && me?.equip[slot] === null ? 70 : 5;
      }
      if (name === 'ex_nihilo') return 85;
      if (name === 'lightning') return 2;
      if (name === 'peach_garden') return (me?.hp ?? 0) < (me?.maxHp ?? 0) ? 40 : -1;
      if (name === 'harvest') return 30;
      if (name === 'barbarians' || name === 'arrows') {
        const others = view.players.filter((p) => p.alive && p.seat !== seat);
        const enemies = others.filter((p) => isEnemy(p.seat)).length;
        return enemies * 2 > others.length ? 50 : -1;
      }
      if (targets.length === 0) return 10;
      if (name === 'iron_chain') {
        // Chain enemies (fire and thunder then spread among them); free chained friends.
        const good = targets.every((t) => (isEnemy(t) && view.players[t]?.chained === false) || (isFriend(t) && view.players[t]?.chained === true));
        return good ? 25 + targets.length : -1;
      }
      if (name === 'borrowed_sword') return isEnemy(targets[1] as Seat) && !isFriend(targets[0] as Seat) ? 35 : -1;
      const hits = targets.filter((t) => isEnemy(t)).length;
      const friendly = targets.filter((t) => isFriend(t)).length;
      if (friendly > 0 || hits === 0) return -1;
      const lordBonus = targets.some((t) => view.players[t]?.role === 'role:lord') ? 5 : 0;
      const weak = Math.max(...targets.map((t) => 5 - (view.players[t]?.hp ?? 5)));
      const base = name === 'kill' ? 60 : name === 'indulgence' ? 65 : name === 'duel' ? 55 : 58;
      return base + hits * 3 + lordBonus + weak - (action.via !== null ? 3 : 0);
    }
    case 'useSkill': {
      if (action.skill === 'kurou') return me !== undefined && me.hp >= 3 ? 45 : -1;
      if (action.skill === 'rende') return isFriend(action.targets[0] as Seat) && (me?.handCount ?? 0) > (me?.hp ?? 0) ? 40 : -1;
      if (action.skill === 'zhiheng') return 20;
      if (action.skill === 'lianhuan') return 15;
      if (action.skill === 'qiangxi' && action.cards.length === 0 && (me?.hp ?? 0) < 3) return -1;
      if (action.skill === 'qingnang' || action.skill === 'jieyin') return isFriend(action.targets[0] as Seat) ? 50 : -1;
      if (action.skill === 'lijian') return isEnemy(action.targets[1] as Seat) ? 45 : -1;
      return action.targets.some((t) => isEnemy(t)) ? 40 : -1;
    }
    case 'endPhase':
      return 0;
    case 'respond': {
      if (ask?.type === 'respond' && ask.want === 'peach') {
        const target = ask.target;
        return target !== null && isFriend(target) ? 80 : -5;
      }
      if (ask?.type === 'negate') {
        const harmful = HARMFUL.has(ask.card);
        const protectsFriend = ask.count % 2 === 0 ? harmful && isFriend(ask.target) : harmful && isEnemy(ask.target);
        return protectsFriend ? 60 : -5;
      }
      if (ask?.type === 'respond' && ask.mode === 'use' && ask.want === 'kill' && ask.target !== null) {
        return isFriend(ask.target) ? -5 : 60;
      }
      return 60 - action.cards.length;
    }
    case 'respondSkill':
      return 70;
    case 'pass':
      return 1;
    case 'invoke': {
      // Niepan is once per game: keep it while an own Peach can still save the day.
      if (ask?.type === 'confirm' && ask.skill === 'niepan') {
        return (me?.hand ?? []).some((c) => cardName(c) === 'peach') ? -1 : 50;
      }
      if (action.targets.length === 0) return 50;
      const good = action.targets.filter((t) => isEnemy(t)).length;
      return 40 + good * 5 - action.cards.reduce((sum, c) => sum + (KEEP[cardName(c) ?? 'kill'] ?? 3), 0);
    }
    case 'selectCard':
      // A point fight is won by the highest rank.
      if (ask?.type === 'select' && ask.reason === 'pindian') return findCard(action.card)?.rank ?? 0;
      // Lower value first when discarding.
      return 20 - (KEEP[cardName(action.card) ?? 'kill'] ?? 3);
    case 'finish':
      return 10;
    case 'pickCard': {
      if (ask?.type === 'harvest') return KEEP[cardName(action.card) ?? 'kill'] ?? 3;
      const from = ask?.type === 'pickCard' ? ask.from : null;
      const inJudge = from !== null && view.players[from]?.judge.some((e) => e.card === action.card) === true;
      if (from !== null && isFriend(from)) return inJudge ? 30 : 0;
      return inJudge ? 0 : 20;
    }
    case 'pickHand':
      return 10;
    case 'chooseOption':
      if (action.option === 'discard_two') return (me?.hp ?? 0) <= 2 ? 5 : 1;
      if (action.option === 'let_draw' || action.option === 'invoke') return 4;
      return 2;
    case 'chooseSeat':
      if (ask?.type === 'seat' && ask.reason === 'quhu') return isEnemy(action.seat) ? 5 : 0;
      return isFriend(action.seat) ? 5 : 0;
    case 'chooseGeneral': case 'chooseSkill': case 'place':
      return 1;
  }
}

function topPrompt(view: SgsView): Extract<FrameView, { kind: 'prompt' }> | undefined {
  const frame = view.stack[view.stack.length - 1];
  return frame?.kind === 'prompt' ? frame : undefined;
}

/**
 * The heuristic bot: plays by role (rebels attack the lord, loyalists protect the lord, the spy
 * balances), scoring each legal action and taking the best, ties broken at random. Never throws.
 */
export const heuristicBot: Bot<SgsView, Action> = (input) => {
  const { legal, rng } = input;
  // A single option (most Negate windows) needs no scoring; the draw below is the same either way.
  if (legal.length === 1) return rng.pick(legal);
  let best: Action[] = [];
  let bestScore = -Infinity;
  let sides: Stance | null = null;
  for (const action of legal) {
    let value: number;
    try {
      // The stance depends only on the view: computed once per decision, not once per action.
      sides ??= stance(input);
      value = score(input, action, sides);
    } catch {
      value = 0;
    }
    if (value > bestScore) {
      best = [action];
      bestScore = value;
    } else if (value === bestScore) best.push(action);
  }
  return best.length > 0 ? rng.pick(best) : (legal[0] as Action);
};

