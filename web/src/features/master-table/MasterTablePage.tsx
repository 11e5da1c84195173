import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../shell/page/PageFrame';
import { $grant } from '../../stores/session';
import { couponAccess } from './coupons/coupons.logic';
import { MasterDataBrowser } from './generic/MasterDataBrowser';
import './master-data.css';

/**
 * Master data (the route needs one of the master data UPDATE codes, or ALL_FUNCTIONS / ALL_FUNCTIONS_READ): every
 * kind the user may read, from its declaration in contracts, through the generic routes (api/master-data).
 */
export default function MasterTablePage() {
  const { t } = useTranslation();
  const coupons = couponAccess(useUnit($grant));
  return (
    <PageFrame icon="pi pi-database" subtitle={t('page.masterData.subtitle')}>
      <MasterDataBrowser couponsWritable={coupons.write} />
    </PageFrame>
  );
}
