import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Coupon } from '@cis/contracts';
import { $invalidFields, invalidFieldsDismissed } from '../../../stores/alerts';
import { typeDay } from '../../../test/day-input';
import { couponsApi } from './coupons.api';
import { CouponsMasterData } from './CouponsMasterData';

jest.mock('react-i18next', () => ({
  useTranslation: () => ({ t: (key: string, o?: Record<string, unknown>) => (o?.code ? `${key}:${String(o.code)}` : key), i18n: { language: 'en-US' } }),
}));
jest.mock('./coupons.api', () => ({ couponsApi: { list: jest.fn(), create: jest.fn(), update: jest.fn() } }));
const api = couponsApi as jest.Mocked<typeof couponsApi>;

const coupons: Coupon[] = [
  { code: 'ONCE-ONLY', description: 'One claim', amount: 5_000, validFrom: '2025-01-01', validTo: '2099-12-31', maxClaims: 1, claims: 1, createdAt: '', updatedAt: '' },
  { code: 'WELCOME2026', description: 'Welcome', amount: 20_000, validFrom: '2025-01-01', validTo: '2099-12-31', maxClaims: 100, claims: 7, createdAt: '', updatedAt: '' },
];

beforeEach(() => {
  jest.resetAllMocks();
  api.list.mockResolvedValue(coupons);
  invalidFieldsDismissed();
});

/** PrimeReact's InputNumber takes what was typed when it loses the focus. */
function typeNumber(input: HTMLInputElement, value: string) {
  fireEvent.focus(input);
  input.value = value;
  fireEvent.blur(input);
}

async function mount(canWrite: boolean) {
  await act(async () => {
    render(<CouponsMasterData canWrite={canWrite} />);
  });
  await screen.findByText('WELCOME2026');
}

it('lists every coupon with its amount in riel, window and claims used / allowed', async () => {
  await mount(true);
  expect(screen.getByText('៛20,000')).toBeTruthy();
  expect(screen.getByTestId('coupon-claims-ONCE-ONLY').textContent).toBe('masterData.coupons.claims');
  expect(screen.getByTestId('coupon-status-ONCE-ONLY').textContent).toBe('masterData.coupons.status.usedUp');
  expect(screen.getByTestId('coupon-status-WELCOME2026').textContent).toBe('masterData.coupons.status.active');
});

it('read only: no create button and no edit action', async () => {
  await mount(false);
  expect(screen.queryByTestId('coupon-new')).toBeNull();
  expect(screen.queryByTestId('coupon-edit-WELCOME2026')).toBeNull();
  expect(screen.getByTestId('coupons-read-only')).toBeTruthy();
});

it('create: an invalid draft is not sent; the invalid fields are listed and explained', async () => {
  await mount(true);
  fireEvent.click(screen.getByTestId('coupon-new'));
  fireEvent.change(screen.getByTestId('coupon-code'), { target: { value: 'x' } });
  typeDay(screen.getByTestId('coupon-valid-to'), '2000-01-01');
  await act(async () => {
    fireEvent.click(screen.getByTestId('coupon-save'));
  });
  expect(api.create).not.toHaveBeenCalled();
  expect($invalidFields.getState()).toEqual(['coupon_code', 'coupon_amount', 'coupon_validTo']);
  expect(screen.getByTestId('coupon-problem-code').textContent).toBe('masterData.coupons.problem.pattern');
  expect(screen.getByTestId('coupon-problem-validTo').textContent).toBe('masterData.coupons.problem.window');
});

it('edit: only the changed fields are sent; the code cannot be changed; claims allowed cannot drop below those made', async () => {
  await mount(true);
  fireEvent.click(screen.getByTestId('coupon-edit-WELCOME2026'));
  expect((screen.getByTestId('coupon-code') as HTMLInputElement).disabled).toBe(true);
  fireEvent.change(screen.getByTestId('coupon-description'), { target: { value: 'Welcome to Cis' } });
  const maxClaims = document.getElementById('coupon-maxClaims') as HTMLInputElement;
  typeNumber(maxClaims, '3');
  await act(async () => {
    fireEvent.click(screen.getByTestId('coupon-save'));
  });
  expect(api.update).not.toHaveBeenCalled();
  expect($invalidFields.getState()).toEqual(['coupon_maxClaims']);

  typeNumber(maxClaims, '150');
  api.update.mockResolvedValue({ ...coupons[1]!, description: 'Welcome to Cis', maxClaims: 150 });
  await act(async () => {
    fireEvent.click(screen.getByTestId('coupon-save'));
  });
  expect(api.update).toHaveBeenCalledWith('WELCOME2026', { description: 'Welcome to Cis', maxClaims: 150 });
  await waitFor(() => expect(screen.queryByTestId('coupon-dialog')).toBeNull());
});
