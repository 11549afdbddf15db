// The labels' types, for the declarations that read them with the lists (they live below, in label.ts).
export * from '../label';
export * from './params';
export * from './filters';
export * from './columns';
export * from './csv-dialects';
export * from './resource';
export * from './declaration-helpers';
export * from './visible-columns';
export * from './totals';
