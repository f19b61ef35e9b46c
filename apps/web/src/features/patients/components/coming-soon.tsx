import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';

/** A tab whose content a later part of the product fills (packs, invoices, payments). */
export function ComingSoon({ area }: { area: 'packs' | 'invoices' | 'payments' }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<ScheduleOutlined sx={{ fontSize: 48 }} />}
      title={t('patients.comingSoon.title', { area: t(`patients.tabs.${area}`) })}
      body={t(`patients.comingSoon.${area}`)}
    />
  );
}
