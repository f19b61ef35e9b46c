import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import DeleteForeverOutlined from '@mui/icons-material/DeleteForeverOutlined';
import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Patient } from '@clinica/contracts/patients';
import { EmptyState } from '../../../components/empty-state';
import { defaultAvatar } from '../../../components/photo-picker';
import { ApiError } from '../../../lib/api-client';
import { hasPermission, useUser } from '../../../lib/session';
import { getPatient } from '../api/patients';
import { ComingSoon } from '../components/coming-soon';
import { PatientActions } from '../components/patient-actions';
import { PatientAppointmentsTab } from '../components/patient-appointments-tab';
import { PatientFilesTab } from '../components/patient-files-tab';
import { PatientForm } from '../components/patient-form';
import { ageOn, formatDateOfBirth } from '../date-of-birth';
import { patientsKeys } from '../keys';

const tabs = ['details', 'appointments', 'files', 'packs', 'invoices', 'payments', 'evaluations'] as const;
type TabKey = (typeof tabs)[number];
const isTab = (value: string | null): value is TabKey => (tabs as readonly (string | null)[]).includes(value);

const portalColours = { none: 'default', invited: 'warning', active: 'success' } as const;

/** What other areas show in the patient's record (composed in app/: a feature never imports another). */
export interface PatientPageSlots {
  /** The «Registo clínico» tab's content (the evaluations feature), shown to whoever may read evaluations. */
  clinicalRecord?: (patientId: string) => ReactNode;
  /** More actions beside «Marcar consulta» (the invoices feature's «Faturar marcações por faturar»). */
  actions?: (patient: Patient) => ReactNode;
  /** The «Faturas» tab's content (the invoices feature); «coming soon» without it. */
  invoices?: (patientId: string) => ReactNode;
  /** The «Conta corrente» tab's content (the payments feature); «coming soon» without it. */
  currentAccount?: (patientId: string) => ReactNode;
  /** The «Packs» tab's content (the services feature's packs of sessions); «coming soon» without it. */
  packs?: (patientId: string) => ReactNode;
}

/** /patients/{id}: the patient's record — header, and tabs kept in the address (`?tab=files`). */
export function PatientPage(slots: PatientPageSlots = {}) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  // Erased just now: the record answers 404 from now on, so it is not read again.
  const [erasedId, setErasedId] = useState<string | null>(null);
  const patient = useQuery({
    queryKey: patientsKeys.detail(id),
    queryFn: ({ signal }) => getPatient(id, signal),
    // Each opening is a view the audit log records (a cached record would hide it), and only an opening.
    staleTime: 0,
    refetchOnWindowFocus: false,
    enabled: erasedId !== id,
  });

  if (erasedId === id) return <Erased />;
  if (patient.isPending) {
    return (
      <Stack spacing={2} aria-busy="true" aria-label={t('app.loading')}>
        <Skeleton variant="rounded" height={96} />
        <Skeleton variant="rounded" height={420} />
      </Stack>
    );
  }
  if (patient.isError) {
    const missing = patient.error instanceof ApiError && [400, 404].includes(patient.error.status);
    return (
      <>
        <Typography variant="h4" component="h1" sx={{ mb: 3, fontSize: { xs: '1.6rem', sm: '2.125rem' } }}>
          {t('routes.patient')}
        </Typography>
        {missing ? (
          <NotFound />
        ) : (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void patient.refetch()}>
                {t('lists.retry')}
              </Button>
            }
          >
            {t('patients.profile.loadFailed')}
          </Alert>
        )}
      </>
    );
  }
  return <PatientRecord patient={patient.data} onErased={() => setErasedId(id)} {...slots} />;
}

function Erased() {
  const { t } = useTranslation();
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 3, fontSize: { xs: '1.6rem', sm: '2.125rem' } }}>
        {t('routes.patient')}
      </Typography>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ width: '100%' }}>
          <EmptyState
            icon={<DeleteForeverOutlined sx={{ fontSize: 48 }} />}
            title={t('patients.serverMessages.erased')}
            body={t('patients.profile.erasedBody')}
          />
        </Box>
        <Button component={RouterLink} to="/patients">
          {t('patients.backToList')}
        </Button>
      </Stack>
    </>
  );
}

function NotFound() {
  const { t } = useTranslation();
  const user = useUser();
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Box sx={{ width: '100%' }}>
        <EmptyState
          icon={<PersonSearchOutlined sx={{ fontSize: 48 }} />}
          title={t('patients.serverMessages.notFound')}
          body={t('patients.profile.notFoundBody')}
        />
      </Box>
      {user?.type === 'patient' ? null : (
        <Button component={RouterLink} to="/patients">
          {t('patients.backToList')}
        </Button>
      )}
    </Stack>
  );
}

