import { cardDef } from '../../cards';
import { player } from '../../rules/ops';
import { pairs } from '../common';
import type { Skill } from '../skill';

/** Luanji (Yuan Shao): in the play phase, two hand cards of the same suit as an Arrow Barrage. */
export const luanji: Skill = {
  id: 'luanji',
  title: 'Luanji',
  conversions: [{
    as: 'arrows',
    context: 'action',
    sources: (s, owner) => pairs(player(s, owner).hand).filter(([a, b]) => cardDef(a as string).suit === cardDef(b as string).suit),
  }],
};
