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
  okText,
  children,
}: {
  dialog: ReturnType<typeof useEditDialog<Row, Values>>;
  /** The form's name, which prefixes its fields' ids. */
  name: string;
  addTitle: string;
  editTitle: string;
  width?: number;
  /** The OK button's text, when "OK" does not say what it does. */
  okText?: string;
  children: ReactNode;
}) {
  return (
    <Modal
      open={dialog.open}
      title={dialog.row ? editTitle : addTitle}
      onCancel={dialog.close}
      onOk={dialog.submit}
      width={width}
      okText={okText}
      destroyOnHidden
    >
      <Form form={dialog.form} layout="vertical" name={name} preserve={false}>
        {children}
      </Form>
    </Modal>
  );
}
