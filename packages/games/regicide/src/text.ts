import type { ErrorParams, GameEvent, Outcome, TextContext, TextPresenter, Viewer } from '@tavern/engine';
import type { RegicideAction } from './actions';
import { cardInfo, cardLabel, cardRank, cardValue, suitIndex, suitSymbol, SUITS, type Suit } from './cards';
import { GRADE_LABELS } from './outcome';
import type { EnemyView, RegicideView } from './view';

// Every word comes from the `regicide` catalogue of `@tavern/locales`; this file only picks the
// sentence and fills it with numbers, card labels (7♠) and seat names.

const RANK_KEYS: Readonly<Record<number, string>> = { 11: 'jack', 12: 'queen', 13: 'king' };
const SUIT_KEYS: Readonly<Record<Suit, string>> = { H: 'hearts', D: 'diamonds', C: 'clubs', S: 'spades' };

type Params = Readonly<Record<string, string | number>>;

/** `t` for this game's namespace, with the seat names at hand. */
function wordsOf(words: TextContext) {
  const say = (key: string, params?: Params): string => words.t(`regicide:${key}`, params);
  const nameOf = (seat: number): string => words.names[seat] ?? say('seat.player', { n: seat + 1 });
  return { say, nameOf };
}

type Words = ReturnType<typeof wordsOf>;

function seatName(seat: number, view: RegicideView, w: Words): string {
  return view.seat === seat ? w.say('seat.you', { name: w.nameOf(seat) }) : w.nameOf(seat);
}

function cardsText(cards: readonly string[]): string {
  return cards.length === 0 ? '—' : cards.map(cardLabel).join(' ');
}

function total(cards: readonly string[]): number {
  return cards.reduce((sum, card) => sum + cardValue(card), 0);
}

function suitWord(suit: Suit, w: Words): string {
  return w.say(`suit.${SUIT_KEYS[suit]}`);
}

/** "J♥ Jack of Hearts" and friends. */
function enemyName(card: string, w: Words): string {
  const info = cardInfo(card);
  const rank = info === undefined ? undefined : RANK_KEYS[info.rank];
  if (info?.suit == null || rank === undefined) return cardLabel(card);
  return w.say('enemy.name', { label: cardLabel(card), rank: w.say(`rank.${rank}`), suit: suitWord(info.suit, w) });
}

function enemyLines(enemy: EnemyView, w: Words): string[] {
  const suit = SUITS[suitIndex(enemy.card)];
  const immunity =
    suit === undefined
      ? ''
      : enemy.immunityCancelled
        ? w.say('enemy.immunityCancelled', { symbol: suitSymbol(suit) })
        : w.say('enemy.immune', { symbol: suitSymbol(suit), suit: suitWord(suit, w) });
  const shield =
    enemy.shield === enemy.shieldRaw ? `${enemy.shield}` : w.say('enemy.shieldBlocked', { shield: enemy.shield, raw: enemy.shieldRaw });
  return [
    w.say('enemy.line', { enemy: enemyName(enemy.card, w), attack: enemy.attack, health: enemy.health }),
    w.say('enemy.damage', { damage: enemy.damage, health: enemy.health, left: enemy.health - enemy.damage, shield, immunity }),
    w.say('enemy.attacks', { attack: enemy.currentAttack }),
  ];
}

function castleText(view: RegicideView, w: Words): string {
  const parts = [11, 12, 13].flatMap((rank) => {
    const count = view.castleEnemies.filter((card) => cardRank(card) === rank).length;
    return count > 0 ? [w.say(`castle.${RANK_KEYS[rank] ?? ''}`, { count })] : [];
  });
  return parts.length > 0 ? w.say('castle.withRanks', { count: view.castleCount, ranks: parts.join(', ') }) : `${view.castleCount}`;
}

function phaseText(view: RegicideView, w: Words): string {
  const who = seatName(view.current, view, w);
  switch (view.phase) {
    case 'play':
      return w.say(view.numPlayers > 1 ? 'phase.playOrYield' : 'phase.play', { who });
    case 'defend':
      return w.say('phase.defend', { who, damage: view.pendingDamage });
    case 'chooseNext':
      return w.say('phase.chooseNext', { who });
    case 'won':
      return view.soloGrade === null ? w.say('phase.won') : w.say('phase.wonGrade', { grade: w.say(`grade.${view.soloGrade}`) });
    case 'lost':
      return w.say(view.lossReason === 'cannotSatisfyDamage' ? 'phase.lostDamage' : 'phase.lostStuck', { who });
  }
}

