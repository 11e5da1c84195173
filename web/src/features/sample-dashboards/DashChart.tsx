import { Chart } from 'primereact/chart';
import type { ChartData } from './chart-data';

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
  return (
    <div className="dash-chart" style={{ height }} role="img" aria-label={label} data-testid={testId}>
      <Chart type={type} data={data} options={options} style={{ height: '100%', width: '100%' }} />
    </div>
  );
}
