import { Authority } from '@cloud-exam/contract/authorities';
import { areaApi } from '@cloud-exam/contract/org/area';
import { candidateApi } from '@cloud-exam/contract/org/candidate';
import { deptApi } from '@cloud-exam/contract/org/dept';
import { dictApi } from '@cloud-exam/contract/org/dict';
import { invitationApi, myInvitationApi } from '@cloud-exam/contract/org/invitation';
import { memberApi } from '@cloud-exam/contract/org/member';
import { officeApi } from '@cloud-exam/contract/org/office';
import { postApi } from '@cloud-exam/contract/org/post';
import { roleApi } from '@cloud-exam/contract/org/role';
import { type ModuleProbes, probesFor } from '../../test/probes';

/** One row of each organisation entity, and how each organisation endpoint is reached with another institution's. */
export const orgProbes: ModuleProbes = {
  async rows(api, mark) {
    const dept = (await api.call(deptApi.add, { name: `${mark}部门` })).id;
    const post = (await api.call(postApi.add, { code: `p${Date.now()}`, name: `${mark}岗位` })).id;
    const role = (await api.call(roleApi.add, { name: `${mark}角色`, authorities: [Authority.exam], dataScope: 'depts', deptIds: [dept] }))
      .id;
    const username = `m${Date.now() % 1e8}`;
    const member = (
      await api.call(memberApi.add, {
        username,
        name: `${mark}成员`,
        password: await api.encrypt('Passw0rd123'),
        deptId: dept,
        postIds: [post],
        roleIds: [role],
      })
    ).userId!;
    // An invitation needs an account that is not a member: one of the institution's own, taken out again.
    const outsider = `o${Date.now() % 1e8}`;
    const left = (
      await api.call(memberApi.add, {
        username: outsider,
        name: `${mark}离开`,
        password: await api.encrypt('Passw0rd123'),
        roleIds: [role],
      })
    ).userId!;
    await api.call(memberApi.remove, { userId: left });
    const invitation = (await api.call(memberApi.add, { username: outsider, deptId: dept, postIds: [post], roleIds: [role] }))
      .invitationId!;
    const candidate = (await api.call(candidateApi.add, { name: `${mark}考生`, certType: '2', idNumber: `E${Date.now() % 1e8}` })).id;
    return {
      dept,
      post,
      role,
      member,
      candidate,
      invitation,
      // new:module adds rows above this line
    };
  },
  endpoints: [
    ...probesFor(deptApi, {
      tree: 'own',
      detail: (r) => ({ id: r.dept! }),
      children: (r) => ({ deptId: r.dept! }),
      add: (r) => ({ name: '挂靠', parentId: r.dept! }),
      edit: (r) => ({ id: r.dept!, name: '改名' }),
      remove: (r) => ({ id: r.dept! }),
      template: 'own',
      export: 'own',
      import: 'own',
    }),
    ...probesFor(postApi, {
      page: 'own',
      add: 'own',
      edit: (r) => ({ id: r.post!, code: 'x', name: '改名' }),
      remove: (r) => ({ id: r.post! }),
    }),
    ...probesFor(roleApi, {
      list: 'own',
      add: (r) => ({ name: '越权角色', authorities: [Authority.system], dataScope: 'depts' as const, deptIds: [r.dept!] }),
      edit: (r) => ({ id: r.role!, name: '改名', authorities: [Authority.system] }),
      remove: (r) => ({ id: r.role! }),
    }),
    ...probesFor(memberApi, {
      page: (r) => ({ deptId: r.dept! }),
      export: (r) => ({ deptId: r.dept! }),
      add: (r) => ({ username: 'intruder', name: 'x', deptId: r.dept!, postIds: [r.post!], roleIds: [r.role!] }),
      edit: (r) => ({ userId: r.member!, name: 'x', postIds: [r.post!], roleIds: [r.role!] }),
      status: (r) => ({ userId: r.member!, status: 0 }),
      resetPassword: (r) => ({ userId: r.member!, password: 'x' }),
      remove: (r) => ({ userId: r.member! }),
      template: 'own',
      import: 'own',
    }),
    ...probesFor(invitationApi, {
      page: 'own',
      resend: (r) => ({ id: r.invitation! }),
      cancel: (r) => ({ id: r.invitation! }),
    }),
    // Only the invited person answers: another institution's administrator is refused the invitation's id.
    ...probesFor(myInvitationApi, {
      list: 'own',
      accept: (r) => ({ id: r.invitation! }),
      decline: (r) => ({ id: r.invitation! }),
    }),
    ...probesFor(candidateApi, {
      page: 'own',
      export: 'own',
      template: 'own',
      import: 'own',
      add: 'own',
      edit: (r) => ({ id: r.candidate!, name: '改名', certType: '2', idNumber: 'E7654321' }),
      status: (r) => ({ ids: [r.candidate!], status: 0 }),
      resetPassword: (r) => ({ id: r.candidate!, password: 'x' }),
      remove: (r) => ({ ids: [r.candidate!] }),
    }),
    ...probesFor(dictApi, { several: 'own', byType: 'own', types: 'own', items: 'own', save: 'own', remove: 'own' }),
    ...probesFor(areaApi, { tree: 'own' }),
    ...probesFor(officeApi, {
      profile: 'own',
      saveProfile: 'own',
      uploadLogo: 'own',
      removeLogo: 'own',
      passwordPolicy: 'own',
      settings: 'own',
      saveSettings: 'own',
    }),
    // new:module adds endpoint probes above this line
  ],
};
