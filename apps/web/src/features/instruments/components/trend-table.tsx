import { useTranslation } from 'react-i18next';
import type { Trend } from '@clinica/contracts/instruments';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { formatDecimal } from '../../../lib/format';
import { useText } from '../text';

/** A change as a signed number: +2 · −18 · 0. */
const signed = (value: number) =>
  value > 0 ? `+${formatDecimal(value)}` : formatDecimal(value).replace('-', '−');

/** The chart's points for screen readers: date, score, change from the first, and the status in words. */
export function TrendTable({ trend, dates }: { trend: Trend; dates: string[] }) {
  const { t } = useTranslation();
  const text = useText();
  const first = trend.points[0]?.score ?? 0;
  return (
    <VisuallyHidden>
      <table>
        <caption>
          {t('instruments.trend.tableCaption', { abbreviation: trend.instrument.abbreviation })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('instruments.trend.date')}</th>
            <th scope="col">{t('instruments.trend.scoreIn', { unit: text(trend.instrument.unit) })}</th>
            <th scope="col">{t('instruments.trend.change')}</th>
            <th scope="col">{t('instruments.trend.status')}</th>
          </tr>
        </thead>
        <tbody>
          {trend.points.map((point, index) => (
            <tr key={point.response_id}>
              <th scope="row">{dates[index]}</th>
              <td>{formatDecimal(point.score)}</td>
              <td>{index === 0 ? '—' : signed(Math.round((point.score - first) * 10) / 10)}</td>
              <td>
                {index === 0 ? t('instruments.trend.firstScore') : t(`instruments.status.${point.status}`)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </VisuallyHidden>
  );
}
