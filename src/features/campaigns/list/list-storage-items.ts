/**
 * The campaign list's localStorage items (layout and filters only, never a
 * credential), named in one small file: the list route's default-view check
 * runs in every page's first bytes and must name them without the code that
 * reads them (column-prefs.ts, saved-views/).
 */
export const COLUMNS_PREFERENCE_ITEM = 'adpanel.campaigns.columns';
export const SAVED_VIEWS_ITEM = 'adpanel.campaigns.views';