/** The table as the terminal shows it to `viewer`. */
export function renderView(view: RegicideView, _viewer: Viewer, words: TextContext): string {
  const w = wordsOf(words);
  const lines: string[] = [];
  const players = view.numPlayers === 1 ? w.say('view.solo') : w.say('view.players', { count: view.numPlayers });
  lines.push(w.say('view.header', { players, defeated: view.enemiesDefeated }));
  if (view.enemy !== null) lines.push(...enemyLines(view.enemy, w));
  lines.push(w.say('view.inPlay', { cards: cardsText(view.inPlay) }));
  const tavernTop = view.tavernTop.length > 0 ? w.say('view.tavernTop', { cards: cardsText(view.tavernTop) }) : '';
  const discardTop = view.discardTop === null ? '' : w.say('view.discardTop', { card: cardLabel(view.discardTop) });
  lines.push(w.say('view.piles', { castle: castleText(view, w), tavern: view.tavernCount, tavernTop, discard: view.discardCount, discardTop }));
  if (view.jesterPowers !== null) lines.push(w.say('view.jesterPowers', { count: view.jesterPowers }));
  if (view.numPlayers > 1) {
    const seats = view.handCounts.map((count, seat) => {
      const marks = [seat === view.current ? w.say('view.toAct') : '', view.yielded[seat] === true ? w.say('view.yieldedLast') : '']
        .filter((mark) => mark !== '')
        .join(', ');
      const cards = w.say('count.cards', { count });
      return marks === '' ? w.say('view.seat', { seat: seatName(seat, view, w), cards }) : w.say('view.seatMarked', { seat: seatName(seat, view, w), cards, marks });
    });
    lines.push(w.say('view.seats', { seats: seats.join(' · ') }));
  }
  if (view.hand !== null) {
    lines.push(w.say('view.hand', { count: view.hand.length, max: view.maxHandSize, worth: total(view.hand), cards: cardsText(view.hand) }));
  }
  lines.push(`> ${phaseText(view, w)}`);
  return lines.join('\n');
}

/** What a play would do to the current enemy, e.g. "deals 14 — kills". */
function playEffect(cards: readonly string[], view: RegicideView, w: Words): string {
  const enemy = view.enemy;
  const value = total(cards);
  if (enemy === null) return `${value}`;
  const blocked = enemy.immunityCancelled ? -1 : suitIndex(enemy.card);
  const clubs = cards.some((card) => suitIndex(card) === 2) && blocked !== 2;
  const dealt = clubs ? value * 2 : value;
  const left = enemy.health - enemy.damage;
  return w.say(dealt > left ? 'action.dealsKills' : dealt === left ? 'action.dealsExact' : 'action.deals', { damage: dealt });
}

/** An action as a menu line: "Play 4♣ + 4♠ (combo, deals 16)", "Discard 3♦ + 10♥ (13 for 12)". */
export function describeAction(action: RegicideAction, view: RegicideView, words: TextContext): string {
  const w = wordsOf(words);
  switch (action.type) {
    case 'play': {
      const cards = action.cards;
      if (cards.length === 1 && cardRank(cards[0] ?? '') === 0) {
        const suit = view.enemy === null ? undefined : SUITS[suitIndex(view.enemy.card)];
        return view.enemy !== null && !view.enemy.immunityCancelled && suit !== undefined
          ? w.say('action.jesterCancels', { symbol: suitSymbol(suit) })
          : w.say('action.jester');
      }
      const played = cards.map(cardLabel).join(' + ');
      const effect = playEffect(cards, view, w);
      if (cards.length === 1) return w.say('action.play', { cards: played, effect });
      return w.say(cards.some((card) => cardRank(card) === 1) ? 'action.playCompanion' : 'action.playCombo', { cards: played, effect });
    }
    case 'yield': {
      const attack = view.enemy?.currentAttack ?? 0;
      return attack === 0 ? w.say('action.yieldShielded') : w.say('action.yield', { damage: attack });
    }
    case 'defend':
      return w.say('action.defend', { cards: action.cards.map(cardLabel).join(' + '), worth: total(action.cards), damage: view.pendingDamage });
    case 'chooseNext':
      if (action.next === view.seat) return w.say('action.youNext');
      return w.say('action.next', { name: w.nameOf(action.next), cards: w.say('count.cards', { count: view.handCounts[action.next] ?? 0 }) });
    case 'useJesterPower':
      return w.say('action.jesterPower', { max: view.maxHandSize, left: (view.jesterPowers ?? 1) - 1 });
  }
}

/** Is the enemy in `view` a spade whose immunity still holds back spade shields? */
function spadesHeldBack(view: RegicideView | null): boolean {
  const enemy = view?.enemy ?? null;
  return enemy !== null && !enemy.immunityCancelled && SUITS[suitIndex(enemy.card)] === 'S';
}

