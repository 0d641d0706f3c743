export { CollectForm, defaultAnswer, initialAnswers, type CollectValues, type FormField, type UploadHandler } from './collect-form';
