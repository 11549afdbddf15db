import { accessRequestsList, auditList, usersList } from '@fxbo/domain';
import { listBench } from './declare.js';

export const usersBench = listBench(usersList, {
  combos: [
    { name: 'by name', as: 'staff', query: {} },
    { name: 'name contains', as: 'staff', query: { name: 'silva' } },
    { name: 'last sign-in, newest first', as: 'staff', query: { sort: 'lastLoginAt:desc' } },
    { name: 'client user, by name', as: 'client', query: {} },
  ],
});

export const accessRequestsBench = listBench(accessRequestsList, {
  combos: [
    { name: 'pending, newest first', as: 'staff', query: { status: 'pending' } },
    { name: 'all, by name', as: 'staff', query: { sort: 'name:asc' } },
  ],
});

export const auditBench = listBench(auditList, {
  sample: { as: 'staff', at: 40, latest: 'at' },
  combos: [
    { name: 'newest first', as: 'staff', query: {} },
    { name: 'one user', as: 'staff', query: { actorUserId: '{row.actor.id}' } },
    {
      name: 'user actions, last week',
      as: 'staff',
      query: { action: 'user.', from: '{latest-7}', to: '{latest}' },
    },
    { name: 'client user, newest first', as: 'client', query: {} },
  ],
});
