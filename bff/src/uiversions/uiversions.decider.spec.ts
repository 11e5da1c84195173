import { UiVersionEvents } from '@cis/contracts';
import { given } from '../platform/testing/decider-spec';
import { UiVersionDecider } from './uiversions.decider';

const published = (versions: string, message: string | null = null) => ({ type: UiVersionEvents.published, data: { versions, message } });

describe('the UI version decider (one stream per deployment)', () => {
  it('publishes a version, and publishes it again when asked (the banner shows again)', () => {
    given(UiVersionDecider).when({ type: 'publish', info: { versions: '1.1.0', message: 'New' } }).then([published('1.1.0', 'New')]);
    given(UiVersionDecider, [published('1.1.0')]).when({ type: 'publish', info: { versions: '1.1.0', message: null } }).then([published('1.1.0')]);
  });

  it('holds the last version published', () => {
    expect(given(UiVersionDecider, [published('1.0.0'), published('1.2.0', 'Fixes')]).state).toEqual({ versions: '1.2.0', message: 'Fixes' });
  });
});
