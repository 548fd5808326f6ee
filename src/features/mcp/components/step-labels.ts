import type { FlowStep } from '../types';

/** How the step log and failures name each step of the flow. */
export const STEP_LABELS: Record<FlowStep, string> = {
  'protected-resource-metadata': 'Protected-resource metadata',
  'authorization-server-metadata': 'Authorization-server metadata',
  registration: 'Dynamic client registration',
  authorization: 'Authorization (consent page)',
  'callback-checks': 'State and issuer checks',
  'token-exchange': 'Code exchange (PKCE verifier and resource)',
  connected: 'Connected',
  refresh: 'Token refresh',
  disconnect: 'Disconnect',
};
