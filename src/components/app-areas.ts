/** The dashboard's areas and which credential opens each. */
export interface AppArea {
  to: '/campaigns' | '/activity' | '/reports/xml' | '/reports/search' | '/mcp';
  label: string;
  description: string;
  requires: 'member' | 'publisher';
  /** The publisher key's scope the area needs, when it needs one. */
  scope?: 'xml' | 'search';
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
    scope: 'xml',
  },
  {
    to: '/reports/search',
    label: 'Search report',
    description: 'Daily Search metrics per feed and country.',
    requires: 'publisher',
    scope: 'search',
  },
  {
    to: '/mcp',
    label: 'MCP console',
    description: 'Connect to the remote tool endpoint and try its tools.',
    // Its tools act on the member's campaigns: a publisher key alone has nothing to do there.
    requires: 'member',
  },
];

/**
 * The areas the credentials open. `scopes`: what the publisher key was found
 * to open at sign-in; unknown scopes open both reports.
 */
export function areasFor(access: {
  member: boolean;
  publisher: boolean;
  scopes?: { xml: boolean; search: boolean };
}): AppArea[] {
  return APP_AREAS.filter((area) =>
    area.requires === 'member'
      ? access.member
      : access.publisher && (!area.scope || !access.scopes || access.scopes[area.scope]),
  );
}
