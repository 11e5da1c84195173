import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { TAX_RETURN_TASK_QUEUES, type TaxReturnListItem, type TaxReturnTaskQueue } from '@cis/contracts';
import { PageFrame } from '../../shell/page/PageFrame';
import { formatDate } from '../../lib/dates';
import { useLiveData } from '../../lib/live-data';
import { LoadFailed } from '../../lib/LoadFailed';
import { OverdueTag, TAX_RETURN_EVENT_TYPES, TaxReturnStatusTag, clientNameIn, riel, taxReturnLink, taxReturnsApi } from '../tax-returns';
import './tasks.css';

const QUEUE_ICON: Readonly<Record<TaxReturnTaskQueue, string>> = {
  awaitingMyReview: 'pi pi-eye',
  returnedToMe: 'pi pi-undo',
  awaitingClient: 'pi pi-user',
  dueThisWeek: 'pi pi-calendar',
  overdue: 'pi pi-exclamation-triangle',
};

/** The staff work queue: returns awaiting my review, returned to me, awaiting the client, due this week, overdue; live. */
export default function TasksPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const tasks = useLiveData(() => taxReturnsApi.tasks(), [], TAX_RETURN_EVENT_TYPES, 300);
  return (
    <PageFrame icon="pi pi-check-square" subtitle={t('page.tasks.subtitle')}>
      {tasks.failed ? <LoadFailed onRetry={tasks.reload} testId="tasks-failed" /> : (
        <>
          <nav className="tasks-counts card" aria-label={t('taxReturns.tasks.title')} data-testid="tasks-counts">
            {TAX_RETURN_TASK_QUEUES.map((queue) => (
              <a key={queue} href={`#queue-${queue}`} className={`tasks-count tasks-count-${queue}`} data-testid={`tasks-count-${queue}`}>
                <i className={QUEUE_ICON[queue]} aria-hidden="true" />
                <span className="tasks-count-value">{tasks.data ? tasks.data.counts[queue] : '…'}</span>
                <span className="tasks-count-label">{t(`taxReturns.tasks.queue.${queue}`)}</span>
              </a>
            ))}
          </nav>
          <div className="tasks-queues">
            {TAX_RETURN_TASK_QUEUES.map((queue) => {
              const items = tasks.data?.queues[queue] ?? [];
              const count = tasks.data?.counts[queue] ?? 0;
              return (
                <section key={queue} id={`queue-${queue}`} className="card tasks-queue" data-testid={`tasks-queue-${queue}`}>
                  <h2 className="card-title"><i className={QUEUE_ICON[queue]} aria-hidden="true" /> {t(`taxReturns.tasks.queue.${queue}`)}
                    <span className="tasks-badge">{count}</span></h2>
                  <p className="muted small">{t(`taxReturns.tasks.queueHelp.${queue}`)}</p>
                  {tasks.loading && !tasks.data ? <p className="muted"><i className="pi pi-spin pi-spinner" aria-hidden="true" /></p>
                    : items.length === 0 ? <p className="muted">{t('taxReturns.tasks.empty')}</p> : (
                      <ul className="tasks-list">
                        {items.map((r: TaxReturnListItem) => (
                          <li key={r.id}>
                            <Link to={taxReturnLink(r.type, r.id)} className="tasks-item" data-testid="tasks-item">
                              <span className="tasks-item-client">{clientNameIn(r, lang)}</span>
                              <span className="tasks-item-what">{t(`taxReturns.tasks.typeName.${r.type}`)} · {r.period}{r.activity ? ` · ${r.activity}` : ''}</span>
                              <span className="tasks-item-tags"><TaxReturnStatusTag taxReturn={r} />{r.overdue && <OverdueTag />}</span>
                              <span className="tasks-item-due muted">{formatDate(r.dueDate, lang)}</span>
                              <span className="tasks-item-amount">{riel(r.amountToPay, lang)}</span>
                            </Link>
                          </li>
                        ))}
                      </ul>
                    )}
                  {count > items.length && <p className="muted small">{t('taxReturns.tasks.more', { count: count - items.length })}</p>}
                </section>
              );
            })}
          </div>
        </>
      )}
    </PageFrame>
  );
}
