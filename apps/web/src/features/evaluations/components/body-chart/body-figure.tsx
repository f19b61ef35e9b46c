import type { SVGProps } from 'react';
import type { BodyRegion, BodyView } from '@clinica/contracts/evaluation-catalogue';
import type { BodyChartMark } from '@clinica/contracts/evaluations';
import { bodyOutline, drawOrder, viewBox } from './body-outline';
import { intensityColours, outlineColour, unmarkedFill } from './intensity-colour';

export interface BodyFigureProps {
  view: BodyView;
  marks: ReadonlyMap<BodyRegion, BodyChartMark>;
  /** Write the intensity on marked regions (the full chart; the summary's small figures do not). */
  numbers?: boolean;
  /** The edge width in viewBox units: thicker on the small figures so it stays visible. */
  strokeWidth?: number;
  /** Makes regions interactive: the props of each region's `<g>` (role, name, handlers). */
  regionProps?: (region: BodyRegion) => SVGProps<SVGGElement>;
  /** The region that has the keyboard focus: drawn with a focus ring on top of everything. */
  focused?: BodyRegion | null;
  /** Props of the `<svg>` itself (role, name or aria-hidden). */
  svgProps?: SVGProps<SVGSVGElement>;
}

const unmarked = { fill: unmarkedFill, stroke: outlineColour, text: outlineColour };

/** One view of the body drawn from the marks: marked regions coloured by intensity, the rest grey. */
export function BodyFigure({
  view,
  marks,
  numbers = false,
  strokeWidth = 1.5,
  regionProps,
  focused,
  svgProps,
}: BodyFigureProps) {
  const ring = focused ? bodyOutline[focused] : undefined;
  return (
    <svg
      viewBox={`0 0 ${viewBox.width} ${viewBox.height}`}
      width="100%"
      style={{ display: 'block', height: 'auto', overflow: 'visible' }}
      {...svgProps}
    >
      {drawOrder[view].map((region) => {
        const shape = bodyOutline[region]!;
        const mark = marks.get(region);
        const colours = mark ? intensityColours(mark.intensity) : unmarked;
        return (
          <g key={region} data-region={region} {...regionProps?.(region)}>
            {regionProps && shape.hit ? <path d={shape.hit} fill="transparent" /> : null}
            <path
              d={shape.d}
              fill={colours.fill}
              stroke={colours.stroke}
              strokeWidth={strokeWidth}
              strokeLinejoin="round"
            />
            {numbers && mark ? (
              <text
                x={shape.anchor.x}
                y={shape.anchor.y}
                textAnchor="middle"
                dominantBaseline="central"
                fontSize={13}
                fontWeight={700}
                fill={colours.text}
                pointerEvents="none"
                aria-hidden="true"
              >
                {mark.intensity}
              </text>
            ) : null}
          </g>
        );
      })}
      {ring ? (
        // Dark band with a white line inside: visible on white, on grey and on the deepest red.
        <g pointerEvents="none" aria-hidden="true">
          <path d={ring.d} fill="none" stroke="#000000" strokeWidth={6} strokeLinejoin="round" />
          <path d={ring.d} fill="none" stroke="#ffffff" strokeWidth={2} strokeLinejoin="round" />
        </g>
      ) : null}
    </svg>
  );
}
