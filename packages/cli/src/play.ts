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
  type Translate,
} from '@tavern/engine';
import { outcomeWords, referenceOf, ruleErrorWords, terminalWords } from './presenters';
import { filterMenu, menuOf, menuSections, type MenuEntry } from './terminal/menu';
import { formatEntries, lookUp } from './terminal/reference-lookup';
import type { TerminalIo } from './terminal/io';

/** Above this many lines a menu is listed under headings (the card or skill each move uses). */
const LONG_MENU = 12;

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
  const { names, t } = words;
  const human = asSeat(options.seat);
  const rng = seededRng(`terminal-bots:${options.seed}`);
  let state: GameState = def.setup(players, options.seed, options.options ?? def.defaultOptions);
  const who = players === 1 ? t('cli:play.alone') : t('cli:play.youAre', { name: names[human] ?? '', count: players });
  io.write(`${t('cli:play.intro', { game: def.name, who, help: t('cli:play.help') })}\n`);

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
    const menu = menuOf(
      legal,
      (action) => text.describeAction(action, view, words),
      (action) => text.menuGroup?.(action, view, words) ?? null,
    );
    io.write(`\n${text.renderView(view, human, words)}\n`);
    let filter = '';
    for (;;) {
      let listed = filterMenu(menu, filter);
      if (listed.length === 0) {
        io.write(`\n${t('cli:play.noMatch', { filter })}\n`);
        filter = '';
        listed = [...menu];
      }
      io.write(`\n${filter === '' ? t('cli:play.moves') : t('cli:play.movesMatching', { filter })}\n`);
      const line = (entry: MenuEntry, indent: string): string => `${indent}${String(menu.indexOf(entry) + 1).padStart(3)}. ${entry.label}\n`;
      const sections = menuSections(listed);
      if (listed.length > LONG_MENU && sections.some((section) => section.heading !== null)) {
        for (const section of sections) {
          io.write(`  ${section.heading ?? t('cli:play.otherMoves')}\n`);
          for (const entry of section.entries) io.write(line(entry, '    '));
        }
      } else {
        for (const entry of listed) io.write(line(entry, '  '));
      }
      const answer = await io.ask('> ');
      if (answer === null || answer.trim() === 'q') return false;
      const choice = answer.trim();
      const help = /^(\?|help\b)\s*(.*)$/i.exec(choice);
      if (help !== null) {
        io.write(`${explain(reference, englishReference, help[2] ?? '', def.allCards(state), t)}\n`);
        continue;
      }
      const parsed = parseChoice(choice, menu, t);
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
        io.write(`${ruleErrorWords(module, error, words)}\n`);
      }
    }
  }
  const outcome = def.outcome(state);
  const ending = outcome === null ? '' : outcomeWords(module, outcome, words);
  io.write(`\n${text.renderView(def.view(state, human), human, words)}\n\n${t('cli:play.gameOver', { outcome: ending })}`);
  io.write(outcome?.winners.includes(human) === true ? ` ${t('cli:play.youWon')}\n` : '\n');
  return true;
}

/**
 * The reference's words about a card or skill, or what to type to get them. Words are looked up in
 * the chosen language first, then as English names ("? Kill" still works in Spanish), and are
 * always explained in the chosen language.
 */
function explain(reference: GameReference | null, english: GameReference | null, words: string, cardIds: readonly string[], t: Translate): string {
  if (reference === null) return t('cli:reference.none');
  if (words.trim() === '') return t('cli:reference.usage');
  const own = lookUp(reference, words, cardIds);
  const keys = new Set((own.length > 0 || english === null ? own : lookUp(english, words, cardIds)).map((entry) => entry.key));
  const entries = [...keys].flatMap((key) => reference.entries.filter((entry) => entry.key === key));
  return entries.length === 0 ? t('cli:reference.notFound', { words: words.trim() }) : formatEntries(entries);
}

type Choice =
  | { readonly kind: 'action'; readonly action: Action }
  | { readonly kind: 'filter' }
  | { readonly kind: 'error'; readonly message: string };

function parseChoice(choice: string, menu: readonly MenuEntry[], t: Translate): Choice {
  if (/^\d+$/.test(choice)) {
    const action = menu[Number(choice) - 1]?.actions[0];
    return action === undefined
      ? { kind: 'error', message: t('cli:play.noSuchMove', { n: choice, count: menu.length }) }
      : { kind: 'action', action };
  }
  if (choice.startsWith('{')) {
    try {
      return { kind: 'action', action: JSON.parse(choice) as Action };
    } catch {
      return { kind: 'error', message: t('cli:play.badJson') };
    }
  }
  if (choice === '') return { kind: 'error', message: t('cli:play.help') };
  return { kind: 'filter' };
}
