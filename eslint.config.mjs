// The boundaries of the code, held by the linter (`npm run lint`, part of `npm test`). docs/adding-an-area.md
// explains the shape these rules keep.
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';

const nest = { group: ['@nestjs/*'], message: 'A decider is pure: no framework. Throw the domain errors of @cis/contracts (NotFound, Refused, Forbidden, Conflict).' };

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'test/artifacts/**', 'web/dev-dist/**', '**/*.js', '**/*.mjs', '**/*.cjs'] },
  {
    files: ['bff/src/**/*.ts', 'contracts/src/**/*.ts', 'fixtures/src/**/*.ts'],
    extends: [tseslint.configs.recommended],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    // No type assertions (casts) in the BFF: a guard, a typed helper, a generic or a DTO says what data is. A cast at a
    // library boundary (a library typed any or overloaded) is allowed one at a time, by an eslint-disable-next-line
    // saying why. `as const` is no cast. Tests and the test-only platform folders are left out.
    files: ['bff/src/**/*.ts'],
    ignores: ['bff/src/**/*.spec.ts', 'bff/src/platform/testing/**', 'bff/src/platform/reliability/**'],
    rules: { '@typescript-eslint/consistent-type-assertions': ['error', { assertionStyle: 'never' }] },
  },
  {
    // The same in contracts/ and the client (docs/decisions.md, "No casts on data"): typed helpers of
    // contracts/src/platform/typed.ts and web/src/lib/guards.ts instead. Tests and the test-only helpers are left out.
    files: ['contracts/src/**/*.ts', 'web/src/**/*.ts', 'web/src/**/*.tsx'],
    ignores: ['contracts/src/**/*.spec.ts', 'web/src/**/*.test.ts', 'web/src/**/*.test.tsx', 'web/src/api/testing.ts'],
    rules: { '@typescript-eslint/consistent-type-assertions': ['error', { assertionStyle: 'never' }] },
  },
  {
    // Deciders decide: pure functions of a command and a state.
    files: ['bff/src/**/*.decider.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          nest,
          { group: ['**/event-store/*', '**/command/command.service', '**/read-cache/*', 'node:*', 'better-sqlite3', 'pg'], message: 'A decider does no I/O: what it needs from outside its stream travels in the command.' },
        ],
      }],
    },
  },
  {
    // Controllers map routes to the area's commands and queries, nothing more.
    files: ['bff/src/**/*.controller.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['**/command/command.service', '**/event-store/event-store.port', '**/*.decider'], message: 'A controller maps a route to the area\'s commands (<area>.commands.ts) or queries (<area>.queries.ts).' },
        ],
      }],
    },
  },
  {
    // contracts/ is imported by the browser too: no server framework, no Node built-ins outside its DTOs' decorators.
    files: ['contracts/src/**/*.ts'],
    ignores: ['contracts/src/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [nest, { group: ['node:*'], message: 'contracts runs in the browser too.' }] }],
    },
  },
  {
    // The client: the same TypeScript rules, the rules of hooks, and no import cycles.
    files: ['web/src/**/*.ts', 'web/src/**/*.tsx'],
    extends: [tseslint.configs.recommended],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Tests load modules afresh inside jest.isolateModules, which takes require().
    files: ['web/src/**/*.test.ts', 'web/src/**/*.test.tsx'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The client's layers (docs/adding-an-area.md): app/ composes; lib/ is shared by all; a feature is imported only
    // through its index.ts; api/ is the lowest layer. Tests compose freely.
    files: ['web/src/**/*.ts', 'web/src/**/*.tsx'],
    ignores: ['web/src/**/*.test.ts', 'web/src/**/*.test.tsx'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
      'boundaries/include': ['web/src/**/*'],
      'boundaries/elements': [
        { type: 'feature', pattern: 'web/src/features/*', capture: ['name'] },
        { type: 'app', pattern: 'web/src/app' },
        { type: 'lib', pattern: 'web/src/lib' },
        { type: 'api', pattern: 'web/src/api' },
        { type: 'stores', pattern: 'web/src/stores' },
        { type: 'shell', pattern: 'web/src/shell' },
        { type: 'machines', pattern: 'web/src/machines' },
      ],
    },
    rules: {
      'boundaries/dependencies': [2, {
        default: 'allow',
        policies: [
          { from: { element: { types: { noneOf: ['app'] } } }, disallow: { to: { element: { type: 'feature', fileInternalPath: '!{index,widgets}.ts' } } }, message: 'A feature is imported only through its index.ts (or widgets.ts: its light parts another page shows).' },
          { from: { element: { types: { noneOf: ['app'] } } }, disallow: { to: { element: { type: 'app' } } }, message: 'app/ composes; nothing imports it (shared code lives in lib/).' },
          { from: { element: { type: 'api' } }, disallow: { to: { element: { types: { anyOf: ['stores', 'features', 'feature', 'shell', 'lib', 'app'] } } } }, message: 'api/ is the lowest layer: it imports no store, feature, shell or lib.' },
          { from: { element: { type: 'lib' } }, disallow: { to: { element: { types: { anyOf: ['feature', 'shell', 'app'] } } } }, message: 'lib/ is what every feature may use: it imports no feature, shell or app.' },
        ],
      }],
    },
  },
);
