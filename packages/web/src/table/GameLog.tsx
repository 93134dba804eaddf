import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { LogEntry } from '../api/room-connection';
import type { GameUi, SeatNames } from '../games/types';

/** The seat that made the newest logged move (the first event naming a seat), or null. */
export function lastMover(log: readonly LogEntry[]): number | null {
  const seat = log.at(-1)?.events.find((event) => typeof event['seat'] === 'number')?.['seat'];
  return typeof seat === 'number' ? seat : null;
}

/** The game log in words, newest at the bottom, announced politely to screen readers. */
export function GameLog(props: {
  readonly ui: GameUi;
  readonly log: readonly LogEntry[];
  readonly view: unknown;
  readonly names: SeatNames;
}) {
  const { t } = useTranslation();
  const list = useRef<HTMLOListElement>(null);
  const newest = props.log.at(-1)?.version ?? -1;
  const lines = props.log.flatMap((entry) =>
    entry.events.flatMap((event, i) => {
      const words = props.ui.describeEvent(event, props.view, props.names);
      return words === null ? [] : [{ key: `${String(entry.version)}-${String(i)}`, words, latest: entry.version === newest }];
    }),
  );
  useEffect(() => {
    // Scroll the log itself, never the page, so the newest line stays in sight.
    const element = list.current;
    if (element !== null) element.scrollTop = element.scrollHeight;
  }, [lines.length]);
  return (
    <section className="panel game-log" aria-labelledby="log-title">
      <h2 id="log-title">{t('web:table.log')}</h2>
      {lines.length === 0 ? (
        <p className="muted">{t('web:table.logEmpty')}</p>
      ) : (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling list must be reachable to scroll it by keyboard
        <ol tabIndex={0} aria-live="polite" data-testid="game-log" ref={list}>
          {lines.map((line) => (
            <li key={line.key} className={line.latest ? 'latest' : undefined}>
              {line.words}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
