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

describe('checkedCsv: plain text in a 200 is no CSV', () => {
  it('refuses a line of text not labelled CSV, and shows it', async () => {
    for (const type of ['text/plain;charset=utf-8', '']) {
      expect(await refusal('Invalid API key\n', type)).toMatchObject({
        kind: 'invalid-response',
        message: 'The server sent text instead of the CSV file: “Invalid API key”',
      });
    }
    const long = `Maintenance: ${'x'.repeat(300)}`;
    expect(((await refusal(long, 'text/plain')) as Error).message).toBe(
      `The server sent text instead of the CSV file: “${long.slice(0, 200)}…”`,
    );
  });

  it('takes a CSV sent as text/plain or without a type, with any usual separator', async () => {
    for (const body of ['date,total\n2026-11-01,5\n', 'date;total\n', 'date\ttotal\n']) {
      for (const type of ['text/plain', '']) {
        const csv = await checkedCsv(new Blob([body], { type }), null, 200);
        expect(await csv.blob.text()).toBe(body);
      }
    }
    // Labelled CSV, one column is the server's call.
    const one = await checkedCsv(new Blob(['date\n2026-11-01\n'], { type: 'text/csv' }), null, 200);
    expect(await one.blob.text()).toBe('date\n2026-11-01\n');
  });
});
