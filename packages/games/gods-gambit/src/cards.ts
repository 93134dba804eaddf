/**
 * The 104 play cards of Gods' Gambit as data (spec §1). Card ids are stable strings: common cards are
 * colour letter + number + copy ("R5#2"), wild cards a three-letter code + copy ("MAG#3"), Trumpets
 * "TR#1".."TR#4".
 */

/** The four colours (spec §0.2): White, Black, Red, Blue. */
export const COLOURS = ['W', 'K', 'R', 'U'] as const;
/** One of the four colours. */
export type Colour = (typeof COLOURS)[number];

/** A card's skill; `none` for the Believer and the Trumpets. */
export type SkillId =
  | 'none'
  | 'diligence'
  | 'silence'
  | 'grace'
  | 'crusade'
  | 'rite'
  | 'decree'
  | 'shield'
  | 'reflection'
  | 'transmutation'
  | 'mischief'
  | 'privilege'
  | 'valor'
  | 'dragonfire'
  | 'miracle'
  | 'curse'
  | 'haunting'
  | 'cataclysm';

/** What kind of card: common (coloured 1-9), wild (good or evil, 10/20/30) or a Trumpet. */
export type CardKind = 'common' | 'wild' | 'trumpet';

/** Everything printed on a card. */
export interface CardInfo {
  readonly id: string;
  readonly kind: CardKind;
  /** Colour of a common card; null for wild cards and Trumpets. */
  readonly colour: Colour | null;
  /** Printed number (also its penalty); 0 for a Trumpet. */
  readonly number: number;
  readonly name: string;
  /** Short code used in labels: "R5", "MAG". */
  readonly code: string;
  readonly skill: SkillId;
  readonly isDefense: boolean;
  /** Evil wild cards are purple; they play exactly like good ones (spec §1.3). */
  readonly evil: boolean;
}

/** Names of the common numbers 1-9 (spec §1.1). */
const COMMON: readonly (readonly [string, SkillId])[] = [
  ['Believer', 'none'],
  ['Monk', 'diligence'],
  ['Missionary', 'silence'],
  ['Angel', 'grace'],
  ['Paladin', 'crusade'],
  ['Priest', 'rite'],
  ['Lord', 'decree'],
  ['Attendant God', 'shield'],
  ['Avatar', 'reflection'],
];

interface WildSpec {
  readonly code: string;
  readonly name: string;
  readonly number: number;
  readonly copies: number;
  readonly skill: SkillId;
  readonly evil: boolean;
}

/** Wild cards with their designed copy counts (spec §1.2, §1.3, D-28). */
const WILD: readonly WildSpec[] = [
  { code: 'MAG', name: 'Magician', number: 10, copies: 5, skill: 'transmutation', evil: false },
  { code: 'ELF', name: 'Elf', number: 10, copies: 4, skill: 'mischief', evil: false },
  { code: 'ROY', name: 'Royal', number: 10, copies: 4, skill: 'privilege', evil: false },
  { code: 'HER', name: 'Hero', number: 20, copies: 3, skill: 'valor', evil: false },
  { code: 'DRA', name: 'Dragon', number: 20, copies: 3, skill: 'dragonfire', evil: false },
  { code: 'GDS', name: 'Goddess', number: 30, copies: 2, skill: 'miracle', evil: false },
  { code: 'DEM', name: 'Demon', number: 10, copies: 3, skill: 'curse', evil: true },
  { code: 'WRA', name: 'Wraith', number: 20, copies: 2, skill: 'haunting', evil: true },
  { code: 'EVG', name: 'Evil God', number: 30, copies: 2, skill: 'cataclysm', evil: true },
];

const DEFENSE_SKILLS: ReadonlySet<SkillId> = new Set(['shield', 'reflection', 'valor']);

