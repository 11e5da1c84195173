import type { LogQuery } from './event-store.port';

/** The audit log's one statement, for both adapters (`mark` numbers PostgreSQL's parameters). */
export function logQuerySql(query: LogQuery, mark: () => string): { sql: string; params: Array<string | number> } {
  const where: string[] = [];
  const params: Array<string | number> = [];
  const add = (clause: (m: string) => string, value: string | number) => {
    where.push(clause(mark()));
    params.push(value);
  };
  add((m) => `tenant = ${m}`, query.tenant);
  if (query.userId === null) where.push('user_id IS NULL');
  else if (query.userId !== undefined) add((m) => `user_id = ${m}`, query.userId);
  if (query.stream !== undefined) add((m) => `stream = ${m}`, query.stream);
  if (query.streamPrefix !== undefined) {
    // A range, not LIKE: the (stream, version) key serves it and '_' or '%' in a stream name mean themselves.
    add((m) => `stream >= ${m}`, query.streamPrefix);
    add((m) => `stream < ${m}`, `${query.streamPrefix}\uffff`);
  }
  if (query.type !== undefined) add((m) => `type = ${m}`, query.type);
  if (query.fromPosition !== undefined) add((m) => `position >= ${m}`, query.fromPosition);
  if (query.beforePosition !== undefined) add((m) => `position < ${m}`, query.beforePosition);
  // One stream's events: newest first by version, the (stream, version) key's own order. Ordered by position, SQLite
  // walks the (tenant, position) index instead and filters the stream out of the whole log (2 s at 1,000,000 events).
  const order = query.stream !== undefined ? 'version DESC' : 'position DESC';
  const sql = `SELECT * FROM events WHERE ${where.join(' AND ')} ORDER BY ${order} LIMIT ${mark()}`;
  params.push(query.limit);
  return { sql, params };
}
