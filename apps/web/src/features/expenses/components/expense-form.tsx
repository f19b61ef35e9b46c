import { useEffect, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { get, set, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EXPENSE_NOTES_MAX, type Expense } from '@clinica/contracts/expenses';
import { PickersProvider } from '../../../components/pickers-provider';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { ApiError } from '../../../lib/api-client';
import { showSaveError } from '../../../lib/form-errors';
import { useUser } from '../../../lib/session';
import { receiptUrl } from '../api/expenses';
import { translateExpenseMessage } from '../expense-messages';
import {
  clinicToday,
  emptyExpense,
  fieldOf,
  toInput,
  toValues,
  validate,
  type ExpenseValues,
} from '../expense-values';
import { useSaveExpense } from '../hooks/use-save-expense';
import { ExpenseAmountFields } from './expense-amount-fields';
import { ExpenseMainFields } from './expense-main-fields';
import { ReceiptField, type ReceiptChange } from './receipt-field';

/**
 * A new expense or an existing one: the contract's rules checked as typed (its messages are the
 * server's), the server's refusals — «Gasto já se encontra criado» on the name — under their fields.
 */
export function ExpenseForm({
  expense,
  readOnly,
  actions,
}: {
  expense: Expense | null;
  readOnly?: boolean;
  /** More buttons beside «Guardar» (delete on an existing expense). */
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const user = useUser();
  const navigate = useNavigate();
  const today = clinicToday(user?.tenant.time_zone);
  const resolver: Resolver<ExpenseValues> = (values) => {
    const found = validate(values, today);
    const errors: FieldErrors<ExpenseValues> = {};
    // `more_rates.1.total` → errors.more_rates[1].total, as react-hook-form reads it.
    for (const [field, message] of Object.entries(found)) set(errors, field, { type: 'validate', message });
    return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
  };
  const form = useForm<ExpenseValues>({
    resolver,
    defaultValues: expense ? toValues(expense) : emptyExpense(today),
  });
  const [receipt, setReceipt] = useState<ReceiptChange>({ kind: 'keep' });
  const notes = useWatch({ control: form.control, name: 'notes' }) ?? '';
  const errors = form.formState.errors;
  const message = (field: string) => {
    const text = (get(errors, field) as { message?: string } | undefined)?.message;
    if (!text) return undefined;
    return text === 'amountInvalid' ? t('expenses.amountInvalid') : translateExpenseMessage(t, text);
  };

  const save = useSaveExpense(expense);
  const [saved, setSaved] = useState<string | null>(null);
  // «Gasto já se encontra criado»: the server names the expense already recorded, to open it.
  const [duplicateId, setDuplicateId] = useState<string | null>(null);
  useEffect(() => {
    if (saved) void navigate(`/expenses/${saved}`, { replace: true });
  }, [saved, navigate]);

  const submit = form.handleSubmit((values) =>
    save.mutate(
      { body: toInput(values), receipt },
      {
        onSuccess: (result) => {
          setDuplicateId(null);
          setReceipt({ kind: 'keep' });
          form.reset(toValues(result));
          if (!expense) setSaved(result.id);
        },
        onError: (error) => {
          const existing = error instanceof ApiError ? error.details.expense_id : undefined;
          setDuplicateId(typeof existing === 'string' ? existing : null);
          showSaveError(
            error,
            t,
            (path, text) => {
              const field = fieldOf(path);
              if (!field) return false;
              form.setError(
                field as keyof ExpenseValues,
                { type: 'server', message: text },
                { shouldFocus: true },
              );
              return true;
            },
            (text) => translateExpenseMessage(t, text),
          );
        },
      },
    ),
  );
  const dirty = (form.formState.isDirty || receipt.kind !== 'keep') && !save.isPending && !saved;

  return (
    <PickersProvider>
      <UnsavedChangesGuard when={dirty && !readOnly} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('routes.expense')}>
          <fieldset disabled={readOnly || save.isPending} style={{ border: 0, margin: 0, padding: 0 }}>
            <Grid container spacing={2}>
              <ExpenseMainFields form={form} message={message} today={today} disabled={readOnly} />
              <ExpenseAmountFields form={form} message={message} disabled={readOnly} />
              <Grid size={12}>
                <TextField
                  {...form.register('notes')}
                  label={t('expenses.fields.notes')}
                  fullWidth
                  multiline
                  minRows={3}
                  slotProps={{ htmlInput: { maxLength: EXPENSE_NOTES_MAX } }}
                  error={Boolean(message('notes'))}
                  helperText={
                    <Stack component="span" direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                      <span>{message('notes') ?? ''}</span>
                      <span data-testid="notes-count">
                        {t('expenses.notesCount', { count: notes.length, max: EXPENSE_NOTES_MAX })}
                      </span>
                    </Stack>
                  }
                />
              </Grid>
              <Grid size={12}>
                <ReceiptField
                  attached={expense?.attachment ?? null}
                  downloadUrl={expense?.attachment ? receiptUrl(expense.id) : null}
                  change={receipt}
                  onChange={setReceipt}
                  disabled={readOnly}
                />
              </Grid>
            </Grid>
          </fieldset>
          {duplicateId ? (
            <Alert severity="warning" sx={{ mt: 2 }}>
              {t('expenses.duplicate.body')}{' '}
              <Link component={RouterLink} to={`/expenses/${duplicateId}`}>
                {t('expenses.duplicate.open')}
              </Link>
            </Alert>
          ) : null}
          <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 3, flexWrap: 'wrap', gap: 1 }}>
            {readOnly ? null : (
              <Button type="submit" variant="contained" disabled={save.isPending}>
                {t('editing.save')}
              </Button>
            )}
            <Button component={RouterLink} to="/expenses">
              {t('expenses.backToList')}
            </Button>
            {actions}
          </Stack>
        </form>
      </Paper>
    </PickersProvider>
  );
}
