import type { ReferenceEntry } from '@tavern/engine';

/**
 * Tunnel card types by shape, named so that the name holds whichever way up the card lies (a card
 * may be turned upside down; right is towards the goals).
 */
export const TUNNEL_NAMES_EN: Readonly<Record<string, string>> = {
  'T-NESW': 'Crossing',
  'T-NES': 'Three-way tunnel, up–down with a side branch',
  'T-NEW': 'Three-way tunnel, across with a branch up or down',
  'T-NS': 'Straight tunnel, up–down',
  'T-EW': 'Straight tunnel, across',
  'T-NE': 'Curve, up–right or down–left',
  'T-NW': 'Curve, up–left or down–right',
  'D-NESW': 'Dead end, four ways',
  'D-NES': 'Dead end, up–down and one side',
  'D-NEW': 'Dead end, across and up or down',
  'D-NS': 'Dead end, up and down',
  'D-EW': 'Dead end, left and right',
  'D-NE': 'Dead end, corner up–right or down–left',
  'D-NW': 'Dead end, corner up–left or down–right',
  'D-N': 'Dead end, up or down only',
  'D-E': 'Dead end, left or right only',
};

const TUNNEL_TEXT =
  'A tunnel card. Lay it next to the maze so that every side touching another card fits (tunnel to tunnel, rock to rock) and it joins the ladder through an unbroken tunnel. It may be turned upside down, never sideways.';
const DEAD_END_TEXT =
  'A dead end. Its sides fit like a tunnel, but nothing passes through it: it blocks the way. Turn it upside down if that helps it fit.';

/** The text of a tunnel type. */
export function tunnelTextEn(type: string): string {
  return type.startsWith('D-') ? DEAD_END_TEXT : TUNNEL_TEXT;
}

/** Every other card, role, tool and term. */
export const ENTRIES_EN: readonly ReferenceEntry[] = [
  { key: 'card.start', kind: 'card', name: 'Ladder (start card)', text: 'Where every tunnel begins. It is open on all four sides and can never be removed.' },
  {
    key: 'card.goalGold',
    kind: 'card',
    name: 'Gold (goal card)',
    text: 'One of the three goal cards hides the treasure. When a tunnel reaches it, it is turned over and the gold-diggers win the round.',
  },
  {
    key: 'card.goalCoal',
    kind: 'card',
    name: 'Coal (goal card)',
    text: 'Two of the three goal cards are only stone. Reached by a tunnel, a coal card is turned over with its curve facing that tunnel, and digging can carry on through it.',
  },
  { key: 'card.brokenPickaxe', kind: 'card', name: 'Broken pickaxe', text: 'Put it in front of any player, yourself included. While any tool is broken, that player cannot lay tunnel cards. Nobody has two broken pickaxes.', related: ['tool.pickaxe'] },
  { key: 'card.brokenLantern', kind: 'card', name: 'Broken lantern', text: 'Put it in front of any player, yourself included. While any tool is broken, that player cannot lay tunnel cards. Nobody has two broken lanterns.', related: ['tool.lantern'] },
  { key: 'card.brokenCart', kind: 'card', name: 'Broken cart', text: 'Put it in front of any player, yourself included. While any tool is broken, that player cannot lay tunnel cards. Nobody has two broken carts.', related: ['tool.cart'] },
  { key: 'card.repairPickaxe', kind: 'card', name: 'Pickaxe repair', text: "Repairs a player's broken pickaxe (yours too); both cards go to the discard pile.", related: ['tool.pickaxe'] },
  { key: 'card.repairLantern', kind: 'card', name: 'Lantern repair', text: "Repairs a player's broken lantern (yours too); both cards go to the discard pile.", related: ['tool.lantern'] },
  { key: 'card.repairCart', kind: 'card', name: 'Cart repair', text: "Repairs a player's broken cart (yours too); both cards go to the discard pile.", related: ['tool.cart'] },
  { key: 'card.repairPickaxeLantern', kind: 'card', name: 'Pickaxe or lantern repair', text: 'Repairs one broken tool of a player: the pickaxe or the lantern, whichever you name.', related: ['tool.pickaxe', 'tool.lantern'] },
  { key: 'card.repairPickaxeCart', kind: 'card', name: 'Pickaxe or cart repair', text: 'Repairs one broken tool of a player: the pickaxe or the cart, whichever you name.', related: ['tool.pickaxe', 'tool.cart'] },
  { key: 'card.repairLanternCart', kind: 'card', name: 'Lantern or cart repair', text: 'Repairs one broken tool of a player: the lantern or the cart, whichever you name.', related: ['tool.lantern', 'tool.cart'] },
  {
    key: 'card.rockfall',
    kind: 'card',
    name: 'Rockfall',
    text: 'Removes one tunnel card from the maze (never the ladder or a goal card). Cards cut off by it stay, but count as joined again only once the gap is filled.',
  },
  {
    key: 'card.map',
    kind: 'card',
    name: 'Map',
    text: 'Look secretly at one face-down goal card. Everyone sees which one you looked at; what you say about it is up to you.',
  },
  { key: 'card.nugget1', kind: 'card', name: 'Gold: 1 nugget', text: 'Worth 1 nugget at the end of the game.' },
  { key: 'card.nugget2', kind: 'card', name: 'Gold: 2 nuggets', text: 'Worth 2 nuggets at the end of the game.' },
  { key: 'card.nugget3', kind: 'card', name: 'Gold: 3 nuggets', text: 'Worth 3 nuggets at the end of the game.' },
  {
    key: 'role.goldDigger',
    kind: 'role',
    name: 'Gold-digger',
    text: 'Wants a tunnel to reach the gold. If it does, the gold-diggers share the gold cards, the finder picking first.',
  },
  {
    key: 'role.saboteur',
    kind: 'role',
    name: 'Saboteur',
    text: 'Secretly wants the digging to fail. If the cards run out before the gold is reached, each saboteur is paid: 4 nuggets alone, 3 each for two or three, 2 each for four.',
  },
  { key: 'tool.pickaxe', kind: 'tool', name: 'Pickaxe', text: 'One of your three tools. Broken, it stops you laying tunnel cards until it is repaired.' },
  { key: 'tool.lantern', kind: 'tool', name: 'Lantern', text: 'One of your three tools. Broken, it stops you laying tunnel cards until it is repaired.' },
  { key: 'tool.cart', kind: 'tool', name: 'Cart', text: 'One of your three tools. Broken, it stops you laying tunnel cards until it is repaired.' },
  {
    key: 'term.pass',
    kind: 'term',
    name: 'Passing',
    text: 'Instead of playing, put one card face down on the discard pile; nobody sees which. A player with no cards passes without discarding.',
  },
  {
    key: 'term.coordinates',
    kind: 'term',
    name: 'Positions in the maze',
    text: 'A position is written (column,row). The ladder is at (0,0); the goal cards are at (8,-2), (8,0) and (8,2). Columns grow towards the goals, rows grow downwards.',
  },
];
