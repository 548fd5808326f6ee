// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';

// setup-tests.ts installed fast-labels for this file: these are the standard's answers.
const texts = (element: Element | null) =>
  Array.from((element as HTMLInputElement | null)?.labels ?? [], (label) => label.textContent);

afterEach(() => {
  document.body.innerHTML = '';
});

describe('labels of a form control', () => {
  it('lists every label in tree order: for= the id, and a wrapping label without for=', () => {
    document.body.innerHTML = `
      <label for="bid">Bid</label>
      <label>Wrapped <input id="bid" /></label>
      <label for="bid">Bid again</label>`;
    expect(texts(document.getElementById('bid'))).toEqual(['Bid', 'Wrapped ', 'Bid again']);
  });

  it('a label with for= labels only the first element of that id, and only if labelable', () => {
    document.body.innerHTML = `
      <label for="twice">Twice</label>
      <input id="twice" data-first /><input id="twice" data-second />
      <label for="box">Box</label><div id="box"></div><input id="box" />`;
    expect(texts(document.querySelector('[data-first]'))).toEqual(['Twice']);
    expect(texts(document.querySelector('[data-second]'))).toEqual([]);
    expect(texts(document.querySelector('input#box'))).toEqual([]);
  });

  it('a wrapping label labels its first labelable descendant only; for="" labels nothing', () => {
    document.body.innerHTML = `
      <label>Pair <input type="hidden" /><select data-first></select><input data-second /></label>
      <label for="">Empty <input data-empty /></label>`;
    expect(texts(document.querySelector('[data-first]'))).toEqual(['Pair ']);
    expect(texts(document.querySelector('[data-second]'))).toEqual([]);
    expect(texts(document.querySelector('[data-empty]'))).toEqual([]);
  });

  it('a hidden input has no labels list; buttons, textareas and meters have one', () => {
    document.body.innerHTML = `
      <input type="hidden" id="h" /><label for="h">Hidden</label>
      <label for="b">Button</label><button id="b"></button>
      <label>Notes <textarea></textarea></label>
      <label for="m">Meter</label><meter id="m"></meter>`;
    expect((document.getElementById('h') as HTMLInputElement).labels).toBeNull();
    expect(texts(document.getElementById('b'))).toEqual(['Button']);
    expect(texts(document.querySelector('textarea'))).toEqual(['Notes ']);
    expect(texts(document.getElementById('m'))).toEqual(['Meter']);
  });

  it('follows changes to the document', () => {
    document.body.innerHTML = `<input id="late" />`;
    const input = document.getElementById('late');
    expect(texts(input)).toEqual([]);
    document.body.insertAdjacentHTML('beforeend', '<label for="late">Late</label>');
    expect(texts(input)).toEqual(['Late']);
    input?.setAttribute('id', 'renamed');
    expect(texts(input)).toEqual([]);
  });

  it('in a detached subtree, the labels of that subtree', () => {
    const form = document.createElement('form');
    form.innerHTML = `<label for="d">Detached</label><input id="d" />`;
    expect(texts(form.querySelector('input'))).toEqual(['Detached']);
  });
});
