import type { GameReference, Language, ReferenceEntry } from '@tavern/engine';
import { currentLanguage } from '../i18n';
import { CLIENT_MODULES } from './client-modules';

// Each game's card and skill reference in the page's language, from the `referenceFor(language)`
// its client module exports. A module without one yields null, and the browser then shows only card
// names it knows.

function isGameReference(value: unknown): value is GameReference {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Record<keyof GameReference, unknown>>;
  return (
    Array.isArray(candidate.entries) &&
    typeof candidate.keyOfCard === 'function' &&
    typeof candidate.cardName === 'function'
  );
}

const cache = new Map<string, GameReference | null>();

/** The reference of `game` in `language` (the page's by default), or null when its client module has none. */
export function referenceFor(game: string, language: Language = currentLanguage()): GameReference | null {
  const cacheKey = `${game}/${language}`;
  const cached = cache.get(cacheKey);
  if (cached !== undefined) return cached;
  const build = CLIENT_MODULES[game]?.['referenceFor'];
  const built: unknown = typeof build === 'function' ? (build as (language: Language) => unknown)(language) : CLIENT_MODULES[game]?.['reference'];
  const reference = isGameReference(built) ? built : null;
  cache.set(cacheKey, reference);
  return reference;
}

/** The entry that explains a physical card of `game`, or null. */
export function cardEntry(game: string, cardId: string): ReferenceEntry | null {
  const reference = referenceFor(game);
  if (reference === null) return null;
  const key = reference.keyOfCard(cardId);
  return key === null ? null : (reference.entries.find((entry) => entry.key === key) ?? null);
}

/** A card's name from the game's reference, or null when there is no reference for it. */
export function referenceCardName(game: string, cardId: string): string | null {
  const reference = referenceFor(game);
  if (reference === null || reference.keyOfCard(cardId) === null) return null;
  return reference.cardName(cardId);
}

/** The name of the entry `skill.<code>`, `card.<code>` or `general.<code>` of `game`, or null. */
export function referenceWords(game: string, code: string): string | null {
  const reference = referenceFor(game);
  if (reference === null) return null;
  for (const kind of ['skill', 'card', 'general', 'term']) {
    const entry = reference.entries.find((candidate) => candidate.key === `${kind}.${code}`);
    if (entry !== undefined) return entry.name;
  }
  return null;
}
