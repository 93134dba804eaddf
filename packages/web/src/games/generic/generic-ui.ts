import type { GameUi, WireAction, WireEvent } from '../types';

/** Words for a value of unknown shape: strings as they are, objects as compact JSON. */
export function plainWords(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** "playCard" → "play card". */
export function splitCamel(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
}

/** An action in words without knowing the game: its type and its fields. */
export function genericActionWords(action: WireAction): string {
  const fields = Object.entries(action)
    .filter(([key]) => key !== 'type')
    .map(([key, value]) => `${key}: ${plainWords(value)}`);
  const head = splitCamel(action.type);
  const title = head.charAt(0).toUpperCase() + head.slice(1);
  return fields.length === 0 ? title : `${title} (${fields.join(', ')})`;
}

/** An event in words without knowing the game. */
export function genericEventWords(event: WireEvent): string {
  return genericActionWords(event);
}

/** The fallback presentation: every legal action is a button labelled in words. */
export function genericUi(id: string): GameUi {
  return {
    id,
    decompose: () => [],
    describeAction: (action) => genericActionWords(action),
    describeEvent: (event) => genericEventWords(event),
    describeChoice: (_slot, value) => value,
  };
}
