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

type MessagesModule = { default: Record<string, unknown> };

/**
 * A feature's own message set (`features/<feature>/messages/{pt,en}.json`, shaped `{ "<feature>": … }`),
 * merged into the one `translation` namespace so keys read `t('<feature>.x')` as before. It loads with
 * the feature's routes (router `page(…, messages)`), so the entry carries only the shell's strings.
 */
export interface FeatureMessages {
  readonly name: string;
  readonly load: Record<Locale, () => Promise<MessagesModule>>;
}

/** Declares a feature's message set; pass the result to the router's `page()`. */
export function featureMessages(name: string, load: FeatureMessages['load']): FeatureMessages {
  return { name, load };
}

/** Feature message sets requested so far: a language change loads them in the new language too. */
const requested = new Map<string, FeatureMessages>();
const loaded = new Set<string>();

async function loadFeature(messages: FeatureMessages, locale: Locale): Promise<void> {
  const key = `${locale}:${messages.name}`;
  if (loaded.has(key)) return;
  const module = await messages.load[locale]();
  i18n.addResourceBundle(locale, 'translation', module.default, true, true);
  loaded.add(key);
}

/** Loads a feature's messages in the current language (and, for fallback, nothing more). */
export async function ensureFeatureMessages(messages: FeatureMessages): Promise<void> {
  requested.set(messages.name, messages);
  await loadFeature(messages, currentLocale());
}

async function ensureLoaded(locale: Locale): Promise<void> {
  if (locale !== 'pt' && !i18n.hasResourceBundle(locale, 'translation')) {
    const messages = await loaders[locale]();
    i18n.addResourceBundle(locale, 'translation', messages.default, true, true);
  }
  await Promise.all([...requested.values()].map((m) => loadFeature(m, locale)));
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
