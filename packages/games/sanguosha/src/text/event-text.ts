import type { GameEvent, TextContext } from '@tavern/engine';
import { slotOf, type CardName } from '../cards';
import type { SgsView } from '../view';
import { usedCardText } from './action-text';
import { reasonText, optionText } from './ask-text';
import { seatList, wordsOf, type Words } from './words';

// The lord skills that make another player's card count for the lord (spec §2.3).
const ON_BEHALF_SKILL: Readonly<Record<string, string>> = { kill: 'jijiang', dodge: 'hujia' };

function numberOf(value: unknown): number {
  return typeof value === 'number' ? value : 0;
}

function stringOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function idsOf(value: unknown): readonly string[] {
  return Array.isArray(value) ? value.filter((c): c is string => typeof c === 'string') : [];
}

/** A card used or played, with the skill or equipment that made it appear. */
function usedCard(event: GameEvent, w: Words): string {
  const name = stringOf(event['card']);
  const via = typeof event['via'] === 'string' ? event['via'] : null;
  const cards = idsOf(event['cards']);
  return usedCardText(cards.length > 0 || via !== null ? cards : [], name, via, w);
}

function cardUsedText(event: GameEvent, w: Words): string {
  const who = w.nameOf(event['seat']);
  const name = stringOf(event['card']);
  const equipment = slotOf(name as CardName) !== null;
  if (equipment) return w.say('log.equips', { who, card: w.skill(name) });
  const targets = (Array.isArray(event['targets']) ? event['targets'] : []).filter(
    (t): t is number => typeof t === 'number' && t !== event['seat'],
  );
  const card = usedCard(event, w);
  return targets.length > 0 ? w.say('log.usesOn', { who, card, targets: seatList(targets, w) }) : w.say('log.uses', { who, card });
}

function cardPlayedText(event: GameEvent, w: Words): string {
  const who = w.nameOf(event['seat']);
  const card = usedCard(event, w);
  const onBehalf = event['onBehalf'];
  if (typeof onBehalf === 'number') {
    const skill = ON_BEHALF_SKILL[stringOf(event['card'])];
    if (skill !== undefined) return w.say('log.playsFor', { who, card, for: w.nameOf(onBehalf), skill: w.skill(skill) });
  }
  return w.say('log.plays', { who, card });
}

function damagedText(event: GameEvent, w: Words): string {
  const nature = stringOf(event['nature']);
  const params = {
    who: w.nameOf(event['seat']), amount: numberOf(event['amount']), hp: numberOf(event['hp']),
    source: w.nameOf(event['source']), nature: nature === 'fire' || nature === 'thunder' ? w.say(`nature.${nature}`) : '',
  };
  const bySource = typeof event['source'] === 'number';
  const key = params.nature === ''
    ? (bySource ? 'log.damagedBy' : 'log.damaged')
    : (bySource ? 'log.damagedNatureBy' : 'log.damagedNature');
  return w.say(key, params);
}

function cardGivenText(event: GameEvent, w: Words): string {
  const cards = typeof event['card'] === 'string' ? w.card(event['card']) : Array.isArray(event['cards']) ? w.cards(event['cards']) : w.say('count.cards', { count: numberOf(event['count']) || 1 });
  const params = { who: w.nameOf(event['seat']), to: w.nameOf(event['to']), cards };
  return typeof event['reason'] === 'string' ? w.say('log.cardGivenBy', { ...params, skill: w.skill(event['reason']) }) : w.say('log.cardGiven', params);
}

function cardsArrangedText(event: GameEvent, w: Words): string {
  const count = (key: string, list: string): number => (Array.isArray(event[list]) ? (event[list] as unknown[]).length : numberOf(event[key]));
  return w.say('log.cardsArranged', {
    who: w.nameOf(event['seat']),
    top: w.say('count.cards', { count: count('topCount', 'top') }),
    bottom: w.say('count.cards', { count: count('bottomCount', 'bottom') }),
  });
}

