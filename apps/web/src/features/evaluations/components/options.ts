import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { sides } from '@clinica/contracts/evaluation-catalogue';
import type { Option } from './row-fields';

/** Esquerdo, Direito, Central — the side of every row. */
export function useSideOptions(): Option[] {
  const { t } = useTranslation();
  return useMemo(() => sides.map((s) => ({ value: s, label: t(`evaluations.sides.${s}`) })), [t]);
}
