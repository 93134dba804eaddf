import type { GameEvent, Seat, TextPresenter, Viewer } from '@tavern/engine';
import { CARD_TITLE, cardLabel, type CardName } from './cards';
import { GENERALS } from './generals';
import type { Action, Ask } from './types';
import type { PlayerView, SgsView } from './view';
import { getSkill } from './skills/registry';

const GENERAL_NAME = new Map(GENERALS.map((g) => [g.id, g.name]));
const ROLE_TEXT: Readonly<Record<string, string>> = { lord: 'Lord', loyalist: 'Loyalist', rebel: 'Rebel', spy: 'Spy' };

function generalName(id: string | null): string {
  return id === null ? '(choosing)' : (GENERAL_NAME.get(id) ?? id);
}

function roleText(token: string | null): string {
  if (token === null) return '?';
  return ROLE_TEXT[token.slice(5).split('#')[0] ?? ''] ?? token;
}

function skillTitle(id: string): string {
  return getSkill(id)?.title ?? (id in CARD_TITLE ? CARD_TITLE[id as CardName] : id);
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

function seatLine(view: SgsView, p: PlayerView, viewer: Viewer): string {
  const marker = view.turn.seat === p.seat ? '▶' : ' ';
  const name = `P${p.seat} ${generalName(p.general)}`.padEnd(26);
  if (!p.alive) return `${marker} ${name} dead (${roleText(p.role)})`;
  const hp = `${'♥'.repeat(Math.max(0, p.hp))}${'♡'.repeat(Math.max(0, p.maxHp - p.hp))} ${p.hp}/${p.maxHp}`.padEnd(16);
  const equip = [p.equip.weapon, p.equip.armor, p.equip.plus, p.equip.minus].filter((c): c is NonNullable<typeof c> => c !== null).map(cardLabel);
  const judge = p.judge.map((e) => (e.card.startsWith(e.as) ? cardLabel(e.card) : `${cardLabel(e.card)} as ${CARD_TITLE[e.as]}`));
  const distanceText = viewer !== 'spectator' && viewer !== p.seat ? `dist ${ringDistance(view, viewer, p.seat)}` : '';
  const flags = [p.dying ? 'DYING' : '', p.faceDown ? 'face down' : '', p.chained ? 'chained' : ''].filter(Boolean).join(', ');
  return [
    `${marker} ${name} ${roleText(p.role).padEnd(9)} ${hp} hand ${String(p.handCount).padStart(2)}  ${distanceText.padEnd(7)}`,
    equip.length > 0 ? ` equip: ${equip.join(', ')}` : '',
    judge.length > 0 ? ` judgement: ${judge.join(', ')}` : '',
    flags !== '' ? ` [${flags}]` : '',
  ].join('');
}

function askText(ask: Ask, asked: readonly Seat[]): string {
  const who = asked.map((s) => `P${s}`).join(', ');
  switch (ask.type) {
    case 'chooseGeneral': return `${who}: choose a general`;
    case 'play': return `${who}: play phase — use a card or a skill, or end the phase`;
    case 'respond': {
      const what = ask.want === 'peach' ? `a Peach for P${String(ask.target)}` : `${CARD_TITLE[ask.want]} (${ask.i} of ${ask.n})`;
      return `${who}: ${ask.mode === 'use' ? 'use' : 'play'} ${what}? (${ask.reason})`;
    }
    case 'negate': return `Negate window (${ask.count} used): ${CARD_TITLE[ask.card]} by P${ask.user} on P${ask.target}`;
    case 'confirm': return `${who}: invoke ${skillTitle(ask.skill)}?`;
    case 'select': return `${who}: choose ${ask.min === ask.max ? ask.min : `${ask.min}-${ask.max}`} card(s) (${ask.reason}); chosen ${ask.picked.length}`;
    case 'pickCard': return `${who}: take a card of P${ask.from} (${ask.reason})`;
    case 'option': return `${who}: choose (${ask.reason}): ${ask.options.join(' / ')}`;
    case 'seat': return `${who}: choose a player (${ask.reason})`;
    case 'harvest': return `${who}: pick a Harvest card`;
    case 'order': return `${who}: choose which skill resolves first`;
    case 'arrange': return `${who}: put the cards back on top or at the bottom`;
  }
}

/** The table as text for the terminal: seats, your hand, the pending prompt. */
export function renderView(view: SgsView, viewer: Viewer): string {
  const lines: string[] = [];
  lines.push(`Sanguosha — turn ${view.turn.number}, P${view.turn.seat}'s ${view.turn.phase} phase · draw pile ${view.drawCount} · discard ${view.discardPile.length}`);
  for (const p of view.players) lines.push(seatLine(view, p, viewer));
  if (view.processing.length > 0) lines.push(`On the table: ${view.processing.map(cardLabel).join(', ')}`);
  if (viewer !== 'spectator') {
    const me = view.players[viewer];
    lines.push(`Your role: ${roleText(me?.role ?? null)}   Your hand: ${(me?.hand ?? []).map(cardLabel).join(', ') || '(empty)'}`);
    if (view.looking?.cards) lines.push(`You look at: ${view.looking.cards.map(cardLabel).join(', ')}`);
  }
  const top = view.stack[view.stack.length - 1];
  if (view.result !== null) lines.push(`Game over: ${view.result.kind} — winners ${view.result.winners.map((s) => `P${s}`).join(', ') || 'none'}`);
  else if (top?.kind === 'prompt') lines.push(`Waiting for ${askText(top.ask, top.asked)}`);
  return lines.join('\n');
}

function targetsText(targets: readonly Seat[]): string {
  return targets.length > 0 ? ` → ${targets.map((t) => `P${t}`).join(', ')}` : '';
}

/** An action as a numbered-menu line. */
export function describeAction(action: Action, view: SgsView): string {
  switch (action.type) {
    case 'chooseGeneral': return `Choose ${generalName(action.general)}`;
    case 'useCard': {
      const cards = action.cards.map(cardLabel).join(' + ');
      const as = action.via !== null ? `${CARD_TITLE[action.as]} (${skillTitle(action.via)}: ${cards || 'no card'})` : cards;
      return `Use ${as}${targetsText(action.targets)}`;
    }
    case 'useSkill': return `${skillTitle(action.skill)}${action.cards.length > 0 ? ` with ${action.cards.map(cardLabel).join(', ')}` : ''}${targetsText(action.targets)}`;
    case 'endPhase': return 'End the play phase';
    case 'respond': return `Respond with ${action.cards.map(cardLabel).join(' + ')}${action.via !== null ? ` (${skillTitle(action.via)})` : ''}`;
    case 'respondSkill': return `Use ${skillTitle(action.skill)}`;
    case 'pass': return 'Pass';
    case 'invoke': return `Invoke${action.cards.length > 0 ? ` with ${action.cards.map(cardLabel).join(', ')}` : ''}${targetsText(action.targets)}`;
    case 'selectCard': return `Choose ${cardLabel(action.card)}`;
    case 'finish': return 'Done';
    case 'pickHand': return `Take hand card #${action.slot + 1} (face down)`;
    case 'pickCard': return `Take ${cardLabel(action.card)}`;
    case 'chooseOption': return `Choose "${action.option.replace('_', ' ')}"`;
    case 'chooseSeat': return `Choose P${action.seat} ${generalName(view.players[action.seat]?.general ?? null)}`;
    case 'chooseSkill': return `Resolve ${skillTitle(action.skill)} first`;
    case 'place': return `Put ${cardLabel(action.card)} on the ${action.where}`;
  }
}

/** An event as a log line, or null when not worth one. */
export function describeEvent(event: GameEvent): string | null {
  const seat = typeof event['seat'] === 'number' ? `P${event['seat']}` : '';
  switch (event.type) {
    case 'turnStarted': return `— Turn ${String(event['number'])}: ${seat} —`;
    case 'cardUsed': return `${seat} uses ${CARD_TITLE[event['card'] as CardName]}${Array.isArray(event['targets']) && event['targets'].length > 0 ? ` on ${(event['targets'] as number[]).map((t) => `P${t}`).join(', ')}` : ''}`;
    case 'cardPlayed': return `${seat} plays ${CARD_TITLE[event['card'] as CardName]}`;
    case 'negateUsed': return `${seat} Negates (${String(event['count'])})`;
    case 'damaged': return `${seat} takes ${String(event['amount'])} damage (now ${String(event['hp'])} HP)`;
    case 'recovered': return `${seat} recovers to ${String(event['hp'])} HP`;
    case 'died': return `${seat} dies — was ${ROLE_TEXT[String(event['role'])] ?? String(event['role'])}`;
    case 'judgementResult': return `${seat}'s judgement: ${cardLabel(String(event['card']))}`;
    case 'skillInvoked': return `${seat} invokes ${skillTitle(String(event['skill']))}`;
    case 'gameOver': return `Game over: ${String(event['kind'])}`;
    default: return null;
  }
}

/** How Sanguosha reads in words. */
export const text: TextPresenter<SgsView, Action> = { renderView, describeAction, describeEvent };
