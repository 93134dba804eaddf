import type { GameEvent, Seat, TextContext, TextPresenter, Viewer } from '@tavern/engine';
import { CARD_TITLE, cardLabel, slotOf, type CardName } from './cards';
import { GENERALS } from './generals';
import type { Action, Ask } from './types';
import type { PlayerView, SgsView } from './view';
import { getSkill } from './skills/registry';

/** Display names by seat; a seat without one is "Player n" (counted from 1). */
export type SeatNames = readonly string[];

const GENERAL_NAME = new Map(GENERALS.map((g) => [g.id, g.name]));
const ROLE_TEXT: Readonly<Record<string, string>> = { lord: 'Lord', loyalist: 'Loyalist', rebel: 'Rebel', spy: 'Spy' };
const PHASE_TEXT: Readonly<Record<string, string>> = {
  start: 'start', judge: 'judgement', draw: 'draw', play: 'play', discard: 'discard', end: 'end', none: 'opening',
};
const RESULT_TEXT: Readonly<Record<string, string>> = {
  lord: 'the Lord and the Loyalists win',
  rebels: 'the Rebels win',
  spy: 'the Spy wins',
  draw: 'the cards ran out: a draw',
};
const OPTION_TEXT: Readonly<Record<string, string>> = {
  decline: 'decline',
  invoke: 'use it',
  discard_two: 'discard two hand cards',
  take_damage: 'take 1 damage',
  discard: 'discard a hand card',
  let_draw: 'let them draw a card',
  plus_horse: 'the +1 horse',
  minus_horse: 'the −1 horse',
  S: 'spades ♠',
  H: 'hearts ♥',
  C: 'clubs ♣',
  D: 'diamonds ♦',
};
const REASON_TEXT: Readonly<Record<string, string>> = {
  rescue: 'to rescue a dying player',
  discardPhase: 'down to your hand limit',
  fire_attack_show: 'to show for a Fire Attack',
  pindian: 'for a point fight',
};
const NATURE_TEXT: Readonly<Record<string, string>> = { fire: ' fire', thunder: ' thunder' };

function nameOf(seat: unknown, names: SeatNames): string {
  const index = typeof seat === 'number' ? seat : 0;
  return names[index] ?? `Player ${index + 1}`;
}

