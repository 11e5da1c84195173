/** Crash safety on PostgreSQL (DATABASE_URL; its own schema rel_crash_*, dropped after): see crash-loop.ts. */
import { BffHost, describeWithPostgres } from './bff-process';
import { KILLS, MIN_ACKED, crashLoop, report } from './crash-loop';

jest.setTimeout(15 * 60_000);

describeWithPostgres('crash safety on PostgreSQL: SIGKILL under write load', () => {
  it(`PostgreSQL: ${KILLS} kills lose no acknowledged write and leave read models equal to a rebuild`, async () => {
    const schema = `rel_crash_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
    const host = new BffHost({ kind: 'postgres', schema });
    try {
      const figures = await crashLoop(host, 'pg');
      report(`PostgreSQL (schema ${schema}, dropped after)`, figures);
      expect(figures.kills).toBe(KILLS);
      expect(figures.ackedPerCycle).toHaveLength(KILLS);
      expect(figures.ackedPerCycle.filter((acked) => acked < MIN_ACKED)).toEqual([]);
      expect(figures.unanswered).toBeGreaterThan(0);
      expect([...figures.refusedStatuses].filter((status) => status >= 500)).toEqual([]);
    } catch (error) {
      throw new Error(`${(error as Error).message}\n--- BFF output ---\n${host.output()}`);
    } finally {
      await host.drop();
    }
  });
});
