import type { GameEvent, TextContext, TextPresenter, Viewer } from '@tavern/engine';
import type { RegicideAction } from './actions';
import { cardInfo, cardLabel, cardRank, cardValue, suitIndex, suitName, suitSymbol, SUITS } from './cards';
import type { EnemyView, RegicideView } from './view';

const RANK_NAMES: Readonly<Record<number, string>> = { 11: 'Jack', 12: 'Queen', 13: 'King' };

/** Display names by seat; a seat without one is "Player n" (counted from 1). */
export type SeatNames = readonly string[];

function nameOf(seat: number, names: SeatNames): string {
  return names[seat] ?? `Player ${seat + 1}`;
}

function seatName(seat: number, view: RegicideView, names: SeatNames): string {
  return view.seat === seat ? `${nameOf(seat, names)} (you)` : nameOf(seat, names);
}

function cardsWord(count: number): string {
  return `${count} card${count === 1 ? '' : 's'}`;
}

function cardsText(cards: readonly string[]): string {
  return cards.length === 0 ? '—' : cards.map(cardLabel).join(' ');
}

function total(cards: readonly string[]): number {
  return cards.reduce((sum, card) => sum + cardValue(card), 0);
}

/** "J♥ Jack of Hearts" and friends. */
function enemyName(card: string): string {
  const info = cardInfo(card);
  if (info?.suit == null) return cardLabel(card);
  return `${cardLabel(card)} ${RANK_NAMES[info.rank] ?? ''} of ${suitName(info.suit)}`;
}

function enemyLines(enemy: EnemyView): string[] {
  const suit = SUITS[suitIndex(enemy.card)];
  const immunity =
    suit === undefined
      ? ''
      : enemy.immunityCancelled
        ? `immunity to ${suitSymbol(suit)} cancelled by a Jester`
        : `immune to ${suitSymbol(suit)} ${suitName(suit)} powers`;
  const shield =
    enemy.shield === enemy.shieldRaw ? `${enemy.shield}` : `${enemy.shield} (${enemy.shieldRaw} blocked by immunity)`;
  return [
    `Enemy   ${enemyName(enemy.card)}: attack ${enemy.attack}, health ${enemy.health}`,
    `        damage ${enemy.damage}/${enemy.health} (${enemy.health - enemy.damage} to go) · shield ${shield} · ${immunity}`,
    `        attacks for ${enemy.currentAttack}`,
  ];
}

function castleText(view: RegicideView): string {
  const counts = [11, 12, 13].map((rank) => view.castleEnemies.filter((card) => cardRank(card) === rank).length);
  const parts = counts.flatMap((count, i) => (count > 0 ? [`${count} ${RANK_NAMES[11 + i] ?? ''}${count > 1 ? 's' : ''}`] : []));
  return `${view.castleCount}${parts.length > 0 ? ` (${parts.join(', ')})` : ''}`;
}

function phaseText(view: RegicideView, names: SeatNames): string {
  const who = seatName(view.current, view, names);
  switch (view.phase) {
    case 'play':
      return `${who} to play a card${view.numPlayers > 1 ? ' or yield' : ''}`;
    case 'defend':
      return `${who} must discard cards worth at least ${view.pendingDamage}`;
    case 'chooseNext':
      return `${who} played a Jester and chooses who goes next`;
    case 'won':
      return view.soloGrade === null ? 'Victory! The castle has fallen.' : `Victory! ${view.soloGrade} grade.`;
    case 'lost':
      return view.lossReason === 'cannotSatisfyDamage'
        ? `Defeat: ${who} could not cover the damage.`
        : `Defeat: ${who} could neither play nor yield.`;
  }
}

/** The table as the terminal shows it to `viewer`. */
export function renderView(view: RegicideView, _viewer: Viewer, words: TextContext): string {
  const { names } = words;
  const lines: string[] = [];
  lines.push(`Regicide · ${view.numPlayers === 1 ? 'solo' : `${view.numPlayers} players`} · enemies defeated ${view.enemiesDefeated}/12`);
  if (view.enemy !== null) lines.push(...enemyLines(view.enemy));
  lines.push(`In play ${cardsText(view.inPlay)}`);
  const top = view.discardTop ?? undefined;
  const tavernTop = view.tavernTop.length > 0 ? ` (on top: ${cardsText(view.tavernTop)})` : '';
  lines.push(
    `Castle  ${castleText(view)} · Tavern ${view.tavernCount}${tavernTop} · Discard ${view.discardCount}${top === undefined ? '' : ` (top ${cardLabel(top)})`}`,
  );
  if (view.jesterPowers !== null) lines.push(`Jester powers left: ${view.jesterPowers}`);
  if (view.numPlayers > 1) {
    const players = view.handCounts.map((count, seat) => {
      const marks = [seat === view.current ? 'to act' : '', view.yielded[seat] === true ? 'yielded last turn' : '']
        .filter((mark) => mark !== '')
        .join(', ');
      return `${seatName(seat, view, names)}: ${cardsWord(count)}${marks === '' ? '' : ` [${marks}]`}`;
    });
    lines.push(`Players ${players.join(' · ')}`);
  }
  if (view.hand !== null) lines.push(`Your hand (${view.hand.length}/${view.maxHandSize}, worth ${total(view.hand)}): ${cardsText(view.hand)}`);
  lines.push(`> ${phaseText(view, names)}`);
  return lines.join('\n');
}

