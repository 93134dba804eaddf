import { describeOutcome } from '@tavern/sanguosha/client';
import type { SummaryProps } from '../types';
import { gameWords } from '../game-words';
import { isSanguoshaView, sgsWords } from './sanguosha-ui';

/** At the end: how the game ended in words, and every seat's role and general (all are revealed then). */
export function SanguoshaSummary(props: SummaryProps) {
  const { view, names, outcome } = props;
  if (!isSanguoshaView(view) || outcome === null) return null;
  const words = sgsWords(names);
  return (
    <section className="panel summary" aria-labelledby="sgs-summary-title" data-testid="sgs-summary">
      <h2 id="sgs-summary-title">{describeOutcome(outcome, gameWords(names))}</h2>
      <ul className="sgs-roles">
        {view.players.map((player) => (
          <li key={player.seat} className={outcome.winners.includes(player.seat) ? 'winner' : ''}>
            <strong>{names[player.seat] ?? words.nameOf(player.seat)}</strong> · {words.general(player.general)} ·{' '}
            <span className="tag role">{words.role(player.role)}</span>
            {!player.alive && <span className="tag">{words.say('table.dead')}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
