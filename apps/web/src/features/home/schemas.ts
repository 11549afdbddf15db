// Loaded with the first answer (lazySchema), in a chunk of its own.
export { homeSummarySchema } from '@fxbo/domain';