function eventCards(event: GameEvent, key: string): readonly string[] {
  const value = event[key];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

function eventNumber(event: GameEvent, key: string): number {
  const value = event[key];
  return typeof value === 'number' ? value : 0;
}

/** An event as a log line, or null when it is not worth one. */
export function describeEvent(event: GameEvent, view: RegicideView | null, words: TextContext): string | null {
  const w = wordsOf(words);
  const who = w.nameOf(eventNumber(event, 'seat'));
  const card = typeof event['card'] === 'string' ? enemyName(event['card'], w) : '?';
  switch (event.type) {
    case 'cardsPlayed': {
      const cards = eventCards(event, 'cards');
      if (cards.length === 1 && cardRank(cards[0] ?? '') === 0) return w.say('event.jesterPlayed', { who });
      return w.say('event.cardsPlayed', { who, cards: cardsText(cards), worth: eventNumber(event, 'value') });
    }
    case 'healed':
      return eventNumber(event, 'count') === 0 ? w.say('event.healedNothing') : w.say('event.healed', { count: eventNumber(event, 'count') });
    case 'cardsDrawn': {
      const cards = eventCards(event, 'cards');
      return cards.length > 0 ? w.say('event.drewCards', { who, cards: cardsText(cards) }) : w.say('event.drew', { who, count: eventNumber(event, 'count') });
    }
    case 'damageDealt': {
      const shield = eventNumber(event, 'shield');
      const amount = eventNumber(event, 'amount');
      if (shield === 0) return w.say('event.damage', { amount });
      return w.say(spadesHeldBack(view) ? 'event.damageShieldWaits' : 'event.damageShielded', { amount, shield });
    }
    case 'enemyDefeated':
      return w.say(event['exact'] === true ? 'event.defeatedExact' : 'event.defeated', { enemy: card });
    case 'enemyRevealed':
      return w.say('event.revealed', { enemy: card });
    case 'yielded':
      return w.say('event.yielded', { who });
    case 'damageCovered':
      return w.say('event.covered', { who, cards: cardsText(eventCards(event, 'cards')), damage: eventNumber(event, 'damage') });
    case 'nextChosen':
      return w.say('event.nextChosen', { who, next: w.nameOf(eventNumber(event, 'next')) });
    case 'jesterPowerUsed':
      return w.say('event.jesterPower', { who, cards: cardsText(eventCards(event, 'discarded')) });
    case 'gameWon':
      return w.say('event.won');
    case 'gameLost':
      return event['reason'] === 'cannotSatisfyDamage'
        ? w.say('event.lostDamage', { who, damage: eventNumber(event, 'damage') })
        : w.say('event.lostStuck', { who });
    default:
      return null;
  }
}

/** The ending in words: "Gold victory", "Victory" or "Defeat" in the reader's language. */
export function describeOutcome(outcome: Outcome, words: TextContext): string {
  const w = wordsOf(words);
  const grade = (Object.keys(GRADE_LABELS) as (keyof typeof GRADE_LABELS)[]).find((key) => GRADE_LABELS[key] === outcome.label);
  if (grade !== undefined) return w.say(`outcome.${grade}`);
  return w.say(outcome.winners.length > 0 ? 'outcome.victory' : 'outcome.defeat');
}

/**
 * A rule error in words, from its code and data params: card labels (7♠) and numbers as they are,
 * seats as names, the refused move and the phase by their codes.
 */
export function describeError(code: string, params: ErrorParams, words: TextContext): string {
  const w = wordsOf(words);
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params)) {
    out[key] = Array.isArray(value) ? value.join(', ') : typeof value === 'boolean' ? String(value) : (value as string | number);
  }
  if (typeof params['current'] === 'number') out['current'] = w.nameOf(params['current']);
  if (typeof params['next'] === 'number') out['next'] = params['next'] + 1;
  if (typeof params['move'] === 'string') out['action'] = w.say(`errorMove.${params['move']}`);
  else if (typeof params['action'] === 'string') out['action'] = w.say(params['action'] === 'discard' ? 'errorVerb.discard' : 'errorVerb.play');
  if (typeof params['players'] === 'number') out['count'] = params['players'];
  if (typeof params['phaseCode'] === 'string') out['phase'] = w.say(`errorPhase.${params['phaseCode']}`);
  if (Array.isArray(params['spareCards'])) out['spares'] = params['spareCards'].join(' / ');
  return w.say(`error.${code}`, out);
}

/** Regicide in words, for the terminal and logs. */
export const text: TextPresenter<RegicideView, RegicideAction> = { renderView, describeAction, describeEvent, describeOutcome, describeError };
