import { seededRng } from '@tavern/engine';
import { defaultGames } from '@tavern/game-registry';
const id = process.argv[2] ?? 'regicide';
const players = Number(process.argv[3] ?? 2);
const secs = Number(process.argv[4] ?? 4);
const def = defaultGames.find((m) => m.def.id === id).def;
const rng = seededRng('p');
const t = performance.now(); let a = 0; let g = 0;
while (performance.now() - t < secs * 1000) {
  for (let k = 0; k < 20; k++) {
    let s = def.setup(players, `p:${g++}`, def.defaultOptions);
    while (def.outcome(s) === null) {
      const toAct = def.toAct(s);
      const seat = toAct.length === 1 ? toAct[0] : rng.pick(toAct);
      s = def.apply(s, seat, rng.pick(def.legalActions(s, seat))).state; a++;
    }
  }
}
console.log(id, Math.round(a / (performance.now() - t) * 1000));
