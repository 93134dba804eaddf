import type { ErrorParams, GameEvent, Outcome, TextContext, TextPresenter, Viewer } from '@tavern/engine';
import type { Action } from './actions';
import { findCard, SKILL_NAMES, type Colour, type SkillId } from './cards';
import { STANDARD_ROUNDS } from './options';
import { standings } from './outcome';
import type { Pending } from './state';
import type { View } from './view';

// Every word comes from the `gods-gambit` catalogue of `@tavern/locales` (card, colour and skill
// names in the reference's words); this file picks the sentence and fills in numbers and names.

type Params = Readonly<Record<string, string | number>>;

function slug(name: string): string {
  return name.replace(/ (\w)/g, (_, letter: string) => letter.toUpperCase()).replace(/^\w/, (letter) => letter.toLowerCase());
}

/** `t` for this game's namespace, with seat, card, colour and skill names at hand. */
function wordsOf(words: TextContext) {
  const say = (key: string, params?: Params): string => words.t(`gods-gambit:${key}`, params);
  const nameOf = (seat: number): string => words.names[seat] ?? say('seat.player', { n: seat + 1 });
  const colourName = (colour: Colour): string => say(`colour.${colour}`);
  const skillName = (skill: SkillId): string => say(skill === 'none' ? 'skillNone' : `skill.${skill}`);
  /** A card as a player reads it: "Red 5 Paladin", "Magician 10", "Trumpet". */
  const cardLabel = (id: string): string => {
    const card = findCard(id);
    if (card === undefined) return say('unknownCard');
    if (card.kind === 'trumpet') return say('trumpet');
    if (card.kind === 'common') {
      return say('cardCommon', { colour: colourName(card.colour ?? 'W'), number: card.number, name: say(`commonName.${slug(card.name)}`) });
    }
    return say('cardWild', { name: say(`wildName.${slug(card.name)}`), number: card.number });
  };
  /** "you" for the viewer, else the seat's name; `capital` at the start of a sentence. */
  const seatName = (seat: number, viewer: Viewer, capital = false): string =>
    seat === viewer ? say(capital ? 'seat.You' : 'seat.you') : nameOf(seat);
  return { say, nameOf, colourName, skillName, cardLabel, seatName };
}

type Words = ReturnType<typeof wordsOf>;

function numberOf(value: unknown): number {
  return typeof value === 'number' ? value : 0;
}

function skillOf(card: string): SkillId {
  return findCard(card)?.skill ?? 'none';
}

function describePending(pending: Pending, view: View, w: Words): string {
  const v = view.viewer;
  switch (pending.kind) {
    case 'initialColour':
      return w.say('pending.initialColour', { who: w.seatName(pending.seat, v, true) });
    case 'main':
      return w.say('pending.main', { who: w.seatName(pending.seat, v, true) });
    case 'postDraw':
      return w.say('pending.postDraw', { who: w.seatName(pending.seat, v, true) });
    case 'declare':
      return w.say('pending.declare', { who: w.seatName(pending.seat, v, true), card: w.cardLabel(pending.card), skill: w.skillName(skillOf(pending.card)) });
    case 'extra':
      return pending.left < 0
        ? w.say('pending.extraAny', { who: w.seatName(pending.seat, v, true), skill: w.skillName(pending.skill) })
        : w.say('pending.extra', { who: w.seatName(pending.seat, v, true), skill: w.skillName(pending.skill), count: pending.left });
    case 'defense': {
      const i = pending.instance;
      const params = { target: w.seatName(i.target, v, true), skill: w.skillName(i.skill), user: w.seatName(i.user, v), by: w.seatName(i.aimedBy, v) };
      const redirected = i.aimedBy !== i.user;
      if (i.target === v) return w.say(redirected ? 'pending.defenseYouRedirected' : 'pending.defenseYou', params);
      return w.say(redirected ? 'pending.defenseRedirected' : 'pending.defense', params);
    }
    case 'haunt':
      return w.say(pending.moved > 0 ? 'pending.hauntMore' : 'pending.haunt', { who: w.seatName(pending.seat, v, true), target: w.seatName(pending.instance.target, v) });
    case 'roundOver':
      return w.say(pending.seat === v ? 'pending.roundOverYou' : 'pending.roundOver', { round: view.round, next: view.round + 1, who: w.nameOf(pending.seat) });
    case 'gameOver':
      return w.say('pending.gameOver');
  }
}

function pad(text: string, width: number): string {
  return text.length >= width ? text : text + ' '.repeat(width - text.length);
}

