// Loaded with the first answer that needs them (lazySchema), in a chunk of their own.
export { maintenanceSchema, preferencesResponseSchema } from '@fxbo/domain';
