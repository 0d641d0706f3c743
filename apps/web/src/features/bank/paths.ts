import type { ItemTypeCode } from '@cloud-exam/contract/bank/item';

/** Addresses of the bank pages: console routes match exact paths, so what a page shows travels in its query. */
export const bankItemsPath = (bankId: string) => `/bank/items?bankId=${encodeURIComponent(bankId)}`;
/** The item editor: a new item of a type in a bank, or an item to edit. */
export const newItemPath = (bankId: string, type: ItemTypeCode) => `/bank/item?bankId=${encodeURIComponent(bankId)}&type=${type}`;
export const editItemPath = (id: string) => `/bank/item?id=${encodeURIComponent(id)}`;
/** The item import of a bank, and one import of it (its progress, preview or result). */
export const itemImportPath = (bankId: string, importId?: string) =>
  `/bank/import?bankId=${encodeURIComponent(bankId)}${importId ? `&importId=${encodeURIComponent(importId)}` : ''}`;
