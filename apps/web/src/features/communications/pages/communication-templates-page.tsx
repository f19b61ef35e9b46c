import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import { PageHeader } from '../../../components/page-header';
import { communicationsKeys } from '../api/keys';
import { listTemplates } from '../api/campaigns';

/** /configurations/communication_templates — the clinic's SMS and e-mail templates (manager). */
export function CommunicationTemplatesPage() {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: communicationsKeys.templates(),
    queryFn: ({ signal }) => listTemplates(signal),
  });
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
      <PageHeader
        title={t('routes.communicationTemplates')}
        actions={
          <Button variant="contained" component={RouterLink} to="/configurations/communication_templates/new">
            {t('templates.new')}
          </Button>
        }
      />
      {query.data ? (
        <List>
          {query.data.items.map((tpl) => (
            <ListItem key={tpl.id} disablePadding>
              <ListItemButton component={RouterLink} to={`/configurations/communication_templates/${tpl.id}`}>
                <ListItemText primary={tpl.name} secondary={t(`communications.methods.${tpl.method}`)} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      ) : (
        <CircularProgress aria-label={t('templates.loading')} />
      )}
    </Paper>
  );
}
