import { describe, expect, it } from 'vitest';
import { checkedCsv } from './checked-csv';

const JSON_DATA = 'The server sent JSON data instead of the CSV file.';
const refusal = (body: string, type = 'text/csv') =>
  checkedCsv(new Blob([body], { type }), null, 200).catch((error: unknown) => error);

describe('checkedCsv: JSON in a 200 is no CSV', () => {
  it('refuses a success envelope, whatever its message says', async () => {
    const envelope = { status: 'success', message: 'OK', data: [{ date: '2026-11-01' }] };
    expect(await refusal(JSON.stringify(envelope))).toMatchObject({
      kind: 'invalid-response',
      message: JSON_DATA,
    });
    expect(await refusal(JSON.stringify(envelope), 'application/json')).toMatchObject({
      message: JSON_DATA,
    });
  });

  it('refuses a JSON array, also sent as text/csv and after a BOM and spaces', async () => {
    expect(await refusal('[{"date":"2026-11-01","total":"5"}]')).toMatchObject({
      kind: 'invalid-response',
      message: JSON_DATA,
    });
    expect(await refusal('\uFEFF \n[]')).toMatchObject({ message: JSON_DATA });
  });

  it("keeps an error envelope's own message, and takes a CSV", async () => {
    expect(
      await refusal(JSON.stringify({ status: 'error', message: 'Export quota reached' })),
    ).toMatchObject({ kind: 'http', message: 'Export quota reached' });
    const csv = await checkedCsv(new Blob(['date,total\n2026-11-01,5\n']), null, 200);
    expect(await csv.blob.text()).toBe('date,total\n2026-11-01,5\n');
  });
});
