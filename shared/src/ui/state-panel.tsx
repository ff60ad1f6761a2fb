import type { ReactNode } from 'react';
import './state-panel.css';

/**
 * The one look for empty, error and unavailable states, so no page is ever left blank.
 */
export interface StatePanelProps {
  image?: string;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  tone?: 'neutral' | 'error';
  testId?: string;
}

export function StatePanel({ image, title, description, action, tone = 'neutral', testId }: StatePanelProps) {
  return (
    <section className={`pt-state-panel pt-state-panel--${tone}`} data-testid={testId} role={tone === 'error' ? 'alert' : undefined}>
      {image ? <img className="pt-state-panel__image" src={image} alt="" /> : null}
      <h2 className="pt-state-panel__title">{title}</h2>
      {description ? <p className="pt-state-panel__description">{description}</p> : null}
      {action ? <div className="pt-state-panel__action">{action}</div> : null}
    </section>
  );
}
