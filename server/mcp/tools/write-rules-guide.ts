/** adpanel://guides/write-rules: the contract's client obligations, as a model reads them. */
export const WRITE_RULES_GUIDE = `# Changing campaigns through adpanel tools

Every change follows the same four steps. Never skip one.

1. **Prepare.** Call \`platform_prepare_campaign_status_change\` with the cids and the target
   status (active, paused, suspended or scheduled). It reads the current state and returns the
   exact diff (cid, name, from, to), the cids that are already in the target status, a summary
   and an approval \`{fingerprint, expiresAt}\`. Nothing changes yet. When \`approval\` is null
   there is nothing to apply.
2. **Confirm with the person.** Show the diff exactly as returned — every campaign, its
   current and its new status — and ask for an explicit yes. Silence, an earlier general
   instruction or your own judgement is not confirmation.
3. **Apply.** Call \`platform_apply_campaign_status_change\` with the same cids and status,
   \`approval\` set to the fingerprint unchanged, and a new unique \`idempotencyKey\`
   (16-128 characters of A-Z a-z 0-9 _ -, e.g. a UUID). The approval is valid for 10 minutes,
   for one apply, for this member, this request and the state prepare saw. If the answer is
   lost, retry once with the same key and the same arguments: you get the first result back and
   nothing changes twice. Never reuse a key for a different change.
4. **Verify.** Run the read named in \`verification\` (\`platform_get_campaigns\` with the cids)
   and check every campaign has the expected status. Report what was applied, what was already
   in that status, and — if \`partial\` is true or a campaign does not match — exactly what did
   not happen.

## When it is refused

| Code | Meaning | What to do |
|---|---|---|
| 409 state_changed | a campaign changed since prepare | prepare again, show the new diff, ask again |
| 409 approval_stale | unknown or expired approval | prepare again |
| 409 approval_reused | the approval was already used | prepare again for a new change |
| 409 approval_mismatch | other cids or status than prepared | apply exactly what was prepared |
| 409 idempotency_conflict | the key was used for another change | use a new key |
| 402 insufficient_balance | activation needs 1.00 available balance | the person adds funds first |
| 403 forbidden | Pending campaigns await review; members cannot change them | leave them out |
| 404 not_found | a cid is not in this account | check the cids; do not guess |

Do not retry a refused write unchanged. Members cannot move campaigns to or out of Pending.
`;
