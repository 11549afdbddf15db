import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Select from '@mui/material/Select';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../session/session';
import { isSchemeName, schemeNames } from '../theme';
import { MaintenanceSettings } from '../maintenance/MaintenanceSettings';
import {
  BAR_STYLES,
  CONTAINER_WIDTH_MAX,
  CONTAINER_WIDTH_MIN,
  DIRECTIONS,
  LAYOUT_MODES,
  LAYOUT_STYLES,
  NAVBAR_POSITIONS,
  NAVBAR_STYLES,
  THEME_AREAS,
  type LayoutConfigPatch,
} from '../settings/model';
import { useShellSettings } from '../settings/SettingsProvider';

export const SETTINGS_PANEL_WIDTH = 380;

/** A side panel (drawer) with a heading and a close button; the page stays visible around it. */
export function SidePanel({
  open,
  onClose,
  title,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('shell');
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        // Transparent backdrop: changes show live on the page behind; a click outside still closes.
        backdrop: { invisible: true },
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: { width: SETTINGS_PANEL_WIDTH, maxWidth: '100vw' },
        },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          px: 2.5,
          minHeight: 64,
          position: 'sticky',
          top: 0,
          zIndex: 1,
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1 }}>
          {title}
        </Typography>
        <IconButton aria-label={t('panels.close')} onClick={onClose} edge="end">
          <Close />
        </IconButton>
      </Box>
      <Box sx={{ p: 2.5 }}>{children}</Box>
    </Drawer>
  );
}

