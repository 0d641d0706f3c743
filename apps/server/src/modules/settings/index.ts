/** An institution's system settings: the rules sign-in, codes and passwords follow there. */
export { createSettingsService, type SettingsService } from './settings.service';
