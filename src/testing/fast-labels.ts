/**
 * `labels` of form controls, as the HTML standard defines it, without jsdom's
 * cost. jsdom answers `input.labels` by walking the whole document and asking
 * every node for its `control`, and each `<label for>` walks the document again
 * to find its id: a query by label text over the campaign editor asks this of
 * every element, so one `getByLabelText` took ~0.3 s and label lookups were 40 %
 * of the editor tests' time (CPU profile). This answer is the same list, in tree
 * order: the labels whose `for` names this element (the first element with that
 * id, as `getElementById` finds it) and the labels without `for` whose first
 * labelable descendant it is. Installed for jsdom only (setup-tests.ts).
 */
const LABELABLE = [
  'HTMLButtonElement',
  'HTMLInputElement',
  'HTMLMeterElement',
  'HTMLOutputElement',
  'HTMLProgressElement',
  'HTMLSelectElement',
  'HTMLTextAreaElement',
] as const;
const LABELABLE_TAGS = new Set([
  'BUTTON',
  'INPUT',
  'METER',
  'OUTPUT',
  'PROGRESS',
  'SELECT',
  'TEXTAREA',
]);

function isLabelable(element: Element): boolean {
  if (!LABELABLE_TAGS.has(element.tagName)) return false;
  return !(element instanceof HTMLInputElement && element.type === 'hidden');
}

function firstLabelableIn(label: HTMLLabelElement): Element | null {
  const walker = document.createTreeWalker(label, NodeFilter.SHOW_ELEMENT);
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    if (isLabelable(node as Element)) return node as Element;
  return null;
}

function elementById(root: Node, id: string): Element | null {
  if (root instanceof Document) return root.getElementById(id);
  if (root instanceof Element || root instanceof DocumentFragment)
    return root.querySelector(`[id="${id.replace(/["\\]/g, '\\$&')}"]`);
  return null;
}

function labelsOf(this: HTMLElement): HTMLLabelElement[] | null {
  if (!isLabelable(this)) return null;
  const root = this.getRootNode();
  if (!(root instanceof Document || root instanceof Element || root instanceof DocumentFragment))
    return [];
  const id = this.id;
  const byFor = id !== '' && elementById(root, id) === this;
  // A live collection: jsdom computes it again only after the document changed,
  // not once per element a query asks about.
  const labels =
    root instanceof DocumentFragment
      ? root.querySelectorAll('label')
      : root.getElementsByTagName('label');
  return Array.from(labels).filter((label) => {
    const target = label.getAttribute('for');
    if (target !== null) return byFor && target === id;
    return label.contains(this) && firstLabelableIn(label) === this;
  });
}

export function installFastLabels(): void {
  for (const name of LABELABLE)
    Object.defineProperty(window[name].prototype, 'labels', {
      configurable: true,
      enumerable: true,
      get: labelsOf,
    });
}
