import { invariant, type FrameId, type Seat } from '@tavern/engine';
import { getSkill, listenersAt, listensAt } from '../skills/registry';
import type { Choice } from '../skills/skill';
import type { Action, SgsState, SkillRef, TriggerFrame } from '../types';
import { emit } from '../rules/events';
import { player, push, seatsFrom, setTop } from '../rules/ops';
import { ask } from '../rules/prompt';

/**
 * Pushes the triggers of one moment: candidates in seat order from the current player, each
 * seat's skills in canonical order (§5.6). Pushes nothing when no skill listens.
 */
export function pushTrigger(s: SgsState, point: string, host: FrameId | null, about: Seat | null): SgsState {
  // Most moments have no listener at all: ask cheaply before building the queue.
  if (!anyListens(s, point)) return s;
  const queue: SkillRef[] = [];
  for (const seat of seatsFrom(s, s.turn.seat)) {
    for (const skill of listenersAt(s, seat, point)) queue.push({ seat, skill });
  }
  return push<TriggerFrame>(s, { kind: 'trigger', point, host, about, queue, current: null, step: 'next' });
}

function anyListens(s: SgsState, point: string): boolean {
  for (let seat = 0; seat < s.numPlayers; seat++) if (listensAt(s, seat as Seat, point)) return true;
  return false;
}

/** The hook of a queued skill at this frame's point. */
export function hookOf(t: TriggerFrame, ref: SkillRef) {
  const hook = getSkill(ref.skill)?.triggers?.[t.point];
  invariant(hook !== undefined, `skill ${ref.skill} has no hook at ${t.point}`);
  return hook;
}

/** The legal invoke payloads of the current skill of a trigger frame. */
export function choicesOf(s: SgsState, t: TriggerFrame): Choice[] {
  if (t.current === null) return [];
  const hook = hookOf(t, t.current);
  return hook.choices ? hook.choices(s, t.current.seat, t) : [{ cards: [], targets: [] }];
}

/** One step of a trigger frame. */
export function runTrigger(s: SgsState, t: TriggerFrame): SgsState {
  switch (t.step) {
    case 'next': {
      const first = t.queue[0];
      if (first === undefined) return popTrigger(s);
      const same = t.queue.filter((ref) => ref.seat === first.seat);
      const live = same.filter((ref) => player(s, ref.seat).alive && hookOf(t, ref).canTrigger(s, ref.seat, t));
      if (live.length >= 2) {
        const next = setTop(s, { ...t, step: 'ordered' });
        return ask(next, [first.seat], { type: 'order', skills: live.map((ref) => ref.skill) });
      }
      return start(s, { ...t, queue: t.queue.slice(1) }, first);
    }
    case 'ordered': {
      const answer = t.ret as Action;
      invariant(answer.type === 'chooseSkill', 'trigger order answered with something else');
      const seat = t.queue[0]?.seat as Seat;
      const index = t.queue.findIndex((ref) => ref.seat === seat && ref.skill === answer.skill);
      const ref = t.queue[index] as SkillRef;
      return start(s, { ...t, queue: t.queue.filter((_, i) => i !== index), ret: null }, ref);
    }
    case 'confirmed': {
      const answer = t.ret as Action;
      const ref = t.current as SkillRef;
      const after = setTop(s, { ...t, current: null, step: 'next', ret: null });
      if (answer.type !== 'invoke') return after;
      emit({ type: 'skillInvoked', seat: ref.seat, skill: ref.skill });
      return hookOf(t, ref).resolve(after, ref.seat, t, { cards: answer.cards, targets: answer.targets });
    }
  }
}

function start(s: SgsState, t: TriggerFrame, ref: SkillRef): SgsState {
  const hook = hookOf(t, ref);
  // spec §5.6 rule 3: a trigger's condition is re-checked when its turn comes; §2.2: a dead
  // player's skills stop working at once.
  if (!player(s, ref.seat).alive || !hook.canTrigger(s, ref.seat, t)) return setTop(s, { ...t, current: null, step: 'next' });
  if (hook.optional) {
    const waiting: TriggerFrame = { ...t, current: ref, step: 'confirmed' };
    // spec §6.3: whether the owner is asked may depend on public facts only; a hidden cost that
    // cannot be paid leaves the decline as the only answer, it never skips the prompt.
    const issued = hook.issuable ? hook.issuable(s, ref.seat, t) : choicesOf(s, waiting).length > 0;
    if (!issued) return setTop(s, { ...t, current: null, step: 'next' });
    return ask(setTop(s, waiting), [ref.seat], { type: 'confirm', skill: ref.skill, about: t.about });
  }
  const after = setTop(s, { ...t, current: null, step: 'next' });
  return hook.resolve(after, ref.seat, t, { cards: [], targets: [] });
}

function popTrigger(s: SgsState): SgsState {
  // A trigger frame hands nothing back; it must not overwrite its host's pending value.
  return { ...s, stack: s.stack.slice(0, -1) };
}
