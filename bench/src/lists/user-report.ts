import { userReport } from '@fxbo/domain';
import { listBench } from './declare.js';

export const userReportBench = listBench(userReport, {
  combos: [
    { name: 'by name', as: 'staff', query: {} },
    { name: 'active, name contains', as: 'staff', query: { status: 'active', name: 'silva' } },
  ],
});
