import { useId, useMemo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  groupPermissions,
  groupSelection,
  permissionDescription,
  toggleGroup,
  togglePermission,
} from './permissionGroups';

export interface PermissionTreeProps {
  /** The tree's accessible name (e.g. "Permissions"). */
  label: string;
  /** Selected permission keys. */
  value: readonly string[];
  onChange: (next: string[]) => void;
  /** Whether a key may be ticked or unticked (default: all may); the others are shown disabled. */
  canChange?: (key: string) => boolean;
  /** Shown without checkboxes' interaction (a viewer without users.administer). */
  readOnly?: boolean;
  /** Explains disabled keys (e.g. "You can grant only permissions you hold."). */
  note?: ReactNode;
  /**
   * Permissions held another way (a user's permission profile): shown ticked and fixed, each with `source`
   * under its label, so the tree reads as everything the person holds and where each comes from.
   */
  inherited?: { keys: readonly string[]; source: string };
}

/**
 * The permission catalogue as a checkbox tree: one group per area with a checkbox that selects the whole
 * area (indeterminate when partly selected), and the area's permissions under it, each described in the UI
 * language from the domain catalogue. Native checkboxes: Tab moves, Space toggles.
 */
export function PermissionTree({
  label,
  value,
  onChange,
  canChange = () => true,
  readOnly = false,
  note,
  inherited,
}: PermissionTreeProps) {
  const { t, i18n } = useTranslation('components');
  const id = useId();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const groups = useMemo(() => groupPermissions(), []);
  const selected = useMemo(() => new Set(value), [value]);
  const fromElsewhere = useMemo(() => new Set(inherited?.keys ?? []), [inherited]);

  return (
    <Box role="group" aria-label={label}>
      {note ? (
        <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
          {note}
        </Typography>
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          gap: 1.5,
          alignItems: 'start',
        }}
      >
        {groups.map((group) => {
          const state = groupSelection(group, selected);
          const changeable = group.keys.some(canChange);
          const areaId = `${id}-${group.area}`;
          const areaName = t(`permissions.areas.${group.area}`);
          return (
            <Box
              key={group.area}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 0.5 }}
            >
              <FormControlLabel
                id={areaId}
                label={<Typography sx={{ fontWeight: 600 }}>{areaName}</Typography>}
                control={
                  <Checkbox
                    checked={state === 'all'}
                    indeterminate={state === 'some'}
                    disabled={readOnly || !changeable}
                    onChange={(event) => onChange(toggleGroup(value, group, event.target.checked, canChange))}
                    slotProps={{
                      input: { 'aria-label': t('permissions.wholeArea', { area: areaName }) },
                    }}
                  />
                }
              />
              <Box
                role="group"
                aria-labelledby={areaId}
                sx={{ pl: 3.5, display: 'flex', flexDirection: 'column' }}
              >
                {group.keys.map((key) => {
                  const held = fromElsewhere.has(key) && !selected.has(key);
                  return (
                    <FormControlLabel
                      key={key}
                      sx={{ alignItems: 'flex-start', my: 0.25 }}
                      control={
                        <Checkbox
                          size="small"
                          checked={selected.has(key) || held}
                          disabled={readOnly || held || !canChange(key)}
                          onChange={(event) => onChange(togglePermission(value, key, event.target.checked))}
                          sx={{ py: 0.25 }}
                        />
                      }
                      label={
                        <Typography component="span" variant="body2" sx={{ display: 'block', pt: 0.25 }}>
                          {permissionDescription(key, language)}
                          {fromElsewhere.has(key) && inherited ? (
                            <Typography
                              component="span"
                              variant="caption"
                              color="textSecondary"
                              sx={{ display: 'block' }}
                            >
                              {inherited.source}
                            </Typography>
                          ) : null}
                        </Typography>
                      }
                    />
                  );
                })}
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
