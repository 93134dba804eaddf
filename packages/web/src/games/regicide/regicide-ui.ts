import { i18n } from '../../i18n';
import type { ChoiceStep } from '../../builder/model';
import { frenchCardShort, parseFrenchCard, regicideValue } from '../cards/french-card';
import { genericActionWords, genericEventWords } from '../generic/generic-ui';
import type { GameUi, SeatNames, WireAction, WireEvent } from '../types';
import { isRegicideView } from './regicide-view';
import { RegicideSummary } from './RegicideSummary';
import { RegicideTable } from './RegicideTable';

const t = i18n.t.bind(i18n);

/** "7♠" or "Jester". */
export function regicideCardLabel(id: string): string {
  return frenchCardShort(parseFrenchCard(id)) ?? t('web:cards.jester');
}

function cardsOf(value: unknown): readonly string[] {
  return Array.isArray(value) ? value.filter((c): c is string => typeof c === 'string') : [];
}

function cardList(value: unknown): string {
  return cardsOf(value).map(regicideCardLabel).join(' + ');
}

function nameOf(names: SeatNames, seat: unknown): string {
  return typeof seat === 'number' ? (names[seat] ?? t('web:room.seat', { n: seat + 1 })) : '';
}

/** The damage a play deals (spec: the sum of the cards, doubled by a club unless the enemy is immune to clubs). */
export function playDamage(cards: readonly string[], enemy: { readonly card: string; readonly immunityCancelled: boolean }): number {
  const value = cards.reduce((sum, id) => sum + regicideValue(id), 0);
  const immuneToClubs = parseFrenchCard(enemy.card).suit === 'C' && !enemy.immunityCancelled;
  const clubs = cards.some((id) => parseFrenchCard(id).suit === 'C');
  return clubs && !immuneToClubs ? value * 2 : value;
}

/** Regicide choices: a play or a defence is a set of cards; other moves are buttons. */
function decompose(action: WireAction): readonly ChoiceStep[] {
  if (action.type === 'play' || action.type === 'defend') return [{ slot: 'cards', kind: 'set', values: cardsOf(action['cards']) }];
  return [];
}

function describeAction(action: WireAction, _view: unknown, names: SeatNames): string {
  switch (action.type) {
    case 'play':
      return t('web:games.regicide.actions.play', { cards: cardList(action['cards']) });
    case 'defend':
      return t('web:games.regicide.actions.defend', { cards: cardList(action['cards']) });
    case 'yield':
      return t('web:games.regicide.actions.yield');
    case 'useJesterPower':
      return t('web:games.regicide.actions.useJesterPower');
    case 'chooseNext':
      return t('web:games.regicide.actions.chooseNext', { name: nameOf(names, action['next']) });
    default:
      return genericActionWords(action);
  }
}

function describeEvent(event: WireEvent, _view: unknown, names: SeatNames): string | null {
  const name = nameOf(names, event['seat']);
  const card = typeof event['card'] === 'string' ? regicideCardLabel(event['card']) : '';
  switch (event.type) {
    case 'cardsPlayed':
      return t('web:games.regicide.events.cardsPlayed', { name, cards: cardList(event['cards']), value: event['value'] });
    case 'damageDealt':
      return t('web:games.regicide.events.damageDealt', { amount: event['amount'] });
    case 'enemyDefeated':
      return t(event['exact'] === true ? 'web:games.regicide.events.enemyDefeatedExact' : 'web:games.regicide.events.enemyDefeated', { card });
    case 'enemyRevealed':
      return t('web:games.regicide.events.enemyRevealed', { card });
    case 'damageCovered':
      return t('web:games.regicide.events.damageCovered', { name, cards: cardList(event['cards']), damage: event['damage'] });
    case 'healed':
      return t('web:games.regicide.events.healed', { count: event['count'] });
    case 'cardsDrawn':
      return t('web:games.regicide.events.cardsDrawn', { name, count: typeof event['count'] === 'number' ? event['count'] : cardsOf(event['cards']).length });
    case 'yielded':
      return t('web:games.regicide.events.yielded', { name });
    case 'nextChosen':
      return t('web:games.regicide.events.nextChosen', { name, next: nameOf(names, event['next']) });
    case 'jesterPowerUsed':
      return t('web:games.regicide.events.jesterPowerUsed', { name });
    case 'gameWon':
      return t('web:games.regicide.events.gameWon');
    case 'gameLost':
      return t('web:games.regicide.events.gameLost');
    default:
      return genericEventWords(event);
  }
}

/** Regicide in the browser. */
export const regicideUi: GameUi = {
  id: 'regicide',
  decompose,
  describeAction,
  describeEvent,
  describeChoice: (_slot, value) => regicideCardLabel(value),
  explainClick(state, slot, value, view) {
    if (slot !== 'cards' || !isRegicideView(view)) return null;
    const cards = [...state.pending, value];
    return { type: view.phase === 'defend' ? 'defend' : 'play', cards };
  },
  prompt(view, _legal, chosen) {
    if (!isRegicideView(view)) return null;
    if (view.phase === 'defend') {
      if (chosen.length === 0) return t('web:games.regicide.defendPrompt', { damage: view.pendingDamage });
      const value = chosen.reduce((sum, id) => sum + regicideValue(id), 0);
      const left = view.pendingDamage - value;
      return left > 0
        ? t('web:games.regicide.defendShort', { value, damage: view.pendingDamage, left })
        : t('web:games.regicide.defendEnough', { value, damage: view.pendingDamage });
    }
    if (view.phase === 'chooseNext') return t('web:games.regicide.jesterPrompt');
    if (view.phase !== 'play' || view.enemy === null) return null;
    const enemy = view.enemy;
    const healthLeft = Math.max(0, enemy.health - enemy.damage);
    const name = regicideCardLabel(enemy.card);
    if (chosen.length === 0) return t('web:games.regicide.playPrompt', { enemy: name, health: healthLeft, attack: enemy.currentAttack });
    if (chosen.some((id) => parseFrenchCard(id).suit === null)) return t('web:games.regicide.jesterPreview', { enemy: name });
    return t('web:games.regicide.playPreview', { cards: cardList(chosen), damage: playDamage(chosen, enemy), enemy: name, health: healthLeft });
  },
  urgent(view) {
    return isRegicideView(view) && view.phase === 'defend';
  },
  Table: RegicideTable,
  Summary: RegicideSummary,
};
