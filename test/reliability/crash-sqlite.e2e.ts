/** Crash safety on SQLite: see crash-loop.ts. */
import { BffHost } from './bff-process';
import { KILLS, MIN_ACKED, crashLoop, report } from './crash-loop';

jest.setTimeout(15 * 60_000);

describe('crash safety: SIGKILL under write load', () => {
  it(`SQLite: ${KILLS} kills lose no acknowledged write and leave read models equal to a rebuild`, async () => {
    const host = new BffHost({ kind: 'sqlite' });
    try {
      const figures = await crashLoop(host, 'sqlite');
      report('SQLite', figures);
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
