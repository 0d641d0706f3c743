import { Form, Modal } from 'antd';
import type { ReactNode } from 'react';
import type { useEditDialog } from './use-edit-dialog';

/** The add/edit dialog of a list: the form of `useEditDialog`, titled for adding or editing, OK saves. */
export function EditDialog<Row, Values>({
  dialog,
  name,
  addTitle,
  editTitle,
  width,
  children,
}: {
  dialog: ReturnType<typeof useEditDialog<Row, Values>>;
  /** The form's name, which prefixes its fields' ids. */
  name: string;
  addTitle: string;
  editTitle: string;
  width?: number;
  children: ReactNode;
}) {
  return (
    <Modal
      open={dialog.open}
      title={dialog.row ? editTitle : addTitle}
      onCancel={dialog.close}
      onOk={dialog.submit}
      width={width}
      destroyOnHidden
    >
      <Form form={dialog.form} layout="vertical" name={name} preserve={false}>
        {children}
      </Form>
    </Modal>
  );
}
