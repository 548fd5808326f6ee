/** The dashboard's areas and which credential opens each. */
export interface AppArea {
  to: '/campaigns' | '/activity' | '/reports/xml' | '/reports/search' | '/mcp';
  label: string;
  description: string;
  requires: 'member' | 'publisher' | 'any';
}

export const APP_AREAS: readonly AppArea[] = [
  {
    to: '/campaigns',
    label: 'Campaigns',
    description: 'List, edit and pause or resume your advertising campaigns.',
    requires: 'member',
  },
  {
    to: '/activity',
    label: 'Activity',
    description: 'What was changed from this browser, per campaign, with undo.',
    requires: 'member',
  },
  {
    to: '/reports/xml',
    label: 'XML statistics',
    description: 'Traffic and revenue per XML traffic source.',
    requires: 'publisher',
  },
  {
    to: '/reports/search',
    label: 'Search report',
    description: 'Daily Search metrics per feed and country.',
    requires: 'publisher',
  },
  {
    to: '/mcp',
    label: 'MCP console',
    description: 'Connect to the remote tool endpoint and try its tools.',
    requires: 'any',
  },
];

export function areasFor(access: { member: boolean; publisher: boolean }): AppArea[] {
  return APP_AREAS.filter(
    (area) =>
      area.requires === 'any' ||
      (area.requires === 'member' && access.member) ||
      (area.requires === 'publisher' && access.publisher),
  );
}
