import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import EventOutlined from '@mui/icons-material/EventOutlined';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { localDate, viewOf, viewParam, type AppointmentView } from '../my-appointments';
import { MyAppointmentsList } from './my-appointments-list';

const tabId = (view: AppointmentView) => `my-appointments-tab-${view}`;
const panelId = 'my-appointments-panel';

/** The patient's appointments on their home: the next ones, and the past ones a tab away. */
export function MyAppointmentsCard({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const view = viewOf(params);
  const today = localDate(new Date(), timeZone);
  const choose = (next: AppointmentView) =>
    setParams(next === 'past' ? { [viewParam]: 'past' } : {}, { replace: true });

  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography
          variant="h6"
          component="h2"
          id="my-appointments-title"
          sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
        >
          <span aria-hidden="true" style={{ display: 'inline-flex' }}>
            <EventOutlined />
          </span>
          {t('dashboard.myAppointments')}
        </Typography>
        <Tabs
          value={view}
          onChange={(_event, next: AppointmentView) => choose(next)}
          aria-labelledby="my-appointments-title"
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {(['upcoming', 'past'] as const).map((v) => (
            <Tab
              key={v}
              value={v}
              id={tabId(v)}
              aria-controls={panelId}
              label={t(v === 'upcoming' ? 'dashboard.upcoming' : 'dashboard.past')}
            />
          ))}
        </Tabs>
        <div role="tabpanel" id={panelId} aria-labelledby={tabId(view)}>
          <MyAppointmentsList key={view} view={view} today={today} timeZone={timeZone} />
        </div>
      </CardContent>
    </Card>
  );
}
