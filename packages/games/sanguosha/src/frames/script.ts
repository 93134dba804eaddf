import { invariant } from '@tavern/engine';
import { getSkill } from '../skills/registry';
import type { ScriptFrame, SgsState } from '../types';
import { push } from '../rules/ops';

/** Pushes a multi-step skill script frame. */
export function pushScript(
  s: SgsState,
  skill: string,
  owner: ScriptFrame['owner'],
  fields: Partial<Pick<ScriptFrame, 'host' | 'about' | 'step' | 'data'>> = {},
): SgsState {
  return push<ScriptFrame>(s, { kind: 'script', skill, owner, host: null, about: null, step: 'start', data: {}, ...fields });
}

/** One step of a skill script: delegated to the skill's registry entry. */
export function runScript(s: SgsState, f: ScriptFrame): SgsState {
  const script = getSkill(f.skill)?.script;
  invariant(script !== undefined, `skill ${f.skill} has no script`);
  return script(s, f);
}
