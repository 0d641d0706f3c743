import { MessageType } from '@cloud-exam/contract/notice/notice';

/** The label key and tag colour of each message type (status colours, whose text theme.ts keeps readable). */
export const MESSAGE_TYPES = [
  { value: MessageType.system, key: 'type.system', color: 'processing' },
  { value: MessageType.business, key: 'type.business', color: 'success' },
  { value: MessageType.todo, key: 'type.todo', color: 'warning' },
] as const;

export const messageTypeOf = (value: number) => MESSAGE_TYPES.find((m) => m.value === value) ?? MESSAGE_TYPES[0];
