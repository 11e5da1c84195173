import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { FormComesLater, PageFrame } from '../../shell/page/PageFrame';
import { $grant } from '../../stores/session';
import { CouponsMasterData } from './coupons/CouponsMasterData';
import { couponAccess } from './coupons/coupons.logic';

/**
 * Master data (the route needs one of the master data UPDATE codes): the coupons for staff who may see them
 * (UPDATE_COUPON, ALL_FUNCTIONS, ALL_FUNCTIONS_READ; editable with UPDATE_COUPON or ALL_FUNCTIONS), then the other
 * reference tables, which come in a later issue.
 */
export default function MasterTablePage() {
  const { t } = useTranslation();
  const coupons = couponAccess(useUnit($grant));
  return (
    <PageFrame icon="pi pi-database" subtitle={t('page.masterData.subtitle')}>
      {coupons.read && <CouponsMasterData canWrite={coupons.write} />}
      <FormComesLater icon="pi pi-database" description={t('masterData.otherTables')} />
    </PageFrame>
  );
}