function scoreLines(view: View, w: Words): string[] {
  const lines: string[] = [];
  const subtraction = view.options.mode === 'subtraction';
  if (view.finished) {
    const table = standings(
      view.options,
      view.scores.map((s) => s.total),
      view.players.map((p) => p.roundsOut),
      view.scores.map((s) => s.penalties),
    );
    lines.push(w.say('score.final'));
    for (const row of table) {
      const penalties = view.scores[row.seat]?.penalties.join(', ') ?? '';
      const who = pad(w.seatName(row.seat, view.viewer, true), 10);
      lines.push(`  ${row.rank}. ${w.say(subtraction ? 'score.rowPoints' : 'score.rowTotal', { who, total: row.total, penalties, out: row.roundsOut })}`);
    }
    return lines;
  }
  const own = view.scores.find((s) => s.seat === view.viewer);
  if (own !== undefined) {
    const params = { total: own.total, penalties: own.penalties.join(', ') };
    const withRounds = own.penalties.length > 0;
    lines.push(
      subtraction
        ? w.say(withRounds ? 'score.pointsLeftRounds' : 'score.pointsLeft', params)
        : w.say(withRounds ? 'score.penaltyTotalRounds' : 'score.penaltyTotal', params),
    );
  }
  const last = view.lastRound;
  if (last !== null) {
    const how =
      last.reason === 'out'
        ? w.say('score.wentOut', { who: w.seatName(last.wentOut, view.viewer) })
        : w.say('score.fourthTrumpet', { who: w.seatName(last.revealer, view.viewer) });
    const mine = view.viewer === 'spectator' ? null : (last.penalties[view.viewer] ?? null);
    lines.push(mine === null ? w.say('score.roundEnded', { round: last.round, how }) : w.say('score.roundEndedMine', { round: last.round, how, penalty: mine }));
  }
  return lines;
}

const COLOUR_ORDER = 'WKRU';

/** A hand in reading order: colours W, K, R, U by number, then the wild cards by number. */
function sortedForDisplay(hand: readonly string[]): string[] {
  const rank = (card: string): number => {
    const info = findCard(card);
    if (info === undefined) return 1000;
    const group = info.colour === null ? 4 : COLOUR_ORDER.indexOf(info.colour);
    return group * 100 + info.number;
  };
  return [...hand].sort((a, b) => rank(a) - rank(b));
}

/** Identical cards once, with a count: "Red 1 Believer ×2". */
function grouped(labels: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const label of labels) counts.set(label, (counts.get(label) ?? 0) + 1);
  return [...counts].map(([label, count]) => (count > 1 ? `${label} ×${count}` : label));
}

/** The table as one seat sees it, for the terminal. */
export function renderView(view: View, viewer: Viewer, words: TextContext): string {
  const w = wordsOf(words);
  const top = view.fieldPile[view.fieldPile.length - 1] ?? '';
  const round = view.options.mode === 'standard' ? w.say('view.roundOf', { round: view.round, rounds: STANDARD_ROUNDS }) : `${view.round}`;
  const lines = [
    w.say('view.header', { round, trumpets: view.trumpets.length, draw: view.drawPileSize }),
    w.say('view.field', { card: w.cardLabel(top), colour: w.colourName(view.colour) }),
    '',
    `  ${pad(w.say('view.player'), 18)} ${w.say('view.columns')}`,
  ];
  view.players.forEach((player, seat) => {
    const marker = seat === view.current ? '▶' : ' ';
    const name = pad(seat === viewer ? w.say('seat.named', { name: w.nameOf(seat) }) : w.nameOf(seat), 18);
    const area = player.skillArea.length === 0 ? '—' : player.skillArea.map(w.cardLabel).join(', ');
    const counters = [
      player.skips > 0 ? w.say('view.skips', { count: player.skips }) : '',
      player.extraTurns > 0 ? w.say('view.extraTurns', { count: player.extraTurns }) : '',
    ].filter((text) => text !== '');
    lines.push(
      `${marker} ${name} ${String(player.handCount).padStart(4)}  ${area}${counters.length > 0 ? `  [${counters.join(', ')}]` : ''}`,
    );
  });
  lines.push('');
  if (view.hand !== null) {
    const cards = view.hand.length === 0 ? '—' : grouped(sortedForDisplay(view.hand).map(w.cardLabel)).join(' · ');
    lines.push(w.say('view.hand', { count: view.hand.length, cards }));
  }
  lines.push(...scoreLines(view, w));
  lines.push(describePending(view.pending, view, w));
  return lines.join('\n');
}

