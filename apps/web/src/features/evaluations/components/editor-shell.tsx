import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import DrawOutlined from '@mui/icons-material/DrawOutlined';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import type { EditorFlow } from '../hooks/use-editor-flow';

/**
 * An evaluation's form around its fields: «Guardar rascunho», «Assinar» (after a confirmation that says
 * it becomes read-only), and the question before leaving with unsaved changes.
 */
export function EditorShell({ flow, children }: { flow: EditorFlow; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        flow.submit();
      }}
    >
      <UnsavedChangesGuard when={flow.dirty && !flow.pending} />
      {children}
      <Stack direction="row" sx={{ mt: 4, flexWrap: 'wrap', gap: 1 }}>
        <Button type="submit" variant="outlined" startIcon={<SaveOutlined />} disabled={flow.pending}>
          {t('evaluations.editor.saveDraft')}
        </Button>
        <Button
          variant="contained"
          startIcon={<DrawOutlined />}
          onClick={flow.requestSign}
          disabled={flow.pending}
        >
          {t('evaluations.editor.sign')}
        </Button>
      </Stack>
      <ConfirmDialog
        open={flow.signOpen}
        title={t('evaluations.editor.signTitle')}
        body={t('evaluations.editor.signBody')}
        confirmLabel={t('evaluations.editor.signConfirm')}
        pending={flow.signing}
        onConfirm={flow.confirmSign}
        onCancel={flow.cancelSign}
      />
    </form>
  );
}
