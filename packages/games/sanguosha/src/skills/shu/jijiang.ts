import type { Seat } from '@tavern/engine';
import { alliesFor, pushRequest } from '../../frames/request';
import { pushUse } from '../../frames/use';
import { emit } from '../../rules/events';
import { bumpPhaseFlag, player, pop, setTop, setTurn } from '../../rules/ops';
import type { VCard } from '../../types';
import type { Skill } from '../skill';

/**
 * Jijiang (lord Liu Bei). (a) Active: declare a Kill with targets chosen as for his own Kill; Shu
 * allies are asked in seat order after him, and the first Kill provided is used by Liu Bei (it
 * counts toward his Kill limit). If nobody provides, the declaration is cancelled and cannot be
 * repeated this play phase. (b) Response: when he must play a Kill, Shu allies may play it for him.
 */
export const jijiang: Skill = {
  id: 'jijiang',
  title: 'Jijiang',
  lord: true,
  conversions: [
    {
      as: 'kill',
      context: 'action',
      sources: (s, owner) =>
        (s.turn.phaseFlags['jijiangFailed'] ?? 0) === 0 && alliesFor(s, owner, 'jijiang').length > 0 ? [[]] : [],
    },
  ],
  respondOptions: (s, owner, req) =>
    req.want === 'kill' && req.mode === 'play' && req.onBehalf === null && alliesFor(s, owner, 'jijiang').length > 0
      ? ['jijiang']
      : [],
  script: (s, f) => {
    const targets = f.data['targets'] as readonly Seat[];
    const allies = f.data['allies'] as readonly Seat[];
    if (f.step === 'asked') {
      const card = f.ret as VCard | null;
      if (card !== null) {
        emit({ type: 'killProvided', seat: allies[0], for: f.owner });
        const next = setTurn(pop(s), { kills: s.turn.kills + 1 });
        return pushUse(next, f.owner, { name: 'kill', cards: card.cards, via: card.via }, targets);
      }
    }
    const remaining = f.step === 'asked' ? allies.slice(1) : allies;
    const ally = remaining.find((seat) => player(s, seat).alive);
    if (ally === undefined) return pop(bumpPhaseFlag(s, 'jijiangFailed'));
    const rest = remaining.slice(remaining.indexOf(ally));
    const next = setTop(s, { ...f, step: 'asked', data: { targets, allies: rest }, ret: null });
    return pushRequest(next, { seat: ally, want: 'kill', n: 1, mode: 'use', reason: 'jijiang', target: null, onBehalf: f.owner });
  },
};
