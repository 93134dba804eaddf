/**
 * The key of an action in the tree: its JSON text, remembered per action object. Games that hand
 * out shared (frozen) action objects from `legalActions` (Gods' Gambit) then pay for the text once
 * per object instead of once per visit; a fresh object costs one look-up more than before. Actions
 * are plain immutable JSON (the engine contract), so an object's text never goes stale.
 */
const keys = new WeakMap<object, string>();

export function actionKey(action: object): string {
  let key = keys.get(action);
  if (key === undefined) {
    key = JSON.stringify(action);
    keys.set(action, key);
  }
  return key;
}
