import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { formatLocale, htmlLang, pickLanguage, translator } from './messages';
import { PageContextValue } from './page-context';
import './public-calendar.css';

/**
 * The public booking page's own entry (decision 046): plain React and a dictionary — no MUI, emotion,
 * TanStack Query, router or any chunk of the staff app. `/public-calendar?tenant=<slug>[&confirm=<token>]`.
 */
const language = pickLanguage(navigator.languages?.length ? navigator.languages : [navigator.language]);
document.documentElement.lang = htmlLang[language];
const params = new URLSearchParams(window.location.search);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from public-calendar.html');

createRoot(container).render(
  <StrictMode>
    <PageContextValue.Provider value={{ language, t: translator(language), locale: formatLocale[language] }}>
      <App slug={params.get('tenant')?.trim() ?? ''} confirmToken={params.get('confirm') ?? ''} />
    </PageContextValue.Provider>
  </StrictMode>,
);
