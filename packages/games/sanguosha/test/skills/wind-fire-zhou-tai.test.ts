import { describe, expect, test } from 'vitest';
import { act, prompt, table } from '../rig';

describe('Wind and Fire: Zhou Tai', () => {
  test('Buqu: declining means an ordinary dying; a recovery to HP ≥ 1 discards the whole pile', () => {
    const declined = table({
      seats: [
        { role: 'lord', general: 'zhang_fei', hand: ['kill:S7'] }, { role: 'rebel', general: 'zhou_tai', hp: 1 },
        { role: 'spy', general: 'gan_ning' }, { role: 'loyalist', general: 'lu_meng' },
      ],
      drawPile: ['dodge:D7'], current: 0, at: 'play',
    });
    declined.act(0, act.use(['kill:S7'], [1])).act(1, act.pass);
    expect(prompt(declined.state)?.ask).toMatchObject({ type: 'confirm', skill: 'buqu' });
    declined.act(1, act.pass);
    expect(declined.state.players[1]).toMatchObject({ hp: 0, dying: true, buqu: [] });

    const healed = table({
      seats: [
        { role: 'lord', general: 'zhang_fei', hand: ['kill:S7', 'kill:S8'] }, { role: 'rebel', general: 'zhou_tai', hp: 1, hand: ['peach:H7', 'peach:H8'] },
        { role: 'spy', general: 'gan_ning' }, { role: 'loyalist', general: 'lu_meng' },
      ],
      drawPile: ['dodge:D7', 'kill:D7', 'duel:SA'], current: 0, at: 'play',
    });
    healed.act(0, act.use(['kill:S7'], [1])).act(1, act.pass).act(1, act.invoke());
    healed.act(0, act.use(['kill:S8'], [1])).act(1, act.pass).act(1, act.invoke());
    // Two 7s: not protected, so he is dying; his own two Peaches bring him back to 1.
    expect(healed.state.players[1]).toMatchObject({ hp: -1, dying: true, buqu: ['dodge:D7', 'kill:D7'] });
    healed.act(0, act.pass).act(1, act.respond(['peach:H7']));
    expect(prompt(healed.state)?.ask).toMatchObject({ type: 'pickCard', areas: ['buqu'] });
    healed.act(1, act.pickCard('kill:D7')).act(1, act.respond(['peach:H8']));
    expect(healed.state.players[1]).toMatchObject({ hp: 1, dying: false, buqu: [] });
    expect(healed.state.discardPile).toEqual(['kill:S7', 'kill:D7', 'peach:H7', 'dodge:D7', 'peach:H8', 'kill:S8']);
  });
});
