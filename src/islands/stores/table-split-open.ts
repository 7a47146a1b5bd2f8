/**
 * Whether the table's split sheet is open (issue 24 item 1), apart from stores/table-split so the table
 * page opens the sheet at once while the sheet's code (bill split, tips, totals) loads on that first
 * open (issue 28: page JS budget).
 */
import { atom } from 'nanostores';

/** The split sheet is open. */
export const $splitOpen = atom(false);
export const openSplit = () => $splitOpen.set(true);
export const closeSplit = () => $splitOpen.set(false);
