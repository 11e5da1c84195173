import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { InputNumber } from 'primereact/inputnumber';
import { COUPON_LIMITS, type Coupon } from '@cis/contracts';
import { alertFor, isApiError } from '../../../api/http';
import { alertRaised, invalidFieldsDismissed, REQUIRED_ALERT_TYPE } from '../../../stores/alerts';
import { couponsApi } from './coupons.api';
import {
  changesOf, createInputOf, draftOf, emptyDraft, invalidFields, problemOfRefusal, validateCoupon,
  type CouponDraft, type CouponField, type CouponProblem,
} from './coupons.logic';
import { DayInput } from '../../../lib/DayInput';
import { numberLocale } from '../../../lib/format';

const number = (n: number, language: string) => new Intl.NumberFormat(numberLocale(language)).format(n);

/**
 * Creates a coupon (coupon null) or edits one. The draft is checked before anything is sent (the same rules as the
 * BFF): the invalid fields are named in the shell's invalid-fields list and explained under each input. A refusal
 * the BFF still makes (a code someone else just took) is shown the same way.
 */
export function CouponDialog({ coupon, today, onClose, onSaved }: {
  coupon: Coupon | null;
  today: string;
  onClose: () => void;
  onSaved: (saved: Coupon, created: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState<CouponDraft>(() => (coupon ? draftOf(coupon) : emptyDraft(today)));
  const [problems, setProblems] = useState<CouponProblem[]>([]);
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<CouponDraft>) => setDraft((d) => ({ ...d, ...patch }));

  const show = (found: CouponProblem[]) => {
    setProblems(found);
    alertRaised({ type: REQUIRED_ALERT_TYPE, message: t('masterData.coupons.invalid'), fields: invalidFields(found) });
  };

  const save = async () => {
    const found = validateCoupon(draft, coupon);
    if (found.length > 0) {
      show(found);
      return;
    }
    setProblems([]);
    invalidFieldsDismissed();
    setBusy(true);
    try {
      if (coupon) {
        const changes = changesOf(draft, coupon);
        const saved = Object.keys(changes).length > 0 ? await couponsApi.update(coupon.code, changes) : coupon;
        onSaved(saved, false);
      } else {
        onSaved(await couponsApi.create(createInputOf(draft)), true);
      }
    } catch (error) {
      if (!isApiError(error)) throw error;
      const problem = error.status === 400 ? problemOfRefusal(error.envelope?.developerMessage ?? '', coupon) : null;
      if (problem) show([problem]);
      else alertFor(error);
    } finally {
      setBusy(false);
    }
  };

  const close = () => {
    invalidFieldsDismissed();
    onClose();
  };

  const problemOf = (field: CouponField) => problems.find((p) => p.field === field);
  const messageOf = (problem: CouponProblem) => {
    const values = Object.fromEntries(Object.entries(problem.values ?? {}).map(([k, v]) => [k, number(v, i18n.language)]));
    return t(`masterData.coupons.problem.${problem.kind}`, values);
  };
  const row = (field: CouponField, label: string, input: ReactNode, hint?: string) => {
    const problem = problemOf(field);
    return (
      <div className={`coupon-field coupon-field-${field}`}>
        <label htmlFor={`coupon-${field}`}>{label}</label>
        {input}
        {problem ? (
          <small className="coupon-problem" role="alert" data-testid={`coupon-problem-${field}`}>{messageOf(problem)}</small>
        ) : hint ? (
          <small className="muted">{hint}</small>
        ) : null}
      </div>
    );
  };
  const invalid = (field: CouponField) => (problemOf(field) ? 'p-invalid' : undefined);

  return (
    <Dialog
      visible
      onHide={close}
      header={coupon ? t('masterData.coupons.editTitle', { code: coupon.code }) : t('masterData.coupons.new')}
      style={{ width: 'min(40rem, 100vw)' }}
      dismissableMask={false}
      draggable={false}
      closable={!busy}
      data-testid="coupon-dialog"
      footer={
        <div className="coupon-dialog-footer">
          <Button label={t('label.action.cancel')} text onClick={close} disabled={busy} data-testid="coupon-cancel" />
          <Button label={t('masterData.coupons.save')} icon="pi pi-check" loading={busy} onClick={() => void save()} data-testid="coupon-save" />
        </div>
      }
    >
      <form
        className="coupon-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        {row(
          'code',
          t('field.coupon_code'),
          <InputText
            id="coupon-code"
            value={draft.code}
            onChange={(e) => set({ code: e.target.value.toUpperCase() })}
            disabled={!!coupon}
            maxLength={COUPON_LIMITS.codeLength.max}
            autoComplete="off"
            autoFocus={!coupon}
            className={invalid('code')}
            data-testid="coupon-code"
          />,
          coupon ? undefined : t('masterData.coupons.codeHint'),
        )}
        {row(
          'description',
          t('field.coupon_description'),
          <InputText
            id="coupon-description"
            value={draft.description}
            onChange={(e) => set({ description: e.target.value })}
            className={invalid('description')}
            data-testid="coupon-description"
          />,
        )}
        <div className="coupon-form-pair">
          {row(
            'amount',
            t('field.coupon_amount'),
            <InputNumber
              inputId="coupon-amount"
              value={draft.amount}
              onValueChange={(e) => set({ amount: e.value ?? null })}
              useGrouping
              locale={numberLocale(i18n.language)}
              suffix=" ៛"
              min={0}
              className={invalid('amount')}
              data-testid="coupon-amount"
            />,
          )}
          {row(
            'maxClaims',
            t('field.coupon_maxClaims'),
            <InputNumber
              inputId="coupon-maxClaims"
              value={draft.maxClaims}
              onValueChange={(e) => set({ maxClaims: e.value ?? null })}
              useGrouping
              locale={numberLocale(i18n.language)}
              min={0}
              className={invalid('maxClaims')}
              data-testid="coupon-max-claims"
            />,
            coupon ? t('masterData.coupons.claimsMade', { claims: number(coupon.claims, i18n.language) }) : t('masterData.coupons.claimsHint'),
          )}
        </div>
        <div className="coupon-form-pair">
          {row(
            'validFrom',
            t('field.coupon_validFrom'),
            <DayInput
              inputId="coupon-validFrom"
              className={invalid('validFrom')}
              value={draft.validFrom || null}
              onChange={(day) => set({ validFrom: day ?? '' })}
              testId="coupon-valid-from"
            />,
          )}
          {row(
            'validTo',
            t('field.coupon_validTo'),
            <DayInput
              inputId="coupon-validTo"
              className={invalid('validTo')}
              value={draft.validTo || null}
              onChange={(day) => set({ validTo: day ?? '' })}
              testId="coupon-valid-to"
            />,
            t('masterData.coupons.windowHint'),
          )}
        </div>
        {/* Enter in any input saves, as the footer's button does. */}
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </form>
    </Dialog>
  );
}

