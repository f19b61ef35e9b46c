import { useTranslation } from 'react-i18next';
import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import { EmptyState } from './empty-state';
import { PageHeader } from './page-header';

/** An area whose own issue is still to come: its title and an honest empty state, no fake controls. */
export function PlaceholderPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t(titleKey)} />
      <EmptyState
        icon={<ConstructionOutlined sx={{ fontSize: 48 }} />}
        title={t('placeholder.heading')}
        body={t('placeholder.body')}
      />
    </>
  );
}
