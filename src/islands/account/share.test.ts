import { describe, expect, it } from 'vitest';
import { shareOrCopy, venueShareUrl, type ShareEnv } from './share';

const DATA = { title: 'Laneway Espresso', url: 'https://order.example/laneway-espresso' };

/** A browser with the given pieces; records what was shared and copied. */
function browser(pieces: { share?: 'ok' | 'abort' | 'fail'; canShare?: boolean; clipboard?: 'ok' | 'fail' }) {
  const shared: unknown[] = [];
  const copied: string[] = [];
  const env: ShareEnv = {};
  if (pieces.share)
    env.share = async (d) => {
      shared.push(d);
      if (pieces.share === 'abort') throw Object.assign(new Error('Share canceled'), { name: 'AbortError' });
      if (pieces.share === 'fail') throw Object.assign(new Error('not allowed'), { name: 'NotAllowedError' });
    };
  if (pieces.canShare !== undefined) env.canShare = () => pieces.canShare!;
  if (pieces.clipboard)
    env.clipboard = {
      writeText: async (t) => {
        if (pieces.clipboard === 'fail') throw new Error('denied');
        copied.push(t);
      },
    };
  return { env, shared, copied };
}

describe("the account screen's share action (accounts-and-loyalty.md §2.2)", () => {
  it('shares the link {host}/{venueCode}', () => {
    expect(venueShareUrl('https://order.example', 'laneway-espresso')).toBe('https://order.example/laneway-espresso');
    expect(venueShareUrl('https://order.example/', 'golden lantern')).toBe('https://order.example/golden%20lantern');
  });

  it('uses the Web Share API where the browser has it', async () => {
    const b = browser({ share: 'ok', clipboard: 'ok' });
    expect(await shareOrCopy(DATA, b.env)).toBe('shared');
    expect(b.shared).toEqual([DATA]);
    expect(b.copied).toEqual([]);
  });

  it('copies nothing when the diner closes the share sheet', async () => {
    const b = browser({ share: 'abort', clipboard: 'ok' });
    expect(await shareOrCopy(DATA, b.env)).toBe('cancelled');
    expect(b.copied).toEqual([]);
  });

  it.each([
    ['no Web Share', { clipboard: 'ok' as const }],
    ['a share refused by the browser', { share: 'fail' as const, clipboard: 'ok' as const }],
    ['canShare refusing the data', { share: 'ok' as const, canShare: false, clipboard: 'ok' as const }],
  ])('copies the link with %s', async (_name, pieces) => {
    const b = browser(pieces);
    expect(await shareOrCopy(DATA, b.env)).toBe('copied');
    expect(b.copied).toEqual([DATA.url]);
  });

  it('fails when neither sharing nor copying is possible', async () => {
    expect(await shareOrCopy(DATA, browser({}).env)).toBe('failed');
    expect(await shareOrCopy(DATA, browser({ clipboard: 'fail' }).env)).toBe('failed');
  });
});
