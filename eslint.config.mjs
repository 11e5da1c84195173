// The boundaries of the code, held by the linter (`npm run lint`, part of `npm test`). docs/adding-an-area.md
// explains the shape these rules keep.
import tseslint from 'typescript-eslint';

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
);
