import { describe, expect, test } from 'vitest';
import { GENERALS } from '../src/generals';
import { game } from '../src/index';
import { generalPool } from '../src/setup';
import { isGeneralPlayable } from '../src/skills/registry';

describe('General pool option (§2.1)', () => {
  test('the default pool holds every implemented general, Wind and Fire included', () => {
    const pool = generalPool(game.defaultOptions);
    expect(pool).toContain('pang_tong');
    expect(pool).toContain('cao_cao');
    expect(pool).toEqual(GENERALS.filter((g) => isGeneralPlayable(g.id)).map((g) => g.id));
  });

  test('generals: standard restricts offers to the Standard 25', () => {
    expect(generalPool({ deck: 'standard_ex', generals: 'standard' })).toHaveLength(25);
    for (let i = 0; i < 20; i++) {
      const s = game.setup(9, `pool${i}`, { deck: 'standard_ex', generals: 'standard' });
      const offered = s.players.flatMap((p) => p.offer);
      expect(offered.every((id) => GENERALS.find((g) => g.id === id)?.pack === 'standard')).toBe(true);
    }
  });

  test('an unimplemented general is never offered', () => {
    const missing = GENERALS.filter((g) => !isGeneralPlayable(g.id)).map((g) => g.id);
    for (let i = 0; i < 20; i++) {
      const s = game.setup(9, `all${i}`, game.defaultOptions);
      expect(s.players.flatMap((p) => p.offer).some((id) => missing.includes(id))).toBe(false);
    }
  });
});
