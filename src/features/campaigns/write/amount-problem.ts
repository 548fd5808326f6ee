const DECIMAL = /^\d+(\.\d+)?$/;
const MAX_PERCENT = 1000;

/** Why a number typed for a change is unusable, or undefined. */
export function amountProblem(mode: string, text: string): string | undefined {
  const value = text.trim();
  if (value === '') return 'Enter a value';
  if (!DECIMAL.test(value)) return 'Enter a number such as 10 or 0.25 (with a dot)';
  const number = Number(value);
  if (mode.endsWith('percent')) {
    if (number <= 0) return 'Enter a percentage above 0';
    if (mode.startsWith('decrease') && number >= 100) return 'A decrease must be below 100 %';
    if (number > MAX_PERCENT) return `At most ${MAX_PERCENT} %`;
  }
  if (mode.endsWith('amount') && number <= 0) return 'Enter an amount above 0';
  return undefined;
}
