/**
 * The table-mode drafts' localStorage keys, apart from stores/table-sync so the menu page (which only
 * needs the key) does not load the table's sync code and API errors up front (issue 28: page JS budget).
 */

/** localStorage key prefix of the table-mode drafts (kept apart from the venue's online draft). */
export const TABLE_DRAFT_STORAGE_KEY = 'platter:order:table';
/** localStorage key of one table's draft: each table code keeps its own cart (a second table scanned in the same browser starts apart). */
export const tableDraftStorageKey = (tableCode: string): string => `${TABLE_DRAFT_STORAGE_KEY}:${tableCode}`;
