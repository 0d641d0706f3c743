import { bankApi } from '@cloud-exam/contract/bank/bank';
import type { OutputOf } from '@cloud-exam/contract/endpoint';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../api/call';

type BankDept = OutputOf<typeof bankApi.depts>[number];
export type DeptTreeOption = { title: string; value: string; key: string; disabled?: boolean; children: DeptTreeOption[] };

/** The institution's departments (a flat list) as antd's TreeSelect takes them; `ownerOnly` greys out those the caller may not own a bank in. */
function toTree(depts: BankDept[], ownerOnly: boolean): DeptTreeOption[] {
  const byParent = new Map<string | null, BankDept[]>();
  const ids = new Set(depts.map((d) => d.id));
  for (const d of depts) {
    // A department whose parent is not listed shows at the top.
    const parent = d.parentId && ids.has(d.parentId) ? d.parentId : null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), d]);
  }
  const build = (parent: string | null): DeptTreeOption[] =>
    (byParent.get(parent) ?? []).map((d) => ({
      title: d.name,
      value: d.id,
      key: d.id,
      ...(ownerOnly && !d.manageable ? { disabled: true } : {}),
      children: build(d.id),
    }));
  return build(null);
}

/** The departments a bank may belong to (those within the caller's data rights) and be shared with (all). */
export function useBankDepts() {
  const depts = useQuery({ ...endpointQuery(bankApi.depts), staleTime: 60_000 });
  const list = depts.data ?? [];
  return {
    loading: depts.isLoading,
    all: toTree(list, false),
    owners: toTree(list, true),
    nameOf: (id: string) => list.find((d) => d.id === id)?.name ?? id,
  };
}
