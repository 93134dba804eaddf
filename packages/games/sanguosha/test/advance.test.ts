import { InvariantError, type FrameId, type Seat } from '@tavern/engine';
import { expect, test } from 'vitest';
import { advance } from '../src/rules/advance';
import { setTop } from '../src/rules/ops';
import { registerSkills } from '../src/skills/registry';
import type { ScriptFrame } from '../src/types';
import { rig } from './rig';

test('advance stops a runaway loop with an InvariantError naming the frames', () => {
  // A deliberately broken skill script that never makes progress.
  registerSkills([{ id: 'test_runaway', title: 'Runaway', script: (s, f) => setTop(s, { ...f, step: 'again' }) }]);
  const base = rig({ seats: [{ role: 'lord', general: 'lu_meng' }, { role: 'rebel', general: 'huang_gai' }, { role: 'spy', general: 'gan_ning' }, { role: 'loyalist', general: 'zhou_yu' }], current: 0, at: 'play' });
  const runaway: ScriptFrame = {
    kind: 'script', id: 99 as FrameId, parent: null, ret: null, skill: 'test_runaway', owner: 0 as Seat, host: null, about: null,
    step: 'start', data: {},
  };
  const broken = { ...base, stack: [...base.stack, runaway] };
  expect(() => advance(broken)).toThrow(InvariantError);
  expect(() => advance(broken)).toThrow(/script#99@again/);
});
