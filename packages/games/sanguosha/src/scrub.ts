import type { CardId, GameEvent, Seat } from '@tavern/engine';
import { findCard } from './cards';
import type { SgsState } from './types';
import { HIDDEN_CARD } from './view';

function strings(value: unknown, out: string[]): void {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const item of value) strings(item, out);
  else if (value !== null && typeof value === 'object') for (const item of Object.values(value)) strings(item, out);
}

function blank(value: unknown, hidden: ReadonlySet<string>): unknown {
  if (typeof value === 'string') return hidden.has(value) ? HIDDEN_CARD : value;
  if (Array.isArray(value)) return value.map((item) => blank(item, hidden));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = blank(item, hidden);
    return out;
  }
  return value;
}

/** Does this value name a card that is now out of sight (allocation-free fast path)? */
function namesHiddenCard(value: unknown, owner: { has(card: string): boolean }): boolean {
  if (typeof value === 'string') return owner.has(value);
  if (Array.isArray(value)) {
    for (const item of value) if (namesHiddenCard(item, owner)) return true;
    return false;
  }
  if (value !== null && typeof value === 'object') {
    for (const key in value) {
      if (key !== 'type' && namesHiddenCard((value as Record<string, unknown>)[key], owner)) return true;
    }
  }
  return false;
}

/** Where a hidden card lies: null for the draw pile, a seat for a hand or a private look; undefined if visible. */
function ownerLookup(s: SgsState): { has(card: string): boolean; get(card: string): Seat | null | undefined } {
  const get = (card: string): Seat | null | undefined => {
    if (findCard(card) === undefined) return undefined;
    for (let seat = 0; seat < s.players.length; seat++) {
      if (s.players[seat]?.hand.includes(card as CardId) === true) return seat as Seat;
    }
    if (s.looking?.cards.includes(card as CardId) === true) return s.looking.seat;
    if (s.drawPile.includes(card as CardId)) return null;
    return undefined;
  };
  return { has: (card) => get(card) !== undefined, get };
}

/**
 * The last line of the single choke point (style point 9): an event that names a card which, after
 * the step, lies in a hand or the draw pile is shown only to that hand's owner; everyone else gets
 * a copy with the id replaced by "?" (e.g. the Kill that Jianxiong took into Cao Cao's hand).
 */
export function scrubEvents(s: SgsState, events: readonly GameEvent[]): GameEvent[] {
  if (events.length === 0) return [];
  const owner = ownerLookup(s);
  return events.map((event) => {
    if (!namesHiddenCard(event, owner)) return event;
    const named: string[] = [];
    strings(event.visibleTo === undefined ? event : { ...event, visibleTo: [], redacted: null }, named);
    const hidden = new Set(named.filter((text) => owner.has(text)));
    if (hidden.size === 0) return event;
    const seers = new Set<Seat>();
    let first = true;
    for (const card of hidden) {
      const seat = owner.get(card);
      const mine = new Set<Seat>(seat === null || seat === undefined ? [] : [seat]);
      if (first) for (const x of mine) seers.add(x);
      else for (const x of [...seers]) if (!mine.has(x)) seers.delete(x);
      first = false;
    }
    const allowed = event.visibleTo === undefined ? [...seers] : event.visibleTo.filter((x) => seers.has(x));
    const redactedBase = event.redacted ?? { ...event };
    const { visibleTo: _v, redacted: _r, ...publicPart } = redactedBase;
    const allHidden = new Set(named.filter((text) => owner.has(text)));
    return { ...event, visibleTo: allowed, redacted: blank(publicPart, allHidden) as GameEvent };
  });
}
