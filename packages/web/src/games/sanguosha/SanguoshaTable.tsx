import { askText } from '@tavern/sanguosha/client';
import { advance, choose } from '../../builder/model';
import { FaceCard, FaceCardButton } from '../cards/CardButton';
import type { CardState } from '../cards/PlayingCard';
import { GenericView } from '../generic/GenericView';
import type { TableProps } from '../types';
import { GeneralChoice } from './GeneralChoice';
import { isSanguoshaView, promptFor, sanguoshaFace, sgsWords } from './sanguosha-ui';
import { SeatFacts } from './SeatPanel';
import { attackRange, seatDistance } from './seat-geometry';
import './sanguosha.css';

/** The other seats in playing order, starting with the one after `me` (the spectator's "me" is seat 0). */
function othersInOrder(count: number, me: number): number[] {
  return Array.from({ length: count - 1 }, (_, i) => (me + 1 + i) % count);
}

/**
 * The Sanguosha table: the general selection while it lasts; the other seats in playing order
 * (general, health, skills, equipment, judgement area, distance and attack range); the centre (whose
 * phase, draw pile, the cards on the table such as Harvest's); then your own seat with your hand.
 * A card is chosen in the hand, then its targets on the seats; responses are chosen the same way.
 */
export function SanguoshaTable(props: TableProps) {
  const { view, builder, names } = props;
  if (!isSanguoshaView(view)) return <GenericView view={view} />;
  const words = sgsWords(names);
  const spectator = view.viewer === 'spectator';
  const me = spectator ? 0 : view.viewer;
  const mine = view.players[me];
  const myRange = mine === undefined ? 1 : attackRange(mine);
  const state = builder.state;
  const canAdvance = builder.view.canAdvance && !builder.view.options.has('targets');
  const targetView = canAdvance ? builder.narrowAt(advance(state)) : builder.view;
  const targetOptions = targetView.options.get('targets');
  const chosenTargets = targetView.kinds.get('targets') === 'set' ? state.pending : [];
  const choosingGeneral = !spectator && promptFor(view, me)?.ask.type === 'chooseGeneral';
  const pickTarget = (seat: number) => {
    const base = canAdvance ? advance(state) : state;
    builder.set(choose(targetView, base, 'targets', String(seat)));
  };
  const cardState = (id: string): CardState => {
    if (state.pending.includes(id) || state.picks.some((p) => p.includes(id))) return 'selected';
    if (builder.offered('cards', id)) return 'offered';
    return props.legal.length > 0 ? 'unavailable' : 'plain';
  };
  const seatClass = (seat: number, alive: boolean) =>
    `sgs-seat panel${view.turn.seat === seat ? ' current' : ''}${alive ? '' : ' dead'}${chosenTargets.includes(String(seat)) ? ' targeted' : ''}`;
  const header = (seat: number) => {
    const player = view.players[seat];
    if (player === undefined) return null;
    return (
      <header>
        <strong>{names[seat] ?? words.nameOf(seat)}</strong>
        <span className="sgs-general">{words.general(player.general)}</span>
        {player.role !== null && <span className="tag role">{words.role(player.role)}</span>}
      </header>
    );
  };
  const turnName = names[view.turn.seat] ?? words.nameOf(view.turn.seat);
  // What the table waits for when it is not this seat's decision: who is asked what (never hidden: prompts are public).
  const top = view.stack.at(-1);
  const waiting =
    top?.kind === 'prompt' && (spectator || !top.asked.includes(me as never)) && top.ask.type !== 'play'
      ? words.say('view.waiting', { who: words.list(top.asked.map((seat) => names[seat] ?? words.nameOf(seat))), ask: askText(top.ask, top.asked, view, words) })
      : null;
  return (
    <div className="sgs-table">
      {choosingGeneral && mine !== undefined && <GeneralChoice offer={mine.offer} legal={props.legal} words={words} act={props.act} />}
      <div className="sgs-seats" aria-label={words.say('table.players')}>
        {othersInOrder(view.numPlayers, me).map((seat) => {
          const player = view.players[seat];
          if (player === undefined) return null;
          const distance = seatDistance(view.players, me, seat);
          const inRange = distance <= myRange;
          return (
            <section key={seat} className={seatClass(seat, player.alive)} data-seat={seat} aria-label={names[seat] ?? words.nameOf(seat)}>
              {header(seat)}
              <SeatFacts player={player} words={words} />
              {/* Distances are seen from a living seat: a spectator or a dead player has none, so is told none. */}
              {!spectator && player.alive && mine?.alive === true && (
                <span className={inRange ? 'tag in-range' : 'tag'} data-testid="distance">
                  {words.say('table.distance', { d: distance })} · {words.say(inRange ? 'table.inRange' : 'table.outOfRange')}
                </span>
              )}
              {targetOptions?.has(String(seat)) === true && (
                <button type="button" className="primary" onClick={() => { pickTarget(seat); }}>
                  {words.say('table.target', { name: names[seat] ?? words.nameOf(seat) })}
                </button>
              )}
            </section>
          );
        })}
      </div>
      <div className="sgs-centre">
        <span className="sgs-phase">
          {view.turn.phase === 'none' ? words.say('table.selection') : words.say('table.phase', { name: turnName, phase: words.say(`phase.${view.turn.phase}`) })}
        </span>
        <span>{words.say('table.drawPile', { count: view.drawCount })}</span>
        {waiting !== null && <span className="sgs-asking" data-testid="asking">{waiting}</span>}
        {view.processing.length > 0 && (
          <div className="sgs-processing" aria-label={words.say('table.onTable')} data-testid="on-table">
            {view.processing.map((card) => (
              <FaceCard key={card} id={card} face={sanguoshaFace(card, words)} small />
            ))}
          </div>
        )}
        {view.discardPile.at(-1) !== undefined && <span>{words.say('table.discardTop', { card: words.card(view.discardPile.at(-1) ?? '') })}</span>}
      </div>
      {mine !== undefined && (
        <section className={`${seatClass(me, mine.alive)} sgs-me`} data-seat={me} aria-label={spectator ? (names[me] ?? words.nameOf(me)) : words.say('table.yourHand')}>
          {header(me)}
          <SeatFacts
            player={mine}
            words={words}
            equipButton={(card, label) =>
              !spectator && builder.offered('cards', card) ? (
                <button type="button" className="link" onClick={() => { builder.choose('cards', card); }}>
                  {label}
                </button>
              ) : null
            }
          />
          {targetOptions?.has(String(me)) === true && (
            <button type="button" className="primary" onClick={() => { pickTarget(me); }}>
              {words.say('table.target', { name: words.say('table.you') })}
            </button>
          )}
          {mine.hand !== null && (
            <div className="hand" data-testid="hand">
              {mine.hand.map((id) => (
                <FaceCardButton key={id} id={id} face={sanguoshaFace(id, words)} state={cardState(id)} onClick={() => { builder.choose('cards', id); }} />
              ))}
            </div>
          )}
          {!spectator && props.autoPass !== undefined && (
            <label className="check sgs-auto-pass">
              <input
                type="checkbox"
                checked={props.autoPass.on}
                onChange={(event) => {
                  props.autoPass?.set(event.target.checked);
                }}
              />
              {words.say('table.autoPass')}
            </label>
          )}
        </section>
      )}
    </div>
  );
}
