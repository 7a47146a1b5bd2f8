import { describe, expect, it } from 'vitest';
import { decodeBoot, encodeBoot, type BootData } from './boot';

describe('the boot blob (storefront.md §2.2: initial data as an embedded base64 blob)', () => {
  it('round-trips through compressed base64, Unicode included', async () => {
    const data = { locale: 'zh-CN', messages: { a: '菜单 — ☕' }, page: 'menu', renderedAt: 1 } as unknown as BootData;
    const blob = await encodeBoot(data);
    expect(blob).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(await decodeBoot(blob)).toEqual(data);
  });

  it('is much smaller than the JSON for a repetitive menu', async () => {
    const data = { products: Array.from({ length: 300 }, (_, i) => ({ id: i, name: `Dish ${i}`, content: 'A benchmark dish with a long description.' })) } as unknown as BootData;
    expect((await encodeBoot(data)).length).toBeLessThan(JSON.stringify(data).length / 4);
  });
});
