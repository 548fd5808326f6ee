// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { defaultPrefs, prefsFromStored } from '../column-prefs';
import { ListSearchSchema } from '../list-search';
import { SAVED_VIEWS_ITEM } from '../list-storage-items';
import {
  readMemberViews,
  showsView,
  viewSearchOf,
  withDefault,
  withoutView,
  withView,
  writeMemberViews,
  type SavedView,
} from './saved-views-store';

const search = (raw: Record<string, unknown>) => ListSearchSchema.parse(raw);
const view = (name: string, raw: Record<string, unknown> = {}): SavedView => ({
  name,
  search: viewSearchOf(search(raw)),
  columns: defaultPrefs(),
  density: 'compact',
});

beforeEach(() => localStorage.clear());

describe('saved views on this browser', () => {
  it('keeps each member apart in one item, with no credential in it', () => {
    writeMemberViews('acme:1001', {
      views: [view('Active', { status: 1 })],
      defaultName: 'Active',
    });
    writeMemberViews('acme:1002', { views: [view('Paused', { status: 2 })] });
    expect(readMemberViews('acme:1001', prefsFromStored)).toMatchObject({
      views: [{ name: 'Active', search: { status: 1 } }],
      defaultName: 'Active',
    });
    expect(readMemberViews('acme:1002', prefsFromStored).views.map((v) => v.name)).toEqual([
      'Paused',
    ]);
    expect(readMemberViews('globex:2001', prefsFromStored)).toEqual({ views: [] });
    expect(localStorage.getItem(SAVED_VIEWS_ITEM)).not.toMatch(/eyJ|token|Bearer/i);
  });

  it('reads what it can of a damaged item: bad values fall back, unreadable views are left out', () => {
    localStorage.setItem(
      SAVED_VIEWS_ITEM,
      JSON.stringify({
        version: 1,
        members: {
          m: {
            views: [
              { name: '  AU buyers ', search: { geo: ['au', 'x1'], perPage: 999, sort: 'nope' } },
              { name: '' },
              'not a view',
              { name: 'au buyers', search: { status: 3 } }, // same name: the first one stays
              { name: 'Wide', columns: { pinnedLeft: ['name', 'bogus'] }, density: 'huge' },
            ],
            default: 'Missing',
          },
        },
      }),
    );
    const { views, defaultName } = readMemberViews('m', prefsFromStored);
    expect(views.map((v) => v.name)).toEqual(['AU buyers', 'Wide']);
    expect(views[0]?.search).toMatchObject({ geo: ['AU'], perPage: 20, sort: 'cid' });
    expect(views[1]?.columns.pinnedLeft).toEqual(['name']);
    expect(views[1]?.density).toBe('compact');
    expect(defaultName).toBeUndefined();

    localStorage.setItem(SAVED_VIEWS_ITEM, '{not json');
    expect(readMemberViews('m', prefsFromStored)).toEqual({ views: [] });
  });

  it('saving a name that exists replaces that view in its place; the box decides the default', () => {
    let state = withView({ views: [] }, view('A', { status: 1 }), true);
    state = withView(state, view('B'), false);
    expect(state.defaultName).toBe('A');
    state = withView(state, view(' a ', { status: 2 }), true);
    expect(state.views.map((v) => [v.name, v.search.status])).toEqual([
      [' a ', 2],
      ['B', undefined],
    ]);
    expect(state.defaultName).toBe(' a ');
    // Replacing the default with the box unticked: no default any more.
    state = withView(state, view('A', { status: 3 }), false);
    expect(state.defaultName).toBeUndefined();
    state = withDefault(state, 'B');
    expect(state.defaultName).toBe('B');
    state = withoutView(state, 'B');
    expect(state).toEqual({
      views: [expect.objectContaining({ name: 'A' })],
      defaultName: undefined,
    });
  });

  it('knows the view the page shows: same filters, sort, columns and density, whatever the page', () => {
    const saved = view('Active', { status: 1, sort: 'name', order: 'asc' });
    const columns = defaultPrefs();
    const current = {
      search: search({ status: 1, sort: 'name', order: 'asc', page: 4 }),
      columns,
      density: 'compact' as const,
    };
    expect(showsView(saved, current)).toBe(true);
    expect(showsView(saved, { ...current, density: 'comfortable' })).toBe(false);
    expect(showsView(saved, { ...current, search: search({ status: 1 }) })).toBe(false);
    expect(
      showsView(saved, { ...current, columns: { ...columns, visibility: { type_name: false } } }),
    ).toBe(false);
  });
});
