import type { ReferenceEntry, ReferenceKind } from '@tavern/engine';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { referenceFor } from '../games/reference';
import { currentLanguage } from '../i18n';
import { Markdown } from './Markdown';
import { rulesText } from './rules-docs';

const KIND_ORDER: readonly ReferenceKind[] = ['card', 'suit', 'tool', 'role', 'general', 'skill', 'term'];

/** The reference entries of a game, grouped by kind in a fixed order. */
function groups(entries: readonly ReferenceEntry[]): [ReferenceKind, ReferenceEntry[]][] {
  return KIND_ORDER.map((kind) => [kind, entries.filter((entry) => entry.kind === kind)] as [ReferenceKind, ReferenceEntry[]]).filter(
    ([, list]) => list.length > 0,
  );
}

/**
 * A "Rules" button and the dialog it opens: the game's rules page (docs/rules) and its card and
 * skill reference. Reachable from the lobby, the waiting room and the table.
 */
export function RulesButton(props: { readonly game: string; readonly gameName: string }) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const language = currentLanguage();
  const text = rulesText(props.game, language);
  const reference = referenceFor(props.game, language);
  return (
    <>
      <button
        type="button"
        className="rules-button"
        data-testid="rules-button"
        onClick={() => {
          dialog.current?.showModal();
        }}
      >
        {t('web:rules.open', { game: props.gameName })}
      </button>
      <dialog ref={dialog} className="rules-dialog" aria-labelledby={titleId} data-testid="rules-dialog">
        <div className="rules-head">
          <h2 id={titleId}>{t('web:rules.title', { game: props.gameName })}</h2>
          <button
            type="button"
            className="close"
            onClick={() => {
              dialog.current?.close();
            }}
          >
            {t('web:rules.close')}
          </button>
        </div>
        <div className="rules-body">
          {text === null ? <p>{t('web:rules.missing', { game: props.gameName })}</p> : <Markdown source={text} baseLevel={3} />}
          {reference !== null && reference.entries.length > 0 && (
            <section aria-label={t('web:rules.reference')} className="reference">
              <h3>{t('web:rules.reference')}</h3>
              {groups(reference.entries).map(([kind, entries]) => (
                <div key={kind}>
                  <h4>{t(`web:rules.kinds.${kind}`)}</h4>
                  <dl>
                    {entries.map((entry) => (
                      <div key={entry.key} className="reference-entry">
                        <dt>{entry.name}</dt>
                        <dd>{entry.text}</dd>
                      </div>
                    ))}
                  </dl>
                </div>
              ))}
            </section>
          )}
        </div>
      </dialog>
    </>
  );
}
