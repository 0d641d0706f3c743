/** One application of the workbench: what it is for and its pages. */
export const APP_DETAIL_PATH = '/app-detail';
export const appDetailPath = (app: string) => `${APP_DETAIL_PATH}?app=${app}`;
/** The operator's register of the workbench's applications. */
export const APPLICATIONS_PATH = '/platform/application';
