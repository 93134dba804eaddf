import type { TextContext, Viewer } from '@tavern/engine';
import { GENERALS } from '../generals';
import type { PlayerView, SgsView } from '../view';
import { askText, askedText } from './ask-text';
import { wordsOf, type Words } from './words';

const SKILLS_OF = new Map(GENERALS.map((g) => [g.id, g.skills]));

/** Seat distance the way the viewer reads it (the rules' distance needs the full state; this is the plain ring count). */
function ringDistance(view: SgsView, from: number, to: number): number {
  if (from === to) return 0;
  const alive = view.players.filter((p) => p.alive).map((p) => p.seat as number);
  const a = alive.indexOf(from);
  const b = alive.indexOf(to);
  if (a < 0 || b < 0) return 0;
  const forward = (b - a + alive.length) % alive.length;
  const base = Math.min(forward, alive.length - forward);
  const minus = view.players[from]?.equip.minus != null ? 1 : 0;
  const plus = view.players[to]?.equip.plus != null ? 1 : 0;
  return Math.max(1, base - minus + plus);
}

function seatLine(view: SgsView, p: PlayerView, viewer: Viewer, w: Words): string {
  const marker = view.turn.seat === p.seat ? '▶' : ' ';
  const who = p.seat === viewer ? w.say('seat.you', { name: w.nameOf(p.seat) }) : w.nameOf(p.seat);
  const name = `${who} · ${w.general(p.general)}`.padEnd(34);
  if (!p.alive) return `${marker} ${name} ${w.say('view.dead', { role: w.role(p.role) })}`;
  const hp = (p.general === null ? '' : `${'♥'.repeat(Math.max(0, p.hp))}${'♡'.repeat(Math.max(0, p.maxHp - p.hp))} ${p.hp}/${p.maxHp}`).padEnd(16);
  const equip = [p.equip.weapon, p.equip.armor, p.equip.plus, p.equip.minus].filter((c): c is NonNullable<typeof c> => c !== null).map(w.card);
  const judge = p.judge.map((e) => (e.card.startsWith(e.as) ? w.card(e.card) : w.say('view.judgeAs', { card: w.card(e.card), as: w.title(e.as) })));
  const distance = viewer !== 'spectator' && viewer !== p.seat ? w.say('view.distance', { d: ringDistance(view, viewer, p.seat) }) : '';
  const flags = [p.dying ? w.say('view.dying') : '', p.faceDown ? w.say('view.faceDown') : '', p.chained ? w.say('view.chained') : ''].filter(Boolean).join(', ');
  const skills = p.general === null ? [] : (SKILLS_OF.get(p.general) ?? []).map(w.skill);
  const role = p.role === null ? w.say('view.roleHidden') : w.role(p.role);
  return [
    `${marker} ${name} ${role.padEnd(11)} ${hp} ${w.say('count.cards', { count: p.handCount }).padStart(8)}  ${distance.padEnd(10)}`,
    skills.length > 0 ? `\n     ${w.say('view.skills', { skills: skills.join(', ') })}` : '',
    equip.length > 0 ? `\n     ${w.say('view.equipment', { cards: equip.join(', ') })}` : '',
    judge.length > 0 ? `\n     ${w.say('view.judgement', { cards: judge.join(', ') })}` : '',
    p.buqu.length > 0 ? `\n     ${w.say('view.buqu', { cards: p.buqu.map(w.card).join(', ') })}` : '',
    flags !== '' ? ` [${flags}]` : '',
  ].join('');
}

/** The table as text for the terminal: seats, your hand, the pending prompt. */
export function renderView(view: SgsView, viewer: Viewer, words: TextContext): string {
  const w = wordsOf(words);
  const lines: string[] = [];
  lines.push(w.say('view.header', {
    turn: view.turn.number, name: w.nameOf(view.turn.seat), phase: w.say(`phase.${view.turn.phase}`),
    draw: view.drawCount, discard: view.discardPile.length,
  }));
  for (const p of view.players) lines.push(seatLine(view, p, viewer, w));
  if (view.processing.length > 0) lines.push(w.say('view.onTable', { cards: view.processing.map(w.card).join(', ') }));
  if (viewer !== 'spectator') {
    const me = view.players[viewer];
    const hand = (me?.hand ?? []).map(w.card).join(', ');
    lines.push(w.say('view.yours', { role: w.role(me?.role ?? null), hand: hand === '' ? w.say('view.empty') : hand }));
    if (view.looking?.cards) lines.push(w.say('view.looking', { cards: view.looking.cards.map(w.card).join(', ') }));
  }
  const top = view.stack[view.stack.length - 1];
  if (view.result !== null) {
    const result = w.say(`result.${view.result.kind}`);
    const winners = w.list(view.result.winners.map((s) => w.nameOf(s)));
    lines.push(winners === '' ? w.say('view.gameOver', { result }) : w.say('view.gameOverWinners', { result, winners }));
  } else if (top?.kind === 'prompt') {
    lines.push(w.say('view.waiting', { who: askedText(top.asked, w), ask: askText(top.ask, top.asked, view, w) }));
  }
  return lines.join('\n');
}
