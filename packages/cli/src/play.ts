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
  type GameReference,
  type Language,
  type Seat,
} from '@tavern/engine';
import { referenceOf, terminalWords } from './presenters';
import { filterMenu, menuOf, type MenuEntry } from './terminal/menu';
import { formatEntries, lookUp } from './terminal/reference-lookup';
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
  /** The language of the table, the menus and the `? CARD` help; English by default. */
  readonly language?: Language;
}

const HELP =
  'Type a move number, some words to filter the list (ASCII suits work: "9s" is 9♠), "? CARD" to read what a card or skill does, a move as JSON, or "q" to quit.';

/**
 * Plays one game in the terminal. The person sees only their seat's view and a numbered menu of
 * their legal moves; anything else they type gets the rule's message and the same prompt again.
 * Returns false if the person quit or input ended before the game did.
 */
export async function playInTerminal(options: TerminalGameOptions): Promise<boolean> {
  const { module, players, io, bot } = options;
  const { def } = module;
  const { text } = module;
  const language = options.language ?? 'en';
  const reference = referenceOf(module, language);
  const englishReference = referenceOf(module, 'en');
  const words = terminalWords(players, language);
  const { names } = words;
  const human = asSeat(options.seat);
  const rng = seededRng(`terminal-bots:${options.seed}`);
  let state: GameState = def.setup(players, options.seed, options.options ?? def.defaultOptions);
  const others = players === 1 ? 'You play alone.' : `You are ${names[human] ?? ''} of ${players} players.`;
  io.write(`${def.name}: ${others} ${HELP}\n`);

  const show = (events: readonly GameEvent[], view: unknown): void => {
    for (const event of eventsFor(events, human)) {
      const line = text.describeEvent(event, view, words);
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
      show(step.events, def.view(state, human));
      continue;
    }
    const view: unknown = def.view(state, human);
    const legal: readonly Action[] = def.legalActions(state, human);
    const menu = menuOf(legal, (action) => text.describeAction(action, view, words));
    io.write(`\n${text.renderView(view, human, words)}\n`);
    let filter = '';
    for (;;) {
      let listed = filterMenu(menu, filter);
      if (listed.length === 0) {
        io.write(`\nNo move matches "${filter}"; here are all your moves again.\n`);
        filter = '';
        listed = [...menu];
      }
      io.write(`\nYour moves${filter === '' ? '' : ` matching "${filter}"`}:\n`);
      for (const entry of listed) io.write(`  ${String(menu.indexOf(entry) + 1).padStart(3)}. ${entry.label}\n`);
      const answer = await io.ask('> ');
      if (answer === null || answer.trim() === 'q') return false;
      const choice = answer.trim();
      const help = /^(\?|help\b)\s*(.*)$/i.exec(choice);
      if (help !== null) {
        io.write(`${explain(reference, englishReference, help[2] ?? '', def.allCards(state))}\n`);
        continue;
      }
      const parsed = parseChoice(choice, menu);
      if (parsed.kind === 'filter') {
        filter = choice;
        continue;
      }
      if (parsed.kind === 'error') {
        io.write(`${parsed.message}\n`);
        continue;
      }
      try {
        const step = checkedApply(def, state, human, parsed.action, 'untrusted');
        state = step.state;
        show(step.events, def.view(state, human));
        break;
      } catch (error) {
        if (!isRuleError(error)) throw error;
        io.write(`${error.message}\n`);
      }
    }
  }
  const outcome = def.outcome(state);
  io.write(`\n${text.renderView(def.view(state, human), human, words)}\n\nGame over: ${outcome?.label ?? ''}.`);
  io.write(outcome?.winners.includes(human) === true ? ' You won!\n' : '\n');
  return true;
}

/**
 * The reference's words about a card or skill, or what to type to get them. Words are looked up in
 * the chosen language first, then as English names ("? Kill" still works in Spanish), and are
 * always explained in the chosen language.
 */
function explain(reference: GameReference | null, english: GameReference | null, words: string, cardIds: readonly string[]): string {
  if (reference === null) return 'This game has no card reference.';
  if (words.trim() === '') return 'Type "? " and a card or skill, e.g. "? 9s", "? Jester", "? Kill".';
  const own = lookUp(reference, words, cardIds);
  const keys = new Set((own.length > 0 || english === null ? own : lookUp(english, words, cardIds)).map((entry) => entry.key));
  const entries = [...keys].flatMap((key) => reference.entries.filter((entry) => entry.key === key));
  return entries.length === 0 ? `Nothing in the reference is called "${words.trim()}".` : formatEntries(entries);
}

type Choice =
  | { readonly kind: 'action'; readonly action: Action }
  | { readonly kind: 'filter' }
  | { readonly kind: 'error'; readonly message: string };

function parseChoice(choice: string, menu: readonly MenuEntry[]): Choice {
  if (/^\d+$/.test(choice)) {
    const action = menu[Number(choice) - 1]?.actions[0];
    return action === undefined
      ? { kind: 'error', message: `There is no move numbered ${choice}; choose 1-${menu.length}.` }
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
