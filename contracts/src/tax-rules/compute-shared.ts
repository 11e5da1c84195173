import type { TaxCarryForward, TaxNote, TaxReturnLine } from './tax-rules';
import type { DueDateContext } from './due-dates';

/** What each return type's computation hands back to computeReturn. */
export interface PartialComputation {
  lines: TaxReturnLine[];
  notes: TaxNote[];
  carryForward?: Partial<TaxCarryForward>;
  dueContext: DueDateContext;
}
