import type { GameEvent, TextContext, TextPresenter, Viewer } from '@tavern/engine';
import type { Action } from './actions';
import { cardLabel, COLOUR_NAMES, findCard, SKILL_NAMES, type Colour, type SkillId } from './cards';
import { STANDARD_ROUNDS } from './options';
import { standings } from './outcome';
import type { Pending } from './state';
import type { View } from './view';

/** What a skill does, in a few words, for menus. */
const SKILL_HINTS: Readonly<Record<SkillId, string>> = {
  none: 'no skill',
  diligence: '1 extra play of the current colour',
  silence: 'target skips a turn',
  grace: '1 extra play',
  crusade: 'target draws 2',
  rite: 'up to 2 extra plays',
  decree: 'take another turn',
  shield: 'Defense; no effect on your turn',
  reflection: 'Defense; no effect on your turn',
  transmutation: 'set the colour, then 1 extra play',
  mischief: 'this Elf goes to the target',
  privilege: '1 extra play ignoring matching',
  valor: 'Defense; no effect on your turn',
  dragonfire: 'every other player draws 1',
  miracle: 'any number of extra plays',
  curse: 'target draws 2 and skips a turn',
  haunting: 'move 1-2 of your cards to the target',
  cataclysm: 'every other player draws 2',
};

/** Display names by seat; a seat without one is "Player n" (counted from 1). */
export type SeatNames = readonly string[];

function nameOf(seat: number, names: SeatNames): string {
  return names[seat] ?? `Player ${seat + 1}`;
}

function seatNameOf(seat: number, viewer: Viewer, names: SeatNames = []): string {
  return seat === viewer ? 'you' : nameOf(seat, names);
}

function SeatNameOf(seat: number, viewer: Viewer, names: SeatNames = []): string {
  return seat === viewer ? 'You' : nameOf(seat, names);
}

function numberOf(value: unknown): number {
  return typeof value === 'number' ? value : 0;
}

function skillOf(card: string): SkillId {
  return findCard(card)?.skill ?? 'none';
}

function colourWord(colour: Colour | undefined): string {
  return colour === undefined ? '' : ` calling ${COLOUR_NAMES[colour]}`;
}

function describePending(pending: Pending, view: View, names: SeatNames): string {
  const v = view.viewer;
  const SeatName = (seat: number, viewer: Viewer): string => SeatNameOf(seat, viewer, names);
  const seatName = (seat: number, viewer: Viewer): string => seatNameOf(seat, viewer, names);
  switch (pending.kind) {
    case 'initialColour':
      return `${SeatName(pending.seat, v)}: choose the current colour under the wild field card.`;
    case 'main':
      return `${SeatName(pending.seat, v)}: play a matching card or draw.`;
    case 'postDraw':
      return `${SeatName(pending.seat, v)} drew: may play one matching card, or nothing.`;
    case 'declare':
      return `${SeatName(pending.seat, v)} placed ${cardLabel(pending.card)}: use ${SKILL_NAMES[skillOf(pending.card)]} or decline.`;
    case 'extra': {
      const left = pending.left < 0 ? 'any number left' : `${pending.left} left`;
      return `${SeatName(pending.seat, v)}: extra play for ${SKILL_NAMES[pending.skill]} (${left}), or stop.`;
    }
    case 'defense': {
      const i = pending.instance;
      const aimed = i.aimedBy === i.user ? '' : ` (redirected by ${seatName(i.aimedBy, v)})`;
      return `DEFENSE: ${SeatName(i.target, v)} ${i.target === v ? 'are' : 'is'} the target of ${SKILL_NAMES[i.skill]} from ${seatName(i.user, v)}${aimed}: defend with a matching Defense card or decline.`;
    }
    case 'haunt':
      return `${SeatName(pending.seat, v)}: choose a card for the Wraith to move into ${seatName(pending.instance.target, v)}'s skill area${pending.moved > 0 ? ' (or stop)' : ''}.`;
    case 'roundOver':
      return `Round ${view.round} is over. ${SeatName(pending.seat, v)} deal${pending.seat === v ? '' : 's'} round ${view.round + 1}.`;
    case 'gameOver':
      return 'The game is over.';
  }
}

function pad(text: string, width: number): string {
  return text.length >= width ? text : text + ' '.repeat(width - text.length);
}

