import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import pt from '../locales/pt.json';
import en from '../locales/en.json';

/** The selectable locales: the dropdown lists their codes (spec §1: names are not shown). */
export const locales = ['pt', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'pt';
export const fallbackLocale: Locale = 'en';

const storageKey = 'clinica.language';

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

export async function changeLocale(locale: Locale): Promise<void> {
  try {
    localStorage.setItem(storageKey, locale);
  } catch {
    // Private mode without storage: the change still applies to this page.
  }
  await i18n.changeLanguage(locale);
}

export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : defaultLocale;
}

void i18n.use(initReactI18next).init({
  resources: { pt: { translation: pt }, en: { translation: en } },
  lng: storedLocale(),
  fallbackLng: fallbackLocale,
  supportedLngs: [...locales],
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

function syncDocumentLang(lng: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
}
syncDocumentLang(i18n.language);
i18n.on('languageChanged', syncDocumentLang);

export default i18n;
