import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $wallPosts } from '../../stores/wall';
import { DATE_PATTERNS, formatDate } from '../../lib/dates';
import { textIn } from '../../lib/in-language';
import './inbox.css';

/** The wall's announcements at the top of the notifications (issue 14): pushed live, in the reader's language. */
export function WallPosts() {
  const { t, i18n } = useTranslation();
  const posts = useUnit($wallPosts);
  if (posts.length === 0) return null;
  return (
    <section className="wall-posts" aria-label={t('systemPage.wall.title')} data-testid="wall-posts">
      <h3 className="wall-posts-title"><i className="pi pi-megaphone" aria-hidden="true" /> {t('systemPage.wall.title')}</h3>
      <ul role="list">
        {posts.slice(0, 5).map((post) => {
          const body = textIn(i18n.language, post.bodyEn, post.bodyKm);
          return (
            <li key={post.id} className="wall-post" data-testid="wall-post">
              <span className="wall-post-title">{textIn(i18n.language, post.titleEn, post.titleKm)}</span>
              {body && <span className="wall-post-body">{body}</span>}
              {post.publishedOn && <span className="inbox-item-time">{formatDate(post.publishedOn, i18n.language, DATE_PATTERNS.mediumDate)}</span>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
