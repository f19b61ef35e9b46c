import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BodyRegion, PainType } from '@clinica/contracts/evaluation-catalogue';
import type { BodyChartMark } from '@clinica/contracts/evaluations';
import { regionParts } from './body-outline';

/** The body chart's words: region names, pain types and the sentences built from a mark. */
export function useBodyChartText() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const regionName = (region: BodyRegion) => t(`evaluations.regions.${region}`);
    const painType = (type: PainType) => t(`evaluations.painTypes.${type}`);
    // Inside a sentence the types read in lower case: "6/10, ardor, formigueiro".
    const values = (mark: BodyChartMark) => ({
      region: regionName(mark.region),
      intensity: mark.intensity,
      type: mark.types.map((type) => painType(type).toLocaleLowerCase(language)).join(', '),
    });
    return {
      regionName,
      painType,
      /** "Ombro direito (frente) — 6/10, ardor". */
      markText: (mark: BodyChartMark) => t('evaluations.bodyChart.mark', values(mark)),
      /** A region's accessible name: its name, and its mark when it has one. */
      regionLabel: (region: BodyRegion, mark: BodyChartMark | undefined) =>
        mark ? t('evaluations.bodyChart.regionMarked', values(mark)) : regionName(region),
      /** "Joelho esq." — the compact name of the summary. */
      shortName: (region: BodyRegion) => {
        const { part, side } = regionParts(region);
        const name = t(`evaluations.bodyChart.parts.${part}`);
        if (!side) return name;
        return t('evaluations.bodyChart.shortSided', {
          part: name,
          side: t(`evaluations.bodyChart.sides.${side}`),
        });
      },
    };
  }, [t, language]);
}
