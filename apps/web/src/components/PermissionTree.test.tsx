import { createInstance } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { PermissionTree } from './PermissionTree';
import { groupPermissions } from './permissionGroups';

describe('PermissionTree', () => {
  it('shows each permission by its label only, never its internal key', async () => {
    const i18n = createInstance();
    await i18n.use(initReactI18next).init({ lng: 'en', resources: {} });
    const markup = renderToStaticMarkup(
      <I18nextProvider i18n={i18n}>
        <PermissionTree label="Permissions" value={[]} onChange={() => undefined} />
      </I18nextProvider>,
    );
    const text = markup.replace(/<[^>]*>/g, '\n');
    const keys = groupPermissions().flatMap((group) => group.keys);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      expect(text.split('\n')).not.toContain(key);
    }
  });
});
