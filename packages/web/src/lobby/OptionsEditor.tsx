import { useTranslation } from 'react-i18next';
import { splitCamel } from '../games/generic/generic-ui';

/** Options are a flat record of plain values in every game; nested values are kept as they are. */
export type OptionValues = Readonly<Record<string, unknown>>;

/** Edits a game's options, one field per key of its defaults (booleans, numbers, short texts). */
export function OptionsEditor(props: { readonly value: OptionValues; readonly onChange: (next: OptionValues) => void }) {
  const { t } = useTranslation();
  const entries = Object.entries(props.value).filter(
    ([, v]) => typeof v === 'boolean' || typeof v === 'number' || typeof v === 'string',
  );
  if (entries.length === 0) return null;
  return (
    <fieldset className="options">
      <legend>{t('lobby.options')}</legend>
      {entries.map(([key, v]) => {
        const label = t(`options.${key}`, { defaultValue: splitCamel(key) });
        const id = `option-${key}`;
        if (typeof v === 'boolean') {
          return (
            <label key={key} className="check" htmlFor={id}>
              <input
                id={id}
                type="checkbox"
                checked={v}
                onChange={(e) => {
                  props.onChange({ ...props.value, [key]: e.target.checked });
                }}
              />
              {label}
            </label>
          );
        }
        return (
          <label key={key} htmlFor={id}>
            {label}
            <input
              id={id}
              type={typeof v === 'number' ? 'number' : 'text'}
              value={String(v)}
              onChange={(e) => {
                props.onChange({ ...props.value, [key]: typeof v === 'number' ? Number(e.target.value) : e.target.value });
              }}
            />
          </label>
        );
      })}
    </fieldset>
  );
}
