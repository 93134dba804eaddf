import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { cardEntry } from '../games/reference';

const LONG_PRESS_MS = 500;

interface Shown {
  readonly name: string;
  readonly text: string;
  readonly top: number;
  readonly left: number;
}

/** The element with a card id under `target`, or null. */
function cardElement(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>('[data-card]') : null;
}

/**
 * Explains any card drawn inside it: on hover, on keyboard focus and on a long press (touch), the
 * card's name and text from the game's reference appear next to it. A long press does not also
 * click the card.
 */
export function CardHelp(props: { readonly game: string; readonly children: ReactNode }) {
  const [shown, setShown] = useState<Shown | null>(null);
  const press = useRef<ReturnType<typeof setTimeout> | null>(null);
  const longPressed = useRef(false);
  const { game } = props;

  const show = useCallback(
    (element: HTMLElement | null) => {
      const id = element?.dataset['card'];
      const entry = id === undefined ? null : cardEntry(game, id);
      if (element === null || entry === null) {
        setShown(null);
        return;
      }
      const box = element.getBoundingClientRect();
      const width = Math.min(280, window.innerWidth - 16);
      const left = Math.max(8, Math.min(box.left, window.innerWidth - width - 8));
      const below = box.bottom + 8;
      const top = below + 120 > window.innerHeight ? Math.max(8, box.top - 128) : below;
      setShown({ name: entry.name, text: entry.text, top, left });
    },
    [game],
  );
  const cancelPress = () => {
    if (press.current !== null) clearTimeout(press.current);
    press.current = null;
  };
  useEffect(() => cancelPress, []);
  // The explanation is placed in screen coordinates once; a resize or scroll would leave it beside
  // another card or off the screen (a phone turned sideways), so it goes until the next hover.
  useEffect(() => {
    if (shown === null) return undefined;
    const hide = () => {
      setShown(null);
    };
    window.addEventListener('resize', hide);
    window.addEventListener('scroll', hide, true);
    return () => {
      window.removeEventListener('resize', hide);
      window.removeEventListener('scroll', hide, true);
    };
  }, [shown]);

  return (
    <div
      className="card-help-area"
      role="presentation"
      onMouseOver={(event) => {
        show(cardElement(event.target));
      }}
      onMouseLeave={() => {
        setShown(null);
      }}
      onFocus={(event) => {
        show(cardElement(event.target));
      }}
      onBlur={() => {
        setShown(null);
      }}
      onPointerDown={(event) => {
        longPressed.current = false;
        if (event.pointerType !== 'touch') return;
        const element = cardElement(event.target);
        cancelPress();
        press.current = setTimeout(() => {
          longPressed.current = true;
          show(element);
        }, LONG_PRESS_MS);
      }}
      onPointerUp={cancelPress}
      onPointerCancel={cancelPress}
      onClickCapture={(event) => {
        if (!longPressed.current) return;
        longPressed.current = false;
        event.preventDefault();
        event.stopPropagation();
      }}
    >
      {props.children}
      {shown !== null && (
        <div className="card-help" role="status" data-testid="card-help" style={{ top: shown.top, left: shown.left }}>
          <strong>{shown.name}</strong>
          <span>{shown.text}</span>
        </div>
      )}
    </div>
  );
}
