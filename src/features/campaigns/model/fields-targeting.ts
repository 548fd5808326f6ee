import { SELECTORS, type Selector } from '@contract/campaigns';
import { selectorWords } from './selector-words';
import { selectorsFor } from './selectors-for';
import { bidControlAvailability, hasKey, typeChanged, type FieldContext } from './field-context';
import { defineField, type FieldDef } from './field-def';

/** The contract's applicability (rule 12), shared with the targeting controls. */
function selectorApplies(selector: Selector) {
  return (ctx: FieldContext) =>
    selectorsFor(
      ctx.type?.pricing ?? 'OTHER',
      ctx.type?.format ?? 'generic',
      Object.keys(ctx.campaign),
    ).includes(selector);
}

/** Flag and array of each selector: flag 1 = all values (the server empties the array), 0 = custom. */
const SELECTOR_FIELDS: readonly FieldDef[] = SELECTORS.flatMap((selector) => [
  defineField({
    key: selector.flag,
    label: selectorWords(selector).allName,
    section: 'targeting',
    kind: 'selector-flag',
    applies: selectorApplies(selector),
  }),
  defineField({
    key: selector.array,
    label: selector.label,
    section: 'targeting',
    kind: 'selector-values',
    applies: selectorApplies(selector),
  }),
]);

const hasKeywords = (ctx: FieldContext) => hasKey(ctx, 'keywords_enabled');
const rows = (value: unknown) => (Array.isArray(value) ? value.length : 0);

/** "Targeting", "Keywords" and "Bid control". */
export const TARGETING_FIELDS: readonly FieldDef[] = [
  ...SELECTOR_FIELDS,
  /** 0/1 switch for keyword targeting. */
  defineField({
    key: 'keywords_enabled',
    label: 'Enable keywords',
    section: 'keywords',
    kind: 'flag',
    applies: hasKeywords,
  }),
  /** Keywords to target, one per line, as the service stores them. */
  defineField({
    key: 'keywords_whitelist',
    label: 'Allow list',
    section: 'keywords',
    kind: 'textarea',
    applies: hasKeywords,
  }),
  /** Keywords to avoid, one per line. */
  defineField({
    key: 'keywords_blocklist',
    label: 'Block list',
    section: 'keywords',
    kind: 'textarea',
    applies: hasKeywords,
  }),
  /**
   * bidControl rows are the platform's: shown, never edited, sent back whole.
   * Shown where the type allows it, and where it does not but rows exist, to
   * say what happens to them (rule 13). The one edit accepted is removal ([])
   * while the selected type cannot carry them.
   */
  defineField({
    key: 'bidControl',
    label: 'Bid control',
    section: 'bidcontrol',
    kind: 'bidcontrol',
    applies: (ctx) =>
      hasKey(ctx, 'bidControl') &&
      (bidControlAvailability(ctx).available || rows(ctx.campaign.bidControl) > 0),
    hint: (ctx) => {
      const { available, reason } = bidControlAvailability(ctx);
      const count = rows(ctx.campaign.bidControl);
      if (available || count === 0) return undefined;
      const what = count === 1 ? 'its rule' : `its ${count} rules`;
      return typeChanged(ctx)
        ? `${reason}: saving removes ${what}`
        : `${reason}: remove ${what} to save`;
    },
    fromForm: (form, original, ctx) =>
      Array.isArray(form) &&
      form.length === 0 &&
      rows(original) > 0 &&
      !bidControlAvailability(ctx).available
        ? []
        : original,
  }),
];
