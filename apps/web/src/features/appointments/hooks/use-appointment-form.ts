import { useEffect, useMemo, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { addMinutes, differenceInMinutes, isValid } from 'date-fns';
import { useForm, type Path, type PathValue } from 'react-hook-form';
import type { Appointment } from '@clinica/contracts/appointments';
import {
  appointmentFormSchema,
  combine,
  eurosText,
  valuesOf,
  type AppointmentDraft,
  type AppointmentFormValues,
  type CheckedAppointment,
} from '../appointment-form-schema';

export interface AppointmentFormInput {
  appointment: Appointment | null | undefined;
  draft: AppointmentDraft | null | undefined;
  timeZone: string;
  /** The professional's own calendar: the only professional they may book for. */
  ownProfessionalId: string;
}

/**
 * The booking form's state (react-hook-form over the contract's schemas, appointment-form-schema.ts).
 * After the first attempt to save (or to preview a series), every change checks the whole form again:
 * "Campo Obrigatório" goes as soon as the field is filled, and a message that depends on another field
 * (the end before the start) follows it (issue 22).
 */
export function useAppointmentForm({
  appointment,
  draft,
  timeZone,
  ownProfessionalId,
}: AppointmentFormInput) {
  const resolver = useMemo(() => zodResolver(appointmentFormSchema(timeZone)), [timeZone]);
  const form = useForm<AppointmentFormValues, unknown, CheckedAppointment>({
    resolver,
    defaultValues: valuesOf(appointment, draft, timeZone, ownProfessionalId),
    // The whole form is checked again below, not field by field; the focus stays where the person is.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { watch, trigger, setValue, getValues, resetField, formState } = form;

  const attempted = formState.isSubmitted;
  useEffect(() => {
    if (!attempted) return;
    const { unsubscribe } = watch(() => void trigger());
    return unsubscribe;
  }, [attempted, watch, trigger]);

  // Once edited, the form stays edited (closing asks first), even when a value is put back as it was.
  const [edited, setEdited] = useState(false);
  if (formState.isDirty && !edited) setEdited(true);

  /** A value the person changed (it counts as an edit: closing asks first). */
  const change = <N extends Path<AppointmentFormValues>>(
    name: N,
    value: PathValue<AppointmentFormValues, N>,
  ) => setValue(name, value, { shouldDirty: true });

  return {
    form,
    edited,
    change,
    /** A new appointment takes the main clinic (or the only one) until one is chosen; not an edit. */
    defaultClinic: (clinicId: string) => {
      if (!getValues('clinic_id')) resetField('clinic_id', { defaultValue: clinicId });
    },
    /** A service brings its price, and its duration from the start. */
    chooseService: (
      service: { id: string; price_cents: number; duration_minutes: number | null } | undefined,
    ) => {
      if (!service) return;
      change('price', eurosText(service.price_cents));
      const start = combine(getValues('date'), getValues('starts_at'));
      if (service.duration_minutes && start) change('ends_at', addMinutes(start, service.duration_minutes));
    },
    /** The end moves with the start (the duration stays). */
    changeStartTime: (value: Date | null) => {
      const start = combine(getValues('date'), getValues('starts_at'));
      const end = combine(getValues('date'), getValues('ends_at'));
      if (value && isValid(value) && start && end)
        change('ends_at', addMinutes(value, differenceInMinutes(end, start)));
      change('starts_at', value);
    },
  };
}

export type AppointmentForm = ReturnType<typeof useAppointmentForm>;
