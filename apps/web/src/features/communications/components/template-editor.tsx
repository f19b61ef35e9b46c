import { useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  demoPreviewValues,
  removeAccents,
  type CommunicationMethod,
  type CommunicationTemplate,
} from '@clinica/contracts/communications';
import { fillTemplate, templateVariables } from '@clinica/contracts/notifications';
import { countSmsSegments, gsmSeptets } from '@clinica/contracts/sms-segments';
import { showSaveError } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { communicationsKeys } from '../api/keys';
import { removeTemplate, saveTemplate } from '../api/campaigns';

type Field = 'name' | 'method' | 'subject' | 'body';

/**
 * A template's name, method, subject (e-mail) and body, with the variables as chips that insert at the
 * cursor, a live preview with a demo patient and, for SMS, the characters and parts it takes (the
 * sender's own counting, `countSmsSegments`) with «Remover acentos» to stay in GSM-7.
 */
export function TemplateEditor({ template }: { template: CommunicationTemplate | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [name, setName] = useState(template?.name ?? '');
  const [method, setMethod] = useState<CommunicationMethod>(template?.method ?? 'sms');
  const [subject, setSubject] = useState(template?.subject ?? '');
  const [body, setBody] = useState(template?.body ?? '');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const done = () => {
    void queryClient.invalidateQueries({ queryKey: communicationsKeys.templates() });
    void navigate('/configurations/communication_templates');
  };
  const save = useMutation({
    mutationFn: () => saveTemplate(template?.id ?? null, { name, method, subject: subject || null, body }),
    onSuccess: () => {
      notify(t('templates.saved'), 'success');
      done();
    },
    onError: (error) =>
      showSaveError(error, t, (field, message) => {
        if (!['name', 'method', 'subject', 'body'].includes(field)) return false;
        setErrors((e) => ({ ...e, [field]: message }));
        return true;
      }),
  });
  const remove = useMutation({
    mutationFn: () => removeTemplate(template!.id),
    onSuccess: done,
    onError: (error) => showSaveError(error, t),
  });

  const insert = (variable: string) => {
    const el = bodyRef.current;
    const at = el?.selectionStart ?? body.length;
    const end = el?.selectionEnd ?? at;
    const text = `{{${variable}}}`;
    setBody(body.slice(0, at) + text + body.slice(end));
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(at + text.length, at + text.length);
    });
  };
  const preview = fillTemplate(body, demoPreviewValues);
  const count = countSmsSegments(preview);
  const fieldProps = (field: Field) => ({
    error: Boolean(errors[field]),
    helperText: errors[field],
  });

  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setErrors({});
        save.mutate();
      }}
    >
      <TextField
        label={t('templates.fields.name')}
        value={name}
        onChange={(e) => setName(e.target.value)}
        required
        {...fieldProps('name')}
      />
      <TextField
        select
        label={t('templates.fields.method')}
        value={method}
        onChange={(e) => setMethod(e.target.value as CommunicationMethod)}
        {...fieldProps('method')}
      >
        <MenuItem value="sms">{t('communications.methods.sms')}</MenuItem>
        <MenuItem value="email">{t('communications.methods.email')}</MenuItem>
      </TextField>
      {method === 'email' ? (
        <TextField
          label={t('templates.fields.subject')}
          value={subject}
          onChange={(e) => setSubject(e.target.value)}
          required
          {...fieldProps('subject')}
        />
      ) : null}
      <Stack
        direction="row"
        sx={{ flexWrap: 'wrap', gap: 1 }}
        role="group"
        aria-label={t('templates.variablesLabel')}
      >
        {templateVariables.map((v) => (
          <Chip key={v} label={t(`templates.variables.${v}`)} onClick={() => insert(v)} variant="outlined" />
        ))}
      </Stack>
      <TextField
        label={t('templates.fields.body')}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        inputRef={bodyRef}
        multiline
        minRows={4}
        required
        {...fieldProps('body')}
      />
      <Paper variant="outlined" sx={{ p: 2, bgcolor: 'action.hover' }} aria-live="polite">
        <Typography variant="subtitle2" component="h2">
          {t('templates.preview')}
        </Typography>
        {method === 'email' ? (
          <Typography sx={{ fontWeight: 600 }}>{fillTemplate(subject, demoPreviewValues)}</Typography>
        ) : null}
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{preview}</Typography>
        {method === 'sms' ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="sms-count">
            {t(count.encoding === 'gsm7' ? 'templates.countGsm' : 'templates.countUcs2', {
              units: count.units,
              segments: count.segments,
              per: count.perSegment,
            })}
          </Typography>
        ) : null}
      </Paper>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {t('templates.save')}
        </Button>
        {method === 'sms' && count.encoding === 'ucs2' ? (
          <Button onClick={() => setBody(removeAccents(body, (ch) => gsmSeptets(ch) !== null))}>
            {t('templates.removeAccents')}
          </Button>
        ) : null}
        {template ? (
          <Button color="error" onClick={() => remove.mutate()} disabled={remove.isPending}>
            {t('templates.remove')}
          </Button>
        ) : null}
      </Stack>
    </Stack>
  );
}
