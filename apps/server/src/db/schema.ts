import type { Generated } from 'kysely';

export interface AppSettingsTable {
  id: Generated<number>;
  maintenance: Generated<boolean>;
  maintenance_message: string | null;
  updated_at: Generated<Date>;
}

export interface Database {
  app_settings: AppSettingsTable;
}
