/** Where the two REST APIs are mounted; the app and its OpenAPI document both read these. */
export const ADVERTISER_BASE = '/api/v1';
export const PUBLISHER_BASE = '/pub';
