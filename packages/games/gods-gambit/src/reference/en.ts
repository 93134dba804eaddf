import type { ReferenceEntry } from '@tavern/engine';
import type { SkillId } from '../cards';

/** What each skill does, in English (the card's power when skill-played, spec §1). */
export const SKILL_TEXT_EN: Readonly<Record<Exclude<SkillId, 'none'>, string>> = {
  diligence: 'You may make one extra play, but only a common card (1 to 9) of the current colour.',
  silence: 'Choose another player: they skip their next turn.',
  grace: 'You may make one extra play of a matching card.',
  crusade: 'Choose another player: they draw 2 cards.',
  rite: 'You may make up to two extra plays, one after the other, each matching the field as it then is.',
  decree: 'When this turn ends, you take another turn.',
  shield: 'Defense: when a power is aimed at you, cancel it. It has no effect on your own turn.',
  reflection: 'Defense: when a power is aimed at you, send it on to another player of your choice (not yourself). It has no effect on your own turn.',
  transmutation: 'Choose the current colour (the field card stays). Then you may make one extra play of a matching card.',
  mischief: "Choose another player: this Elf moves from your skill area into theirs, where it counts 10 against them.",
  privilege: 'You may make one extra play of any card from your hand, matching or not.',
  valor: 'Defense: when a power is aimed at you, cancel it, and whoever aimed it at you draws 2 cards. Being wild, it can always be used.',
  dragonfire: 'Every other player draws 1 card.',
  miracle: 'You may make any number of extra plays, one after the other, each matching the field as it then is.',
  curse: 'Choose another player: they draw 2 cards, then skip their next turn.',
  haunting: "Choose another player: move one or two cards from your hand into their skill area, where they count against them.",
  cataclysm: 'Every other player draws 2 cards.',
};

/** The player-facing name of each skill. */
export const SKILL_NAME_EN: Readonly<Record<Exclude<SkillId, 'none'>, string>> = {
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

/** How each kind of card is introduced, before its skill (by card name). */
export const CARD_TEXT_EN: Readonly<Record<string, string>> = {
  Believer: 'Common card, 1. It has no power: it can only be played onto the field.',
  Monk: 'Common card, 2. Played into your skill area: Diligence.',
  Missionary: 'Common card, 3. Played into your skill area: Silence.',
  Angel: 'Common card, 4. Played into your skill area: Grace.',
  Paladin: 'Common card, 5. Played into your skill area: Crusade.',
  Priest: 'Common card, 6. Played into your skill area: Rite.',
  Lord: 'Common card, 7. Played into your skill area: Decree.',
  'Attendant God': 'Common card, 8. A Defense card: Shield, played from your hand when a power is aimed at you.',
  Avatar: 'Common card, 9. A Defense card: Reflection, played from your hand when a power is aimed at you.',
  Magician: 'Good wild card, 10. Matches anything. Played into your skill area: Transmutation.',
  Elf: 'Good wild card, 10. Matches anything. Played into your skill area: Mischief.',
  Royal: 'Good wild card, 10. Matches anything. Played into your skill area: Privilege.',
  Hero: 'Good wild card, 20. Matches anything. A Defense card: Valor.',
  Dragon: 'Good wild card, 20. Matches anything. Played into your skill area: Dragonfire.',
  Goddess: 'Good wild card, 30. Matches anything. Played into your skill area: Miracle.',
  Demon: 'Evil wild card, 10. Matches anything. Played into your skill area: Curse.',
  Wraith: 'Evil wild card, 20. Matches anything. Played into your skill area: Haunting.',
  'Evil God': 'Evil wild card, 30. Matches anything. Played into your skill area: Cataclysm.',
  Trumpet: 'Never held. A Trumpet coming off the draw pile is laid face up at once (a drawn one still counts as your draw). When the fourth Trumpet appears, the round ends.',
};

/** Words for the rules every card relies on. */
export const TERMS_EN: readonly ReferenceEntry[] = [
  {
    key: 'term.matching',
    kind: 'term',
    name: 'Matching',
    text: 'A card matches the field when it is wild, when it has the current colour, or when it is a common card with the same number as a common field card. A wild field card is matched by colour only.',
  },
  {
    key: 'term.skillArea',
    kind: 'term',
    name: 'Skill area',
    text: 'The row of cards in front of you. Playing a matching card there uses its power; the field does not change. Cards there stay until the round ends and count as penalty unless you went out.',
  },
  {
    key: 'term.extraPlay',
    kind: 'term',
    name: 'Extra play',
    text: 'A play from your hand onto the field made while a power resolves. It must match unless the power says otherwise, and its own power does not happen.',
  },
  {
    key: 'term.defense',
    kind: 'term',
    name: 'Defense',
    text: 'When a power is aimed at you, you may answer with an Attendant God, an Avatar or a Hero that matches the field. You are asked every time, whatever you hold. A power played as a last card cannot be defended against.',
  },
  {
    key: 'term.wild',
    kind: 'term',
    name: 'Wild card',
    text: 'The 10s, 20s and 30s, good (green) or evil (purple). They match anything; when one goes onto the field, its player chooses the current colour.',
  },
  {
    key: 'term.penalty',
    kind: 'term',
    name: 'Penalty',
    text: 'At the end of a round a player who went out scores 0; everyone else scores the numbers of their hand and skill area added up. After three rounds the lowest total wins.',
  },
];

