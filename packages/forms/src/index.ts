export { CollectForm, type CollectValues, type FormField, type UploadHandler } from './collect-form';
