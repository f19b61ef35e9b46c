import { useTranslation } from 'react-i18next';
import type { Text } from '@clinica/contracts/instrument-definitions';
import { formatDecimal } from '../../lib/format';

/** Definitions carry their labels as data `{pt, en}`: the interface's language picks one (English otherwise). */
export function useText(): (text: Text) => string {
  const { i18n } = useTranslation();
  const pt = i18n.language.startsWith('pt');
  return (text) => (pt ? text.pt : text.en);
}

/** «ODI — Índice de incapacidade de Oswestry»; a name that already starts with its abbreviation (QuickDASH) alone. */
export function useInstrumentName(): (instrument: { abbreviation: string; name: Text }) => string {
  const { t } = useTranslation();
  const text = useText();
  return ({ abbreviation, name }) => {
    const own = text(name);
    return own.startsWith(abbreviation) ? own : t('instruments.fullName', { abbreviation, name: own });
  };
}

/** A score with its unit, in the interface's number format: «44,4 %», «6 pontos». */
export function useScoreText(): (score: number, unit: Text) => string {
  const text = useText();
  return (score, unit) => `${formatDecimal(score)} ${text(unit)}`;
}
