import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Skeleton } from 'primereact/skeleton';
import { Avatar } from 'primereact/avatar';
import { AvatarGroup } from 'primereact/avatargroup';
import { ScrumboardEvents } from '@cis/contracts';
import { PageFrame } from '../../shell/page/PageFrame';
import { iconClass } from '../../shell/icons';
import { initialsOf } from '../../lib/format';
import { formatDate } from '../../lib/dates';
import { useLiveData } from '../../lib/live-data';
import { LoadFailed } from '../../lib/LoadFailed';
import { scrumboardApi } from './scrumboard.api';
import '../../lib/apps-b.css';
import './scrumboard.css';

const BOARD_ICONS: Record<string, string> = { 'computer-desktop': 'pi pi-desktop', 'document-text': 'pi pi-file', 'user-group': 'pi pi-users' };
export const boardIcon = (icon: string): string => BOARD_ICONS[icon.split(':')[1] ?? ''] ?? iconClass(icon, 'pi pi-objects-column');

/** The boards of the tenant's scrumboard. */
export default function BoardsPage() {
  const { t, i18n } = useTranslation();
  const { data: boards, loading, failed, reload } = useLiveData(() => scrumboardApi.boards(), [], Object.values(ScrumboardEvents));
  return (
    <PageFrame icon="pi pi-objects-column" subtitle={t('scrumboard.boardsSubtitle')}>
      {loading ? (
        <div className="sb-boards" aria-busy="true">
          {[0, 1, 2].map((i) => <Skeleton key={i} height="11rem" borderRadius="12px" />)}
        </div>
      ) : failed ? (
        <LoadFailed className="card ab-empty" onRetry={reload} testId="scrumboard-failed" />
      ) : !boards || boards.length === 0 ? (
        <div className="card ab-empty" data-testid="scrumboard-empty">
          <i className="pi pi-objects-column" aria-hidden="true" />
          <p>{t('scrumboard.noBoards')}</p>
        </div>
      ) : (
        <ul className="sb-boards" data-testid="scrumboard-boards">
          {boards.map((board) => (
            <li key={board.id}>
              <Link to={`/apps/scrumboard/${board.id}`} className="card sb-board-tile" data-testid="scrumboard-board-tile">
                <span className="sb-board-icon"><i className={boardIcon(board.icon)} aria-hidden="true" /></span>
                <strong className="sb-board-title">{board.title}</strong>
                <span className="muted sb-board-description">{board.description}</span>
                <span className="sb-board-footer">
                  <AvatarGroup>
                    {board.members.slice(0, 4).map((m) => (
                      <Avatar key={m.id} label={m.avatar ? undefined : initialsOf(m.name)} image={m.avatar ?? undefined} shape="circle" size="normal" title={m.name} />
                    ))}
                    {board.members.length > 4 && <Avatar label={`+${board.members.length - 4}`} shape="circle" />}
                  </AvatarGroup>
                  <span className="muted ab-small">{t('scrumboard.lastActivity', { date: formatDate(board.lastActivity, i18n.language) })}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </PageFrame>
  );
}
