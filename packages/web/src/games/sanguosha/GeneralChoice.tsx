import { GENERALS, isLordSkill, type Words } from '@tavern/sanguosha/client';
import type { WireAction } from '../types';

const BY_ID = new Map(GENERALS.map((general) => [general.id, general]));

/**
 * The general selection: every offered general with kingdom, gender, health and each skill's text,
 * and its own Choose button, so the choice is made knowing what each general does.
 */
export function GeneralChoice(props: {
  readonly offer: readonly string[];
  readonly legal: readonly WireAction[];
  readonly words: Words;
  readonly act: ((action: WireAction) => void) | undefined;
}) {
  const { words } = props;
  const offered = props.offer.filter((id) => props.legal.some((a) => a.type === 'chooseGeneral' && a['general'] === id));
  if (offered.length === 0) return null;
  return (
    <section className="sgs-generals panel" aria-label={words.say('table.chooseGeneral')} data-testid="general-choice">
      <h2>{words.say('table.chooseGeneral')}</h2>
      <ul>
        {offered.map((id) => {
          const general = BY_ID.get(id);
          if (general === undefined) return null;
          const name = words.general(id);
          return (
            <li key={id} className="sgs-general-card" data-general={id}>
              <header>
                <strong>{name}</strong>
                <span className="sgs-hearts" aria-label={words.say('table.health', { hp: general.maxHp, max: general.maxHp })}>
                  {'♥'.repeat(general.maxHp)}
                </span>
              </header>
              <p className="sgs-facts">
                {words.say('table.generalFacts', {
                  kingdom: words.reference.kingdoms[general.kingdom],
                  gender: words.say(general.gender === 'F' ? 'table.female' : 'table.male'),
                  hp: general.maxHp,
                })}
              </p>
              <dl className="sgs-skill-texts">
                {general.skills.map((skill) => (
                  <div key={skill}>
                    <dt>
                      {words.skill(skill)}
                      {isLordSkill(skill) && <span className="tag">{words.say('table.lordSkill')}</span>}
                    </dt>
                    <dd>{words.reference.skills[skill]?.text ?? ''}</dd>
                  </div>
                ))}
              </dl>
              <button
                type="button"
                className="primary"
                data-action-type="chooseGeneral"
                onClick={() => {
                  props.act?.({ type: 'chooseGeneral', general: id });
                }}
              >
                {words.say('table.choose', { general: name })}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