/** What a play would do to the current enemy, e.g. "deals 14 — kills (exact)". */
function playEffect(cards: readonly string[], view: RegicideView): string {
  const enemy = view.enemy;
  const value = total(cards);
  if (enemy === null) return `${value}`;
  const blocked = enemy.immunityCancelled ? -1 : suitIndex(enemy.card);
  const clubs = cards.some((card) => suitIndex(card) === 2) && blocked !== 2;
  const dealt = clubs ? value * 2 : value;
  const left = enemy.health - enemy.damage;
  const result = dealt > left ? ' — kills' : dealt === left ? ' — exact kill' : '';
  return `deals ${dealt}${result}`;
}

/** An action as a menu line: "Play 4♣ + 4♠ (combo, deals 16)", "Discard 3♦ + 10♥ (13 for 12)". */
export function describeAction(action: RegicideAction, view: RegicideView, words: TextContext): string {
  const { names } = words;
  switch (action.type) {
    case 'play': {
      const cards = action.cards;
      if (cards.length === 1 && cardRank(cards[0] ?? '') === 0) {
        const suit = view.enemy === null ? undefined : SUITS[suitIndex(view.enemy.card)];
        const what =
          view.enemy !== null && !view.enemy.immunityCancelled && suit !== undefined
            ? `cancel the enemy's ${suitSymbol(suit)} immunity, then choose who goes next`
            : 'choose who goes next';
        return `Play the Jester (${what})`;
      }
      const kind = cards.length === 1 ? '' : cards.some((card) => cardRank(card) === 1) ? 'Ace companion, ' : 'combo, ';
      return `Play ${cards.map(cardLabel).join(' + ')} (${kind}${playEffect(cards, view)})`;
    }
    case 'yield': {
      const attack = view.enemy?.currentAttack ?? 0;
      return attack === 0 ? 'Yield (the shield stops the attack)' : `Yield (then cover ${attack} damage)`;
    }
    case 'defend':
      return `Discard ${action.cards.map(cardLabel).join(' + ')} (${total(action.cards)} for ${view.pendingDamage} damage)`;
    case 'chooseNext': {
      if (action.next === view.seat) return 'You go next';
      return `${nameOf(action.next, names)} goes next (${cardsWord(view.handCounts[action.next] ?? 0)})`;
    }
    case 'useJesterPower':
      return `Use a Jester power: discard your hand and draw up to ${view.maxHandSize} (${(view.jesterPowers ?? 1) - 1} left after)`;
  }
}

/** Is the enemy in `view` a spade whose immunity still holds back spade shields? */
function spadesHeldBack(view: unknown): boolean {
  if (typeof view !== 'object' || view === null || !('enemy' in view)) return false;
  const enemy = (view as { readonly enemy: EnemyView | null }).enemy;
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
  const { names } = words;
  const who = nameOf(eventNumber(event, 'seat'), names);
  switch (event.type) {
    case 'cardsPlayed': {
      const cards = eventCards(event, 'cards');
      if (cards.length === 1 && cardRank(cards[0] ?? '') === 0) return `${who} played the Jester: the enemy's immunity is cancelled`;
      return `${who} played ${cardsText(cards)} (worth ${eventNumber(event, 'value')})`;
    }
    case 'healed':
      return eventNumber(event, 'count') === 0
        ? 'Hearts: the discard pile is empty, so nothing is healed'
        : `Hearts: ${cardsWord(eventNumber(event, 'count'))} from the discard pile went under the Tavern`;
    case 'cardsDrawn': {
      const cards = eventCards(event, 'cards');
      return cards.length > 0 ? `${who} drew ${cardsText(cards)}` : `${who} drew ${cardsWord(eventNumber(event, 'count'))}`;
    }
    case 'damageDealt': {
      const shield = eventNumber(event, 'shield');
      const shieldWords =
        shield === 0 ? '' : spadesHeldBack(view) ? `; the ${shield} spade shield waits until its immunity is cancelled` : ` and its attack is shielded by ${shield} more`;
      return `The enemy took ${eventNumber(event, 'amount')} damage${shieldWords}`;
    }
    case 'enemyDefeated': {
      const card = typeof event['card'] === 'string' ? event['card'] : '';
      return event['exact'] === true
        ? `${enemyName(card)} was defeated exactly and goes on top of the Tavern`
        : `${enemyName(card)} was defeated and goes to the discard pile`;
    }
    case 'enemyRevealed':
      return `A new enemy: ${typeof event['card'] === 'string' ? enemyName(event['card']) : '?'}`;
    case 'yielded':
      return `${who} yielded`;
    case 'damageCovered':
      return `${who} discarded ${cardsText(eventCards(event, 'cards'))} to cover ${eventNumber(event, 'damage')} damage`;
    case 'nextChosen':
      return `${who} chose ${nameOf(eventNumber(event, 'next'), names)} to go next`;
    case 'jesterPowerUsed':
      return `${who} used a Jester power and discarded ${cardsText(eventCards(event, 'discarded'))}`;
    case 'gameWon':
      return 'The last King falls: victory!';
    case 'gameLost':
      return event['reason'] === 'cannotSatisfyDamage'
        ? `${who} could not cover ${eventNumber(event, 'damage')} damage: defeat`
        : `${who} could neither play nor yield: defeat`;
    default:
      return null;
  }
}

/** Regicide in words, for the terminal and logs. */
export const text: TextPresenter<RegicideView, RegicideAction> = { renderView, describeAction, describeEvent };
