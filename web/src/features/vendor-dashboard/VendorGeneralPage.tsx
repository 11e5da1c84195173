import { Link } from 'react-router-dom';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../shell/page/PageFrame';
import { $user } from '../../stores/session';
import './vendor.css';

/** The vendor's account: the customer id, email and the four name fields (spec 000 s3 "Vendor info"). */
export default function VendorGeneralPage() {
  const { t } = useTranslation();
  const user = useUnit($user);
  const details = user?.userDetails;
  const rows: Array<[string, string | null | undefined]> = [
    ['vendorPages.general.customerP24Id', details?.customerP24Id],
    ['vendorPages.general.email', user?.email],
    ['vendorPages.general.firstNameEn', details?.firstNameEn],
    ['vendorPages.general.lastNameEn', details?.lastNameEn],
    ['vendorPages.general.firstNameKh', details?.firstNameKh],
    ['vendorPages.general.lastNameKh', details?.lastNameKh],
  ];
  return (
    <PageFrame
      icon="pi pi-id-card"
      subtitle={t('page.myAccount.subtitle')}
      actions={
        <Link to="/profile" className="btn btn-outline">
          <i className="pi pi-pencil" aria-hidden="true" />
          {t('vendorPages.general.edit')}
        </Link>
      }
    >
      <section className="card" data-testid="vendor-general">
        <h2 className="card-title">{t('vendorPages.general.title')}</h2>
        <dl className="vendor-details">
          {rows.map(([key, value]) => (
            <div key={key}>
              <dt>{t(key)}</dt>
              <dd>{value || '—'}</dd>
            </div>
          ))}
        </dl>
        <p className="muted small">{t('vendorPages.general.hint')}</p>
      </section>
    </PageFrame>
  );
}
