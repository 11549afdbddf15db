export * from './labels';
export * from './params';
export * from './filters';
export * from './columns';
export * from './csv-dialects';
export * from './resource';
export * from './bench';
export * from './declaration-helpers';
