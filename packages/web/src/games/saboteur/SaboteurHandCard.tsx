import { useTranslation } from 'react-i18next';
import type { CardState } from '../cards/PlayingCard';
import { parseSaboteurCard } from './saboteur-cards';
import { saboteurCardLabel } from './saboteur-ui';
import { TunnelGlyph } from './TunnelGlyph';

/** A tool drawn as a small SVG pictogram (no emoji font needed): pickaxe, lantern or cart. */
export function ToolIcon(props: { readonly tool: string }) {
  return (
    <svg className="tool-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      {props.tool === 'PICKAXE' && (
        <>
          <path d="M3 8 Q12 1 21 8" fill="none" stroke="currentColor" strokeWidth="2.5" />
          <line x1="12" y1="5" x2="12" y2="22" stroke="currentColor" strokeWidth="2.5" />
        </>
      )}
      {props.tool === 'LANTERN' && (
        <>
          <rect x="7" y="7" width="10" height="13" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
          <circle cx="12" cy="13.5" r="2.5" fill="currentColor" />
          <path d="M9 7 Q12 1 15 7" fill="none" stroke="currentColor" strokeWidth="2" />
        </>
      )}
      {props.tool === 'CART' && (
        <>
          <path d="M3 7 H21 L18 16 H6 Z" fill="none" stroke="currentColor" strokeWidth="2" />
          <circle cx="8" cy="19.5" r="2" fill="currentColor" />
          <circle cx="16" cy="19.5" r="2" fill="currentColor" />
        </>
      )}
    </svg>
  );
}

/** A Saboteur card in the hand: tunnels drawn from their sides, action cards as icon and words. */
export function SaboteurHandCard(props: { readonly id: string; readonly state: CardState; readonly rotation: number; readonly onClick: () => void }) {
  const { t } = useTranslation();
  const card = parseSaboteurCard(props.id);
  const label = saboteurCardLabel(props.id);
  const tunnel = card.kind === 'tunnel';
  return (
    <button
      type="button"
      className={`sab-card ${card.kind} ${props.state}`}
      aria-label={label}
      aria-pressed={props.state === 'selected'}
      title={props.state === 'plain' || props.state === 'unavailable' ? t('web:cards.notOnOffer') : label}
      data-card={props.id}
      data-state={props.state}
      onClick={props.onClick}
    >
      {tunnel ? (
        <svg viewBox="0 0 100 100" width="100%" height="100%" aria-hidden="true">
          <TunnelGlyph mask={card.mask} rotation={props.state === 'selected' ? props.rotation : 0} connected={card.connected} />
        </svg>
      ) : (
        <>
          <span className={`sab-icon ${card.kind}`} aria-hidden="true">
            {card.kind === 'brokenTool' ? '✖' : card.kind === 'repair' ? '✚' : card.kind === 'rockfall' ? '▲' : '◎'}
            {card.tools.map((tool) => (
              <ToolIcon key={tool} tool={tool} />
            ))}
          </span>
          <span className="sab-label">{label}</span>
        </>
      )}
    </button>
  );
}
