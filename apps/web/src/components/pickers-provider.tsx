import type { ReactNode } from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { enUS, ptPT } from '@mui/x-date-pickers/locales';
import { enGB } from 'date-fns/locale/en-GB';
import { pt } from 'date-fns/locale/pt';
import { useTranslation } from 'react-i18next';

/** MUI X pickers in the user's language: dd/mm/yyyy and 24-hour in both (DESIGN §9). */
export function PickersProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const portuguese = i18n.language.startsWith('pt');
  return (
    <LocalizationProvider
      dateAdapter={AdapterDateFns}
      adapterLocale={portuguese ? pt : enGB}
      localeText={(portuguese ? ptPT : enUS).components.MuiLocalizationProvider.defaultProps.localeText}
    >
      {children}
    </LocalizationProvider>
  );
}