/** An event as a log line (seats by name), or null when not worth one. */
export function describeEvent(event: GameEvent, _view: SgsView | null, words: TextContext): string | null {
  const w = wordsOf(words);
  const who = w.nameOf(event['seat']);
  const other = (key: string): string => w.nameOf(event[key]);
  const card = typeof event['card'] === 'string' ? w.card(event['card']) : w.say('card.some');
  const reason = typeof event['reason'] === 'string' ? event['reason'] : null;
  switch (event.type) {
    case 'turnStarted': return w.say('log.turnStarted', { n: numberOf(event['number']), who });
    case 'phaseSkipped': return w.say('log.phaseSkipped', { who, phase: w.say(`phase.${stringOf(event['phase'])}`) });
    case 'cardUsed': return cardUsedText(event, w);
    case 'cardPlayed': return cardPlayedText(event, w);
    case 'cardsDrawn': return w.say('log.cardsDrawn', { who, cards: w.cards(event['cards'], numberOf(event['count'])) });
    case 'negateUsed': {
      const used = usedCardText([stringOf(event['card'])], 'negate', typeof event['via'] === 'string' ? event['via'] : null, w);
      const n = numberOf(event['count']);
      return n > 1 ? w.say('log.negateUsedNth', { who, card: used, n }) : w.say('log.negateUsed', { who, card: used });
    }
    case 'damaged': return damagedText(event, w);
    case 'hpLost': return w.say('log.hpLost', { who, amount: numberOf(event['amount']), hp: numberOf(event['hp']) });
    case 'hpSet': return w.say('log.hpSet', { who, hp: numberOf(event['hp']) });
    case 'recovered': return w.say('log.recovered', { who, amount: numberOf(event['amount']), hp: numberOf(event['hp']) });
    case 'dying': return w.say('log.dying', { who });
    case 'died': {
      const role = w.role(stringOf(event['role']));
      return typeof event['killer'] === 'number' ? w.say('log.diedBy', { who, killer: other('killer'), role }) : w.say('log.died', { who, role });
    }
    case 'rewarded': return w.say('log.rewarded', { who, cards: w.say('count.cards', { count: numberOf(event['count']) }) });
    case 'penalized': return w.say('log.penalized', { who });
    case 'judgementStarted': return w.say('log.judgementStarted', { who, reason: reasonText(stringOf(event['reason']), w), card });
    case 'judgementChanged': return w.say('log.judgementChanged', { who, card });
    case 'judgementResult': return w.say('log.judgementResult', { who, card });
    case 'armourJudged': return w.say(event['success'] === true ? 'log.armourJudgedRed' : 'log.armourJudgedNot', { who });
    case 'skillInvoked': return w.say('log.skillInvoked', { who, skill: w.skill(stringOf(event['skill'])) });
    case 'cardDismantled': return w.say('log.cardDismantled', { who, from: other('from'), card });
    case 'cardStolen':
      return typeof event['card'] === 'string' && event['card'] !== '?'
        ? w.say('log.cardStolen', { who, from: other('from'), card })
        : w.say('log.cardStolenHidden', { who, from: other('from') });
    case 'cardTaken': return w.say('log.cardTaken', { who, from: other('from'), card });
    case 'cardsTaken':
      return reason === null
        ? w.say('log.cardsTaken', { who, cards: w.cards(event['cards']) })
        : w.say('log.cardsTakenBy', { who, cards: w.cards(event['cards']), skill: w.skill(reason) });
    case 'cardGiven': return cardGivenText(event, w);
    case 'cardsDiscarded':
      return reason === null
        ? w.say('log.cardsDiscarded', { who, cards: w.cards(event['cards']) })
        : w.say('log.cardsDiscardedFor', { who, cards: w.cards(event['cards']), skill: w.skill(reason) });
    case 'cardRecast': return w.say('log.cardRecast', { who, card });
    case 'cardShown':
      return reason === 'fanjian' ? w.say('log.cardShownFanjian', { who, from: other('from'), card }) : w.say('log.cardShown', { who, card });
    case 'suitNamed': return w.say('log.suitNamed', { who, suit: optionText(stringOf(event['suit']), w) });
    case 'chainChanged': return w.say(event['chained'] === true ? 'log.chained' : 'log.unchained', { who });
    case 'turnedOver': return w.say(event['faceDown'] === true ? 'log.faceDown' : 'log.faceUp', { who });
    case 'damageTransferred': return w.say('log.damageTransferred', { who, to: other('to') });
    case 'targetRedirected': return w.say('log.targetRedirected', { who, to: other('to') });
    case 'killBlocked': return w.say('log.killBlocked', { who });
    case 'killOffset': return w.say('log.killOffset', { who, target: other('target') });
    // The Kill itself says whom it was played for (cardPlayed with onBehalf): no second line.
    case 'killProvided': return null;
    case 'lightningMoved': return w.say('log.lightningMoved', { from: other('from'), to: other('to') });
    case 'indulged': return w.say('log.indulged', { who });
    case 'harvestRevealed': return w.say('log.harvestRevealed', { cards: w.cards(event['cards']) });
    case 'harvestPicked': return w.say('log.harvestPicked', { who, card });
    case 'buquRevealed': return w.say('log.buquRevealed', { who, cards: w.cards(event['cards']) });
    case 'pointFight':
      return w.say(event['won'] === true ? 'log.pointFightWon' : 'log.pointFightLost', {
        who, card, opponent: other('opponent'),
        opponentCard: typeof event['opponentCard'] === 'string' ? w.card(event['opponentCard']) : w.say('card.some'),
      });
    case 'weaponTaken': return w.say('log.weaponTaken', { who, from: other('from'), card });
    case 'generalRevealed': return w.say('log.generalRevealed', { who, general: w.general(typeof event['general'] === 'string' ? event['general'] : null) });
    case 'pileReshuffled': return w.say('log.pileReshuffled', { count: numberOf(event['count']) });
    case 'cardsArranged': return cardsArrangedText(event, w);
    // Bookkeeping for views (a seat stops tracking a card it can no longer place): no log line.
    case 'knowledgeLapsed': return null;
    case 'gameOver': return w.say('log.gameOver', { result: w.say(`result.${stringOf(event['kind']) || 'ended'}`) });
    default: return null;
  }
}
