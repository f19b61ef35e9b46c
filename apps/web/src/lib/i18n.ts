import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import pt from '../locales/pt.json';

/** The selectable locales: the dropdown lists their codes (spec §1: names are not shown). */
export const locales = ['pt', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'pt';
export const fallbackLocale: Locale = 'en';

const storageKey = 'clinica.language';

// Portuguese ships with the entry; other message sets load when chosen (keeps the login route small).
const loaders: Record<Exclude<Locale, 'pt'>, () => Promise<{ default: Record<string, unknown> }>> = {
  en: () => import('../locales/en.json'),
};

function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The stored language setting decides the language at start; absent or unknown → pt. */
export function storedLocale(): Locale {
  try {
    const value = localStorage.getItem(storageKey);
    return isLocale(value) ? value : defaultLocale;
  } catch {
    return defaultLocale;
  }
}

async function ensureLoaded(locale: Locale): Promise<void> {
  if (locale === 'pt' || i18n.hasResourceBundle(locale, 'translation')) return;
  const messages = await loaders[locale]();
  i18n.addResourceBundle(locale, 'translation', messages.default, true, true);
}

export async function changeLocale(locale: Locale): Promise<void> {
  try {
    localStorage.setItem(storageKey, locale);
  } catch {
    // Private mode without storage: the change still applies to this page.
  }
  await ensureLoaded(locale);
  await i18n.changeLanguage(locale);
}

export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : defaultLocale;
}

void i18n.use(initReactI18next).init({
  resources: { pt: { translation: pt } },
  lng: defaultLocale,
  fallbackLng: fallbackLocale,
  supportedLngs: [...locales],
  partialBundledLanguages: true,
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

function syncDocumentLang(lng: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
}
syncDocumentLang(i18n.language);
i18n.on('languageChanged', syncDocumentLang);

/** Applies the stored language before the first render (resolves at once for pt). */
export async function initLocale(): Promise<void> {
  const locale = storedLocale();
  if (locale === defaultLocale) return;
  try {
    await ensureLoaded(locale);
    await i18n.changeLanguage(locale);
  } catch {
    // The message set could not load (offline): stay in Portuguese.
  }
}

export default i18n;
