import { CERTIFICATE_TYPE_DICT } from '@cloud-exam/contract/exam/collect-info';
import { dictApi } from '@cloud-exam/contract/org/dict';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../api/call';

/**
 * The institution's certificate types (its `certificate_type` dictionary, `bm/dict/getByType`, in the reader's
 * language): what the server accepts for a candidate's certificate type, and what the information form's
 * certificate-type field offers.
 */
export function useCertificateTypes() {
  const query = useQuery({ ...endpointQuery(dictApi.byType, { type: CERTIFICATE_TYPE_DICT }), staleTime: 5 * 60_000 });
  const types = query.data ?? [];
  return {
    types,
    loading: query.isLoading,
    options: types.map((c) => ({ value: c.code, label: c.name })),
    /** A type's name, or its code when the dictionary has no such entry. */
    nameOf: (code: string) => types.find((c) => c.code === code)?.name ?? code,
  };
}
