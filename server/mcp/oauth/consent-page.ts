import { MCP_SCOPE_DESCRIPTIONS, type McpScope } from '@contract/mcp';
import { html, htmlPage } from './html-page';

export interface ConsentView {
  requestId: string;
  csrf: string;
  /** client_name, or the client_id when the client gave no name. */
  clientName: string;
  redirectUri: string;
  tenantName: string;
  scopes: McpScope[];
  /** The member picker of demo mode; null outside demo mode. */
  demoMembers: { uid: number; name: string }[] | null;
  selectedUid?: number;
  /** Why the last Allow did not sign anyone in. */
  error?: string;
}

function memberPicker(members: { uid: number; name: string }[], selectedUid?: number) {
  return html`<fieldset>
    <legend>Sign in as a demo member</legend>
    ${members.map(
      (m) =>
        html`<div>
          <input
            type="radio"
            id="member-${m.uid}"
            name="member"
            value="${m.uid}"
            ${m.uid === selectedUid ? html`checked` : ''}
          />
          <label for="member-${m.uid}">${m.name} (uid ${m.uid})</label>
        </div>`,
    )}
  </fieldset>`;
}

/**
 * The consent page: who asks (as the app names itself), where the answer
 * goes, for which tenant, and what each scope allows. Allow needs a member
 * to sign in; Deny does not.
 */
export function consentPage(view: ConsentView, status = 200): Response {
  const redirect = new URL(view.redirectUri);
  const describedBy = view.error ? 'member-token-hint sign-in-error' : 'member-token-hint';
  const body = html`<main>
    <h1>Connect ${view.clientName} to ${view.tenantName}?</h1>
    <p>
      <strong>${view.clientName}</strong> asks to use the adpanel tools of your
      <strong>${view.tenantName}</strong> account. Your answer is sent back to
      <strong>${redirect.host}</strong>.
    </p>
    <p class="note">The app names itself. Allow only if you have just started this connection.</p>
    <h2 id="scopes-heading">It asks to</h2>
    <ul aria-labelledby="scopes-heading">
      ${view.scopes.map((s) => html`<li><strong>${s}</strong>: ${MCP_SCOPE_DESCRIPTIONS[s]}</li>`)}
    </ul>
    <form method="post" action="/oauth/authorize">
      <input type="hidden" name="request_id" value="${view.requestId}" />
      <input type="hidden" name="csrf" value="${view.csrf}" />
      ${view.error && html`<p class="error" role="alert" id="sign-in-error">${view.error}</p>`}
      ${view.demoMembers && memberPicker(view.demoMembers, view.selectedUid)}
      <div>
        <label for="member_token">Member access token</label>
        <input
          type="password"
          id="member_token"
          name="member_token"
          autocomplete="off"
          aria-describedby="${describedBy}"
          ${view.error ? html`aria-invalid="true"` : ''}
        />
        <p class="hint" id="member-token-hint">
          ${view.demoMembers ? 'Or paste' : 'Paste'} the access token of your member account to sign
          in. Deny needs no sign-in.
        </p>
      </div>
      <div class="actions">
        <button type="submit" name="decision" value="allow">Allow</button>
        <button type="submit" name="decision" value="deny">Deny</button>
      </div>
    </form>
  </main>`;
  return htmlPage({
    title: `Connect ${view.clientName} to ${view.tenantName}`,
    body,
    status,
    formAction: ["'self'", redirect.origin],
  });
}
