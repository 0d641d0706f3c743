import { CopyOutlined } from '@ant-design/icons';
import { AUTH_CODE_DAYS_MAX, type AuthCode, type PaperRow, paperApi } from '@cloud-exam/contract/paper/paper';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Form, InputNumber, Modal, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, endpointQuery } from '../../../api/call';
import { dateTime } from '../../../components/date-time';
import { useFeedback } from '../../../components/feedback';
import { useRowAction } from '../../../components/list/use-edit-dialog';

/**
 * Sharing a paper with another institution: its authorisation codes (each freezes the version it was made for),
 * a new one valid for some days, copied to the clipboard; revoking one behind a confirm. A paper drawn by rules
 * hands over its rules' whole pools, which the dialog says before a code is made.
 */
export function AuthCodesDialog({ paper, onClose }: { paper?: PaperRow; onClose: () => void }) {
  const { t } = useTranslation(['paper', 'list']);
  const { message } = useFeedback();
  const [days, setDays] = useState<number | null>(7);
  const [adding, setAdding] = useState(false);
  const codes = useQuery({ ...endpointQuery(paperApi.authCodes, { id: paper?.id ?? '' }), enabled: !!paper });
  const act = useRowAction([paperApi.authCodes]);

  const copy = async (code: string) => {
    try {
      await navigator.clipboard.writeText(code);
      message.success(t('share.copied', { code }));
    } catch {
      // Plain-http intranet addresses have no clipboard: the code is on screen to copy by hand.
      message.info(t('share.copyByHand', { code }));
    }
  };
  const add = async () => {
    if (!paper || !days) return;
    setAdding(true);
    try {
      const made = await call(paperApi.addAuthCode, { id: paper.id, days });
      await codes.refetch();
      await copy(made.code);
    } catch {
      // told by the request layer
    } finally {
      setAdding(false);
    }
  };
  const state = (c: AuthCode) =>
    c.revoked ? (
      <Tag color="default">{t('share.revoked')}</Tag>
    ) : new Date(c.expireTime) < new Date() ? (
      <Tag color="warning">{t('share.expired')}</Tag>
    ) : (
      <Tag color="success">{t('share.valid')}</Tag>
    );

  return (
    <Modal open={!!paper} title={t('share.title', { name: paper?.name })} onCancel={onClose} footer={null} width={720} destroyOnHidden>
      <Typography.Paragraph type="secondary">{t('share.hint')}</Typography.Paragraph>
      {paper && paper.kind !== 'fixed' && <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={t('share.poolWarning')} />}
      <Form layout="inline" style={{ marginBottom: 16 }} onFinish={() => void add()}>
        <Form.Item label={t('share.days')} htmlFor="auth-code-days">
          <InputNumber id="auth-code-days" min={1} max={AUTH_CODE_DAYS_MAX} precision={0} value={days} onChange={setDays} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={adding} disabled={!days}>
          {t('share.add')}
        </Button>
      </Form>
      <Table<AuthCode>
        rowKey="code"
        size="small"
        loading={codes.isFetching}
        dataSource={codes.data}
        pagination={false}
        locale={{ emptyText: <Empty description={t('share.empty')} /> }}
        columns={[
          {
            title: t('share.code'),
            dataIndex: 'code',
            render: (code: string) => <Typography.Text code>{code}</Typography.Text>,
          },
          { title: t('share.version'), dataIndex: 'version', width: 70, render: (v: number) => `v${v}` },
          { title: t('share.expireTime'), dataIndex: 'expireTime', width: 150, render: dateTime },
          { title: t('share.state'), width: 90, render: (_, c) => state(c) },
          {
            title: t('list:action.title'),
            width: 150,
            render: (_, c) => (
              <Space size={0}>
                <Button type="link" size="small" icon={<CopyOutlined aria-hidden />} onClick={() => void copy(c.code)}>
                  {t('share.copy')}
                </Button>
                {!c.revoked && (
                  <Popconfirm
                    title={t('share.confirmRevoke', { code: c.code })}
                    okButtonProps={{ danger: true }}
                    onConfirm={() => act(call(paperApi.revokeAuthCode, { id: paper!.id, code: c.code }), t('share.revokedDone'))}
                  >
                    <Button type="link" size="small" danger>
                      {t('share.revoke')}
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
    </Modal>
  );
}
