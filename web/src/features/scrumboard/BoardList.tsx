import type { DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScrumCardView, ScrumListView } from '@cis/contracts';
import { AddInline } from './AddInline';
import { BoardCard } from './BoardCard';
import { ListHeader } from './ListHeader';
import { matchesCard } from './scrumboard.logic';

/** One list of the board: its header, the cards matching the search with the drop mark, and "Add a card". */
export function BoardList({ list, search, dragging, cardDrop, listDropHere, addNew, handlers }: {
  list: ScrumListView;
  search: string;
  /** This list is the one being dragged. */
  dragging: boolean;
  /** The slot a dragged card would take in this list; null when no card is dragged over it. */
  cardDrop: number | null;
  /** A dragged list would land just before this one. */
  listDropHere: boolean;
  /** Marks this list's "Add a card" as the board's add-new (shift+n). */
  addNew: boolean;
  handlers: {
    onListDragStart: (e: DragEvent, list: ScrumListView) => void;
    onCardDragStart: (e: DragEvent, card: ScrumCardView) => void;
    onDragEnd: () => void;
    onListDragOver: (e: DragEvent, listId: string) => void;
    onCardDrop: (e: DragEvent, listId: string) => void;
    onOpenCard: (id: string) => void;
    onStepCard: (card: ScrumCardView, delta: { list?: number; index?: number }) => void;
    onRename: (list: ScrumListView, title: string) => Promise<boolean>;
    onDelete: (list: ScrumListView) => void;
    onAddCard: (list: ScrumListView, title: string) => Promise<boolean>;
  };
}) {
  const { t } = useTranslation();
  const h = handlers;
  const cards = list.cards.filter((c) => matchesCard(c, search));
  return (
    <div className="sb-list-slot">
      {listDropHere && <div className="sb-list-drop" aria-hidden="true" />}
      <section
        className={`sb-list ${dragging ? 'sb-dragging' : ''}`}
        data-list-id={list.id}
        data-testid="scrumboard-list"
        aria-label={list.title}
        onDragOver={(e) => h.onListDragOver(e, list.id)}
        onDrop={(e) => h.onCardDrop(e, list.id)}
      >
        <ListHeader list={list} count={list.cards.length} onDragStart={(e) => h.onListDragStart(e, list)} onDragEnd={h.onDragEnd} onRename={(title) => h.onRename(list, title)} onDelete={() => h.onDelete(list)} />
        <ul className="sb-cards">
          {cards.map((card, index) => (
            <li key={card.id}>
              {cardDrop === index && <div className="sb-card-drop" aria-hidden="true" />}
              <BoardCard card={card} onDragStart={h.onCardDragStart} onDragEnd={h.onDragEnd} onOpen={h.onOpenCard} onStep={h.onStepCard} />
            </li>
          ))}
          {cardDrop !== null && cardDrop >= cards.length && <li><div className="sb-card-drop" aria-hidden="true" /></li>}
          {cards.length === 0 && cardDrop === null && (
            <li className="sb-list-empty muted">{search ? t('scrumboard.noMatchingCards') : t('scrumboard.noCards')}</li>
          )}
        </ul>
        <AddInline label={t('scrumboard.addCard')} placeholder={t('scrumboard.cardTitle')} onAdd={(title) => h.onAddCard(list, title)} testId="scrumboard-add-card" addNew={addNew} />
      </section>
    </div>
  );
}