function PatientRecord({
  patient,
  onErased,
  clinicalRecord,
  actions,
  invoices,
  currentAccount,
  packs,
}: { patient: Patient; onErased: () => void } & PatientPageSlots) {
  const { t } = useTranslation();
  const user = useUser();
  const [search, setSearch] = useSearchParams();
  const isPatient = user?.type === 'patient';
  // The clinical record only for whoever may read evaluations (not front desk, not the patient).
  const shown = tabs.filter(
    (key) => key !== 'evaluations' || (!isPatient && hasPermission(user, 'evaluations', 'read')),
  );
  const requested = search.get('tab');
  const tab: TabKey = isTab(requested) && shown.includes(requested) ? requested : 'details';
  const timeZone = user?.tenant.time_zone;
  const canEdit = !isPatient && !patient.erased && hasPermission(user, 'patients', 'update');
  const canGdpr = !isPatient && hasPermission(user, 'patients', 'gdpr');
  const canBook =
    !isPatient && patient.active && !patient.erased && hasPermission(user, 'appointments', 'create');
  const name = `${patient.first_name} ${patient.surname}`;

  const selectTab = (next: TabKey) => {
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 'details') params.delete('tab');
        else params.set('tab', next);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  let panel: ReactNode;
  switch (tab) {
    case 'details':
      panel = (
        <Card variant="outlined">
          <CardContent>
            <PatientForm
              key={patient.id}
              patient={patient}
              canEdit={canEdit}
              canListClinics={hasPermission(user, 'clinics', 'read')}
              showBackToList={!isPatient}
            />
          </CardContent>
        </Card>
      );
      break;
    case 'appointments':
      panel = <PatientAppointmentsTab patientId={patient.id} timeZone={timeZone} />;
      break;
    case 'files':
      panel = (
        <PatientFilesTab
          patientId={patient.id}
          canUpload={!isPatient && !patient.erased && hasPermission(user, 'files', 'create')}
          canDelete={!isPatient && hasPermission(user, 'files', 'delete')}
          timeZone={timeZone}
        />
      );
      break;
    case 'evaluations':
      panel = clinicalRecord?.(patient.id) ?? null;
      break;
    case 'invoices':
      panel = invoices?.(patient.id) ?? <ComingSoon area={tab} />;
      break;
    case 'payments':
      panel = currentAccount?.(patient.id) ?? <ComingSoon area={tab} />;
      break;
    case 'packs':
      panel = packs?.(patient.id) ?? <ComingSoon area={tab} />;
      break;
    default:
      panel = <ComingSoon area={tab} />;
  }

  return (
    <>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 3 }}>
        <Avatar
          src={patient.image ?? defaultAvatar}
          alt={t('patients.photoAlt', { name })}
          sx={{ width: { xs: 56, sm: 72 }, height: { xs: 56, sm: 72 }, bgcolor: 'grey.300' }}
        />
        <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
          <Typography
            variant="h4"
            component="h1"
            sx={{ fontSize: { xs: '1.6rem', sm: '2.125rem' }, overflowWrap: 'anywhere' }}
          >
            {name}
          </Typography>
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ flexWrap: 'wrap', alignItems: 'center', mt: 0.5 }}
          >
            {patient.date_of_birth ? (
              <Typography color="text.secondary">
                {t('patients.profile.age', {
                  count: ageOn(patient.date_of_birth),
                  date: formatDateOfBirth(patient.date_of_birth),
                })}
              </Typography>
            ) : null}
            {patient.active ? null : <Chip size="small" label={t('patients.inactive')} />}
            {patient.erased ? <Chip size="small" color="error" label={t('patients.profile.erased')} /> : null}
            {isPatient ? null : (
              <Chip
                size="small"
                variant="outlined"
                color={portalColours[patient.portal]}
                label={t(`patients.portal.states.${patient.portal}`)}
              />
            )}
          </Stack>
        </Box>
        {canBook ? (
          <Button
            variant="contained"
            startIcon={<EventAvailableOutlined />}
            component={RouterLink}
            to={`/calendar?book=${patient.id}`}
          >
            {t('patients.profile.book')}
          </Button>
        ) : null}
        {isPatient || patient.erased ? null : actions?.(patient)}
        {canGdpr ? <PatientActions patient={patient} timeZone={timeZone} onErased={onErased} /> : null}
      </Stack>
      {patient.erased ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('patients.profile.erasedBody')}
        </Alert>
      ) : null}
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={tab}
          onChange={(_, next: TabKey) => selectTab(next)}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label={t('patients.tabs.label')}
        >
          {shown.map((key) => (
            <Tab
              key={key}
              value={key}
              label={t(`patients.tabs.${key}`)}
              id={`patient-tab-${key}`}
              aria-controls={key === tab ? `patient-tabpanel-${key}` : undefined}
            />
          ))}
        </Tabs>
      </Box>
      <div role="tabpanel" id={`patient-tabpanel-${tab}`} aria-labelledby={`patient-tab-${tab}`}>
        {panel}
      </div>
    </>
  );
}
