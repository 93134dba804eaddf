import { useTranslation } from 'react-i18next';
import { splitCamel } from './generic-ui';

function Value(props: { readonly value: unknown; readonly depth: number }) {
  const { value, depth } = props;
  if (value === null) return <span className="muted">—</span>;
  if (Array.isArray(value)) {
    const items = value as readonly unknown[];
    if (items.every((v) => typeof v !== 'object' || v === null)) return <span>{items.map(String).join(' ')}</span>;
    return (
      <ol className="generic-list">
        {items.map((v, i) => (
          <li key={i}>
            <Value value={v} depth={depth + 1} />
          </li>
        ))}
      </ol>
    );
  }
  if (typeof value === 'object') {
    return (
      <dl className="generic-record">
        {Object.entries(value as Readonly<Record<string, unknown>>).map(([key, v]) => (
          <div key={key}>
            <dt>{splitCamel(key)}</dt>
            <dd>
              <Value value={v} depth={depth + 1} />
            </dd>
          </div>
        ))}
      </dl>
    );
  }
  return <span>{typeof value === 'string' ? value : JSON.stringify(value)}</span>;
}

/** Any game's view as a readable panel of its fields: the fallback when a game has no table yet. */
export function GenericView(props: { readonly view: unknown }) {
  const { t } = useTranslation();
  return (
    <section className="panel generic-view" aria-label={t('web:generic.viewTitle')}>
      <Value value={props.view} depth={0} />
    </section>
  );
}
