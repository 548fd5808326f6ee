import { describe, expect, it } from 'vitest';
import { IdempotencyKeySchema } from '@contract/mcp';
import { createIntentKeys } from './idempotency';

const intent = (approval: string, cids = [11, 12]) => ({
  name: 'platform_apply_campaign_status_change',
  arguments: { cids, status: 'paused', approval },
});

describe('one idempotency key per intent', () => {
  it('gives a key the contract accepts', () => {
    const key = createIntentKeys().keyFor(intent('fp-1'));
    expect(IdempotencyKeySchema.safeParse(key).success).toBe(true);
  });

  it('reuses the key while the same intent is retried, whatever the key order or the key inside', () => {
    const keys = createIntentKeys();
    const first = keys.keyFor(intent('fp-1'));
    const reordered = {
      arguments: { approval: 'fp-1', status: 'paused', cids: [11, 12], idempotencyKey: first },
      name: 'platform_apply_campaign_status_change',
    };
    expect(keys.keyFor(reordered)).toBe(first);
  });

  it('gives another intent another key: other approval, other campaigns, other tool', () => {
    const keys = createIntentKeys();
    const first = keys.keyFor(intent('fp-1'));
    expect(keys.keyFor(intent('fp-2'))).not.toBe(first);
    expect(keys.keyFor(intent('fp-1', [11]))).not.toBe(first);
    expect(keys.keyFor({ ...intent('fp-1'), name: 'other_tool' })).not.toBe(first);
  });

  it('starts a new intent after a definitive answer', () => {
    const keys = createIntentKeys();
    const first = keys.keyFor(intent('fp-1'));
    keys.settle({
      ...intent('fp-1'),
      arguments: { ...intent('fp-1').arguments, idempotencyKey: first },
    });
    const next = keys.keyFor(intent('fp-1'));
    expect(next).not.toBe(first);
    expect(keys.keyFor(intent('fp-1'))).toBe(next);
  });

  it('keeps keys apart between consoles', () => {
    expect(createIntentKeys().keyFor('intent')).not.toBe(createIntentKeys().keyFor('intent'));
  });
});
