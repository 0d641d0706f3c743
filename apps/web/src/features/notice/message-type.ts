import { MessageType } from '@cloud-exam/contract/notice/notice';

/** The label key and tag colour of each message type. */
export const MESSAGE_TYPES = [
  { value: MessageType.system, key: 'type.system', color: 'blue' },
  { value: MessageType.business, key: 'type.business', color: 'green' },
  { value: MessageType.todo, key: 'type.todo', color: 'orange' },
] as const;

export const messageTypeOf = (value: number) => MESSAGE_TYPES.find((m) => m.value === value) ?? MESSAGE_TYPES[0];