function numberOf(value: unknown): number {
  return typeof value === 'number' ? value : 0;
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

function generalName(id: string | null): string {
  return id === null ? 'choosing a general' : (GENERAL_NAME.get(id) ?? 'an unknown general');
}

function roleText(token: string | null): string {
  if (token === null) return 'role hidden';
  return ROLE_TEXT[token.replace(/^role:/, '').split('#')[0] ?? ''] ?? 'role hidden';
}

function skillTitle(id: string): string {
  return getSkill(id)?.title ?? (id in CARD_TITLE ? CARD_TITLE[id as CardName] : id.replace(/_/g, ' '));
}

/** Why something is asked, in words: a card's or a skill's name ("rescue" for a dying player). */
function reasonText(reason: string): string {
  const special = REASON_TEXT[reason];
  if (special !== undefined) return special;
  if (getSkill(reason) !== undefined || reason in CARD_TITLE) return `for ${skillTitle(reason)}`;
  return 'as the rules ask';
}

function optionText(option: string): string {
  return OPTION_TEXT[option] ?? option.replace(/_/g, ' ');
}

function cardTitle(value: unknown): string {
  return typeof value === 'string' && value in CARD_TITLE ? CARD_TITLE[value as CardName] : 'a card';
}

function cardsOf(value: unknown): readonly string[] {
  return Array.isArray(value) ? value.filter((card): card is string => typeof card === 'string') : [];
}

function cardsText(value: unknown, fallbackCount: number): string {
  const cards = cardsOf(value);
  return cards.length > 0 ? cards.map(cardLabel).join(', ') : plural(fallbackCount, 'card');
}

/** Seat distance the way the viewer reads it (the rules' distance needs the full state; this is the plain ring count). */
function ringDistance(view: SgsView, from: number, to: number): number {
  if (from === to) return 0;
  const alive = view.players.filter((p) => p.alive).map((p) => p.seat as number);
  const a = alive.indexOf(from);
  const b = alive.indexOf(to);
  if (a < 0 || b < 0) return 0;
  const forward = (b - a + alive.length) % alive.length;
  const base = Math.min(forward, alive.length - forward);
  const me = view.players[from];
  const them = view.players[to];
  const minus = me?.equip.minus !== null && me?.equip.minus !== undefined ? 1 : 0;
  const plus = them?.equip.plus !== null && them?.equip.plus !== undefined ? 1 : 0;
  return Math.max(1, base - minus + plus);
}

function seatLine(view: SgsView, p: PlayerView, viewer: Viewer, names: SeatNames): string {
  const marker = view.turn.seat === p.seat ? '▶' : ' ';
  const name = `${nameOf(p.seat, names)}${p.seat === viewer ? ' (you)' : ''} · ${generalName(p.general)}`.padEnd(34);
  if (!p.alive) return `${marker} ${name} dead (${roleText(p.role)})`;
  const hp = (p.general === null ? '' : `${'♥'.repeat(Math.max(0, p.hp))}${'♡'.repeat(Math.max(0, p.maxHp - p.hp))} ${p.hp}/${p.maxHp}`).padEnd(16);
  const equip = [p.equip.weapon, p.equip.armor, p.equip.plus, p.equip.minus].filter((c): c is NonNullable<typeof c> => c !== null).map(cardLabel);
  const judge = p.judge.map((e) => (e.card.startsWith(e.as) ? cardLabel(e.card) : `${cardLabel(e.card)} as ${CARD_TITLE[e.as]}`));
  const distanceText = viewer !== 'spectator' && viewer !== p.seat ? `distance ${ringDistance(view, viewer, p.seat)}` : '';
  const flags = [p.dying ? 'DYING' : '', p.faceDown ? 'face down' : '', p.chained ? 'chained' : ''].filter(Boolean).join(', ');
  return [
    `${marker} ${name} ${roleText(p.role).padEnd(11)} ${hp} ${plural(p.handCount, 'card').padStart(8)}  ${distanceText.padEnd(10)}`,
    equip.length > 0 ? ` equipment: ${equip.join(', ')}` : '',
    judge.length > 0 ? ` judgement: ${judge.join(', ')}` : '',
    flags !== '' ? ` [${flags}]` : '',
  ].join('');
}

function askText(ask: Ask, asked: readonly Seat[], names: SeatNames): string {
  const who = asked.map((s) => nameOf(s, names)).join(', ');
  switch (ask.type) {
    case 'chooseGeneral': return `${who}: choose a general`;
    case 'play': return `${who}: play phase — use a card or a skill, or end the phase`;
    case 'respond': {
      const what = ask.want === 'peach' ? `a Peach for ${nameOf(ask.target, names)}` : `${CARD_TITLE[ask.want]}${ask.n > 1 ? ` (${ask.i} of ${ask.n})` : ''}`;
      return `${who}: ${ask.mode === 'use' ? 'use' : 'play'} ${what}? (${reasonText(ask.reason)})`;
    }
    case 'negate': return `${who}: Negate ${CARD_TITLE[ask.card]} by ${nameOf(ask.user, names)} on ${nameOf(ask.target, names)}?${ask.count > 0 ? ` (${plural(ask.count, 'Negate')} so far)` : ''}`;
    case 'confirm': return `${who}: use ${skillTitle(ask.skill)}?`;
    case 'select': return `${who}: choose ${ask.min === ask.max ? plural(ask.min, 'card') : `${ask.min} to ${ask.max} cards`} (${reasonText(ask.reason)}); chosen ${ask.picked.length}`;
    case 'pickCard': return `${who}: take a card of ${nameOf(ask.from, names)} (${reasonText(ask.reason)})`;
    case 'option': return `${who}: choose (${reasonText(ask.reason)}): ${ask.options.map(optionText).join(' or ')}`;
    case 'seat': return `${who}: choose a player (${reasonText(ask.reason)})`;
    case 'harvest': return `${who}: take one of the Harvest cards`;
    case 'order': return `${who}: choose which skill goes first`;
    case 'arrange': return `${who}: put the cards back on top or at the bottom`;
  }
}

/** The table as text for the terminal: seats, your hand, the pending prompt. */
export function renderView(view: SgsView, viewer: Viewer, words: TextContext): string {
  const { names } = words;
  const lines: string[] = [];
  lines.push(`Sanguosha — turn ${view.turn.number}, ${nameOf(view.turn.seat, names)}'s ${PHASE_TEXT[view.turn.phase] ?? 'play'} phase · draw pile ${view.drawCount} · discard ${view.discardPile.length}`);
  for (const p of view.players) lines.push(seatLine(view, p, viewer, names));
  if (view.processing.length > 0) lines.push(`On the table: ${view.processing.map(cardLabel).join(', ')}`);
  if (viewer !== 'spectator') {
    const me = view.players[viewer];
    lines.push(`Your role: ${roleText(me?.role ?? null)}   Your hand: ${(me?.hand ?? []).map(cardLabel).join(', ') || 'empty'}`);
    if (view.looking?.cards) lines.push(`You look at: ${view.looking.cards.map(cardLabel).join(', ')}`);
  }
  const top = view.stack[view.stack.length - 1];
  if (view.result !== null) {
    const winners = view.result.winners.map((s) => nameOf(s, names)).join(', ');
    lines.push(`Game over: ${RESULT_TEXT[view.result.kind] ?? 'the game has ended'}${winners === '' ? '' : ` (${winners})`}.`);
  } else if (top?.kind === 'prompt') lines.push(`Waiting for ${askText(top.ask, top.asked, names)}`);
  return lines.join('\n');
}

function targetsText(targets: readonly Seat[], names: SeatNames): string {
  return targets.length > 0 ? ` on ${targets.map((t) => nameOf(t, names)).join(' and ')}` : '';
}

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth'];

/** An action as a numbered-menu line. */
export function describeAction(action: Action, view: SgsView, words: TextContext): string {
  const { names } = words;
  switch (action.type) {
    case 'chooseGeneral': return `Choose ${generalName(action.general)}`;
    case 'useCard': {
      const cards = action.cards.map(cardLabel).join(' + ');
      const as = action.via !== null ? `${CARD_TITLE[action.as]} (${skillTitle(action.via)}${cards === '' ? '' : `: ${cards}`})` : cards;
      return `Use ${as}${targetsText(action.targets, names)}`;
    }
    case 'useSkill': return `${skillTitle(action.skill)}${action.cards.length > 0 ? ` with ${action.cards.map(cardLabel).join(', ')}` : ''}${targetsText(action.targets, names)}`;
    case 'endPhase': return 'End the play phase';
    case 'respond': return `Answer with ${action.cards.length > 0 ? action.cards.map(cardLabel).join(' + ') : 'no card'}${action.via !== null ? ` (${skillTitle(action.via)})` : ''}`;
    case 'respondSkill': return `Use ${skillTitle(action.skill)}`;
    case 'pass': return 'Pass';
    case 'invoke': return `Use it${action.cards.length > 0 ? ` with ${action.cards.map(cardLabel).join(', ')}` : ''}${targetsText(action.targets, names)}`;
    case 'selectCard': return `Choose ${cardLabel(action.card)}`;
    case 'finish': return 'Done';
    case 'pickHand': return `Take their ${ORDINALS[action.slot] ?? `${action.slot + 1}th`} hand card, unseen`;
    case 'pickCard': return `Take ${cardLabel(action.card)}`;
    case 'chooseOption': return `Choose: ${optionText(action.option)}`;
    case 'chooseSeat': return `Choose ${nameOf(action.seat, names)} (${generalName(view.players[action.seat]?.general ?? null)})`;
    case 'chooseSkill': return `${skillTitle(action.skill)} goes first`;
    case 'place': return `Put ${cardLabel(action.card)} on the ${action.where}`;
  }
}

/** An event as a log line (seats by name), or null when not worth one. */
export function describeEvent(event: GameEvent, _view: SgsView | null, words: TextContext): string | null {
  const { names } = words;
  const who = nameOf(event['seat'], names);
  const other = (key: string): string => nameOf(event[key], names);
  const card = typeof event['card'] === 'string' ? cardLabel(event['card']) : 'a card';
  switch (event.type) {
    case 'turnStarted': return `— Turn ${numberOf(event['number'])}: ${who} —`;
    case 'phaseSkipped': return `${who} skips the ${PHASE_TEXT[String(event['phase'])] ?? ''} phase.`;
    case 'cardUsed': {
      const name = typeof event['card'] === 'string' && event['card'] in CARD_TITLE ? (event['card'] as CardName) : null;
      if (name !== null && slotOf(name) !== null) return `${who} equipped ${CARD_TITLE[name]}.`;
      const targets = Array.isArray(event['targets']) ? event['targets'].filter((t): t is number => typeof t === 'number' && t !== event['seat']) : [];
      return `${who} used ${cardTitle(event['card'])}${targetsText(targets as Seat[], names)}.`;
    }
    case 'cardPlayed': return `${who} played ${cardTitle(event['card'])}.`;
    case 'cardsDrawn': return `${who} drew ${cardsText(event['cards'], numberOf(event['count']))}.`;
    case 'negateUsed': return `${who} played a Negate${numberOf(event['count']) > 1 ? ` (the ${ORDINALS[numberOf(event['count']) - 1] ?? 'next'} in a row)` : ''}.`;
    case 'damaged': return `${who} took ${numberOf(event['amount'])}${NATURE_TEXT[String(event['nature'])] ?? ''} damage${typeof event['source'] === 'number' ? ` from ${other('source')}` : ''} (now ${numberOf(event['hp'])} health).`;
    case 'hpLost': return `${who} lost ${numberOf(event['amount'])} health (now ${numberOf(event['hp'])}).`;
    case 'hpSet': return `${who} now has ${numberOf(event['hp'])} health.`;
    case 'recovered': return `${who} recovered ${numberOf(event['amount'])} health (now ${numberOf(event['hp'])}).`;
    case 'dying': return `${who} is dying and needs a Peach!`;
    case 'died': return `${who} died${typeof event['killer'] === 'number' ? `, killed by ${other('killer')}` : ''}: they were the ${ROLE_TEXT[String(event['role']).replace(/^role:/, '').split('#')[0] ?? ''] ?? 'player'}.`;
    case 'rewarded': return `${who} killed a Rebel and draws ${plural(numberOf(event['count']), 'card')}.`;
    case 'penalized': return `${who} killed a Loyalist and discards every card in hand and equipment.`;
    case 'judgementStarted': return `${who} judges (${reasonText(String(event['reason']))}): ${card}.`;
    case 'judgementChanged': return `${who} changed the judgement card to ${card}.`;
    case 'judgementResult': return `${who}'s judgement: ${card}.`;
    case 'armourJudged': return event['success'] === true ? `${who}'s armour judgement is red: it counts as a Dodge.` : `${who}'s armour judgement is not red.`;
    case 'skillInvoked': return `${who} used ${skillTitle(String(event['skill']))}.`;
    case 'cardDismantled': return `${who} discarded ${card} of ${other('from')}.`;
    case 'cardStolen': return `${who} took ${typeof event['card'] === 'string' ? card : 'a hand card'} from ${other('from')}.`;
    case 'cardTaken': return `${who} took ${card} from ${other('from')}.`;
    case 'cardsTaken': return `${who} took ${cardsText(event['cards'], 0)} into their hand.`;
    case 'cardGiven': {
      const given = typeof event['card'] === 'string' ? card : Array.isArray(event['cards']) ? cardsText(event['cards'], 0) : plural(numberOf(event['count']) || 1, 'card');
      return `${who} gave ${given} to ${other('to')}.`;
    }
    case 'cardsDiscarded': return `${who} discarded ${cardsText(event['cards'], 0)}.`;
    case 'cardRecast': return `${who} recast ${card} and draws a card.`;
    case 'cardShown': return `${who} showed ${card}.`;
    case 'chainChanged': return event['chained'] === true ? `${who} is now chained.` : `${who} is no longer chained.`;
    case 'turnedOver': return event['faceDown'] === true ? `${who} turned face down.` : `${who} turned face up.`;
    case 'damageTransferred': return `${who} passed the damage on to ${other('to')}.`;
    case 'targetRedirected': return `${who} passed the Kill on to ${other('to')}.`;
    case 'killBlocked': return `The Renwang Shield stops the black Kill on ${who}.`;
    case 'killOffset': return `${other('target')} dodged ${who}'s Kill.`;
    case 'killProvided': return `${who} provided a card for ${other('for')}.`;
    case 'lightningMoved': return `The Lightning moved from ${other('from')} to ${other('to')}.`;
    case 'indulged': return `${who} is caught by Indulgence and skips the play phase.`;
    case 'harvestRevealed': return `Harvest turns up ${cardsText(event['cards'], 0)}.`;
    case 'harvestPicked': return `${who} took ${card} from the Harvest.`;
    case 'buquRevealed': return `${who} laid ${cardsText(event['cards'], 0)} for Buqu.`;
    case 'pointFight': return `${who} (${card}) ${event['won'] === true ? 'won' : 'lost'} a point fight against ${other('opponent')} (${typeof event['opponentCard'] === 'string' ? cardLabel(event['opponentCard']) : 'a card'}).`;
    case 'weaponTaken': return `${who} took ${card} from ${other('from')}.`;
    case 'generalRevealed': return `${who} is ${generalName(typeof event['general'] === 'string' ? event['general'] : null)}.`;
    case 'pileReshuffled': return `The discard pile (${plural(numberOf(event['count']), 'card')}) is shuffled into the draw pile.`;
    case 'cardsArranged': {
      const count = (key: string, list: string): number => Array.isArray(event[list]) ? (event[list] as unknown[]).length : numberOf(event[key]);
      return `${who} put ${plural(count('topCount', 'top'), 'card')} on top of the draw pile and ${plural(count('bottomCount', 'bottom'), 'card')} at the bottom.`;
    }
    // Bookkeeping for views (a seat stops tracking a card it can no longer place): no log line.
    case 'knowledgeLapsed': return null;
    case 'gameOver': return `Game over: ${RESULT_TEXT[String(event['kind'])] ?? 'the game has ended'}.`;
    default: return null;
  }
}

/** How Sanguosha reads in words. */
export const text: TextPresenter<SgsView, Action> = { renderView, describeAction, describeEvent };
