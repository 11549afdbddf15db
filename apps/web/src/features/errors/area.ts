import type { Area } from '../../area/area';

export const errorsArea: Area = {
  screens: [
    {
      path: '/404',
      auth: 'any',
      layout: 'main',
      title: 'notFound',
      page: async () => (await import('./NotFoundPage')).NotFoundPage,
    },
  ],
};