function Choice<T extends string>({
  label,
  value,
  options,
  optionLabel,
  onChange,
  disabled,
}: {
  label: string;
  value: T;
  options: readonly T[];
  optionLabel: (option: T) => string;
  onChange: (value: T) => void;
  disabled?: boolean;
}) {
  return (
    <FormControl component="fieldset" disabled={disabled}>
      <FormLabel component="legend" sx={{ typography: 'subtitle2', color: 'text.primary', mb: 0.5 }}>
        {label}
      </FormLabel>
      <RadioGroup
        value={value}
        onChange={(event) => {
          const chosen = options.find((o) => o === event.target.value);
          if (chosen) onChange(chosen);
        }}
      >
        {options.map((option) => (
          <FormControlLabel
            key={option}
            value={option}
            control={<Radio size="small" />}
            label={optionLabel(option)}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

function Toggle({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  return (
    <FormControlLabel
      control={<Switch checked={checked} onChange={(event) => onChange(event.target.checked)} />}
      label={label}
    />
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Typography
        component="h3"
        variant="overline"
        sx={{ display: 'block', color: 'text.secondary', fontWeight: 700, mb: 1 }}
      >
        {title}
      </Typography>
      <Stack spacing={1.5}>{children}</Stack>
    </Box>
  );
}

/**
 * Every layout option of spec 1 and 3, applied live and saved with the user's profile (300 ms after the last
 * change): layout style, mode, container width, navbar/toolbar/footer display and style, navbar position,
 * side panels, direction, custom scrollbars and a scheme per area. Holders of settings.maintenance also find
 * the maintenance notice switch here.
 */
export function SettingsPanel({
  open,
  onClose,
  user,
}: {
  open: boolean;
  onClose: () => void;
  user: SessionUser;
}) {
  const { t } = useTranslation('shell');
  const { settings, change, reset } = useShellSettings();
  const { style, config } = settings.layout;
  const setConfig = (patch: LayoutConfigPatch) => change({ layout: { config: patch } });
  const widthId = useId();
  return (
    <SidePanel open={open} onClose={onClose} title={t('settings.title')}>
      <Section title={t('settings.layout')}>
        <Choice
          label={t('settings.layoutStyle')}
          value={style}
          options={LAYOUT_STYLES}
          optionLabel={(o) => t(`settings.layouts.${o}`)}
          onChange={(value) => change({ layout: { style: value } })}
        />
        <Choice
          label={t('settings.mode')}
          value={config.mode}
          options={LAYOUT_MODES}
          optionLabel={(o) => t(`settings.modes.${o}`)}
          onChange={(mode) => setConfig({ mode })}
        />
        <Box>
          <Typography id={widthId} variant="subtitle2" gutterBottom>
            {t('settings.containerWidth')}
          </Typography>
          <Box sx={{ px: 1 }}>
            <Slider
              value={config.containerWidth}
              min={CONTAINER_WIDTH_MIN}
              max={CONTAINER_WIDTH_MAX}
              step={10}
              disabled={config.mode === 'fullwidth'}
              valueLabelDisplay="auto"
              getAriaValueText={(value) => t('settings.pixels', { value })}
              valueLabelFormat={(value) => t('settings.pixels', { value })}
              aria-labelledby={widthId}
              onChange={(_event, value) => {
                if (typeof value === 'number') setConfig({ containerWidth: value });
              }}
            />
          </Box>
        </Box>
      </Section>

      <Section title={t('settings.navbar')}>
        <Toggle
          label={t('settings.display')}
          checked={config.navbar.display}
          onChange={(display) => setConfig({ navbar: { display } })}
        />
        {style === 'layout1' && (
          <>
            <Choice
              label={t('settings.navbarStyle')}
              value={config.navbar.style}
              options={NAVBAR_STYLES}
              optionLabel={(o) => t(`settings.navbarStyles.${o}`)}
              onChange={(value) => setConfig({ navbar: { style: value } })}
            />
            {config.navbar.style === 'style-2' && (
              <Toggle
                label={t('settings.folded')}
                checked={config.navbar.folded}
                onChange={(folded) => setConfig({ navbar: { folded } })}
              />
            )}
            <Choice
              label={t('settings.position')}
              value={config.navbar.position}
              options={NAVBAR_POSITIONS}
              optionLabel={(o) => t(`settings.positions.${o}`)}
              onChange={(position) => setConfig({ navbar: { position } })}
            />
          </>
        )}
      </Section>

      {(['toolbar', 'footer'] as const).map((bar) => (
        <Section key={bar} title={t(`settings.${bar}`)}>
          <Toggle
            label={t('settings.display')}
            checked={config[bar].display}
            onChange={(display) => setConfig({ [bar]: { display } })}
          />
          <Choice
            label={t('settings.barStyle')}
            value={config[bar].style}
            options={BAR_STYLES}
            optionLabel={(o) => t(`settings.barStyles.${o}`)}
            onChange={(value) => setConfig({ [bar]: { style: value } })}
            disabled={!config[bar].display}
          />
        </Section>
      ))}

      <Section title={t('settings.sidePanels')}>
        {(['leftSidePanel', 'rightSidePanel'] as const).map((side) => (
          <Toggle
            key={side}
            label={t(`settings.${side}`)}
            checked={config[side].display}
            onChange={(display) => setConfig({ [side]: { display } })}
          />
        ))}
      </Section>

      <Section title={t('settings.general')}>
        <Choice
          label={t('settings.direction')}
          value={settings.direction}
          options={DIRECTIONS}
          optionLabel={(o) => t(`settings.directions.${o}`)}
          onChange={(direction) => change({ direction })}
        />
        <Toggle
          label={t('settings.customScrollbars')}
          checked={settings.customScrollbars}
          onChange={(customScrollbars) => change({ customScrollbars })}
        />
      </Section>

      <Section title={t('settings.themes')}>
        {THEME_AREAS.map((area) => (
          <FormControl key={area} size="small" fullWidth>
            <InputLabel id={`${widthId}-${area}`}>{t(`settings.areas.${area}`)}</InputLabel>
            <Select
              labelId={`${widthId}-${area}`}
              label={t(`settings.areas.${area}`)}
              value={settings.theme[area]}
              onChange={(event) => {
                const value = event.target.value;
                if (isSchemeName(value)) change({ theme: { [area]: value } });
              }}
            >
              {schemeNames.map((name) => (
                <MenuItem key={name} value={name}>
                  {t(`schemes.${name}`)}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
        ))}
      </Section>

      <Button variant="outlined" onClick={reset} fullWidth>
        {t('settings.reset')}
      </Button>

      {user.roles.includes('settings.maintenance') && (
        <>
          <Divider sx={{ my: 3 }} />
          <Section title={t('maintenance.section')}>
            <MaintenanceSettings />
          </Section>
        </>
      )}
    </SidePanel>
  );
}
