import type { CollectComponent, CollectField } from '@cloud-exam/contract/exam/collect-info';
import { UPLOAD_TYPES } from '@cloud-exam/contract/exam/collect-info';

/** A field being edited: `key` is its id, or a temporary key until it is saved. */
export type Draft = Omit<CollectField, 'id' | 'optionJson'> & { key: string; id?: string };

export const DRAG_TYPE = 'application/x-collect-component';
let counter = 0;
export const newKey = () => `new-${Date.now()}-${++counter}`;

export const draftOf = (f: CollectField): Draft => ({ ...f, key: f.id });
export const fromComponent = (c: CollectComponent): Draft => ({
  key: newKey(),
  componentId: c.id,
  componentName: c.componentName,
  componentType: c.componentType,
  title: c.title,
  defaultValue: null,
  description: null,
  optionList: c.optionList,
  required: 0,
  editable: 1,
  visible: 1,
  collectImageStandard: {
    minWordNum: null,
    maxWordNum: null,
    maxUploadNum: UPLOAD_TYPES.includes(c.componentType) ? 1 : null,
    projectCollectInfoId: null,
  },
});
