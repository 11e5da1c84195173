import type { DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Tag } from 'primereact/tag';
import type { ScrumCardView } from '@cis/contracts';
import { DATE_PATTERNS, formatDate } from '../../lib/dates';
import { dueState } from './scrumboard.logic';
import { stepOfKey } from './board.reducer';

/** One card on a list: draggable, opened by click or Enter, stepped by alt + arrows. */
export function BoardCard({ card, onDragStart, onDragEnd, onOpen, onStep }: {
  card: ScrumCardView;
  onDragStart: (e: DragEvent, card: ScrumCardView) => void;
  onDragEnd: () => void;
  onOpen: (id: string) => void;
  onStep: (card: ScrumCardView, delta: { list?: number; index?: number }) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <article
      className="sb-card"
      draggable
      data-card-id={card.id}
      data-testid="scrumboard-card"
      tabIndex={0}
      onDragStart={(e) => onDragStart(e, card)}
      onDragEnd={onDragEnd}
      onClick={() => onOpen(card.id)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') onOpen(card.id);
        else {
          const step = stepOfKey(e.key, e.altKey);
          if (step) onStep(card, step);
        }
      }}
      aria-label={card.title}
      title={t('scrumboard.cardHint')}
    >
      {card.labels.length > 0 && (
        <div className="sb-card-labels">
          {card.labels.map((l) => <Tag key={l.id} value={l.title} className="sb-label" />)}
        </div>
      )}
      <span className="sb-card-title">{card.title}</span>
      {(card.dueDate || card.description) && (
        <span className="sb-card-meta">
          {card.dueDate && (
            <span className={`sb-due sb-due-${dueState(card.dueDate)}`}>
              <i className="pi pi-clock" aria-hidden="true" /> {formatDate(card.dueDate, i18n.language, DATE_PATTERNS.dayMonth)}
            </span>
          )}
          {card.description && <i className="pi pi-align-left muted" title={t('scrumboard.hasDescription')} aria-label={t('scrumboard.hasDescription')} />}
        </span>
      )}
    </article>
  );
}
