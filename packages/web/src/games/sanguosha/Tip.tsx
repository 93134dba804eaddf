import { useId, type ReactNode } from 'react';

/**
 * A name whose explanation shows on hover, on keyboard focus and on a tap (a tap focuses it): skills,
 * equipment, judgement cards. The text is also the element's description for screen readers.
 */
export function Tip(props: { readonly label: ReactNode; readonly text: string; readonly className?: string }) {
  const id = useId();
  return (
    <button type="button" className={`sgs-tip${props.className === undefined ? '' : ` ${props.className}`}`} aria-describedby={id}>
      {props.label}
      <span id={id} role="tooltip" className="tip">
        {props.text}
      </span>
    </button>
  );
}
