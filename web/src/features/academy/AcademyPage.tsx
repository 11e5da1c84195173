import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { InputSwitch } from 'primereact/inputswitch';
import { ProgressBar } from 'primereact/progressbar';
import { AcademyRoutes, type AcademyCategory, type Course } from '@cis/contracts';
import { PageFrame } from '../../shell/page/PageFrame';
import { formatNumber } from '../../lib/format';
import { formatDate } from '../../lib/dates';
import { textIn } from '../../lib/in-language';
import { useRemote } from '../../lib/useRemote';
import { RemoteView } from '../../lib/RemoteView';
import { filterCourses, isCompleted, progressPercent, splitDuration, type CourseFilter } from './academy.logic';
import './academy.css';

export default function AcademyPage() {
  const { t } = useTranslation();
  const categories = useRemote<AcademyCategory[]>(AcademyRoutes.categories);
  const courses = useRemote<Course[]>(AcademyRoutes.courses);
  const reload = () => { categories.reload(); courses.reload(); };
  const both = courses.status === 'ready' && categories.status === 'ready'
    ? { status: 'ready' as const, data: { courses: courses.data, categories: categories.data } }
    : courses.status === 'failed' || categories.status === 'failed' ? { status: 'failed' as const, data: null } : { status: 'loading' as const, data: null };
  return (
    <PageFrame subtitle={t('academy.subtitle')} icon="pi pi-graduation-cap">
      <RemoteView remote={both} reload={reload}>{(data) => <Courses {...data} />}</RemoteView>
    </PageFrame>
  );
}

export function useDuration() {
  const { t, i18n } = useTranslation();
  return (minutes: number) => {
    const { hours, minutes: rest } = splitDuration(minutes);
    const h = formatNumber(hours, i18n.language);
    const m = formatNumber(rest, i18n.language);
    if (hours === 0) return t('academy.minutes', { minutes: m });
    return rest === 0 ? t('academy.hours', { hours: h }) : t('academy.hoursMinutes', { hours: h, minutes: m });
  };
}

function Courses({ courses, categories }: { courses: Course[]; categories: AcademyCategory[] }) {
  const { t, i18n } = useTranslation();
  const duration = useDuration();
  const [filter, setFilter] = useState<CourseFilter>({ category: 'all', query: '', hideCompleted: false });
  const shown = useMemo(() => filterCourses(courses, filter), [courses, filter]);
  const lang = i18n.language;
  const titleOf = (slug: string) => {
    const category = categories.find((c) => c.slug === slug);
    return category ? textIn(lang, category.title, category.titleKm) : slug;
  };
  const options = [{ value: 'all', label: t('academy.allCategories') }, ...categories.map((c) => ({ value: c.slug, label: textIn(lang, c.title, c.titleKm) }))];
  return (
    <>
      <section className="card academy-filters" aria-label={t('academy.filters')}>
        <label className="academy-filter">
          <span className="field-label">{t('academy.category')}</span>
          <Dropdown value={filter.category} options={options} onChange={(e) => typeof e.value === 'string' && setFilter({ ...filter, category: e.value })} inputId="academy-category" />
        </label>
        <label className="academy-filter academy-search">
          <span className="field-label">{t('academy.search')}</span>
          <span className="p-input-icon-left">
            <i className="pi pi-search" aria-hidden="true" />
            <InputText value={filter.query} onChange={(e) => setFilter({ ...filter, query: e.target.value })} placeholder={t('academy.searchPlaceholder')} />
          </span>
        </label>
        <label className="academy-filter academy-switch">
          <InputSwitch checked={filter.hideCompleted} onChange={(e) => setFilter({ ...filter, hideCompleted: !!e.value })} />
          <span>{t('academy.hideCompleted')}</span>
        </label>
      </section>
      {shown.length === 0 ? (
        <div className="card remote-state" data-testid="academy-empty">
          <i className="pi pi-inbox" aria-hidden="true" />
          <span>{courses.length === 0 ? t('academy.noCourses') : t('academy.noMatch')}</span>
        </div>
      ) : (
        <ul className="academy-grid" role="list">
          {shown.map((course) => {
            const pct = progressPercent(course);
            return (
              <li key={course.id} className="card academy-card" data-testid="academy-course">
                <div className="academy-card-top">
                  <span className="academy-category">{titleOf(course.category)}</span>
                  {isCompleted(course) && (
                    <span className="academy-done" title={t('academy.completedTimes', { count: course.progress.completed, times: formatNumber(course.progress.completed, i18n.language) })}>
                      <i className="pi pi-check-circle" aria-hidden="true" /> {t('academy.completed')}
                    </span>
                  )}
                </div>
                <h2 className="academy-card-title">{course.featured && <i className="pi pi-star-fill academy-featured" aria-label={t('academy.featured')} />}{textIn(lang, course.title, course.titleKm)}</h2>
                <p className="muted academy-description">{textIn(lang, course.description, course.descriptionKm)}</p>
                <div className="academy-meta muted small">
                  <span><i className="pi pi-clock" aria-hidden="true" /> {duration(course.duration)}</span>
                  <span><i className="pi pi-list" aria-hidden="true" /> {t('academy.steps', { count: course.totalSteps, steps: formatNumber(course.totalSteps, i18n.language) })}</span>
                  <span><i className="pi pi-calendar" aria-hidden="true" /> {t('academy.updated', { date: formatDate(course.updatedAt, i18n.language) })}</span>
                </div>
                <ProgressBar value={pct} showValue={false} style={{ height: 6 }} aria-label={t('academy.progress')} />
                <div className="academy-card-foot">
                  <span className="small muted">{formatNumber(pct / 100, i18n.language, { style: 'percent' })}</span>
                  <Link to={`/apps/academy/${encodeURIComponent(course.id)}`} className="btn btn-primary btn-sm">
                    {course.progress.currentStep > 0 ? t('academy.continue') : t('academy.start')}
                    <i className="pi pi-arrow-right" aria-hidden="true" />
                  </Link>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