/** An action in words, for the numbered menu of `tavern play`. */
export function describeAction(action: Action, view: View, words: TextContext): string {
  const w = wordsOf(words);
  const v = view.viewer;
  const cards = (seat: number): string => w.say('count.cards', { count: view.players[seat]?.handCount ?? 0 });
  /** `plain` for a coloured card, `calling` with the colour a wild card names. */
  const onto = (card: string, colour: Colour | undefined, keys: { readonly plain: string; readonly calling: string }): string =>
    colour === undefined ? w.say(keys.plain, { card: w.cardLabel(card) }) : w.say(keys.calling, { card: w.cardLabel(card), colour: w.colourName(colour) });
  switch (action.type) {
    case 'chooseColour':
      return w.say('action.chooseColour', { colour: w.colourName(action.colour) });
    case 'draw':
      return w.say('action.draw');
    case 'play': {
      if (action.to === 'field') return onto(action.card, action.colour, { plain: 'action.playField', calling: 'action.playFieldCalling' });
      const skill = skillOf(action.card);
      return w.say('action.playSkill', { card: w.cardLabel(action.card), skill: w.skillName(skill), hint: w.say(`hint.${skill}`) });
    }
    case 'noPlay':
      return w.say('action.noPlay');
    case 'useSkill': {
      const pending = view.pending;
      const skill = pending.kind === 'declare' ? skillOf(pending.card) : 'none';
      const name = w.skillName(skill);
      if (action.target !== undefined) return w.say('action.useOn', { skill: name, target: w.seatName(action.target, v), cards: cards(action.target) });
      if (action.colour !== undefined) return w.say('action.useColour', { skill: name, colour: w.colourName(action.colour) });
      return w.say('action.use', { skill: name, hint: w.say(`hint.${skill}`) });
    }
    case 'declineSkill':
      return w.say('action.declineSkill');
    case 'extraPlay':
      return onto(action.card, action.colour, { plain: 'action.extraPlay', calling: 'action.extraPlayCalling' });
    case 'stop':
      return w.say(view.pending.kind === 'haunt' ? 'action.stopHaunt' : 'action.stopExtra');
    case 'defend': {
      const card = w.cardLabel(action.card);
      if (action.redirect !== undefined) return w.say('action.redirect', { card, target: w.seatName(action.redirect, v), cards: cards(action.redirect) });
      if (skillOf(action.card) === 'valor') {
        const aimer = view.pending.kind === 'defense' ? view.pending.instance.aimedBy : -1;
        return w.say(aimer === v ? 'action.valorYou' : 'action.valor', { card, who: w.nameOf(aimer) });
      }
      return w.say('action.defend', { card });
    }
    case 'declineDefense':
      return w.say('action.declineDefense');
    case 'haunt': {
      const target = view.pending.kind === 'haunt' ? view.pending.instance.target : -1;
      return w.say('action.haunt', { card: w.cardLabel(action.card), target: w.seatName(target, v) });
    }
    case 'startRound':
      return w.say('action.startRound', { round: view.round + 1 });
  }
}

function skillNameOf(value: unknown, w: Words): string {
  return typeof value === 'string' && value !== 'none' && value in SKILL_NAMES ? w.skillName(value as SkillId) : w.say('aSkill');
}

