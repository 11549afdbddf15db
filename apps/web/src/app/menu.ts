import type { MenuIcon, MenuItem, MenuTranslateKey } from '../area/menu';
import { areaMenuEntries } from '../area/area';
import { areas } from './areas';

export type { MenuIcon, MenuItem } from '../area/menu';

/** A place in the menu's frame: an area's entry, by id, or a group of places. */
type Slot = string | Branch;
interface Branch extends Omit<MenuItem, 'children' | 'url' | 'auth'> {
  slots: readonly Slot[];
}

const branch =
  (type: 'group' | 'collapse') =>
  (
    id: string,
    title: string,
    translate: MenuTranslateKey,
    icon: MenuIcon,
    slots: readonly Slot[],
  ): Branch => ({
    id,
    title,
    translate,
    type,
    icon,
    slots,
  });
const collapse = branch('collapse');
const group = branch('group');

/**
 * The menu of spec 2, as a frame: its groups in their order, and the places the areas' entries take in them
 * (by entry id). The entries themselves (title, url, permissions, icon) come from the areas (app/areas.ts).
 */
export const MENU_FRAME: readonly Slot[] = [
  'home',
  collapse('shipments', 'Shipments', 'nav.shipments', 'shipments', [
    'shipments.queries',
    'shipments.balance',
  ]),
  'payment-orders',
  collapse('contract', 'Contract', 'nav.contract', 'contract', ['contract.queries', 'contract.quotation']),
  collapse('trade', 'Imp/Exp', 'nav.trade', 'trade', [
    'trade.import',
    collapse('trade.export', 'Export', 'nav.export', 'export', [
      'trade.export.pending',
      'trade.export.exchange-to-contract',
      'trade.export.liquidate',
      'trade.export.dispatch',
    ]),
  ]),
  collapse('document', 'Document', 'nav.document', 'document', [
    'document.queries',
    'document.rde',
    'document.pending',
    'document.to-authorize',
  ]),
  collapse('treasury', 'Treasury', 'nav.treasury', 'treasury', [
    'treasury.bills-to-pay',
    'treasury.bills-to-receive',
    collapse('treasury.back-to-back', 'Back to Back', 'nav.backToBack', 'back-to-back', [
      'treasury.back-to-back.pending',
    ]),
    'treasury.exchange-contracted',
    'treasury.exchange-to-hire',
  ]),
  // Spec 2 names Admin > Users; the access requests of /register and the audit log live beside it.
  group('admin', 'Admin', 'nav.admin', 'admin', [
    'admin.users',
    'admin.permission-profiles',
    'admin.access-requests',
    'admin.audit',
  ]),
];

/** The menu: the frame with each place filled by the area entry of that id; empty places and groups left out. */
export function assembleMenu(frame: readonly Slot[], entries: readonly MenuItem[]): MenuItem[] {
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  return frame.flatMap((slot): MenuItem[] => {
    if (typeof slot === 'string') return byId.has(slot) ? [byId.get(slot) as MenuItem] : [];
    const { slots, ...rest } = slot;
    const children = assembleMenu(slots, entries);
    return children.length > 0 ? [{ ...rest, children }] : [];
  });
}

/** The ids of the frame's places, depth first: every area entry must have one, and each place one entry. */
export function frameSlots(frame: readonly Slot[]): string[] {
  return frame.flatMap((slot) => (typeof slot === 'string' ? [slot] : frameSlots(slot.slots)));
}

export const menuEntries: readonly MenuItem[] = areas.flatMap(areaMenuEntries);
export const menu: readonly MenuItem[] = assembleMenu(MENU_FRAME, menuEntries);
