import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Permission } from '@cis/contracts';
import { PageFrame } from '../../shell/page/PageFrame';
import { $permissions } from '../../stores/session';
import { AuditLog } from './AuditLog';
import { MachineLabCard } from './MachineLabCard';
import { MaintenanceCard } from './MaintenanceCard';
import { MetricsCard } from './MetricsCard';
import { VersionCard } from './VersionCard';
import { WallCard } from './WallCard';
import './system.css';

/**
 * /system (ALL_FUNCTIONS / ALL_FUNCTIONS_READ): maintenance mode, the UI version, the figures of /metrics, the wall,
 * the audit log and the machine lab's link. ALL_FUNCTIONS_READ sees everything and changes nothing.
 */
export default function SystemPage() {
  const { t } = useTranslation();
  const permissions = useUnit($permissions);
  const canWrite = permissions.includes(Permission.ALL_FUNCTIONS);
  return (
    <PageFrame icon="pi pi-cog" subtitle={t('systemPage.subtitle')}>
      <div className="system-grid" data-testid="system-page">
        <MaintenanceCard canWrite={canWrite} />
        <VersionCard canWrite={canWrite} />
        <MetricsCard />
        <WallCard />
        <MachineLabCard />
      </div>
      <AuditLog />
    </PageFrame>
  );
}
