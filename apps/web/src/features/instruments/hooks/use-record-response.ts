import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Instrument } from '@clinica/contracts/instruments';
import { notify } from '../../../lib/notify';
import { instrumentsKeys } from '../api/keys';
import { recordResponse } from '../api/responses';
import { showInstrumentError } from '../instrument-messages';
import { responseBody, type RecordValues } from '../record-form';
import { useScoreText } from '../text';

/** `answers.3.value` → item 3's radio group; `answers.0.activity` → its activity field. */
const itemField = /^answers\.(\d+)(?:\.(value|activity|item))?$/;

interface Options {
  patientId: string;
  appointmentId: string | null;
  form: UseFormReturn<RecordValues, Instrument | null>;
  /** The server refused the answers as a whole («Faltam respostas…»). */
  onAnswersError: (message: string) => void;
  /** The first item the server found fault with. */
  onItemError: (index: number) => void;
  onSaved: () => void;
}

/**
 * POST the response; the server's messages land on their items (nothing typed is lost), the whole-form
 * one beside them, the rest as a notice. On success the patient's trends and the instrument's latest
 * responses refresh.
 */
export function useRecordResponse({
  patientId,
  appointmentId,
  form,
  onAnswersError,
  onItemError,
  onSaved,
}: Options) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const scoreText = useScoreText();
  return useMutation({
    mutationFn: ({ instrument, values }: { instrument: Instrument; values: RecordValues }) =>
      recordResponse(responseBody(instrument, patientId, appointmentId, values)),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: instrumentsKeys.trends(patientId) });
      void queryClient.invalidateQueries({ queryKey: instrumentsKeys.latest(saved.instrument.code) });
      if (appointmentId)
        void queryClient.invalidateQueries({ queryKey: instrumentsKeys.appointment(appointmentId) });
      // «ODI registado: 44,4 %» — the score with its unit.
      notify(
        t('instruments.record.saved', {
          abbreviation: saved.instrument.abbreviation,
          score: scoreText(saved.score, saved.instrument.unit),
        }),
        'success',
      );
      onSaved();
    },
    onError: (error) => {
      let first = Number.POSITIVE_INFINITY;
      showInstrumentError(error, t, (path, message) => {
        if (path === 'answers') {
          onAnswersError(message);
          return true;
        }
        const match = itemField.exec(path);
        if (!match) return false;
        const index = Number(match[1]);
        form.setError(`answers.${index}.${match[2] === 'activity' ? 'activity' : 'choice'}`, { message });
        first = Math.min(first, index);
        return true;
      });
      if (Number.isFinite(first)) onItemError(first);
    },
  });
}
