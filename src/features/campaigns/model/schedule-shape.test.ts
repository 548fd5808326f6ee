import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../../server/db/prng';
import { flatSchedule, nestedSchedule } from '../../../../server/db/seed-campaign-parts';
import { emptyShapeLike, isAbsentSchedule, readSchedule, writeSchedule } from './schedule-shape';

const ELEMENTS = [0, 1, true, false, '0', '1'] as const;
const nest = (flat: unknown[]) =>
  Array.from({ length: 7 }, (_, day) => flat.slice(day * 24, day * 24 + 24));

const flatOf = (element: fc.Arbitrary<unknown>) =>
  fc.array(element, { minLength: 168, maxLength: 168 });
// One element type throughout (what services send) or any mix of the three.
const elements = fc.oneof(
  fc
    .constantFrom([0, 1], [true, false], ['0', '1'])
    .chain((pair) => flatOf(fc.constantFrom(...pair))),
  flatOf(fc.constantFrom(...ELEMENTS)),
);
const schedules = fc.oneof(elements, elements.map(nest));
const at = (value: unknown, index: number) =>
  (value as unknown[]).length === 7
    ? (value as unknown[][])[Math.floor(index / 24)]?.[index % 24]
    : (value as unknown[])[index];

describe('readSchedule / writeSchedule', () => {
  it('writes back exactly what it read, for either shape and any element types', () => {
    fc.assert(
      fc.property(schedules, (original) => {
        const read = readSchedule(original);
        expect(read).toBeDefined();
        expect(writeSchedule(read!.cells, read!.shape)).toStrictEqual(original);
      }),
    );
  });

  it('toggling one cell changes exactly that element, in its own type', () => {
    fc.assert(
      fc.property(schedules, fc.nat(167), (original, index) => {
        const read = readSchedule(original)!;
        const cells = [...read.cells];
        cells[index] = !cells[index];
        const written = writeSchedule(cells, read.shape);
        const changed = Array.from({ length: 168 }, (_, i) => i).filter(
          (i) => at(written, i) !== at(original, i),
        );
        expect(changed).toEqual([index]);
        expect(typeof at(written, index)).toBe(typeof at(original, index));
        expect(readSchedule(written)!.cells[index]).toBe(cells[index]);
        // The layout is kept: still 168 flat values or 7 days of 24.
        expect((written as unknown[]).length).toBe((original as unknown[]).length);
      }),
    );
  });

  it('reads both seeded shapes, Monday 00:00 first', () => {
    const flat = flatSchedule(createRng(7));
    const nested = nestedSchedule(createRng(7));
    expect(readSchedule(flat)!.cells).toEqual(flat.map((v) => v === 1));
    expect(readSchedule(flat)!.shape.layout).toBe('flat');
    expect(readSchedule(nested)!.cells).toEqual(nested.flat());
    expect(readSchedule(nested)!.shape.layout).toBe('nested');
  });

  it.each([
    ['167 values', Array.from({ length: 167 }, () => 0)],
    ['169 values', Array.from({ length: 169 }, () => 0)],
    ['7 days of 23', Array.from({ length: 7 }, () => Array.from({ length: 23 }, () => 0))],
    ['8 days of 24', Array.from({ length: 8 }, () => Array.from({ length: 24 }, () => 0))],
    ['a value of 2', [2, ...Array.from({ length: 167 }, () => 0)]],
    ['a null value', [null, ...Array.from({ length: 167 }, () => 0)]],
    ['a "true" string', ['true', ...Array.from({ length: 167 }, () => 0)]],
    ['an object', { monday: [] }],
    ['a string', '0'.repeat(168)],
  ])('treats %s as unreadable', (_name, value) => {
    expect(readSchedule(value)).toBeUndefined();
  });

  it('refuses to write anything but 168 cells', () => {
    const { shape } = readSchedule(Array.from({ length: 168 }, () => 0))!;
    expect(() => writeSchedule([true], shape)).toThrow(/168/);
  });
});

describe('emptyShapeLike', () => {
  it('is 168 flat zeros when there is no readable value', () => {
    for (const missing of [undefined, null, '', [], 'junk']) {
      expect(emptyShapeLike(missing)).toEqual(Array.from({ length: 168 }, () => 0));
    }
  });

  it('keeps the layout and element types of a readable value', () => {
    const nested = nest(Array.from({ length: 168 }, () => true));
    expect(emptyShapeLike(nested)).toEqual(nest(Array.from({ length: 168 }, () => false)));
    expect(emptyShapeLike(Array.from({ length: 168 }, () => '1'))).toEqual(
      Array.from({ length: 168 }, () => '0'),
    );
  });

  it('counts only missing values as absent', () => {
    expect([undefined, null, '', []].every(isAbsentSchedule)).toBe(true);
    expect([0, '0', [0], {}].some(isAbsentSchedule)).toBe(false);
  });
});