function scoreLines(view: View, names: SeatNames): string[] {
  const SeatName = (seat: number, viewer: Viewer): string => SeatNameOf(seat, viewer, names);
  const seatName = (seat: number, viewer: Viewer): string => seatNameOf(seat, viewer, names);
  const lines: string[] = [];
  const subtraction = view.options.mode === 'subtraction';
  if (view.finished) {
    const table = standings(
      view.options,
      view.scores.map((s) => s.total),
      view.players.map((p) => p.roundsOut),
      view.scores.map((s) => s.penalties),
    );
    lines.push('Final standings:');
    for (const row of table) {
      const penalties = view.scores[row.seat]?.penalties.join(', ') ?? '';
      lines.push(
        `  ${row.rank}. ${pad(SeatName(row.seat, view.viewer), 10)} ${subtraction ? 'points' : 'total'} ${row.total}  (rounds: ${penalties}; out ${row.roundsOut}×)`,
      );
    }
    return lines;
  }
  const own = view.scores.find((s) => s.seat === view.viewer);
  if (own !== undefined) {
    const rounds =
      own.penalties.length > 0 ? ` (round penalties: ${own.penalties.join(', ')})` : '';
    lines.push(
      subtraction
        ? `Your points left: ${own.total}${rounds}`
        : `Your penalty total: ${own.total}${rounds}`,
    );
  }
  const last = view.lastRound;
  if (last !== null) {
    const how =
      last.reason === 'out'
        ? `${seatName(last.wentOut, view.viewer)} went out`
        : `the fourth Trumpet (revealed by ${seatName(last.revealer, view.viewer)})`;
    const mine = view.viewer === 'spectator' ? null : (last.penalties[view.viewer] ?? null);
    lines.push(
      `Round ${last.round} ended: ${how}${mine === null ? '' : `; your penalty ${mine}`}.`,
    );
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
  const { names } = words;
  const top = view.fieldPile[view.fieldPile.length - 1] ?? '';
  const rounds =
    view.options.mode === 'standard' ? `${view.round}/${STANDARD_ROUNDS}` : `${view.round}`;
  const lines = [
    `Gods' Gambit · round ${rounds} · Trumpets revealed ${view.trumpets.length} of 4 (the fourth ends the round) · draw pile ${view.drawPileSize}`,
    `Field: ${cardLabel(top)} · current colour ${COLOUR_NAMES[view.colour]}`,
    '',
    `  ${pad('Player', 18)} Hand  Skill area`,
  ];
  view.players.forEach((player, seat) => {
    const marker = seat === view.current ? '▶' : ' ';
    const name = pad(`${nameOf(seat, names)}${seat === viewer ? ' (you)' : ''}`, 18);
    const area = player.skillArea.length === 0 ? '—' : player.skillArea.map(cardLabel).join(', ');
    const counters = [
      player.skips > 0 ? `skips ${player.skips}` : '',
      player.extraTurns > 0 ? `extra turns ${player.extraTurns}` : '',
    ].filter((text) => text !== '');
    lines.push(
      `${marker} ${name} ${String(player.handCount).padStart(4)}  ${area}${counters.length > 0 ? `  [${counters.join(', ')}]` : ''}`,
    );
  });
  lines.push('');
  if (view.hand !== null) {
    lines.push(
      `Your hand (${view.hand.length}): ${view.hand.length === 0 ? '—' : grouped(sortedForDisplay(view.hand).map(cardLabel)).join(' · ')}`,
    );
  }
  lines.push(...scoreLines(view, names));
  lines.push(describePending(view.pending, view, names));
  return lines.join('\n');
}

/** An action in words, for the numbered menu of `tavern play`. */
export function describeAction(action: Action, view: View, words: TextContext): string {
  const { names } = words;
  const v = view.viewer;
  const seatName = (seat: number, viewer: Viewer): string => seatNameOf(seat, viewer, names);
  const handCount = (seat: number): string => {
    const count = view.players[seat]?.handCount ?? 0;
    return `${count} card${count === 1 ? '' : 's'}`;
  };
  switch (action.type) {
    case 'chooseColour':
      return `Call ${COLOUR_NAMES[action.colour]} as the current colour`;
    case 'draw':
      return 'Draw a card';
    case 'play': {
      const label = cardLabel(action.card);
      if (action.to === 'field') return `Play ${label} onto the field${colourWord(action.colour)}`;
      const skill = skillOf(action.card);
      return `Place ${label} in your skill area (${SKILL_NAMES[skill]}: ${SKILL_HINTS[skill]})`;
    }
    case 'noPlay':
      return 'Play nothing';
    case 'useSkill': {
      const pending = view.pending;
      const skill = pending.kind === 'declare' ? skillOf(pending.card) : 'none';
      const name = SKILL_NAMES[skill];
      if (action.target !== undefined)
        return `Use ${name} on ${seatName(action.target, v)} (${handCount(action.target)})`;
      if (action.colour !== undefined)
        return `Use ${name}: the colour becomes ${COLOUR_NAMES[action.colour]}`;
      return `Use ${name} (${SKILL_HINTS[skill]})`;
    }
    case 'declineSkill':
      return 'Decline the skill (the card stays, with no effect)';
    case 'extraPlay':
      return `Extra play: ${cardLabel(action.card)} onto the field${colourWord(action.colour)}`;
    case 'stop':
      return view.pending.kind === 'haunt'
        ? 'Stop: move only one card'
        : 'Stop: no more extra plays';
    case 'defend': {
      const label = cardLabel(action.card);
      const skill = skillOf(action.card);
      if (action.redirect !== undefined)
        return `Defend with ${label}: redirect to ${seatName(action.redirect, v)} (${handCount(action.redirect)})`;
      if (skill === 'valor') {
        const aimer = view.pending.kind === 'defense' ? view.pending.instance.aimedBy : -1;
        return `Defend with ${label}: cancel it, and ${seatName(aimer, v)} draws 2`;
      }
      return `Defend with ${label}: cancel it`;
    }
    case 'declineDefense':
      return 'Decline: take the effect';
    case 'haunt': {
      const target = view.pending.kind === 'haunt' ? view.pending.instance.target : -1;
      return `Move ${cardLabel(action.card)} into ${seatName(target, v)}'s skill area`;
    }
    case 'startRound':
      return `Deal round ${view.round + 1}`;
  }
}

function skillName(value: unknown): string {
  return typeof value === 'string' && value in SKILL_NAMES
    ? SKILL_NAMES[value as SkillId]
    : 'A skill';
}

/** An event in words for the game log (seats by name), or null when not worth a line. */
export function describeEvent(event: GameEvent, _view: View | null, words: TextContext): string | null {
  const { names } = words;
  const seat = typeof event['seat'] === 'number' ? nameOf(event['seat'], names) : 'Someone';
  const other = (key: string): string => nameOf(numberOf(event[key]), names);
  const card = typeof event['card'] === 'string' ? cardLabel(event['card']) : 'a card';
  const colour = typeof event['colour'] === 'string' ? COLOUR_NAMES[event['colour'] as Colour] : '';
  switch (event.type) {
    case 'cardPlayed':
      return `${seat} played ${card} onto the field (colour ${colour}).`;
    case 'skillPlayed':
      return `${seat} placed ${card} in their skill area.`;
    case 'skillUsed': {
      const target = typeof event['target'] === 'number' ? ` on ${other('target')}` : '';
      return `${seat} used ${SKILL_NAMES[skillOf(typeof event['card'] === 'string' ? event['card'] : '')]}${target}${colour === '' ? '' : ` (${colour})`}.`;
    }
    case 'skillDeclined':
      return `${seat} declined the skill of ${card}.`;
    case 'cardDrawn':
      return typeof event['card'] === 'string' ? `${seat} drew ${card}.` : `${seat} drew a card.`;
    case 'trumpetRevealed':
      return `${seat} revealed a Trumpet (${numberOf(event['count'])} of 4${numberOf(event['count']) >= 4 ? ': the round ends' : ''}).`;
    case 'turnSkipped':
      return `${seat}'s turn is skipped.`;
    case 'defended': {
      const redirect =
        typeof event['redirect'] === 'number' ? `, sending it on to ${other('redirect')}` : '';
      return `${seat} defended with ${card}${redirect}.`;
    }
    case 'defenseDeclined':
      return `${seat} did not defend.`;
    case 'defenseWindow':
      return `${seat} may defend against ${skillName(event['skill'])} from ${other('user')}.`;
    case 'skillTookEffect':
      return `${skillName(event['skill'])} takes effect on ${other('target')}.`;
    case 'turnPassed':
      return `${seat} cannot act; the turn passes.`;
    case 'haunted':
      return `${seat}'s Wraith moved ${card} into ${other('target')}'s skill area.`;
    case 'wentOut':
      return `${seat} went out!`;
    case 'colourChosen':
      return `${seat} chose ${colour} under the wild field card.`;
    case 'roundEnded':
      return `Round ${numberOf(event['round'])} ended (${event['reason'] === 'out' ? 'a player went out' : 'the fourth Trumpet'}); ${other('nextFirst')} starts the next.`;
    case 'penaltyScored':
      return `${seat} scored a penalty of ${numberOf(event['penalty'])} (total ${numberOf(event['total'])}).`;
    case 'roundStarted':
      return `Round ${numberOf(event['round'])} begins; field card ${cardLabel(String(event['field']))}.`;
    case 'roundVoided':
      return 'The fourth Trumpet appeared during setup: the round is void and redealt.';
    case 'gameEnded':
      return 'The game is over.';
    default:
      return null;
  }
}

/** How Gods' Gambit reads in words. */
export const text: TextPresenter<View, Action> = { renderView, describeAction, describeEvent };
