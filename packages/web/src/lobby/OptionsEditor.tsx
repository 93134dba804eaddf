import { useTranslation } from 'react-i18next';
import { splitCamel } from '../games/generic/generic-ui';
import { optionFields, withOption, type OptionValue } from './options-form';

/** Options are a flat record of plain values in every game. */
export type OptionValues = Readonly<Record<string, unknown>>;

/** Options whose integer values are seats, shown as "Player 1", and limited to the room's seats. */
const SEAT_OPTIONS = new Set(['firstPlayer', 'firstSeat']);

/** Edits a game's options with proper controls drawn from its options schema. */
export function OptionsEditor(props: {
  readonly game: string;
  readonly schema: unknown;
  readonly seats: number;
  readonly value: OptionValues;
  readonly onChange: (next: OptionValues) => void;
}) {
  const { t } = useTranslation();
  const fields = optionFields(props.schema, props.value);
  if (fields.length === 0) return null;
  const label = (key: string) => t(`web:options.${props.game}.${key}.label`, { defaultValue: splitCamel(key) });
  const valueWords = (key: string, value: OptionValue): string => {
    if (value === null) return t('web:options.random');
    if (SEAT_OPTIONS.has(key) && typeof value === 'number') return t('web:options.seatValue', { n: value + 1 });
    return t(`web:options.${props.game}.${key}.values.${String(value)}`, { defaultValue: splitCamel(String(value)) });
  };
  const set = (key: string, next: OptionValue) => {
    props.onChange(withOption(props.schema, props.value, key, next));
  };
  return (
    <fieldset className="options">
      <legend>{t('web:lobby.options')}</legend>
      {fields.map((field) => {
        const id = `option-${field.key}`;
        const current = props.value[field.key] as OptionValue | undefined;
        switch (field.kind) {
          case 'flag':
            return (
              <label key={field.key} className="check" htmlFor={id}>
                <input
                  id={id}
                  type="checkbox"
                  checked={current === true}
                  onChange={(e) => {
                    set(field.key, e.target.checked);
                  }}
                />
                {label(field.key)}
              </label>
            );
          case 'number':
            return (
              <label key={field.key} htmlFor={id}>
                {label(field.key)}
                <input
                  id={id}
                  type="number"
                  min={field.min}
                  max={field.max}
                  value={typeof current === 'number' ? current : field.min}
                  onChange={(e) => {
                    const n = Math.round(Number(e.target.value));
                    set(field.key, Number.isFinite(n) ? Math.min(field.max, Math.max(field.min, n)) : field.min);
                  }}
                />
              </label>
            );
          case 'choice': {
            const values = field.values.filter((v) => !SEAT_OPTIONS.has(field.key) || typeof v !== 'number' || v < props.seats);
            const index = Math.max(0, values.findIndex((v) => v === (current ?? null)));
            return (
              <label key={field.key} htmlFor={id}>
                {label(field.key)}
                <select
                  id={id}
                  value={String(index)}
                  onChange={(e) => {
                    set(field.key, values[Number(e.target.value)] ?? null);
                  }}
                >
                  {values.map((v, i) => (
                    <option key={String(v)} value={String(i)}>
                      {valueWords(field.key, v)}
                    </option>
                  ))}
                </select>
              </label>
            );
          }
        }
      })}
    </fieldset>
  );
}
