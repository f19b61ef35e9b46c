import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CommunicationFilters, CommunicationMethod } from '@clinica/contracts/communications';
import { PageHeader } from '../../../components/page-header';
import { showSaveError } from '../../../lib/form-errors';
import { communicationsKeys } from '../api/keys';
import { listTemplates, previewCount, sendCommunication } from '../api/campaigns';
import { CampaignFilters } from '../components/campaign-filters';
import { TrialNotice } from '../components/trial-notice';

/** /communications/add_new_service — a new campaign: method, template, filters, who receives it, send. */
export function AddNewCommunicationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [method, setMethod] = useState<CommunicationMethod>('sms');
  const [templateId, setTemplateId] = useState('');
  const [filters, setFilters] = useState<CommunicationFilters>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const templates = useQuery({
    queryKey: communicationsKeys.templates(),
    queryFn: ({ signal }) => listTemplates(signal),
  });
  const previewBody = { method, filters };
  const preview = useQuery({
    queryKey: communicationsKeys.preview(previewBody),
    queryFn: ({ signal }) => previewCount(previewBody, signal),
    retry: false,
  });
  const send = useMutation({
    mutationFn: () => sendCommunication({ method, template_id: templateId, filters }),
    onSuccess: (sent) => void navigate(`/communications/${sent.id}`),
    onError: (error) =>
      showSaveError(error, t, (field, message) => {
        setErrors((e) => ({ ...e, [field]: message }));
        return field !== 'filters';
      }),
  });
  const p = preview.data;
  const options = (templates.data?.items ?? []).filter((tpl) => tpl.method === method);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
      <PageHeader title={t('routes.addNewCommunication')} />
      {p?.trial ? <TrialNotice /> : null}
      <Stack spacing={2}>
        <TextField
          select
          label={t('templates.fields.method')}
          value={method}
          onChange={(e) => {
            setMethod(e.target.value as CommunicationMethod);
            setTemplateId('');
          }}
        >
          <MenuItem value="sms">{t('communications.methods.sms')}</MenuItem>
          <MenuItem value="email">{t('communications.methods.email')}</MenuItem>
        </TextField>
        <TextField
          select
          required
          label={t('campaigns.template')}
          value={templateId}
          onChange={(e) => setTemplateId(e.target.value)}
          error={Boolean(errors.template_id)}
          helperText={errors.template_id}
        >
          {options.map((tpl) => (
            <MenuItem key={tpl.id} value={tpl.id}>
              {tpl.name}
            </MenuItem>
          ))}
        </TextField>
        <Typography variant="h6" component="h2">
          {t('campaigns.filters.title')}
        </Typography>
        <CampaignFilters
          value={filters}
          onChange={(f) => {
            setFilters(f);
            setErrors({});
          }}
          errors={errors}
        />
        <Paper variant="outlined" sx={{ p: 2 }} aria-live="polite" data-testid="preview-count">
          {p ? (
            <>
              <Typography sx={{ fontWeight: 600 }}>
                {t(p.capped ? 'campaigns.receiveCapped' : 'campaigns.receive', { count: p.receive })}
              </Typography>
              <Typography variant="body2">
                {t('campaigns.noConsent', { count: p.left_out.no_consent })}
              </Typography>
              <Typography variant="body2">
                {t(method === 'sms' ? 'campaigns.noMobile' : 'campaigns.noEmail', {
                  count: p.left_out.no_contact,
                })}
              </Typography>
              {p.sms_cap_remaining !== null && p.sms_cap_remaining < p.receive ? (
                <Typography variant="body2" color="warning.main">
                  {t('campaigns.capWarning', { remaining: p.sms_cap_remaining })}
                </Typography>
              ) : null}
            </>
          ) : (
            <Typography variant="body2">{t('campaigns.counting')}</Typography>
          )}
        </Paper>
        {errors.filters ? <Typography color="error">{errors.filters}</Typography> : null}
        <Button
          variant="contained"
          onClick={() => {
            setErrors({});
            send.mutate();
          }}
          disabled={!templateId || p?.trial || send.isPending || p?.receive === 0}
        >
          {t('campaigns.send')}
        </Button>
      </Stack>
    </Paper>
  );
}
