import { z } from 'zod';

/** The global maintenance notice (spec 4: the dialog opens and closes by a global flag). */
export const maintenanceSchema = z.object({
  active: z.boolean(),
  messagePt: z.string().nullable(),
  messageEn: z.string().nullable(),
  updatedAt: z.iso.datetime(),
});
export type Maintenance = z.infer<typeof maintenanceSchema>;

export const updateMaintenanceSchema = z
  .object({
    active: z.boolean(),
    messagePt: z.string().trim().max(1000).nullish(),
    messageEn: z.string().trim().max(1000).nullish(),
  })
  .strict();
export type UpdateMaintenance = z.infer<typeof updateMaintenanceSchema>;
