// The parts of ECharts the statistics charts draw with, registered once. Imported only by EChart.tsx, dynamically,
// so the library loads with the first chart shown and never with the login page or the dashboard.
import * as echarts from 'echarts/core';
import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';

// Called as echarts.use: the linter would take a bare `use` for React's hook.
echarts.use([BarChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export const { init } = echarts;