function buildDeck(): CardInfo[] {
  const cards: CardInfo[] = [];
  for (const colour of COLOURS) {
    COMMON.forEach(([name, skill], index) => {
      const number = index + 1;
      for (let copy = 1; copy <= 2; copy++) {
        cards.push({
          id: `${colour}${number}#${copy}`,
          kind: 'common',
          colour,
          number,
          name,
          code: `${colour}${number}`,
          skill,
          isDefense: DEFENSE_SKILLS.has(skill),
          evil: false,
        });
      }
    });
  }
  for (const wild of WILD) {
    for (let copy = 1; copy <= wild.copies; copy++) {
      cards.push({
        id: `${wild.code}#${copy}`,
        kind: 'wild',
        colour: null,
        number: wild.number,
        name: wild.name,
        code: wild.code,
        skill: wild.skill,
        isDefense: DEFENSE_SKILLS.has(wild.skill),
        evil: wild.evil,
      });
    }
  }
  for (let copy = 1; copy <= 4; copy++) {
    cards.push({
      id: `TR#${copy}`,
      kind: 'trumpet',
      colour: null,
      number: 0,
      name: 'Trumpet',
      code: 'TR',
      skill: 'none',
      isDefense: false,
      evil: false,
    });
  }
  return cards;
}

/** All 104 play cards, in printed order (never the shuffled order). */
export const DECK: readonly CardInfo[] = buildDeck();

/** Every card id, in printed order. */
export const ALL_CARD_IDS: readonly string[] = DECK.map((card) => card.id);

const BY_ID = new Map<string, CardInfo>(DECK.map((card) => [card.id, card]));

/** The printed card behind an id, or undefined for an unknown id. */
export function findCard(id: string): CardInfo | undefined {
  return BY_ID.get(id);
}

/** The printed card behind an id known to be valid. */
export function cardInfo(id: string): CardInfo {
  const card = BY_ID.get(id);
  if (card === undefined) throw new RangeError(`unknown Gods' Gambit card id "${id}"`);
  return card;
}

/** Is this card a Trumpet? */
export function isTrumpet(id: string): boolean {
  return id.charCodeAt(0) === 84 && id.charCodeAt(1) === 82; // "TR"
}

/** Skills that name other players and create instances (spec §3.6.1). */
export const TARGETING_SKILLS: ReadonlySet<SkillId> = new Set([
  'silence',
  'crusade',
  'mischief',
  'curse',
  'haunting',
  'dragonfire',
  'cataclysm',
]);

/** Targeting skills that hit every other player rather than one chosen target. */
export const EVERY_OTHER_PLAYER_SKILLS: ReadonlySet<SkillId> = new Set(['dragonfire', 'cataclysm']);

/** Skills that grant extra plays (spec §3.5.1), and how many (-1 = any number). */
export const EXTRA_PLAYS: Readonly<Partial<Record<SkillId, number>>> = {
  diligence: 1,
  grace: 1,
  rite: 2,
  miracle: -1,
  transmutation: 1,
  privilege: 1,
};

/** Colour names for messages. */
export const COLOUR_NAMES: Readonly<Record<Colour, string>> = {
  W: 'White',
  K: 'Black',
  R: 'Red',
  U: 'Blue',
};

/** Skill names for messages (spec §1). */
export const SKILL_NAMES: Readonly<Record<SkillId, string>> = {
  none: 'no skill',
  diligence: 'Diligence',
  silence: 'Silence',
  grace: 'Grace',
  crusade: 'Crusade',
  rite: 'Rite',
  decree: 'Decree',
  shield: 'Shield',
  reflection: 'Reflection',
  transmutation: 'Transmutation',
  mischief: 'Mischief',
  privilege: 'Privilege',
  valor: 'Valor',
  dragonfire: 'Dragonfire',
  miracle: 'Miracle',
  curse: 'Curse',
  haunting: 'Haunting',
  cataclysm: 'Cataclysm',
};

/** A card as a player reads it: "Red 5 Paladin", "Magician 10", "Trumpet". */
export function cardLabel(id: string): string {
  const card = findCard(id);
  if (card === undefined) return id;
  if (card.kind === 'common') return `${COLOUR_NAMES[card.colour ?? 'W']} ${card.number} ${card.name}`;
  if (card.kind === 'trumpet') return 'Trumpet';
  return `${card.name} ${card.number}`;
}
