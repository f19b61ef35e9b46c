import type { FieldErrors, Resolver } from 'react-hook-form';
import type { Instrument, ResponseInput } from '@clinica/contracts/instruments';

/** «Sem resposta»: the item is left blank on purpose, so a missing answer is always a choice. */
export const NO_ANSWER = 'none';

/** One item as the form holds it: `choice` is '' (not chosen yet), NO_ANSWER, or an option's value. */
export interface AnswerValues {
  choice: string;
  activity: string;
}
export interface RecordValues {
  answers: AnswerValues[];
}

export const emptyValues = (instrument: Instrument): RecordValues => ({
  answers: instrument.items.map(() => ({ choice: '', activity: '' })),
});

const valueOf = (answer: AnswerValues | undefined): number | null =>
  !answer || answer.choice === '' || answer.choice === NO_ANSWER ? null : Number(answer.choice);

/** The answers as `scoreOf` reads them: a number, or null when blank. */
export const answerValues = (answers: readonly AnswerValues[]): (number | null)[] => answers.map(valueOf);

/** The POST body: every item in order, blanks as `value: null`, a PSFS activity when named; never a score. */
export function responseBody(
  instrument: Instrument,
  patientId: string,
  appointmentId: string | null,
  { answers }: RecordValues,
): ResponseInput {
  return {
    instrument_code: instrument.code,
    patient_id: patientId,
    appointment_id: appointmentId,
    answers: instrument.items.map((item, index) => {
      const answer = answers[index];
      const activity = answer?.activity.trim();
      return {
        item: item.number,
        value: valueOf(answer),
        ...(item.named && activity ? { activity } : {}),
      };
    }),
  };
}

/** i18n keys of the form's own checks. */
export const formMessages = {
  choose: 'instruments.record.chooseAnswer',
  activity: 'instruments.contract.activityNeeded',
} as const;

/**
 * Every item needs an option or «Sem resposta»; a named (PSFS) item that is answered needs its activity.
 * A resolver, not field rules: on a phone only one item is on screen, and the others are checked too.
 * The instrument comes as the form's context (it changes when another one is chosen).
 */
export const recordResolver: Resolver<RecordValues, Instrument | null> = (values, instrument) => {
  const answers: FieldErrors<AnswerValues>[] = [];
  values.answers.forEach((answer, index) => {
    if (answer.choice === '') answers[index] = { choice: { type: 'required', message: formMessages.choose } };
    else if (instrument?.items[index]?.named && valueOf(answer) !== null && !answer.activity.trim())
      answers[index] = { activity: { type: 'required', message: formMessages.activity } };
  });
  if (answers.length === 0) return { values, errors: {} };
  return { values: {}, errors: { answers } as FieldErrors<RecordValues> };
};

/** The first item with an error, for the phone's one-item-per-screen view to go to. */
export function firstErrorIndex(errors: FieldErrors<RecordValues>): number {
  const list = errors.answers;
  if (!Array.isArray(list)) return -1;
  return list.findIndex((entry) => Boolean(entry));
}
