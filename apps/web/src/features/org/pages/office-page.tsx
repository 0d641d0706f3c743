import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { useFeedback } from '../../../components/feedback';
import { THEME_COLORS, UPLOAD_IMAGE_TYPES } from '@cloud-exam/contract/constants';
import { brandApi } from '@cloud-exam/contract/account/brand';
import type { InputOf } from '@cloud-exam/contract/endpoint';
import { LOGO_MAX_BYTES, officeApi } from '@cloud-exam/contract/org/office';
import { sessionApi } from '@cloud-exam/contract/account/session';
import { validateOptionalEmail, validateOptionalPhoneOrLandline, validateRouteFlag } from '@cloud-exam/contract/validators';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, ColorPicker, Descriptions, Form, Image, Input, Row, Segmented, Select, Space, Spin, Upload } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, endpointQuery } from '../../../api/call';
import { dateTime, timeZoneChoice, timeZoneChoices } from '../../../components/date-time';
import { imageRefusal } from '../../../components/image-refusal';
import { useRefresh } from '../../../components/list/use-edit-dialog';
import { useFieldRule } from '../../../components/use-field-rule';

type ProfileValues = InputOf<typeof officeApi.saveProfile>;

/** The institution's profile: name, platform name and logo (what the header shows), group, contact, default skin. */
export default function OfficePage() {
  const { t, i18n } = useTranslation(['org', 'list']);
  const { message } = useFeedback();
  const rule = useFieldRule();
  const profile = useQuery(endpointQuery(officeApi.profile)).data;
  const [form] = Form.useForm<ProfileValues>();
  // The zones are named when the list first opens; until then the select knows only the institution's own.
  const [choosing, setChoosing] = useState(false);
  const zones = useMemo(
    () => profile && (choosing ? timeZoneChoices(i18n.language, profile.timeZone) : [timeZoneChoice(profile.timeZone, i18n.language)]),
    [choosing, i18n.language, profile],
  );

  // The header's brand lookup too: a new name or logo shows at once; and the signed-in user, whose institution's
  // time zone the exam pages show their times in.
  const refresh = useRefresh([officeApi.profile, brandApi.brand, sessionApi.currentUser]);
  const save = async (values: ProfileValues) => {
    await call(officeApi.saveProfile, values);
    message.success(t('list:saved'));
    await refresh();
  };
  const pickLogo = async (file: File) => {
    const refusal = imageRefusal(file, LOGO_MAX_BYTES);
    if (refusal) message.error(refusal);
    else {
      await call(officeApi.uploadLogo, file);
      message.success(t('list:saved'));
      await refresh();
    }
    return false;
  };

  if (!profile) return <Spin style={{ display: 'block', margin: 48 }} />;
  return (
    <Row gutter={16}>
      <Col xs={24} xl={16}>
        <Card title={t('office.title')}>
          <Form<ProfileValues>
            form={form}
            layout="vertical"
            name="office"
            key={profile.id}
            initialValues={{
              ...profile,
              defaultSkin: { primary: THEME_COLORS.primary, size: 'medium', ...profile.defaultSkin },
            }}
            onFinish={save}
          >
            <Row gutter={16}>
              <Col span={12}>
                <Form.Item
                  name="name"
                  label={t('office.name')}
                  rules={[
                    { required: true, whitespace: true, message: t('list:required', { field: t('office.name') }) },
                    { min: 2, max: 50 },
                  ]}
                >
                  <Input maxLength={50} />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item name="platformName" label={t('office.platformName')} extra={t('office.platformNameHint')} rules={[{ max: 30 }]}>
                  <Input maxLength={30} placeholder={t('common:appTitle')} />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item name="contactName" label={t('office.contactName')} rules={[{ max: 20 }]}>
                  <Input maxLength={20} />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item name="contactPhone" label={t('office.contactPhone')} rules={[rule(validateOptionalPhoneOrLandline)]}>
                  <Input maxLength={20} />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item name="contactEmail" label={t('office.contactEmail')} rules={[rule(validateOptionalEmail)]}>
                  <Input maxLength={100} />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item name="routeFlag" label={t('office.group')} extra={t('office.groupHint')} rules={[rule(validateRouteFlag)]}>
                  <Input maxLength={20} />
                </Form.Item>
              </Col>
              <Col span={24}>
                <Form.Item name="address" label={t('office.address')} rules={[{ max: 200 }]}>
                  <Input maxLength={200} />
                </Form.Item>
              </Col>
              <Col span={24}>
                <Form.Item name="timeZone" label={t('office.timeZone')} extra={t('office.timeZoneHint')}>
                  <Select
                    showSearch={{ optionFilterProp: 'label' }}
                    options={zones}
                    onOpenChange={(open) => open && setChoosing(true)}
                    aria-label={t('office.timeZone')}
                  />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item
                  name={['defaultSkin', 'primary']}
                  label={t('office.defaultColour')}
                  extra={t('office.defaultSkinHint')}
                  getValueFromEvent={(color) => color.toHexString()}
                >
                  <ColorPicker disabledAlpha showText />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item name={['defaultSkin', 'size']} label={t('office.defaultSize')}>
                  <Segmented
                    options={[
                      { value: 'small', label: t('office.sizeSmall') },
                      { value: 'medium', label: t('office.sizeMedium') },
                      { value: 'large', label: t('office.sizeLarge') },
                    ]}
                  />
                </Form.Item>
              </Col>
            </Row>
            <Button type="primary" htmlType="submit">
              {t('list:action.save')}
            </Button>
          </Form>
        </Card>
      </Col>
      <Col xs={24} xl={8}>
        <Card title={t('office.logo')}>
          <Space direction="vertical" style={{ width: '100%' }}>
            <div
              style={{
                height: 96,
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                background: '#f5f7fa',
                borderRadius: 8,
              }}
            >
              {profile.logo ? (
                <Image src={profile.logo} alt={t('office.logo')} height={72} preview={false} />
              ) : (
                <span style={{ color: '#666' }}>{t('office.noLogo')}</span>
              )}
            </div>
            <span style={{ color: '#666' }}>{t('office.logoHint', { max: LOGO_MAX_BYTES / 1024 })}</span>
            <Space>
              <Upload accept={UPLOAD_IMAGE_TYPES.join(',')} showUploadList={false} beforeUpload={pickLogo}>
                <Button icon={<UploadOutlined />}>{t('office.uploadLogo')}</Button>
              </Upload>
              {profile.logo && (
                <Button
                  icon={<DeleteOutlined />}
                  onClick={async () => {
                    await call(officeApi.removeLogo);
                    await refresh();
                  }}
                >
                  {t('office.removeLogo')}
                </Button>
              )}
            </Space>
          </Space>
        </Card>
        <Card title={t('office.facts')} style={{ marginTop: 16 }}>
          <Descriptions column={1} size="small">
            <Descriptions.Item label={t('office.members')}>{profile.memberCount}</Descriptions.Item>
            <Descriptions.Item label={t('list:createTime')}>{dateTime(profile.createTime)}</Descriptions.Item>
          </Descriptions>
        </Card>
      </Col>
    </Row>
  );
}
