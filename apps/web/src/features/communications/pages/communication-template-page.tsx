import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import { PageHeader } from '../../../components/page-header';
import { communicationsKeys } from '../api/keys';
import { getTemplate } from '../api/campaigns';
import { TemplateEditor } from '../components/template-editor';

/** /configurations/communication_templates/{id} (`new` creates one). */
export function CommunicationTemplatePage() {
  const { t } = useTranslation();
  const id = useParams().id ?? 'new';
  const creating = id === 'new';
  const query = useQuery({
    queryKey: communicationsKeys.template(id),
    queryFn: ({ signal }) => getTemplate(id, signal),
    enabled: !creating,
  });
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
      <PageHeader
        title={creating ? t('templates.new') : (query.data?.name ?? t('routes.communicationTemplate'))}
      />
      {creating ? (
        <TemplateEditor template={null} />
      ) : query.data ? (
        <TemplateEditor key={query.data.id} template={query.data} />
      ) : query.isError ? (
        <Alert severity="error">{t('errors.unexpected')}</Alert>
      ) : (
        <CircularProgress aria-label={t('templates.loading')} />
      )}
    </Paper>
  );
}
