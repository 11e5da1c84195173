import { sameJson, type AuditChange, type StoredEvent } from '@cis/contracts';

type Fields = Record<string, unknown>;
const isRecord = (v: unknown): v is Fields => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * What an event says about its entity's fields, read the way the areas write their events (the shapes master data's
 * history already reads): `changes` (with `previous` where the area keeps it) on an update, `values` on a master-data
 * row, the whole entity under one key on a creation (`{ client: {...} }`), otherwise the event's own fields.
 */
function fieldsOf(data: unknown): { fields: Fields; previous: Fields | null } {
  if (!isRecord(data)) return { fields: { value: data }, previous: null };
  if (isRecord(data.changes)) return { fields: data.changes, previous: isRecord(data.previous) ? data.previous : null };
  if (isRecord(data.values)) return { fields: data.values, previous: null };
  const objects = Object.entries(data).filter(([, v]) => isRecord(v));
  if (objects.length === 1 && Object.keys(data).length <= 3 && isRecord(objects[0][1]) && 'id' in objects[0][1]) {
    return { fields: objects[0][1], previous: null };
  }
  return { fields: data, previous: null };
}

/**
 * A stream's events (oldest first) with each change's fields before and after: the entity is folded field by field
 * from its events, so "before" is the value the previous events left (or the area's own `previous`), "after" the
 * event's. Fields an event repeats unchanged are left out; an event that changes nothing shows its fields as they are.
 */
export function changesOfStream(events: readonly StoredEvent[], initial: Fields = {}): AuditChange[][] {
  const state: Fields = { ...initial };
  return events.map((event) => {
    const { fields, previous } = fieldsOf(redactSecrets(event.data));
    const changes: AuditChange[] = [];
    for (const [field, after] of Object.entries(fields)) {
      const before = previous && field in previous ? previous[field] : state[field];
      if (before !== undefined && sameJson(before, after)) continue;
      changes.push({ field, ...(before !== undefined ? { before } : {}), ...(after !== undefined ? { after } : {}) });
      state[field] = after;
    }
    return changes;
  });
}

/** Keys whose values the audit log never shows: password hashes, one-time token hashes, secrets, keys. */
const SECRET_KEY = /password|secret|hash$|token$|^key$|merchantKey|signature/i;
export const REDACTED = '[redacted]';

/** The event's data with every secret-looking field's value replaced (recursively). */
export function redactSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (!isRecord(value)) return value;
  const out: Fields = {};
  for (const [key, v] of Object.entries(value)) out[key] = SECRET_KEY.test(key) ? REDACTED : redactSecrets(v);
  return out;
}
