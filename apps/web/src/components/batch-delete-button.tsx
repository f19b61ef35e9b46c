import { useState } from 'react';
import Button from '@mui/material/Button';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DeleteBatchResult } from '@clinica/contracts/common';
import { showSaveError } from '../lib/form-errors';
import { notify } from '../lib/notify';
import { ConfirmDialog } from './confirm-dialog';
import type { RowSelection } from './row-selection';

export interface BatchDeleteButtonProps {
  selection: Pick<RowSelection<never>, 'selected' | 'clear'>;
  /** The list's delete-batch request. */
  remove: (ids: string[]) => Promise<DeleteBatchResult>;
  /** Refetched once the rows are gone. */
  invalidate: QueryKey;
  /** The button, the dialog's title and its body, given how many rows are chosen. */
  label: (count: number) => string;
  title: (count: number) => string;
  body: (count: number) => string;
  /** The notice once done: how many were deleted and how many only deactivated (DESIGN §9). */
  done: (answer: DeleteBatchResult) => string;
}

/** "Delete the N chosen", shown while rows are chosen, after confirming; the rows are then forgotten. */
export function BatchDeleteButton({
  selection,
  remove,
  invalidate,
  label,
  title,
  body,
  done,
}: BatchDeleteButtonProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const count = selection.selected.length;
  const removeSelected = useMutation({
    mutationFn: () => remove(selection.selected),
    onSuccess: async (answer) => {
      setConfirming(false);
      selection.clear();
      notify(done(answer), 'success');
      await queryClient.invalidateQueries({ queryKey: invalidate });
    },
    onError: (error) => {
      setConfirming(false);
      showSaveError(error, t);
    },
  });
  return (
    <>
      {count > 0 ? (
        <div>
          <Button
            color="error"
            variant="outlined"
            startIcon={<DeleteOutline />}
            onClick={() => setConfirming(true)}
          >
            {label(count)}
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={title(count)}
        body={body(count)}
        confirmLabel={t('editing.delete')}
        destructive
        pending={removeSelected.isPending}
        onConfirm={() => removeSelected.mutate()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
