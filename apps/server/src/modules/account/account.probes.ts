import { brandApi } from '@cloud-exam/contract/account/brand';
import { personalApi } from '@cloud-exam/contract/account/personal';
import { registrationApi } from '@cloud-exam/contract/account/registration';
import { sessionApi } from '@cloud-exam/contract/account/session';
import { wechatApi } from '@cloud-exam/contract/account/wechat';
import { type ModuleProbes, probesFor } from '../../test/probes';

/**
 * The account calls act on the caller's own session and profile; the ones that name something by id name another
 * member's (the institution list) or a role (the role switch), which the organisation probes made.
 */
export const accountProbes: ModuleProbes = {
  rows: async () => ({}),
  endpoints: [
    ...probesFor(sessionApi, {
      publicKey: 'own',
      token: 'own',
      currentUser: 'own',
      signOut: 'own',
      offices: (r) => ({ userId: r.member! }),
      // An institution the caller is a member of, or refused; a probe with one's own would switch it (account tests).
      switchOffice: 'own',
      switchRole: (r) => ({ roleId: r.role! }),
    }),
    ...probesFor(registrationApi, { checkContact: 'own', sendCaptcha: 'own', registerAdmin: 'own', resetPassword: 'own' }),
    ...probesFor(personalApi, {
      profile: 'own',
      updateProfile: 'own',
      sendBindCaptcha: 'own',
      bindContact: 'own',
      uploadAvatar: 'own',
      removeAvatar: 'own',
      changePassword: 'own',
      skin: 'own',
      saveSkin: 'own',
    }),
    ...probesFor(brandApi, { brand: 'own' }),
    ...probesFor(wechatApi, { appId: 'own', user: 'own', bind: 'own' }),
  ],
};
