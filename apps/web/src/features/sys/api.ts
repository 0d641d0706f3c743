import { ORG_IMPORT_TIMEOUT_MS } from '@cloud-exam/contract/constants';
import type { CandidateAccount } from '@cloud-exam/contract/candidate';
import type { AuditEntry, Dept, DeptTreeNode, DictItem, ImportReport, Member, Post, Role } from '@cloud-exam/contract/org';
import type { OfficeProfile, OfficeProfileInput, SystemSettings } from '@cloud-exam/contract/settings';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { download } from '../../api/download';
import { request, RequestError } from '../../api/request';

export type Page<T> = { records: T[]; total: number; current: number; size: number };
export type Paging = { current: number; size: number };
const UA = '/gl/ua/ogt/gl';

const paged = <T>(key: unknown[], path: string, params: Record<string, unknown>) =>
  queryOptions({ queryKey: key, queryFn: () => request<Page<T>>(path, { params, loading: false }), placeholderData: keepPreviousData });

// Departments
export const deptTreeQuery = queryOptions({
  queryKey: ['sys', 'dept', 'tree'],
  queryFn: () => request<DeptTreeNode[]>(`${UA}/dept/get/tree`, { loading: false }),
});
export const subDeptQuery = (f: Paging & { deptId?: string; name?: string }) =>
  paged<Dept>(['sys', 'dept', 'children', f], `${UA}/dept/querysubdeptByPage`, f);
export type DeptForm = {
  id?: string;
  parentId?: string;
  name: string;
  code?: string;
  leader?: string;
  phone?: string;
  sort?: number;
  remark?: string;
};
export const saveDept = (d: DeptForm) =>
  d.id ? request(`${UA}/dept/edit`, { method: 'PUT', data: d, form: true }) : request(`${UA}/dept/add`, { method: 'POST', data: d });
export const deleteDept = (id: string) => request(`${UA}/dept/delete`, { method: 'DELETE', data: { id } });
export const downloadDeptTemplate = () => download(`${UA}/dept/downloadItemTemplate`);
export const exportDepts = () => download(`${UA}/dept/export`);

/** Uploads an import file; a file with bad rows resolves to its report (the request layer has already said so). */
async function importSheet(path: string, file: File): Promise<ImportReport> {
  const data = new FormData();
  data.append('file', file);
  try {
    return await request<ImportReport>(path, { method: 'POST', data, timeout: ORG_IMPORT_TIMEOUT_MS });
  } catch (e) {
    const report = e instanceof RequestError ? (e.body as { data?: ImportReport } | undefined)?.data : undefined;
    if (report?.errors) return report;
    throw e;
  }
}
export const importDepts = (file: File) => importSheet(`${UA}/dept/import`, file);

// Posts
export const postPageQuery = (f: Paging & { name?: string; status?: number }) => paged<Post>(['sys', 'post', f], '/gl/ua/post/get/page', f);
export const allPostsQuery = postPageQuery({ current: 1, size: 500 });
export type PostForm = { id?: string; code: string; name: string; sort?: number; status?: number; remark?: string };
export const savePost = (p: PostForm) =>
  p.id ? request('/gl/ua/post/edit', { method: 'PUT', data: p }) : request('/gl/ua/post/add', { method: 'POST', data: p });
export const deletePost = (id: string) => request('/gl/ua/post/delete', { method: 'DELETE', data: { id } });

// Members
export type MemberFilter = Paging & { keyword?: string; deptId?: string; roleId?: string; status?: number };
export const memberPageQuery = (f: MemberFilter) => paged<Member>(['sys', 'member', f], `${UA}/office/user/get/page`, f);
export type MemberForm = {
  userId?: string;
  username: string;
  password?: string;
  name: string;
  mobile?: string;
  email?: string;
  deptId?: string;
  postIds: string[];
  roleIds: string[];
};
export const saveMember = ({ userId, ...m }: MemberForm) =>
  userId
    ? request(`${UA}/office/user/edit`, { method: 'POST', data: { ...m, userId } })
    : request(`${UA}/office/user/add`, { method: 'POST', data: m });
export const setMemberStatus = (userId: string, status: number) =>
  request(`${UA}/office/user/status`, { method: 'POST', data: { userId, status } });
export const resetMemberPassword = (userId: string, password: string) =>
  request(`${UA}/office/user/resetPassword`, { method: 'POST', data: { userId, password } });
