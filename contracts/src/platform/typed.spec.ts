import { fieldOf, isOneOf, keysOf } from './typed';

describe('typed reads (no casts on data)', () => {
  const TYPES = ['patent', 'stamp'] as const;

  it('isOneOf admits only the values of the tuple, whatever the input', () => {
    expect(isOneOf(TYPES, 'stamp')).toBe(true);
    expect(isOneOf(TYPES, 'monthly')).toBe(false);
    expect(isOneOf(TYPES, undefined)).toBe(false);
    expect(isOneOf(TYPES, ['stamp'])).toBe(false);
  });

  it('keysOf answers the own keys only, not what every object inherits', () => {
    const table = { a: 1, b: 2 };
    expect(keysOf(table)).toEqual(['a', 'b']);
    expect(keysOf(Object.create(table))).toEqual([]);
  });

  it('fieldOf reads a field of an object, and nothing of null or undefined', () => {
    expect(fieldOf({ type: 'stamp' }, 'type')).toBe('stamp');
    expect(fieldOf({}, 'type')).toBeUndefined();
    expect(fieldOf(undefined, 'type')).toBeUndefined();
    expect(fieldOf(null, 'type')).toBeUndefined();
  });
});
