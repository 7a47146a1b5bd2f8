/** Pickup/takeaway tip step at checkout (TipDialog.tsx, issue 24 item 3): whether the tip drawer is open. */
import { atom, computed } from 'nanostores';

const open = atom(false);
export const $tipOpen = computed(open, (o) => o);
export const openTip = () => open.set(true);
export const closeTip = () => open.set(false);
