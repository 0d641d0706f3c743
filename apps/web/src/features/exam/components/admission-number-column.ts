import type { ColumnType } from 'antd/es/table';

/**
 * The admission number column of the candidate tables: wide enough for the number and its header kept on one line
 * in every language ("Admission number", "Número de admisión" would otherwise break in two).
 */
export function admissionNumberColumn<T>(title: string, width = 180): ColumnType<T> {
  return { title, dataIndex: 'admissionNumber', width, onHeaderCell: () => ({ style: { whiteSpace: 'nowrap' } }) };
}
