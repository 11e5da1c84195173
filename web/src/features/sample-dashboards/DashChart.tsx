import { Chart } from 'primereact/chart';
import { fieldOf } from '@cis/contracts';
import type { ChartData } from './chart-data';
import { useChartFontsReady } from '../../lib/chart-theme';

/**
 * A PrimeReact Chart (chart.js) in a box of fixed height. `label` names the chart for assistive technology, since a
 * canvas has no text of its own.
 */
export function DashChart({ type, data, options, height = 260, label, testId }: {
  type: 'line' | 'bar' | 'doughnut' | 'pie' | 'polarArea' | 'radar';
  data: ChartData;
  options: object;
  height?: number;
  label: string;
  testId?: string;
}) {
  // The canvas is drawn once the app's fonts (Khmer included) are loaded, so its first paint has the glyphs.
  const fontsReady = useChartFontsReady();
  const fontOption = fieldOf(options, 'font');
  const family = typeof fontOption === 'object' ? fieldOf(fontOption, 'family') : undefined;
  const font = typeof family === 'string' ? family : undefined;
  return (
    <div className="dash-chart" style={{ height }} role="img" aria-label={label} data-testid={testId} data-chart-font={font} aria-busy={!fontsReady}>
      {fontsReady && <Chart type={type} data={data} options={options} style={{ height: '100%', width: '100%' }} />}
    </div>
  );
}
