import * as z from 'zod/mini';
import { envelopeSchema } from './common';

/**
 * Demo-only endpoint of the reference API (GET {baseUrl}/demo/accounts, only
 * when the server runs in demo mode). Not part of the contract: a real
 * deployment answers 404 and the sign-in page simply shows no demo list.
 */
export const DemoMemberSchema = z.object({
  uid: z.int(),
  name: z.string(),
  tenant: z.string(),
  balance: z.number(),
  note: z.optional(z.string()),
  token: z.string(),
});
export const DemoPublisherSchema = z.object({
  name: z.string(),
  scopes: z.array(z.string()),
  note: z.optional(z.string()),
  key: z.string(),
});
export const DemoAccountsSchema = z.object({
  members: z.array(DemoMemberSchema),
  publishers: z.array(DemoPublisherSchema),
});
export type DemoAccounts = z.infer<typeof DemoAccountsSchema>;
export const DemoAccountsResponseSchema = envelopeSchema(DemoAccountsSchema);

/** Claims of the reference API's member access JWT (HS256). */
export const MemberClaimsSchema = z.looseObject({
  uid: z.int(),
  tenant: z.string(),
  name: z.optional(z.string()),
});
export type MemberClaims = z.infer<typeof MemberClaimsSchema>;
