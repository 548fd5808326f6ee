/**
 * Envelope statuses. The contract's success is "success"; another backend's "ok"
 * (or "succeeded") is tolerated. A read answered with any other word ("error",
 * "denied", "revoked") is that word's failure, not data: "No traffic in this range"
 * for a revoked key hid the reason. A write says it failed only with "error", "fail",
 * "failed" or "failure"; another unknown word is left to the verification read, which
 * says what was stored (a backend's "updated" is no refusal). Apart from client.ts, the
 * CSV check reads them: a success envelope is no error message either.
 */
export const saysSuccess = (status: string) =>
  /^\s*(?:success(?:ful)?|succeeded|ok)\s*$/i.test(status);
export const saysFailure = (status: string) => /^\s*(?:error|fail(?:ed|ure)?)\s*$/i.test(status);
