/**
 * English words a Portuguese (pt-PT) translator would flag in interface text and e-mails (issue 43 §8):
 * the app says «palavra-passe», «rascunho», «estado», «carregar»… Words Portugal does use as they are —
 * e-mail, pack, SMS, QR, MB WAY, link, online, spam, marketing — are not listed, and messages the
 * specification quotes stay exactly as it writes them (`specQuoted`). Used by the tests that walk the
 * message files and the e-mail templates.
 */
export const englishWords: ReadonlySet<string> = new Set([
  'password',
  'passwords',
  'draft',
  'drafts',
  'status',
  'upload',
  'uploads',
  'download',
  'downloads',
  'login',
  'logout',
  'username',
  'dashboard',
  'email',
  'emails',
  'template',
  'templates',
  'settings',
  'save',
  'cancel',
  'delete',
  'submit',
  'click',
  'home',
  'preview',
  'reset',
  'feedback',
  'invoice',
  'invoices',
  'receipt',
  'receipts',
  'expense',
  'expenses',
  'payment',
  'payments',
  'booking',
  'checkout',
  'browser',
  'default',
  'update',
  'loading',
  'error',
  'the',
  'and',
  'with',
  'please',
]);

/** Messages of the specification (§8), shown exactly as it writes them, English words included. */
export const specQuoted: ReadonlySet<string> = new Set([
  'Erro ao tentar repor a password!',
  'Demasiadas Tentativas / Por favor aguarde uns minutes e tente outra vez',
]);

/** The English words of a Portuguese text (lower case, in order), after the spec's own messages. */
export function englishWordsIn(text: string): string[] {
  if (specQuoted.has(text)) return [];
  // e-mail, palavra-passe, MB WAY: hyphenated words are one word; placeholders ({{name}}) are not text.
  const words = text.replace(/\{\{[^}]*\}\}/g, ' ').match(/[\p{L}]+(?:-[\p{L}]+)*/gu) ?? [];
  return words.map((w) => w.toLowerCase()).filter((w) => englishWords.has(w));
}
