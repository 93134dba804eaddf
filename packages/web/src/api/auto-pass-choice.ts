const AUTO_PASS_KEY = 'tavern.autoPass';

/**
 * Whether the player lets the server pass for them in windows they cannot answer (on unless they
 * turned it off; remembered in this browser and sent to every room they join).
 */
export function loadAutoPassChoice(): boolean {
  try {
    return localStorage.getItem(AUTO_PASS_KEY) !== 'off';
  } catch {
    return true;
  }
}

/** Remembers the automatic-pass choice. */
export function saveAutoPassChoice(on: boolean): void {
  try {
    localStorage.setItem(AUTO_PASS_KEY, on ? 'on' : 'off');
  } catch {
    // A browser without storage keeps the choice for this page only.
  }
}
