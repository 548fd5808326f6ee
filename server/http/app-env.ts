import type { PublisherScope } from '@contract/reports';

/** The authenticated advertiser, derived only from the bearer token. */
export interface Member {
  uid: number;
  tenant: string;
  name: string;
  /** Available balance in cents: money is compared as integers. */
  balanceCents: number;
}

export interface PublisherIdentity {
  publisherId: number;
  name: string;
  scopes: PublisherScope[];
}

/** Hono's type parameter for every router of this app. */
export interface AppEnv {
  Variables: {
    member: Member;
    publisher: PublisherIdentity;
  };
}
