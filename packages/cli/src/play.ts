import type { GameState } from '@tavern/engine';
import {
  asSeat,
  checkedApply,
  eventsFor,
  isRuleError,
  seededRng,
  type Action,
  type AnyGameModule,
  type Bot,
  type GameEvent,
  type Seat,
} from '@tavern/engine';
import type { TerminalIo } from './terminal/io';

/** A terminal game: one person at `seat`, bots elsewhere. */
export interface TerminalGameOptions {
  readonly module: AnyGameModule;
  readonly players: number;
  readonly seat: number;
  readonly seed: string;
  readonly bot: Bot<unknown, Action>;
  readonly io: TerminalIo;
  readonly options?: unknown;
}

const HELP = 'Type a move number, some text to filter the list, a move as JSON, or "q" to quit.';

/**
 * Plays one game in the terminal. The person sees only their seat's view and a numbered menu of
 * their legal moves; anything else they type gets the rule's message and the same prompt again.
 * Returns false if the person quit or input ended before the game did.
 */
export async function playInTerminal(options: TerminalGameOptions): Promise<boolean> {
  const { module, players, io, bot } = options;
  const { def, text } = module;
  const human = asSeat(options.seat);
  const rng = seededRng(`terminal-bots:${options.seed}`);
  let state: GameState = def.setup(players, options.seed, options.options ?? def.defaultOptions);
  io.write(`${def.name}: you are seat ${human} of ${players}. ${HELP}\n`);

  const show = (events: readonly GameEvent[]): void => {
    for (const event of eventsFor(events, human)) {
      const line = text.describeEvent(event);
      if (line !== null) io.write(`  · ${line}\n`);
    }
  };

  while (def.outcome(state) === null) {
    const toAct: readonly Seat[] = def.toAct(state);
    const botSeat = toAct.find((s) => s !== human);
    if (botSeat !== undefined && !toAct.includes(human)) {
      const action = bot({ seat: botSeat, view: def.view(state, botSeat), legal: def.legalActions(state, botSeat), rng });
      const step = def.apply(state, botSeat, action);
      state = step.state;
      show(step.events);
      continue;
    }
    const view: unknown = def.view(state, human);
    const legal: readonly Action[] = def.legalActions(state, human);
    io.write(`\n${text.renderView(view, human)}\n`);
    let filter = '';
    for (;;) {
      const listed = legal
        .map((action, index) => ({ action, index, label: text.describeAction(action, view) }))
        .filter((entry) => entry.label.toLowerCase().includes(filter));
      io.write(`\nYour moves${filter === '' ? '' : ` matching "${filter}"`}:\n`);
      for (const entry of listed) io.write(`  ${String(entry.index + 1).padStart(3)}. ${entry.label}\n`);
      const answer = await io.ask('> ');
      if (answer === null || answer.trim() === 'q') return false;
      const choice = answer.trim();
      const parsed = parseChoice(choice, legal);
      if (parsed.kind === 'filter') {
        filter = choice.toLowerCase();
        continue;
      }
      if (parsed.kind === 'error') {
        io.write(`${parsed.message}\n`);
        continue;
      }
      try {
        const step = checkedApply(def, state, human, parsed.action, 'untrusted');
        state = step.state;
        show(step.events);
        break;
      } catch (error) {
        if (!isRuleError(error)) throw error;
        io.write(`${error.message}\n`);
      }
    }
  }
  const outcome = def.outcome(state);
  io.write(`\n${text.renderView(def.view(state, human), human)}\n\nGame over: ${outcome?.label ?? ''}.`);
  io.write(outcome?.winners.includes(human) === true ? ' You won!\n' : '\n');
  return true;
}

type Choice =
  | { readonly kind: 'action'; readonly action: Action }
  | { readonly kind: 'filter' }
  | { readonly kind: 'error'; readonly message: string };

function parseChoice(choice: string, legal: readonly Action[]): Choice {
  if (/^\d+$/.test(choice)) {
    const action = legal[Number(choice) - 1];
    return action === undefined
      ? { kind: 'error', message: `There is no move numbered ${choice}; choose 1-${legal.length}.` }
      : { kind: 'action', action };
  }
  if (choice.startsWith('{')) {
    try {
      return { kind: 'action', action: JSON.parse(choice) as Action };
    } catch {
      return { kind: 'error', message: 'That JSON move could not be read.' };
    }
  }
  if (choice === '') return { kind: 'error', message: HELP };
  return { kind: 'filter' };
}
