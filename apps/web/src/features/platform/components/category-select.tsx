import { portalCategoryApi, type CategoryKind } from '@cloud-exam/contract/portal/category';
import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import { endpointQuery } from '../../../api/call';

/** A choice among the caller's categories of news or of downloads. */
export function CategorySelect({ kind, ...props }: { kind: CategoryKind } & Omit<SelectProps<string>, 'options'>) {
  const categories = useQuery(endpointQuery(portalCategoryApi.list, { kind }));
  return (
    <Select<string>
      {...props}
      loading={categories.isLoading}
      options={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
    />
  );
}
