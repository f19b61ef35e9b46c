import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import GlobalStyles from '@mui/material/GlobalStyles';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import { reportName, type ReportName } from '@clinica/contracts/reports';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { PickersProvider } from '../../../components/pickers-provider';
import { todayIn } from '../../../lib/days';
import { defaultTimeZone } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useUser } from '../../../lib/session';
import { listClinics, listProfessionals } from '../../../lib/lookups-api';
import { exportUrl, fetchReport, reportKeys, type ReportFilters as Query } from '../api/reports';
import { ReportChart } from '../components/report-chart';
import { ReportFilters, type FilterState } from '../components/report-filters';
import { ReportTable } from '../components/report-table';
import { presetOf, presetRange } from '../range';

/** On paper: the report alone, without the app's frame and the page's controls. */
const printStyles = (
  <GlobalStyles
    styles={{ '@media print': { 'header, nav, .MuiDrawer-root': { display: 'none !important' } } }}
  />
);

/**
 * /reports/:name (issue 50): a report over a period — a chart of its first table, then its tables — with
 * the period's presets, a clinic filter, the exports (CSV, XLSX) and a print view. Its state is the
 * address (`?from=&to=&clinic_id=&basis=`), so the dashboard's tiles link into it.
 */
export function ReportsPage() {
  const { t } = useTranslation();
  const user = useUser();
  const navigate = useNavigate();
  const params = useParams();
  const [search, setSearch] = useSearchParams();
  const today = todayIn(user?.tenant.time_zone ?? defaultTimeZone);
  const name: ReportName = reportName.safeParse(params.name).data ?? 'financial';
  const month = presetRange('this_month', today)!;
  const from = search.get('from') ?? month.from;
  const to = search.get('to') ?? month.to;
  const query: Query = {
    from,
    to,
    clinic_id: search.get('clinic_id') ?? undefined,
    professional_id: search.get('professional_id') ?? undefined,
    basis: search.get('basis') === 'paid' ? 'paid' : undefined,
  };
  const state: FilterState = {
    name,
    preset: (search.get('preset') as FilterState['preset'] | null) ?? presetOf(from, to, today),
    from,
    to,
    clinic_id: query.clinic_id ?? '',
    professional_id: query.professional_id ?? '',
    basis: query.basis ?? 'appointments',
  };
  const report = useQuery({
    queryKey: reportKeys.report(name, query),
    queryFn: ({ signal }) => fetchReport(name, query, signal),
    placeholderData: keepPreviousData,
    enabled: from <= to,
  });
  const clinics = useQuery({
    queryKey: ['reports', 'clinics'],
    queryFn: ({ signal }) => listClinics(signal),
  });
  const professionals = useQuery({
    queryKey: ['reports', 'professionals'],
    queryFn: ({ signal }) => listProfessionals(signal),
  });

  const change = (next: Partial<FilterState>) => {
    const merged = { ...state, ...next };
    const address = new URLSearchParams({ from: merged.from, to: merged.to });
    if (merged.preset === 'custom') address.set('preset', 'custom');
    if (merged.clinic_id) address.set('clinic_id', merged.clinic_id);
    if (merged.professional_id) address.set('professional_id', merged.professional_id);
    if (merged.name === 'commissions' && merged.basis === 'paid') address.set('basis', 'paid');
    if (merged.name !== name) void navigate(`/reports/${merged.name}?${address}`);
    else setSearch(address);
  };
  const exported = () => notify(t('reports.generated'), 'success');

  return (
    <PickersProvider>
      {printStyles}
      <PageHeader
        title={`${t('reports.title')} · ${t(`reports.names.${name}`)}`}
        actions={
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', displayPrint: 'none' }}>
            {(['csv', 'xlsx'] as const).map((format) => (
              <Button
                key={format}
                variant="outlined"
                startIcon={<FileDownloadOutlined />}
                href={exportUrl(name, format, query)}
                download
                onClick={exported}
              >
                {t(format === 'csv' ? 'reports.exportCsv' : 'reports.exportXlsx')}
              </Button>
            ))}
            <Button variant="outlined" startIcon={<PrintOutlined />} onClick={() => window.print()}>
              {t('reports.print')}
            </Button>
          </Stack>
        }
      />
      <Stack spacing={3}>
        <ReportFilters
          value={state}
          today={today}
          clinics={clinics.data?.items ?? []}
          professionals={(professionals.data?.items ?? []).map((p) => ({
            id: p.id,
            name: `${p.first_name} ${p.surname}`,
          }))}
          onChange={change}
        />
        <Typography sx={{ display: 'none', displayPrint: 'block' }}>
          {t('reports.range.from')} {from} · {t('reports.range.to')} {to}
        </Typography>
        {report.isPending ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
            <CircularProgress size={20} />
            <span>{t('reports.loading')}</span>
          </Stack>
        ) : report.isError ? (
          <Alert severity="error">{t('reports.failed')}</Alert>
        ) : (
          <>
            <ReportChart table={report.data.tables[0]!} />
            {report.data.tables.map((table) => (
              <ReportTable
                key={table.key}
                table={table}
                title={t(`reports.tables.${table.key}`)}
                onPick={
                  name === 'commissions' && table.key === 'professionals' && !query.professional_id
                    ? (id) => change({ professional_id: id })
                    : undefined
                }
              />
            ))}
            {name === 'commissions' && !query.professional_id ? (
              <Typography color="text.secondary" sx={{ displayPrint: 'none' }}>
                {t('reports.commissionDetail')}
              </Typography>
            ) : null}
          </>
        )}
      </Stack>
    </PickersProvider>
  );
}
