import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { $wallPosts } from '../../stores/wall';
import { formatDay } from '../../lib/dates';
import { textIn } from '../../lib/in-language';

/** The wall: announcements to every user of the firm (rows of the master-data kind `wall`), shown in notifications. */
export function WallCard() {
  const { t, i18n } = useTranslation();
  const posts = useUnit($wallPosts);
  return (
    <section className="card system-card" data-testid="wall-card" aria-labelledby="wall-title">
      <h2 className="card-title" id="wall-title"><i className="pi pi-megaphone" aria-hidden="true" /> {t('systemPage.wall.title')}</h2>
      <p className="muted small">{t('systemPage.wall.explain')}</p>
      {posts.length === 0 ? <p className="muted">{t('systemPage.wall.empty')}</p> : (
        <ul className="system-list">
          {posts.slice(0, 5).map((p) => (
            <li key={p.id}><strong>{textIn(i18n.language, p.titleEn, p.titleKm)}</strong>{p.publishedOn && <span className="muted small" data-testid="wall-post-day"> · {formatDay(p.publishedOn, i18n.language) || p.publishedOn}</span>}</li>
          ))}
        </ul>
      )}
      <Link className="btn btn-outline btn-sm" to="/master-table?kind=wall" data-testid="wall-manage">
        <i className="pi pi-pencil" aria-hidden="true" /> {t('systemPage.wall.manage')}
      </Link>
    </section>
  );
}
