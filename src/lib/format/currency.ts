/**
 * The currency every amount is shown in (config.json `currency`, an ISO 4217
 * code, default USD; decision 051). The contract's amounts carry no currency:
 * the deployment says which one its API counts in, as it says the report time
 * zone. Set once at start (main.tsx), before anything is formatted.
 */
export const DEFAULT_CURRENCY = 'USD';

let code = DEFAULT_CURRENCY;

/** True for a code this browser's Intl knows as a currency ("USD", "EUR"; not "usd" or "XYZ"). */
export function isKnownCurrency(value: string): boolean {
  if (!/^[A-Z]{3}$/.test(value)) return false;
  // Intl accepts any three letters as a code; only its list says which ones exist.
  const known = Intl.supportedValuesOf?.('currency');
  return known ? known.includes(value) : true;
}

export function setDisplayCurrency(value: string): void {
  code = isKnownCurrency(value) ? value : DEFAULT_CURRENCY;
}

export function displayCurrency(): string {
  return code;
}
