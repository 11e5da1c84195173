/**
 * Suites that need PostgreSQL or Redis run against the real servers named by DATABASE_URL / REDIS_URL (.ci/run sets
 * both). Without them: in CI the suite fails loudly; on a developer machine it is skipped with a notice.
 */
export function describeWithService(variable: 'DATABASE_URL' | 'REDIS_URL', name: string, body: () => void): void {
  if (process.env[variable]) {
    describe(name, body);
  } else if (process.env.CI) {
    describe(name, () => {
      it(`needs ${variable}`, () => {
        throw new Error(`${variable} is not set: this suite must run against the real service in CI`);
      });
    });
  } else {
     
    console.warn(`Skipping "${name}": set ${variable} to run it (.ci/run does).`);
    describe.skip(name, body);
  }
}
