import { allSettled, fork } from 'effector';
import { $invalidFields, $systemAlert, alertDismissed, alertRaised, invalidFieldsDismissed } from './alerts';
import { $isLoading, $loading, requestFinished, requestStarted } from './loading';

describe('alerts', () => {
  it("type 'required' shows the invalid-fields list, not the system alert", async () => {
    const scope = fork();
    await allSettled(alertRaised, { scope, params: { type: 'required', message: 'x', fields: ['label', 'icon'] } });
    expect(scope.getState($invalidFields)).toEqual(['label', 'icon']);
    expect(scope.getState($systemAlert)).toBeNull();
  });

  it('any other type shows the system alert with its message', async () => {
    const scope = fork();
    await allSettled(alertRaised, { scope, params: { type: 'error', message: 'Your top up is not success!' } });
    expect(scope.getState($systemAlert)).toEqual({ type: 'error', message: 'Your top up is not success!' });
    await allSettled(alertRaised, { scope, params: { type: 'success', message: 'Successfully Claim!', title: 'Claim' } });
    expect(scope.getState($systemAlert)).toEqual({ type: 'success', message: 'Successfully Claim!', title: 'Claim' });
    expect(scope.getState($invalidFields)).toBeNull();
  });

  it('each is dismissed on its own', async () => {
    const scope = fork();
    await allSettled(alertRaised, { scope, params: { type: 'required', message: '', fields: ['link'] } });
    await allSettled(alertRaised, { scope, params: { type: 'error', message: 'boom' } });
    await allSettled(alertDismissed, { scope });
    expect(scope.getState($systemAlert)).toBeNull();
    expect(scope.getState($invalidFields)).toEqual(['link']);
    await allSettled(invalidFieldsDismissed, { scope });
    expect(scope.getState($invalidFields)).toBeNull();
  });
});

describe('loading', () => {
  it('counts up and down and never below 0', async () => {
    const scope = fork();
    await allSettled(requestStarted, { scope });
    await allSettled(requestStarted, { scope });
    expect(scope.getState($loading)).toBe(2);
    expect(scope.getState($isLoading)).toBe(true);
    await allSettled(requestFinished, { scope });
    await allSettled(requestFinished, { scope });
    await allSettled(requestFinished, { scope });
    expect(scope.getState($loading)).toBe(0);
    expect(scope.getState($isLoading)).toBe(false);
  });
});
