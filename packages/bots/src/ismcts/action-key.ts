/**
 * The key of an action in the tree: its JSON text. A frozen action object (Gods' Gambit hands out
 * shared frozen actions from `legalActions`) keeps its text in a WeakMap, so it is written once per
 * object instead of once per visit; being frozen, it cannot go stale. Fresh objects (most games)
 * are written each time: remembering them too costs more (a WeakMap entry per object, more garbage
 * collection) than the text itself (Saboteur's hundred placements per decision lost a third).
 */
const keys = new WeakMap<object, string>();

export function actionKey(action: object): string {
  if (!Object.isFrozen(action)) return JSON.stringify(action);
  let key = keys.get(action);
  if (key === undefined) {
    key = JSON.stringify(action);
    keys.set(action, key);
  }
  return key;
}
