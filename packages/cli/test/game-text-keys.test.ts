import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { asSeat, eventsFor, seededRng, type AnyGameModule, type GameState, type Translate } from '@tavern/engine';
import { createTranslator, LANGUAGES, resources, type Catalogue, type Language, type Namespace } from '@tavern/locales';
import { describe, expect, test } from 'vitest';
import { findGame } from '../src/games';

// The games whose words live in their own catalogue namespace, and the file that picks the keys.
const GAMES: readonly { readonly id: string; readonly namespace: Namespace }[] = [
  { id: 'regicide', namespace: 'regicide' },
  { id: 'saboteur', namespace: 'saboteur' },
  { id: 'gods-gambit', namespace: 'gods-gambit' },
];

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function keysOf(catalogue: Catalogue, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) => {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    return typeof value === 'string' ? [path] : keysOf(value, path);
  });
}

function textSource(id: string): string {
  return readFileSync(fileURLToPath(new URL(`../../games/${id}/src/text.ts`, import.meta.url)), 'utf8');
}

/** A translator that remembers every key and count it was asked for. */
function recording(language: Language): { readonly t: Translate; readonly asked: Map<string, Set<number | undefined>> } {
  const inner = createTranslator(language);
  const asked = new Map<string, Set<number | undefined>>();
  const t: Translate = (key, params) => {
    const count = params?.['count'];
    const counts = asked.get(key) ?? new Set<number | undefined>();
    counts.add(typeof count === 'number' ? count : undefined);
    asked.set(key, counts);
    return inner(key, params);
  };
  return { t, asked };
}

/** A few random games of `module` at each player count, every seat's table, menu and log put into words. */
function playInWords(module: AnyGameModule, t: Translate): string[] {
  const { def } = module;
  const out: string[] = [];
  for (let players = def.minPlayers; players <= Math.min(def.maxPlayers, 5); players++) {
    const rng = seededRng(`keys:${def.id}:${players}`);
    let state: GameState = def.setup(players, `keys-${players}`, def.defaultOptions);
    const names = Array.from({ length: players }, (_, seat) => `Name${seat}`);
    const words = { t, names };
    for (let step = 0; step < 400 && def.outcome(state) === null; step++) {
      const seat = def.toAct(state)[0];
      if (seat === undefined) break;
      const view = def.view(state, seat);
      if (step % 5 === 0) out.push(module.text.renderView(view, seat, words));
      const legal = def.legalActions(state, seat);
      for (const action of legal.slice(0, 30)) out.push(module.text.describeAction(action, view, words));
      const next = def.apply(state, seat, rng.pick(legal));
      state = next.state;
      const after = def.view(state, seat);
      for (const event of eventsFor(next.events, seat)) out.push(module.text.describeEvent(event, after, words) ?? '');
    }
    const outcome = def.outcome(state);
    out.push(module.text.renderView(def.view(state, asSeat(0)), asSeat(0), words));
    if (outcome !== null && module.text.describeOutcome !== undefined) out.push(module.text.describeOutcome(outcome, words));
  }
  return out;
}

/** Every source file of the terminal, as one text. */
function cliSources(): string {
  const root = fileURLToPath(new URL('../src/', import.meta.url));
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => readFileSync(`${root}${file}`, 'utf8'))
    .join('\n');
}

describe('terminal keys', () => {
  test('every cli key is used by the terminal, and every key it names exists', () => {
    const source = cliSources();
    const keys = new Set(keysOf(resources.en.cli).map((key) => key.replace(PLURAL_SUFFIX, '')));
    expect([...keys].filter((key) => !source.includes(`'cli:${key}'`))).toEqual([]);
    const named = [...source.matchAll(/'cli:([\w.]+)'/g)].map((match) => match[1] ?? '');
    expect(named.filter((key) => !keys.has(key))).toEqual([]);
  });
});

describe('game text keys', () => {
  for (const { id, namespace } of GAMES) {
    test(`every ${namespace} key in the catalogue is used by ${id}'s text.ts`, () => {
      const source = textSource(id);
      const dynamicPrefixes = [...source.matchAll(/`([a-zA-Z]+(?:\.[a-zA-Z]+)*)\.\$\{/g)].map((match) => `${match[1] ?? ''}.`);
      const unused = [...new Set(keysOf(resources.en[namespace]).map((key) => key.replace(PLURAL_SUFFIX, '')))].filter(
        (key) => !source.includes(`'${key}'`) && !dynamicPrefixes.some((prefix) => key.startsWith(prefix)),
      );
      expect(unused).toEqual([]);
    });

    test(`${id} asks only for keys every language has, in the plural forms it needs`, () => {
      const module = findGame(id);
      for (const language of LANGUAGES) {
        const { t, asked } = recording(language);
        const lines = playInWords(module, t);
        const own = new Set(keysOf(resources[language][namespace]));
        const rules = new Intl.PluralRules(language);
        const missing = [...asked].flatMap(([key, counts]) => {
          const [ns, path = ''] = key.split(':');
          if (ns !== namespace) return [`${key} (another namespace)`];
          // With a count, i18next takes the plural form, else the plain key (a number that does not
          // change the words); the parity test makes sure counted keys have every form.
          const forms = [...counts].map((count) => (count === undefined ? path : `${path}_${rules.select(count)}`));
          return forms.filter((form) => !own.has(form) && !own.has(path)).map((form) => `${language}: ${form}`);
        });
        expect(missing).toEqual([]);
        expect(asked.size).toBeGreaterThan(40);
        expect(lines.filter((line) => line.includes('{{') || line.includes(`${namespace}:`))).toEqual([]);
      }
    });
  }
});
