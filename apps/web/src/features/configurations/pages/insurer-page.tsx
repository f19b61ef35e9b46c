import { lazy, Suspense, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Fact, FactList } from '../../../components/fact-list';
import { PageHeader } from '../../../components/page-header';
import { SectionCard } from '../../../components/section-card';
import { hasPermission, useUser } from '../../../lib/session';
import { getInsurer } from '../api/catalogue';
import { AgreementsSection } from '../components/agreements-section';
import { InsurerAccountSection } from '../components/insurer-account-section';
import { StatementSection } from '../components/statement-section';
import { configurationsKeys } from '../keys';

const InsurerDialog = lazy(() =>
  import('../components/insurer-dialog').then((m) => ({ default: m.InsurerDialog })),
);

/**
 * /configurations/insurers/{id} (issue 45): the insurer's fiscal identity, address, contacts and the
 * clinic's agreement number, and its agreements. Managers edit, and bill it: «Mapa mensal» (the month's
 * statement and its FT) and «Conta corrente» (what it owes, its payments); the front desk reads.
 */
export function InsurerPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const user = useUser();
  // Editing, the monthly statement and the insurer's account: managers only (insurers:update).
  const canEdit = hasPermission(user, 'insurers', 'update');
  const timeZone = user?.tenant.time_zone ?? 'Europe/Lisbon';
  const [editing, setEditing] = useState(false);
  const insurer = useQuery({
    queryKey: configurationsKeys.insurers.one(id),
    queryFn: ({ signal }) => getInsurer(id, signal),
  });
  if (insurer.isPending) return <Skeleton variant="rounded" height={240} aria-label={t('app.loading')} />;
  if (insurer.isError)
    return (
      <>
        <PageHeader title={t('routes.insurer')} />
        <Alert severity="error">{t('configurations.insurers.notFound')}</Alert>
      </>
    );
  const i = insurer.data;
  const address = [i.address, [i.postal_code, i.city].filter(Boolean).join(' ')].filter(Boolean).join('\n');
  return (
    <>
      <PageHeader
        title={i.name}
        actions={
          canEdit ? (
            <Button variant="contained" onClick={() => setEditing(true)}>
              {t('configurations.insurers.edit')}
            </Button>
          ) : undefined
        }
      />
      <Stack spacing={2}>
        <SectionCard id="insurer-identity" title={t('configurations.insurers.identity')}>
          <FactList>
            <Fact label={t('configurations.insurers.fiscal_name')}>{i.fiscal_name ?? i.name}</Fact>
            <Fact label={t('configurations.insurers.nif')}>{i.nif ?? '—'}</Fact>
            <Fact label={t('configurations.insurers.agreement_number')}>{i.agreement_number ?? '—'}</Fact>
            <Fact label={t('configurations.insurers.addressBlock')}>{address || '—'}</Fact>
            <Fact label={t('configurations.insurers.contact')}>{i.contact ?? '—'}</Fact>
            <Fact label={t('configurations.insurers.email')}>{i.email ?? '—'}</Fact>
            <Fact label={t('configurations.insurers.phone')}>{i.phone ?? '—'}</Fact>
          </FactList>
        </SectionCard>
        <AgreementsSection insurerId={i.id} canEdit={canEdit} />
        {canEdit ? (
          <>
            <StatementSection insurerId={i.id} timeZone={timeZone} />
            <InsurerAccountSection insurerId={i.id} />
          </>
        ) : null}
      </Stack>
      {editing ? (
        <Suspense fallback={null}>
          <InsurerDialog editing={i} onClose={() => setEditing(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
