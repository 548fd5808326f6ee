import { z } from 'zod';
import { envelopeSchema } from './common';

/**
 * Demo-only endpoint of the reference API (GET {baseUrl}/demo/accounts, only
 * when the server runs in demo mode). Not part of the contract: a real
 * deployment answers 404 and the sign-in page simply shows no demo list.
 */
export const DemoMemberSchema = z.object({
  uid: z.number().int(),
  name: z.string(),
  tenant: z.string(),
  balance: z.number(),
  note: z.string().optional(),
  token: z.string(),
});
export const DemoPublisherSchema = z.object({
  name: z.string(),
  scopes: z.array(z.string()),
  note: z.string().optional(),
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
  uid: z.number().int(),
  tenant: z.string(),
  name: z.string().optional(),
});
export type MemberClaims = z.infer<typeof MemberClaimsSchema>;
