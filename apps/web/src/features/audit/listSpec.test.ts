import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTION_PREFIXES,
  AUDIT_ACTIONS,
  auditList,
  auditListQuerySchema,
} from '@fxbo/domain';
import { describe, expect, it } from 'vitest';
import { listStateToParams, parseListState } from '../../components/listState';
import { listApiQuery } from '../../components/resourceList';
import { actionKey, auditListSpec } from './listSpec';
import en from '../../i18n/en/audit.json';
import pt from '../../i18n/pt-BR/audit.json';

const state = (search: string) => parseListState(new URLSearchParams(search), auditListSpec);
const api = (search: string) =>
  Object.fromEntries(new URLSearchParams(listApiQuery(auditList, state(search))));

describe('/admin/audit address ⇄ API query', () => {
  // Newest first is the list's one sort (at:desc), now said in the query rather than left to the API.
  it('asks for the newest 50 entries by default', () => {
    expect(api('')).toEqual({ page: '1', pageSize: '50', sort: 'at:desc' });
    expect(listStateToParams(state(''), auditListSpec).toString()).toBe('');
  });

  it('sends the actor as actorUserId and keeps its name in the address only', () => {
    const search =
      'actor=0b6f3c1e-8a4d-4d2b-9f1e-2a3b4c5d6e7f&actorName=Ana&action=user.&entity=user&entityId=42&from=2026-01-01&to=2026-01-31&page=2';
    expect(api(search)).toEqual({
      page: '2',
      pageSize: '50',
      sort: 'at:desc',
      actorUserId: '0b6f3c1e-8a4d-4d2b-9f1e-2a3b4c5d6e7f',
      action: 'user.',
      entity: 'user',
      entityId: '42',
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(auditListQuerySchema.safeParse(api(search)).success).toBe(true);
    expect(listStateToParams(state(search), auditListSpec).toString()).toBe(search);
  });

  it('drops an actor that is not an id and days that do not exist', () => {
    expect(api('actor=ana&from=2026-02-30&to=31/01/2026')).toEqual({
      page: '1',
      pageSize: '50',
      sort: 'at:desc',
    });
  });
});

describe('audit action labels', () => {
  // AUDIT_ACTIONS is what the database allows (audit_log_action_known, held equal by the server's schema test).
  it('labels every action the database allows in both languages (the domain), and every group (the catalogue)', () => {
    for (const action of AUDIT_ACTIONS) {
      expect(AUDIT_ACTION_LABELS[action]['pt-BR'], action).toMatch(/\S/);
      expect(AUDIT_ACTION_LABELS[action].en, action).toMatch(/\S/);
    }
    for (const actions of [pt.actions, en.actions]) {
      const labels: Record<string, string> = actions;
      expect(AUDIT_ACTION_PREFIXES.filter((group) => typeof labels[actionKey(group)] !== 'string')).toEqual(
        [],
      );
    }
    expect(actionKey('user.permissions.update')).toBe('user_permissions_update');
    expect(actionKey('user.')).toBe('user_all');
  });
});
