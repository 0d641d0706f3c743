import type { ItemTypeCode } from '@cloud-exam/contract/bank/item';

/** Addresses of the bank pages: console routes match exact paths, so what a page shows travels in its query. */
export const BANK_LIST_PATH = '/bank/list';
export const BANK_ITEMS_PATH = '/bank/items';
export const ITEM_PATH = '/bank/item';
export const ITEM_IMPORT_PATH = '/bank/import';

export const bankItemsPath = (bankId: string) => `${BANK_ITEMS_PATH}?bankId=${encodeURIComponent(bankId)}`;
/** The item editor: a new item of a type in a bank, or an item to edit. */
export const newItemPath = (bankId: string, type: ItemTypeCode) => `${ITEM_PATH}?bankId=${encodeURIComponent(bankId)}&type=${type}`;
export const editItemPath = (id: string) => `${ITEM_PATH}?id=${encodeURIComponent(id)}`;
/** The item import of a bank, and one import of it (its progress, preview or result). */
export const itemImportPath = (bankId: string, importId?: string) =>
  `${ITEM_IMPORT_PATH}?bankId=${encodeURIComponent(bankId)}${importId ? `&importId=${encodeURIComponent(importId)}` : ''}`;