/** An event in words for the game log (seats by name), or null when not worth a line. */
export function describeEvent(event: GameEvent, _view: View | null, words: TextContext): string | null {
  const w = wordsOf(words);
  const who = typeof event['seat'] === 'number' ? w.nameOf(event['seat']) : w.say('someone');
  const other = (key: string): string => w.nameOf(numberOf(event[key]));
  const card = typeof event['card'] === 'string' ? w.cardLabel(event['card']) : w.say('aCard');
  const colour = typeof event['colour'] === 'string' ? w.colourName(event['colour'] as Colour) : '';
  switch (event.type) {
    case 'cardPlayed':
      return w.say('event.cardPlayed', { who, card, colour });
    case 'skillPlayed':
      return w.say('event.skillPlayed', { who, card });
    case 'skillUsed': {
      const skill = w.skillName(skillOf(typeof event['card'] === 'string' ? event['card'] : ''));
      const target = typeof event['target'] === 'number' ? other('target') : '';
      const params = { who, skill, target, colour };
      if (target === '') return w.say(colour === '' ? 'event.skillUsed' : 'event.skillUsedColour', params);
      return w.say(colour === '' ? 'event.skillUsedOn' : 'event.skillUsedOnColour', params);
    }
    case 'skillDeclined':
      return w.say('event.skillDeclined', { who, card });
    case 'cardDrawn':
      return typeof event['card'] === 'string' ? w.say('event.drew', { who, card }) : w.say('event.drewHidden', { who });
    case 'trumpetRevealed': {
      const count = numberOf(event['count']);
      return w.say(count >= 4 ? 'event.trumpetLast' : 'event.trumpet', { who, count });
    }
    case 'turnSkipped':
      return w.say('event.turnSkipped', { who });
    case 'defended':
      return typeof event['redirect'] === 'number'
        ? w.say('event.defendedRedirect', { who, card, target: other('redirect') })
        : w.say('event.defended', { who, card });
    case 'defenseDeclined':
      return w.say('event.defenseDeclined', { who });
    case 'defenseWindow':
      return w.say('event.defenseWindow', { who, skill: skillNameOf(event['skill'], w), user: other('user') });
    case 'skillTookEffect':
      return w.say('event.skillTookEffect', { skill: skillNameOf(event['skill'], w), target: other('target') });
    case 'turnPassed':
      return w.say('event.turnPassed', { who });
    case 'haunted':
      return w.say('event.haunted', { who, card, target: other('target') });
    case 'wentOut':
      return w.say('event.wentOut', { who });
    case 'colourChosen':
      return w.say('event.colourChosen', { who, colour });
    case 'roundEnded':
      return w.say(event['reason'] === 'out' ? 'event.roundEndedOut' : 'event.roundEndedTrumpet', { round: numberOf(event['round']), next: other('nextFirst') });
    case 'penaltyScored':
      return w.say('event.penalty', { who, penalty: numberOf(event['penalty']), total: numberOf(event['total']) });
    case 'roundStarted':
      return w.say('event.roundStarted', { round: numberOf(event['round']), card: w.cardLabel(String(event['field'])) });
    case 'roundVoided':
      return w.say('event.roundVoided');
    case 'gameEnded':
      return w.say('pending.gameOver');
    default:
      return null;
  }
}

/** What decided the winner, in the reader's language. */
export function describeOutcome(outcome: Outcome, words: TextContext): string {
  const w = wordsOf(words);
  const key = OUTCOME_KEYS[outcome.label];
  const winners = outcome.winners.map((seat) => w.nameOf(seat)).join(', ');
  return key === undefined ? w.say('outcome.won', { winners }) : w.say(`outcome.${key}`, { winners });
}

// The simulation labels of `outcome.ts`, each with its catalogue key.
const OUTCOME_KEYS: Readonly<Record<string, string>> = {
  'Sole player': 'sole',
  'Shared victory': 'shared',
  'Lowest total': 'lowestTotal',
  'Most points left': 'mostPoints',
  'Tie-break: rounds gone out': 'tieRoundsOut',
  'Tie-break: last round': 'tieLastRound',
};

/** A rule error in words, from its code and data params (card, colour and skill ids, the pending decision). */
export function describeError(code: string, params: ErrorParams, words: TextContext): string {
  const w = wordsOf(words);
  const text = (key: string): string => (typeof params[key] === 'string' ? (params[key]) : '');
  const out: Record<string, string | number> = {
    card: text('cardId') === '' ? w.say('thatCard') : w.cardLabel(text('cardId')),
    field: w.cardLabel(text('fieldId')),
    colour: text('colourId') === '' ? '' : w.colourName(text('colourId') as Colour),
    skill: text('skillId') === '' ? w.say('aSkillPlay') : w.skillName(text('skillId') as SkillId),
    expected: w.say(`errorExpected.${text('pending') === '' ? 'gameOver' : text('pending')}`),
    fieldNumber: typeof params['fieldNumber'] === 'number' ? params['fieldNumber'] : 0,
    target: typeof params['target'] === 'number' ? params['target'] + 1 : 0,
  };
  if (code === 'noMatch') {
    if (params['fieldWild'] === true) return w.say('error.noMatchWildField', out);
    if (params['colourSetBySkill'] === true) return w.say('error.noMatchSkillColour', out);
  }
  if (params['self'] === true && code === 'badTarget') return w.say('error.badTargetSelf', out);
  if (params['self'] === true && code === 'badRedirect') return w.say('error.badRedirectSelf', out);
  return w.say(`error.${code}`, out);
}

/** How Gods' Gambit reads in words. */
export const text: TextPresenter<View, Action> = { renderView, describeAction, describeEvent, describeOutcome, describeError };
