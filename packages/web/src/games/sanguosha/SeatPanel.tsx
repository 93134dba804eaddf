import { findCard, GENERALS, type PlayerView, type Words } from '@tavern/sanguosha/client';
import type { ReactNode } from 'react';
import { sanguoshaFace } from './sanguosha-ui';
import { Tip } from './Tip';

const SLOTS = ['weapon', 'armor', 'plus', 'minus'] as const;
const SKILLS_OF = new Map(GENERALS.map((general) => [general.id, general.skills]));

/** What a card does, from the reference in the page's language. */
function cardText(id: string, words: Words): string {
  const card = findCard(id);
  return card === undefined ? '' : words.reference.cardTexts[card.name];
}

/**
 * What everyone sees of a seat: general, health, hand size, role when known, skills (their text on
 * hover, focus or tap), equipment with its effect, the judgement area, Buqu's pile, and the dying,
 * chained and face-down states. `equipButton` lets the owner pick an equipped card when it is on offer.
 */
export function SeatFacts(props: {
  readonly player: PlayerView;
  readonly words: Words;
  readonly equipButton?: (card: string, label: ReactNode) => ReactNode;
}) {
  const { player, words } = props;
  const skills = player.general === null ? [] : (SKILLS_OF.get(player.general) ?? []);
  return (
    <>
      <div className="sgs-hp" aria-label={words.say('table.health', { hp: player.hp, max: player.maxHp })}>
        {Array.from({ length: Math.max(player.maxHp, 0) }, (_, i) => (
          <span key={i} className={i < player.hp ? 'hp full' : 'hp'} aria-hidden="true">
            {i < player.hp ? '♥' : '♡'}
          </span>
        ))}
        <span className="sgs-count">{words.say('table.handCount', { count: player.handCount })}</span>
      </div>
      {skills.length > 0 && (
        <div className="sgs-skills" aria-label={words.say('table.skills', { general: words.general(player.general) })}>
          {skills.map((skill) => (
            <Tip key={skill} className="skill" label={words.skill(skill)} text={words.reference.skills[skill]?.text ?? ''} />
          ))}
        </div>
      )}
      {SLOTS.some((slot) => player.equip[slot] !== null) && (
        <ul className="sgs-equip" aria-label={words.say('table.equipment')}>
          {SLOTS.map((slot) => {
            const card = player.equip[slot];
            if (card === null) return null;
            const face = sanguoshaFace(card, words);
            const label = `${face.title} ${face.sub}`;
            return <li key={slot}>{props.equipButton?.(card, label) ?? <Tip label={label} text={cardText(card, words)} />}</li>;
          })}
        </ul>
      )}
      {player.judge.length > 0 && (
        <div className="sgs-judge" aria-label={words.say('table.judgement')}>
          {player.judge.map((entry) => (
            <Tip key={entry.card} className="warn" label={words.title(entry.as)} text={cardText(entry.card, words)} />
          ))}
        </div>
      )}
      {player.buqu.length > 0 && (
        <div className="sgs-buqu" aria-label={words.say('table.buqu')}>
          <span>{words.say('table.buqu')}:</span> {player.buqu.map((card) => words.card(card)).join(', ')}
        </div>
      )}
      {(player.dying || player.chained || player.faceDown) && (
        <div className="sgs-flags">
          {player.dying && <span className="tag warn">{words.say('table.dying')}</span>}
          {player.chained && <span className="tag">{words.say('table.chained')}</span>}
          {player.faceDown && <span className="tag">{words.say('table.faceDown')}</span>}
        </div>
      )}
    </>
  );
}
