import { optionOf } from './options';

describe('a picker\'s value as one of its options', () => {
  it('is the option picked, or null when cleared or not one offered', () => {
    const statuses = ['active', 'suspended', 'closed'] as const;
    expect(optionOf(statuses, 'suspended')).toBe('suspended');
    expect(optionOf(statuses, null)).toBeNull();
    expect(optionOf(statuses, 'deleted')).toBeNull();
  });
});
