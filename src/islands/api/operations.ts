/**
 * Typed operations of the storefront (storefront.md §7). Field lists follow the SDL in
 * src/server/graphql/schema/catalog.graphql; money is integer cents.
 */
import type { Menu, Product, VenueMenuSummary } from '../../domain/types';
import { gql } from './client';

const LINK = 'id count ingredient_id measure_id inventory_policy';
const VARIANT = `id name code icon price status stocks inventory ingredients { ${LINK} }`;
export const PRODUCT_FIELDS = `id name name_i18n content sequence category_name category_id price price_markup status inventory stocks code icon icon_type icon_pattern soldby tax_ids modifier_ids ingredients { ${LINK} } variants { ${VARIANT} } tags { type tag }`;
const ITEM = `count id name content pid sequence sid tid cid type price upsales price_markup stocks inventory status icon icon_type icon_pattern tax_ids modifier_ids ingredients { ${LINK} } variants { ${VARIANT} }`;
const BUNDLE = 'code cost icon icon_pattern icon_type id name price sku status content tags { type tag }';
export const MENU_FIELDS = `id store_id name
  categories { id name name_i18n pattern type }
  taxes { id attr name rate }
  ingredients { id inventory status stocks stock_conversion threshold tid type measures { id units } }
  modifiers { id name price icon modifier_id modifier_name modifier_limit limit modifier_pos type modifier_minimum status inventory stocks threshold ingredients { ${LINK} } }
  products { ${PRODUCT_FIELDS} }
  combos { ${BUNDLE} groups { id name limits items { ${ITEM} } } }
  setmenus { ${BUNDLE} items { ${ITEM} } }`;

export interface MenuArgs {
  venue_code: string;
  menu_id?: number;
  market?: number;
  source?: number;
}

/** A whole menu (another menu of the venue chosen in advanced-menu mode). */
export async function fetchMenu(args: MenuArgs & { count?: number; index?: number }): Promise<Menu> {
  const q = `query menuInfo($venue_code: String!, $menu_id: Long, $market: Byte, $source: Int, $count: Int, $index: Int) {
    menuInfo(venue_code: $venue_code, menu_id: $menu_id, market: $market, source: $source, count: $count, index: $index) { ${MENU_FIELDS} } }`;
  return (await gql<{ menuInfo: Menu }>('menuInfo', q, { count: 0, index: 0, ...args })).menuInfo;
}

/** A page of products (storefront.md §4 "Product list loading": 20 per page, index = items loaded). */
export async function fetchProductList(args: { venue_code: string; menu_id: number; count: number; index: number; category_id?: number }): Promise<Product[]> {
  const q = `query productList($venue_code: String!, $menu_id: Long, $count: Int, $index: Int, $category_id: Long) {
    productList(venue_code: $venue_code, menu_id: $menu_id, count: $count, index: $index, category_id: $category_id) { ${PRODUCT_FIELDS} } }`;
  return (await gql<{ productList: Product[] }>('productList', q, { ...args })).productList;
}

/** Menus of the venue (advanced menus). */
export async function fetchVenueMenus(args: { venue_code: string; market?: number; source?: number; scheduled_at?: number }): Promise<VenueMenuSummary[]> {
  const q = `query venueMenus($venue_code: String!, $market: Byte, $source: Int, $scheduled_at: Long) {
    venueMenus(venue_code: $venue_code, market: $market, source: $source, scheduled_at: $scheduled_at) { id icon name status } }`;
  return (await gql<{ venueMenus: VenueMenuSummary[] }>('venueMenus', q, { ...args })).venueMenus;
}

/** The current state of the listed ids, to validate saved cart lines (storefront.md §4 "Menu and cart validity"). */
export async function fetchMenuCheck(args: MenuArgs & { scheduled_at?: number; param: { products: number[]; modifiers: number[]; combos: number[]; setmenus: number[] } }): Promise<Menu> {
  const q = `query menuCheckInfo($venue_code: String!, $menu_id: Long, $market: Byte, $source: Int, $scheduled_at: Long, $param: MenuCheckParam) {
    menuCheckInfo(venue_code: $venue_code, menu_id: $menu_id, market: $market, source: $source, scheduled_at: $scheduled_at, param: $param) { ${MENU_FIELDS} } }`;
  return (await gql<{ menuCheckInfo: Menu }>('menuCheckInfo', q, { ...args })).menuCheckInfo;
}
