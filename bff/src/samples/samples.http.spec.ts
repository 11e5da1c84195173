import { ICON_SETS, type AcademyCategory, type Activity, type Course, type CourseDetail, type IconSet } from '@cis/contracts';
import { ACADEMY_CATEGORIES, ACADEMY_COURSES, ACTIVITIES, ICON_SET_FIXTURES } from '@cis/fixtures';
import { startTestApp, type TestApp } from '../platform/testing/test-app';

/** Spec 001 s7 "Dashboards and pages" and the sample values of s9: read-only sample data of the tenant. */
describe('dashboards, activities, icons and academy over HTTP', () => {
  let t: TestApp;
  let staff: string;
  let customer: string;
  beforeAll(async () => {
    t = await startTestApp();
    staff = await t.signIn('staff@cis.test');
    customer = await t.signIn('customer@cis.test');
  });
  afterAll(() => t.close());

  const get = (url: string, token = staff) => t.http.get(url).set(t.auth(token));

  describe('dashboards', () => {
    it('gives the analytics dashboard with every chart of the spec, visitors for this and last year', async () => {
      const { body } = await get('/api/dashboards/analytics').expect(200);
      expect(Object.keys(body).sort()).toEqual(
        ['age', 'conversions', 'gender', 'impressions', 'language', 'newVsReturning', 'visitors', 'visitorsVsPageViews', 'visits'],
      );
      expect(Object.keys(body.visitors.series).sort()).toEqual(['last-year', 'this-year']);
      expect(body.visitors.series['this-year'][0].data.length).toBeGreaterThan(0);
      for (const chart of ['conversions', 'impressions', 'visits']) expect(typeof body[chart].amount).toBe('number');
    });

    it('gives the crypto dashboard: btc figures, prices, wallets and a watchlist', async () => {
      const { body } = await get('/api/dashboards/crypto').expect(200);
      expect(Object.keys(body.btc).sort()).toEqual(['allTimeHigh', 'amount', 'marketCap', 'price', 'supply', 'trend', 'volume']);
      expect(body.btc.price.series[0].data.length).toBeGreaterThan(0);
      expect(Object.keys(body.prices).length).toBeGreaterThan(0);
      expect(Object.keys(body.wallets).length).toBeGreaterThan(0);
      expect(body.watchlist.length).toBeGreaterThan(0);
    });

    it('gives the finance dashboard with the limits of spec s9 and statements paid / pending', async () => {
      const { body } = await get('/api/dashboards/finance').expect(200);
      expect(body.budget).toMatchObject({ expensesLimit: 20000, savingsGoal: 250000, billsLimit: 1000 });
      expect(body.previousStatement).toMatchObject({ status: 'paid', limit: 34500 });
      expect(body.currentStatement).toMatchObject({ status: 'pending', limit: 34500 });
      expect(body.recentTransactions.length).toBeGreaterThan(0);
      for (const transaction of body.recentTransactions) {
        expect(Object.keys(transaction).sort()).toEqual(['amount', 'date', 'id', 'name', 'status', 'transactionId']);
        expect(['completed', 'pending']).toContain(transaction.status);
      }
    });

    it('gives the project dashboard with the expense totals of spec s9 and every panel', async () => {
      const { body } = await get('/api/dashboards/project').expect(200);
      expect(body.weeklyExpenses.amount).toBe(17663);
      expect(body.monthlyExpenses.amount).toBe(54663);
      expect(body.yearlyExpenses.amount).toBe(648813);
      expect(Object.keys(body.githubIssues.overview).sort()).toEqual(['last-week', 'this-week']);
      expect(Object.keys(body.githubIssues.overview['this-week']).sort()).toEqual(
        ['closed-issues', 'fixed', 'needs-triage', 'new-issues', 're-opened', 'wont-fix'],
      );
      expect(body.taskDistribution.labels).toEqual(['API', 'Backend', 'Frontend', 'Issues']);
      expect(body.budgetDistribution.categories).toEqual(['Concept', 'Design', 'Development', 'Extras', 'Marketing']);
      expect(body.schedule.today.length).toBeGreaterThan(0);
      expect(body.schedule.tomorrow.length).toBeGreaterThan(0);
      for (const row of body.budgetDetails.rows) {
        expect(row.expensesAmount + row.remainingAmount).toBeCloseTo(row.total, 2);
      }
      expect(body.teamMembers.length).toBeGreaterThan(0);
      expect(Object.keys(body.teamMembers[0]).sort()).toEqual(['avatar', 'email', 'id', 'name', 'phone', 'title']);
    });

    it('is shared by the staff of the tenant, and closed to customers (APP_ACCESS.sampleDashboards)', async () => {
      const forStaff = await get('/api/dashboards/finance').expect(200);
      const forAdmin = await get('/api/dashboards/finance', await t.signIn('admin@cis.test')).expect(200);
      expect(forAdmin.body).toEqual(forStaff.body);
      await get('/api/dashboards/finance', customer).expect(403);
    });
  });

  describe('activities', () => {
    it('lists every activity, newest first, each with an icon or an image', async () => {
      const { body } = await get('/api/pages/activities').expect(200);
      const activities = body as Activity[];
      expect(activities).toHaveLength(ACTIVITIES.length);
      const dates = activities.map((activity) => activity.date);
      expect(dates).toEqual([...dates].sort().reverse());
      for (const activity of activities) expect(activity.icon !== null || activity.image !== null).toBe(true);
      expect(activities.some((activity) => activity.linkedContent !== undefined && activity.link !== undefined)).toBe(true);
    });
  });

  describe('icons', () => {
    it.each(ICON_SETS)('gives the %s set: namespace, name, grid and list', async (set) => {
      const { body } = await get(`/api/ui/icons/${set}`).expect(200);
      const iconSet = body as IconSet;
      expect(Object.keys(iconSet).sort()).toEqual(['grid', 'list', 'name', 'namespace']);
      expect(iconSet).toEqual(ICON_SET_FIXTURES[set]);
      expect(iconSet.list.length).toBeGreaterThan(20);
    });

    it('answers an unknown set with 404 in the error envelope', async () => {
      const { body } = await get('/api/ui/icons/fontawesome').expect(404);
      expect(body).toMatchObject({ status: 404, error: 'Resource does not exist' });
    });
  });

  describe('academy', () => {
    it('lists the categories sorted by title', async () => {
      const { body } = await get('/api/apps/academy/categories').expect(200);
      const titles = (body as AcademyCategory[]).map((category) => category.title);
      expect(titles).toHaveLength(ACADEMY_CATEGORIES.length);
      expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'en')));
    });

    it('lists the courses without their steps', async () => {
      const { body } = await get('/api/apps/academy/courses').expect(200);
      const courses = body as Course[];
      expect(courses).toHaveLength(ACADEMY_COURSES.length);
      for (const course of courses) {
        expect(course).not.toHaveProperty('steps');
        expect(Object.keys(course.progress).sort()).toEqual(['completed', 'currentStep']);
      }
    });

    it('gives one course by id with its steps in order', async () => {
      const expected = ACADEMY_COURSES[0] as CourseDetail;
      const { body } = await get(`/api/apps/academy/course?id=${expected.id}`).expect(200);
      const course = body as CourseDetail;
      expect(course.title).toBe(expected.title);
      expect(course.steps).toHaveLength(course.totalSteps);
      expect(course.steps.map((step) => step.order)).toEqual(course.steps.map((_, index) => index));
    });

    it('answers the Khmer text of categories, courses and steps beside the English', async () => {
      const categories = (await get('/api/apps/academy/categories').expect(200)).body as AcademyCategory[];
      expect(categories.find((c) => c.slug === 'vat')).toMatchObject({ title: 'VAT', titleKm: 'អាករលើតម្លៃបន្ថែម' });
      const courses = (await get('/api/apps/academy/courses').expect(200)).body as Course[];
      expect(courses.find((c) => c.title === 'Salary tax and fringe benefits')).toMatchObject({
        titleKm: 'ពន្ធលើប្រាក់បៀវត្សរ៍ និងអត្ថប្រយោជន៍បន្ថែម', descriptionKm: expect.stringContaining('២០%'),
      });
      const expected = ACADEMY_COURSES[0] as CourseDetail;
      const course = (await get(`/api/apps/academy/course?id=${expected.id}`).expect(200)).body as CourseDetail;
      expect(course.titleKm).toBe('ការដាក់លិខិតប្រកាសពន្ធប្រចាំខែតាមអនឡាញ');
      expect(course.steps[3]).toMatchObject({ title: 'Paying', titleKm: 'ការបង់ប្រាក់', contentKm: expect.stringContaining('<strong>ថ្ងៃទី២៥</strong>') });
    });

    it('answers a missing course with 404 and a missing id with 400', async () => {
      expect((await get('/api/apps/academy/course?id=no-such-course').expect(404)).body).toMatchObject({ status: 404 });
      expect((await get('/api/apps/academy/course').expect(400)).body.errors.map((e: { field: string }) => e.field)).toContain('id');
      await get('/api/apps/academy/course?id=x&extra=1').expect(400);
    });
  });

  it('refuses every sample call without a token (401)', async () => {
    for (const url of ['/api/dashboards/project', '/api/pages/activities', '/api/ui/icons/feather', '/api/apps/academy/courses']) {
      await t.http.get(url).expect(401);
    }
  });
});
