import { useTranslation } from 'react-i18next';
import type { Text } from '@clinica/contracts/instrument-definitions';

/** Definitions carry their labels as data `{pt, en}`: the interface's language picks one (English otherwise). */
export function useText(): (text: Text) => string {
  const { i18n } = useTranslation();
  const pt = i18n.language.startsWith('pt');
  return (text) => (pt ? text.pt : text.en);
}
