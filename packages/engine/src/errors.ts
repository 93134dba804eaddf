/** Error codes every game shares; each game adds its own table. */
export const ENGINE_ERROR_CODES = {
  notYourDecision: 'notYourDecision',
  unknownAction: 'unknownAction',
  staleVersion: 'staleVersion',
  matchFinished: 'matchFinished',
} as const;

/** One of the engine-wide rule error codes. */
export type EngineErrorCode = keyof typeof ENGINE_ERROR_CODES;

/** Values that fill a rule error's message template. */
export type ErrorParams = Readonly<Record<string, string | number | boolean | readonly string[]>>;

/**
 * An action the rules do not allow. Thrown before anything is built, so it never leaves a
 * half-applied state; its message is written for the player who tried it.
 */
export class RuleError extends Error {
  override readonly name = 'RuleError';
  constructor(
    readonly code: string,
    readonly params: ErrorParams,
    message: string,
  ) {
    super(message);
  }
}

/** A state that the rules say cannot happen: a bug, never a player's mistake. */
export class InvariantError extends Error {
  override readonly name = 'InvariantError';
}

/** Throws an `InvariantError` with `message` unless `condition` holds. */
export function invariant(condition: unknown, message: string): asserts condition {
  if (!condition) throw new InvariantError(message);
}

/** Returns `value`, or throws an `InvariantError` naming what was missing. */
export function defined<T>(value: T | undefined | null, what: string): T {
  if (value === undefined || value === null) throw new InvariantError(`missing ${what}`);
  return value;
}

type Templates = Readonly<Record<string, (params: never) => string>>;

/**
 * Builds a typed `RuleError` factory from a table of message templates keyed by code, so each code
 * has exactly one player-facing wording (the i18n key is the code).
 */
export function ruleErrors<T extends Templates>(templates: T) {
  return <K extends keyof T & string>(code: K, params: Parameters<T[K]>[0] & ErrorParams): RuleError => {
    const template = templates[code] as (p: Parameters<T[K]>[0]) => string;
    return new RuleError(code, params, template(params));
  };
}

/** Is `error` a rule error (as opposed to a bug)? */
export function isRuleError(error: unknown): error is RuleError {
  return error instanceof RuleError;
}
