import { DESCRIPTION_MAX, TITLE_MAX } from '@contract/campaign-rules';
import { isOn } from '@contract/common';
import { hasCreative, isClickPriced, type FieldContext } from './field-context';
import { defineField, type FieldDef } from './field-def';

const isPush = (ctx: FieldContext) => ctx.type?.format === 'push';
const IMAGE_KEPT = 'Uploaded images are kept as they are; they cannot be changed here';

/**
 * The creative fields (and the destination, shown under Basics). These fields are required by the selected type
 * (rules 1, 5, 6, 7), so they show for it even when the read lacks the key;
 * an untouched one is still never added to the payload.
 */
export const CREATIVE_FIELDS: readonly FieldDef[] = [
  /** Destination of CPC and CPV types; platform macros such as {clickid} are allowed (rule 6). */
  defineField({
    key: 'clickurl',
    label: 'Click URL',
    // Issue 4 lists the destination with the basics, whatever the format.
    section: 'basics',
    kind: 'text',
    applies: isClickPriced,
    readOnlyReason: ({ settings }) =>
      isOn(settings.edit_clickurl)
        ? undefined
        : 'Click URL changes are not enabled for this account',
    hint: () => 'An http:// or https:// address; macros such as {clickid} are allowed',
  }),
  /** The advertiser's domain, for CPM types (rule 6). */
  defineField({
    key: 'website',
    label: 'Website',
    section: 'basics',
    kind: 'text',
    applies: (ctx) => ctx.type?.pricing === 'CPM',
    hint: () => 'An http:// or https:// address',
  }),
  /** Ad title of Push and Contextual formats (rule 5). */
  defineField({
    key: 'title',
    label: 'Title',
    section: 'creative',
    kind: 'text',
    applies: hasCreative,
    hint: () => `At most ${TITLE_MAX} characters`,
  }),
  /** Ad text of Push and Contextual formats (rule 5). */
  defineField({
    key: 'description',
    label: 'Description',
    section: 'creative',
    kind: 'textarea',
    applies: hasCreative,
    hint: () => `At most ${DESCRIPTION_MAX} characters`,
  }),
  /** Push icon object {url, …} as the service returned it: a preview, sent back unchanged (rule 7). */
  defineField({
    key: 'icon',
    label: 'Icon',
    section: 'creative',
    kind: 'image',
    applies: isPush,
    readOnlyReason: () => IMAGE_KEPT,
  }),
  /** Push main image object {url, …}: a preview, sent back unchanged (rule 7). */
  defineField({
    key: 'image',
    label: 'Main image',
    section: 'creative',
    kind: 'image',
    applies: isPush,
    readOnlyReason: () => IMAGE_KEPT,
  }),
];
