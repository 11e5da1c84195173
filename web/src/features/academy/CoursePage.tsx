import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ProgressBar } from 'primereact/progressbar';
import { AcademyRoutes, type CourseDetail } from '@cis/contracts';
import { withQuery } from '../../api/http';
import { PageFrame } from '../../shell/page/PageFrame';
import { formatNumber } from '../../lib/format';
import { sanitizeHtml } from '../../lib/sanitize';
import { textIn } from '../../lib/in-language';
import { useRemote } from '../../lib/useRemote';
import { RemoteView } from '../../lib/RemoteView';
import { startingStep } from './academy.logic';
import { useDuration } from './AcademyPage';
import './academy.css';

export default function CoursePage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const remote = useRemote<CourseDetail>(withQuery(AcademyRoutes.course, { id }));
  return (
    <PageFrame icon="pi pi-graduation-cap" subtitle={remote.status === 'ready' ? textIn(i18n.language, remote.data.title, remote.data.titleKm) : t('academy.courseSubtitle')}
      actions={<Link to="/apps/academy" className="btn btn-outline"><i className="pi pi-arrow-left" aria-hidden="true" />{t('academy.back')}</Link>}>
      <RemoteView remote={remote} reload={remote.reload} isEmpty={(c) => c.steps.length === 0} emptyText={t('academy.noSteps')}>
        {(course) => <Course course={course} />}
      </RemoteView>
    </PageFrame>
  );
}

function Course({ course }: { course: CourseDetail }) {
  const { t, i18n } = useTranslation();
  const duration = useDuration();
  const steps = [...course.steps].sort((a, b) => a.order - b.order);
  const [current, setCurrent] = useState(() => startingStep(course, steps.length));
  useEffect(() => setCurrent(startingStep(course, steps.length)), [course.id]); // eslint-disable-line react-hooks/exhaustive-deps
  const step = steps[current]!;
  const n = (v: number) => formatNumber(v, i18n.language);
  const lang = i18n.language;
  return (
    <div className="course-layout">
      <aside className="card course-steps">
        <div className="course-summary">
          <div className="muted small">{duration(course.duration)}</div>
          <ProgressBar value={Math.round(((current + 1) / steps.length) * 100)} showValue={false} style={{ height: 6 }} aria-label={t('academy.progress')} />
        </div>
        <ol className="course-step-list">
          {steps.map((s, i) => (
            <li key={s.order}>
              <button type="button" className={`course-step-btn ${i === current ? 'is-current' : ''} ${i < current ? 'is-done' : ''}`}
                aria-current={i === current ? 'step' : undefined} onClick={() => setCurrent(i)}>
                <span className="course-step-num">{i < current ? <i className="pi pi-check" aria-hidden="true" /> : n(i + 1)}</span>
                <span className="course-step-text">
                  <strong>{textIn(lang, s.title, s.titleKm)}</strong>
                  <span className="muted small">{textIn(lang, s.subtitle, s.subtitleKm)}</span>
                </span>
              </button>
            </li>
          ))}
        </ol>
      </aside>
      <article className="card course-content" data-testid="course-step">
        <div className="muted small">{t('academy.stepOf', { step: n(current + 1), total: n(steps.length) })}</div>
        <h2 className="course-step-title">{textIn(lang, step.title, step.titleKm)}</h2>
        <p className="muted">{textIn(lang, step.subtitle, step.subtitleKm)}</p>
        <div className="course-body" dangerouslySetInnerHTML={{ __html: sanitizeHtml(textIn(lang, step.content, step.contentKm)) }} />
        <nav className="course-nav" aria-label={t('academy.stepNavigation')}>
          <button type="button" className="btn btn-outline" disabled={current === 0} onClick={() => setCurrent(current - 1)}>
            <i className="pi pi-arrow-left" aria-hidden="true" />{t('academy.previous')}
          </button>
          {current < steps.length - 1 ? (
            <button type="button" className="btn btn-primary" onClick={() => setCurrent(current + 1)}>
              {t('academy.next')}<i className="pi pi-arrow-right" aria-hidden="true" />
            </button>
          ) : (
            <Link to="/apps/academy" className="btn btn-primary"><i className="pi pi-check" aria-hidden="true" />{t('academy.finish')}</Link>
          )}
        </nav>
      </article>
    </div>
  );
}
