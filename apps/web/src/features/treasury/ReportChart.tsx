import {
  TREASURY_COLUMN_LABELS,
  treasuryRowLabel,
  type TreasuryBlock,
  type TreasuryReport,
} from '@fxbo/domain';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useLanguage, useMoney } from '../../components/money';

/**
 * A block's rows as stacked bars, one stack per row and one colour per category (or per state): a treasurer
 * sees at a glance which months weigh and of what they are made. The figures themselves are the table's; the
 * chart's numbers are only drawn (floating point is fine for a bar's height, never for an amount shown).
 */
export function ReportChart({ report, block }: { report: TreasuryReport; block: TreasuryBlock }) {
  const language = useLanguage();
  const { money } = useMoney();
  const { palette } = useTheme();
  // The app's own colours, the first the brand's: a chart of three stacks reads as the rest of the screen.
  const colors = [palette.primary.main, palette.warning.main, palette.info.main];
  const dataset = block.rows.map((r) => ({
    label: treasuryRowLabel(r.key, report.rowsBy, language),
    ...Object.fromEntries(report.chart.map((c) => [c, Number(r.values[c] ?? 0)])),
  }));
  if (dataset.length === 0) return null;
  return (
    <Box
      role="img"
      aria-label={`${block.currency}: ${report.chart.map((c) => TREASURY_COLUMN_LABELS[c][language]).join(', ')}`}
      sx={{ width: '100%', mb: 2 }}
    >
      <BarChart
        dataset={dataset}
        // Labels slanted, so that a day's date fits under each bar: level, only every third one was drawn.
        xAxis={[
          {
            scaleType: 'band',
            dataKey: 'label',
            height: 64,
            tickLabelMinGap: 2,
            tickLabelStyle: { angle: -45, textAnchor: 'end', fontSize: 11 },
          },
        ]}
        yAxis={[
          {
            width: 72,
            valueFormatter: (v: number) =>
              new Intl.NumberFormat(language, { notation: 'compact', maximumFractionDigits: 1 }).format(v),
          },
        ]}
        series={report.chart.map((c, i) => ({
          dataKey: c,
          color: colors[i % colors.length],
          label: TREASURY_COLUMN_LABELS[c][language],
          stack: 'figures',
          valueFormatter: (v: number | null) => (v === null ? '' : money(v.toFixed(2), block.currency)),
        }))}
        height={300}
        // Figures, not a show: drawn at once, also when the window is resized.
        skipAnimation
        slotProps={{ legend: { position: { vertical: 'top', horizontal: 'end' } } }}
      />
    </Box>
  );
}
