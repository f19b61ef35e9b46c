import type { MessageKey } from './messages';

/** The request form's own checks, before the server's (which decide; their field errors show the same way). */
export interface RequestForm {
  name: string;
  email: string;
  mobile: string;
  note: string;
  consent: boolean;
}

export type FormField = keyof RequestForm;
export type FieldProblem = { key: MessageKey; values?: Record<string, number> };
export type FormProblems = Partial<Record<FormField, FieldProblem>>;

export const limits = { name: 120, email: 254, mobile: 32, note: 1000 } as const;

const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
/** A phone number as people type it: an optional +, digits, spaces, dots, dashes, brackets; 9 to 15 digits. */
const mobilePattern = /^\+?[\d\s().-]+$/;

export function validateRequest(form: RequestForm): FormProblems {
  const problems: FormProblems = {};
  const name = form.name.trim();
  const email = form.email.trim();
  const mobile = form.mobile.trim();
  if (!name) problems.name = { key: 'required' };
  else if (name.length > limits.name) problems.name = { key: 'tooLong', values: { n: limits.name } };
  if (!email) problems.email = { key: 'required' };
  else if (email.length > limits.email || !emailPattern.test(email)) problems.email = { key: 'emailInvalid' };
  const digits = mobile.replace(/\D/g, '').length;
  if (!mobile) problems.mobile = { key: 'required' };
  else if (mobile.length > limits.mobile || !mobilePattern.test(mobile) || digits < 9 || digits > 15)
    problems.mobile = { key: 'mobileInvalid' };
  if (form.note.trim().length > limits.note) problems.note = { key: 'tooLong', values: { n: limits.note } };
  if (!form.consent) problems.consent = { key: 'consentRequired' };
  return problems;
}

/** The fields in the order they show: the focus goes to the first one in error. */
export const fieldOrder: FormField[] = ['name', 'email', 'mobile', 'note', 'consent'];
