import { useTranslation } from 'react-i18next';
import { advance, EMPTY_BUILDER } from '../builder/model';
import type { BuilderApi, GameUi, SeatNames, WireAction } from '../games/types';

const MAX_LISTED_OPTIONS = 60;

/**
 * The move panel: actions complete so far as Confirm buttons (labelled in the game's words), the
 * choices made (with Back and Cancel), and the next options for slots the table does not draw.
 */
export function ActionPanel(props: {
  readonly ui: GameUi;
  readonly view: unknown;
  readonly builder: BuilderApi;
  /** Slots the game's table draws itself (cards in a hand, cells of a maze). */
  readonly tableSlots: readonly string[];
  readonly onAct: (action: WireAction) => void;
  readonly hasLegal: boolean;
  readonly names: SeatNames;
}) {
  const { t } = useTranslation();
  const { ui, view, builder } = props;
  const narrowed = builder.view;
  const chosen = [...builder.state.picks.flat(), ...builder.state.pending];
  const listed = [...narrowed.options.entries()].filter(([slot]) => !props.tableSlots.includes(slot));
  if (!props.hasLegal) {
    return (
      <section className="action-panel" aria-label={t('web:table.actions')}>
        <p className="muted">{t('web:table.noActions')}</p>
      </section>
    );
  }
  return (
    <section className="action-panel" aria-label={t('web:table.actions')} data-testid="action-panel">
      {narrowed.started && (
        <div className="chosen">
          <span>{t('web:table.chosen')}: </span>
          {chosen.map((value, i) => (
            <span key={`${value}-${String(i)}`} className="chip">
              {ui.describeChoice('', value, view, props.names)}
            </span>
          ))}
        </div>
      )}
      {listed.map(([slot, values]) => (
        <div key={slot} className="option-group" role="group" aria-label={t('web:table.choose', { slot: t(`web:table.slots.${slot}`, { defaultValue: slot }) })}>
          <span className="option-label">{t('web:table.choose', { slot: t(`web:table.slots.${slot}`, { defaultValue: slot }) })}</span>
          {[...values].slice(0, MAX_LISTED_OPTIONS).map((value) => (
            <button
              key={value}
              type="button"
              className="option"
              onClick={() => {
                builder.choose(slot, value);
              }}
            >
              {ui.describeChoice(slot, value, view, props.names)}
            </button>
          ))}
        </div>
      ))}
      <div className="confirm-row">
        {narrowed.complete.map((action, i) => (
          <button
            key={`${action.type}-${String(i)}`}
            type="button"
            className={narrowed.started && ui.isSecondary?.(action) !== true ? 'confirm primary' : 'confirm'}
            data-action-type={action.type}
            onClick={() => {
              props.onAct(action);
            }}
          >
            {ui.describeAction(action, view, props.names)}
          </button>
        ))}
        {narrowed.canAdvance && (
          <button
            type="button"
            className="primary"
            onClick={() => {
              builder.set(advance(builder.state));
            }}
          >
            {t('web:table.next')}
          </button>
        )}
        {narrowed.started && (
            <button
              type="button"
              className="cancel"
              onClick={() => {
                builder.set(EMPTY_BUILDER);
              }}
            >
              {t('web:table.cancel')}
            </button>
        )}
      </div>
    </section>
  );
}