export const removeMember = (userId: string) => request(`${UA}/office/user/remove`, { method: 'DELETE', data: { userId } });
export const exportMembers = (f: Omit<MemberFilter, 'current' | 'size'>) => download(`${UA}/office/user/export`, { params: f });
export const downloadMemberTemplate = () => download(`${UA}/office/user/downloadTemplate`);
export const importMembers = (file: File) => importSheet(`${UA}/office/user/import`, file);

// Roles
export const rolesQuery = queryOptions({
  queryKey: ['sys', 'role'],
  queryFn: () => request<Role[]>(`${UA}/role/list`, { loading: false }),
});
export type RoleForm = { id?: string; name: string; authorities: string[]; dataScope: 'all' | 'depts'; deptIds: string[]; remark?: string };
export const saveRole = (r: RoleForm) => request(`${UA}/role/${r.id ? 'edit' : 'add'}`, { method: 'POST', data: r });
export const deleteRole = (id: string) => request(`${UA}/role/delete`, { method: 'DELETE', data: { id } });

// Dictionaries
export const dictTypesQuery = queryOptions({
  queryKey: ['sys', 'dict', 'types'],
  queryFn: () => request<string[]>(`${UA}/dict/types`, { loading: false }),
});
export const dictItemsQuery = (type: string) =>
  queryOptions({
    queryKey: ['sys', 'dict', type],
    queryFn: () => request<DictItem[]>(`${UA}/dict/items`, { params: { type }, loading: false }),
  });
export type DictForm = { type: string; code: string; name: string; sort: number; status: number };
export const saveDictItem = (d: DictForm) => request(`${UA}/dict/save`, { method: 'POST', data: d });
export const deleteDictItem = (type: string, code: string) => request(`${UA}/dict/delete`, { method: 'DELETE', data: { type, code } });

// Audit log
export type AuditFilter = Paging & { action?: string; username?: string; from?: string; to?: string };
export const auditPageQuery = (f: AuditFilter) => paged<AuditEntry>(['sys', 'audit', f], `${UA}/audit/page`, f);

// Candidate accounts
const CANDIDATE = `${UA}/candidate`;
export type CandidateFilter = Paging & { keyword?: string; certType?: string; status?: number };
export const candidatePageQuery = (f: CandidateFilter) => paged<CandidateAccount>(['sys', 'candidate', f], `${CANDIDATE}/page`, f);
export type CandidateForm = {
  id?: string;
  name: string;
  certType: string;
  idNumber: string;
  mobile?: string;
  email?: string;
  password?: string;
};
export const saveCandidate = ({ id, ...c }: CandidateForm) =>
  request(`${CANDIDATE}/${id ? 'edit' : 'add'}`, { method: 'POST', data: id ? { ...c, id } : c });
export const setCandidateStatus = (ids: string[], status: number) =>
  request(`${CANDIDATE}/status`, { method: 'POST', data: { ids, status } });
export const resetCandidatePassword = (id: string, password: string) =>
  request(`${CANDIDATE}/resetPassword`, { method: 'POST', data: { id, password } });
export const deleteCandidates = (ids: string[]) => request(`${CANDIDATE}/delete`, { method: 'DELETE', data: { ids } });
export const exportCandidates = (f: Omit<CandidateFilter, 'current' | 'size'>) => download(`${CANDIDATE}/export`, { params: f });
export const downloadCandidateTemplate = () => download(`${CANDIDATE}/downloadTemplate`);
export const importCandidates = (file: File) => importSheet(`${CANDIDATE}/import`, file);

// Reference data
export const dictQuery = (type: string) =>
  queryOptions({
    queryKey: ['dict', type],
    queryFn: () => request<DictItem[]>('/gl/kw/bm/dict/getByType', { params: { type }, loading: false }),
    staleTime: 5 * 60_000,
  });

// Institution profile and system settings
export const officeProfileQuery = queryOptions({
  queryKey: ['sys', 'office'],
  queryFn: () => request<OfficeProfile>(`${UA}/office/profile`, { loading: false }),
});
export const saveOfficeProfile = (p: OfficeProfileInput) =>
  request<OfficeProfile>(`${UA}/office/profile/save`, { method: 'POST', data: p });
export function uploadLogo(file: File) {
  const data = new FormData();
  data.append('file', file);
  return request<{ logo: string }>(`${UA}/office/logo`, { method: 'POST', data });
}
export const removeLogo = () => request(`${UA}/office/logo`, { method: 'DELETE' });
export const settingsQuery = queryOptions({
  queryKey: ['sys', 'settings'],
  queryFn: () => request<SystemSettings>(`${UA}/settings`, { loading: false }),
});
export const saveSettings = (s: SystemSettings) => request<SystemSettings>(`${UA}/settings/save`, { method: 'POST', data: s });
