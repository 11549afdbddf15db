import { describe, expect, it, vi } from 'vitest';
import { filterChips } from './filterChips';
import type { ListSpec } from './listState';

type F = 'status' | 'clientId' | 'client' | 'type';
const list: ListSpec<F> = {
  filters: { status: {}, clientId: {}, client: {}, type: { default: 'all' } },
  pageSizes: [25],
  defaultPageSize: 25,
};

describe('filterChips', () => {
  it('shows the filters in force in the order given, not defaults nor companions', () => {
    const chips = filterChips(
      list,
      { status: 'paid', clientId: '7', client: 'Acme', type: 'all' },
      {
        clientId: { label: 'Client', value: () => 'Acme', with: ['client'] },
        status: { label: 'Status', value: (raw) => `<${raw}>` },
        type: { label: 'Type' },
      },
      () => undefined,
    );
    expect(chips.map(({ id, label, value }) => ({ id, label, value }))).toEqual([
      { id: 'clientId', label: 'Client', value: 'Acme' },
      { id: 'status', label: 'Status', value: '<paid>' },
    ]);
  });

  it('lifts a filter and its companions on delete, keeping the others', () => {
    const onApply = vi.fn();
    const [client] = filterChips(
      list,
      { status: 'paid', clientId: '7', client: 'Acme' },
      { clientId: { label: 'Client', with: ['client'] } },
      onApply,
    );
    client!.onDelete();
    expect(onApply).toHaveBeenCalledWith({ status: 'paid' });
  });

  it("shows a screen's default that is a real filter (a queue on 'pending'), lifted to the screen's 'all'", () => {
    const queue: ListSpec<F> = { ...list, filters: { ...list.filters, status: { default: 'pending' } } };
    const onApply = vi.fn();
    const spec = { status: { label: 'Status', liftTo: 'all' } };
    const [status] = filterChips(queue, { status: 'pending', clientId: '7' }, spec, onApply);
    expect(status).toMatchObject({ id: 'status', value: 'pending' });
    status!.onDelete();
    expect(onApply).toHaveBeenCalledWith({ status: 'all', clientId: '7' });
    // Lifted, it is no filter: no chip.
    expect(filterChips(queue, { status: 'all' }, spec, onApply)).toEqual([]);
  });
});
