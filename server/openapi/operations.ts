import type * as z from 'zod/mini';
import { CampaignListQuerySchema } from '@contract/query-schemas';
import type { PublisherScope } from '@contract/reports';
import { ADVERTISER_BASE, PUBLISHER_BASE } from '../app-paths';
import type { ComponentName } from './component-schemas';
import { SearchReportQueryDocSchema, XmlStatsQueryDocSchema } from './query-schemas';

export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 412 | 413 | 422;

/** One endpoint of the contract as the reference API serves it. */
export interface OperationSpec {
  method: 'get' | 'put';
  /** Full path from the origin, OpenAPI style ({cid}). */
  path: string;
  operationId: string;
  summary: string;
  tag: 'Advertiser campaigns' | 'Publisher reports';
  /** Member bearer token, or a publisher key with this scope. */
  auth: 'member' | PublisherScope;
  query?: z.ZodMiniObject;
  pathCid?: boolean;
  body?: ComponentName;
  /** Optional lost-update protection (decision 029): the 200 carries ETag; `ifMatch` also reads If-Match. */
  etag?: 'sends' | 'ifMatch';
  ok: { description: string; json: ComponentName; csv?: boolean };
  /** Every error status the handler can answer, with its cause; the body is always ErrorBody. */
  errors: Partial<Record<ErrorStatus, string>>;
}

const CAMPAIGNS = `${ADVERTISER_BASE}/login/campaigns`;
const UNAUTHORIZED = 'Missing, invalid or expired member access token';
const PUBLISHER_UNAUTHORIZED = 'Unknown or missing publisher API key (query parameter token)';
const INVALID_JSON = 'The body is not JSON or not a JSON object';
const TOO_LARGE = 'The body is larger than 512 KB (twice what a campaign may take)';
const EXPORT_EMPTY = 'export=csv and the range has no rows';

export const OPERATIONS: readonly OperationSpec[] = [
  {
    method: 'get',
    path: `${CAMPAIGNS}/campaigns`,
    operationId: 'listCampaigns',
    summary: "List the member's campaigns",
    tag: 'Advertiser campaigns',
    auth: 'member',
    query: CampaignListQuerySchema,
    ok: { description: 'One page of list rows', json: 'CampaignListResponse' },
    errors: { 401: UNAUTHORIZED, 422: 'A query parameter is out of range or unknown' },
  },
  {
    method: 'get',
    path: `${CAMPAIGNS}/{cid}`,
    operationId: 'readCampaign',
    summary: 'Read a campaign with its campaign types and settings (call before every edit)',
    tag: 'Advertiser campaigns',
    auth: 'member',
    pathCid: true,
    etag: 'sends',
    ok: {
      description: 'The campaign as stored, campaign_types and settings',
      json: 'CampaignEditResponse',
    },
    errors: { 401: UNAUTHORIZED, 404: 'The cid is missing or not owned by the member' },
  },
  {
    method: 'put',
    path: `${CAMPAIGNS}/{cid}`,
    operationId: 'updateCampaign',
    summary: 'Replace a campaign with the complete edited object (read-modify-write)',
    tag: 'Advertiser campaigns',
    auth: 'member',
    pathCid: true,
    body: 'Campaign',
    etag: 'ifMatch',
    ok: { description: 'Saved; no data', json: 'MessageEnvelope' },
    errors: {
      400: INVALID_JSON,
      401: UNAUTHORIZED,
      402: 'Activation needs at least 1.00 of available balance',
      403: "Another advertiser's uid, or a move to or out of Pending",
      404: 'The cid is missing or not owned by the member',
      412: 'If-Match was sent and the campaign changed since that read; nothing was saved',
      413: TOO_LARGE,
      422: 'Field validation failed; errors maps field paths to messages',
    },
  },
  {
    method: 'put',
    path: `${CAMPAIGNS}/update-status`,
    operationId: 'updateCampaignStatus',
    summary: 'Set the status of several campaigns: all change or none does',
    tag: 'Advertiser campaigns',
    auth: 'member',
    body: 'UpdateStatusBody',
    ok: { description: 'The ids that were updated', json: 'UpdateStatusResponse' },
    errors: {
      400: INVALID_JSON,
      401: UNAUTHORIZED,
      402: 'Activation needs at least 1.00 of available balance',
      403: 'Target Pending, an id not owned by the member, or a Pending campaign among the ids',
      413: TOO_LARGE,
      422: 'ids or status is malformed',
    },
  },
  {
    method: 'get',
    path: `${PUBLISHER_BASE}/xml/stats`,
    operationId: 'xmlStats',
    summary: 'XML traffic statistics of one traffic source (tid), as JSON or CSV',
    tag: 'Publisher reports',
    auth: 'publisher:xml:read',
    query: XmlStatsQueryDocSchema,
    ok: {
      description: 'Rows of the grouping, or a CSV file with export=csv',
      json: 'XmlStatsResponse',
      csv: true,
    },
    errors: {
      401: PUBLISHER_UNAUTHORIZED,
      403: 'The key lacks publisher:xml:read, or the tid is not one of its sources',
      404: EXPORT_EMPTY,
      422: 'Invalid dates, range, grouping, export format or tid',
    },
  },
  {
    method: 'get',
    path: `${PUBLISHER_BASE}/publisher/search-report`,
    operationId: 'searchReport',
    summary: 'Search report by day, country and feed, as JSON or CSV',
    tag: 'Publisher reports',
    auth: 'publisher:search:read',
    query: SearchReportQueryDocSchema,
    ok: {
      description: 'Report rows, or a CSV file with export=csv',
      json: 'SearchReportResponse',
      csv: true,
    },
    errors: {
      401: PUBLISHER_UNAUTHORIZED,
      403: 'The key lacks publisher:search:read, or the sid is not one of its feeds',
      404: EXPORT_EMPTY,
      422: 'Invalid dates, range, export format or sid',
    },
  },
];
