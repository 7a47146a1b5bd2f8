/** Sections of the message catalogue the account screens read (picked on the server, see island-messages.ts). */
export const ACCOUNT_MESSAGE_SECTIONS = ['account', 'common', 'errors', 'modal', 'loyalty', 'wallet', 'dinerWalk'] as const;
