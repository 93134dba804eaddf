import type { AnyGameModule, BotInput, GameEvent } from '@tavern/engine';
import { defaultGames } from '@tavern/server';

/**
 * The games the end-to-end server offers: the server's own registry, completed with game packages
 * that exist but are not registered yet (wrapped with a first-legal-action bot and plain words), so
 * the browser tests can run as soon as a game's rules land.
 */
export async function loadGames(): Promise<AnyGameModule[]> {
  const modules = new Map<string, AnyGameModule>(defaultGames.map((m) => [m.def.id, m]));
  const packages: Record<string, () => Promise<Record<string, unknown>>> = {
    regicide: () => import('@tavern/regicide'),
    'gods-gambit': () => import('@tavern/gods-gambit'),
    saboteur: () => import('@tavern/saboteur'),
    sanguosha: () => import('@tavern/sanguosha'),
  };
  for (const [id, load] of Object.entries(packages)) {
    if (modules.has(id)) continue;
    const ns = await load().catch(() => null);
    if (ns === null) continue;
    const module = ns['gameModule'] as AnyGameModule | undefined;
    const def = ns['game'] as AnyGameModule['def'] | undefined;
    if (module !== undefined) modules.set(id, module);
    else if (def !== undefined) modules.set(id, stubModule(def));
  }
  return [...modules.values()];
}

function stubModule(def: AnyGameModule['def']): AnyGameModule {
  return {
    def,
    heuristicBot: (input: BotInput<unknown, { type: string }>) => {
      const first = input.legal[0];
      if (first === undefined) throw new Error('no legal action');
      return first;
    },
    text: {
      renderView: (view) => JSON.stringify(view),
      describeAction: (action) => JSON.stringify(action),
      describeEvent: (event: GameEvent) => event.type,
    },
  };
}
