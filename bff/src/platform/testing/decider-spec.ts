import { DomainError, type NewEvent } from '@cis/contracts';
import { fold, type Decider } from '../command/decider';

type DomainErrorClass = abstract new (...args: never[]) => DomainError;

/**
 * Given/when/then for a decider: given the events a stream holds, when a command arrives, then these events (or this
 * refusal). No store, no framework: the decision alone.
 *
 *   given(NotesDecider, [noteCreated]).when({ type: 'archive', id }).then([{ type: 'notes.note-updated', data: ... }]);
 *   given(NotesDecider).when({ type: 'archive', id }).thenRefused(NotFound);
 */
export function given<C extends { type: string }, E extends NewEvent, S>(decider: Decider<C, E, S>, history: readonly E[] = []) {
  const state = fold(decider, history);
  return {
    /** The state the history folds to, for assertions on evolve itself. */
    state,
    when(command: C) {
      const decide = () => decider.decide(command, state);
      return {
        /** The events decided; `expected` as in toEqual (asymmetric matchers welcome). Answers them for further checks. */
        then(expected: readonly unknown[]): readonly E[] {
          const events = decide();
          expect(events).toEqual(expected);
          return events;
        },
        /** Nothing to do: no event. */
        thenNothing(): void {
          expect(decide()).toEqual([]);
        },
        /** Refused with this domain error (and this code, when given). Answers the error. */
        thenRefused(kind: DomainErrorClass, code?: string): DomainError {
          let thrown: unknown;
          try {
            decide();
          } catch (error) {
            thrown = error;
          }
          expect(thrown).toBeInstanceOf(kind);
          if (code !== undefined) expect((thrown as DomainError).code).toBe(code);
          return thrown as DomainError;
        },
      };
    },
  };
}
