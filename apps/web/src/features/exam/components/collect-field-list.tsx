import { DeleteOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Popconfirm, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SortableList, SortableRow } from '../../../components/list/sortable-list';
import { DRAG_TYPE, type Draft } from './collect-draft';

/**
 * The form's fields in order: select one to edit its properties, drag it (or move it by keyboard) to another place,
 * remove it; a component dragged from the library drops at the end.
 */
export function FieldList({
  drafts,
  selected,
  published,
  nameOf,
  onSelect,
  onRemove,
  onMove,
  onDropComponent,
}: {
  drafts: Draft[];
  selected?: string;
  published: boolean;
  /** A field's place and title, as its controls name it. */
  nameOf: (key: string) => string;
  onSelect: (key: string) => void;
  onRemove: (key: string) => void;
  onMove: (from: number, to: number) => void;
  /** A component of the library dropped here, by its id. */
  onDropComponent: (componentId: string) => void;
}) {
  const { t } = useTranslation('exam');
  const [dropping, setDropping] = useState(false);
  return (
    <Card
      size="small"
      title={<span id="collect-fields">{t('collect.fields', { count: drafts.length })}</span>}
      onDragOver={(e) => {
        if (e.dataTransfer.types.includes(DRAG_TYPE)) {
          e.preventDefault();
          setDropping(true);
        }
      }}
      onDragLeave={() => setDropping(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDropping(false);
        onDropComponent(event.dataTransfer.getData(DRAG_TYPE));
      }}
      style={dropping ? { outline: '2px dashed #1677ff' } : undefined}
    >
      {drafts.length === 0 ? (
        <Empty description={t('collect.empty')} />
      ) : (
        <SortableList ids={drafts.map((d) => d.key)} nameOf={nameOf} onMove={onMove}>
          <ol aria-labelledby="collect-fields" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {drafts.map((d, i) => {
              const name = nameOf(d.key);
              const active = d.key === selected;
              return (
                <SortableRow
                  key={d.key}
                  id={d.key}
                  handleLabel={t('collect.dragField', { name })}
                  style={{
                    display: 'flex',
                    gap: 8,
                    alignItems: 'center',
                    padding: '6px 4px',
                    borderTop: i ? '1px solid rgba(5,5,5,0.06)' : undefined,
                    background: active ? 'rgba(22,119,255,0.08)' : undefined,
                  }}
                >
                  <Button
                    type="text"
                    aria-pressed={active}
                    aria-label={t('collect.selectField', { name })}
                    onClick={() => onSelect(d.key)}
                    style={{ flex: 1, minWidth: 0, justifyContent: 'flex-start', textAlign: 'start' }}
                  >
                    <Typography.Text ellipsis>
                      {i + 1}. {d.title || t('collect.untitled')}
                    </Typography.Text>
                  </Button>
                  <Space size={4}>
                    {d.required === 1 && <Tag color="red">{t('collect.requiredTag')}</Tag>}
                    {d.visible === 0 && <Tag>{t('collect.hiddenTag')}</Tag>}
                    {d.editable !== 1 && <Tag>{t('collect.disabledTag')}</Tag>}
                  </Space>
                  <Popconfirm
                    title={t('collect.removeConfirm', { name: d.title })}
                    onConfirm={() => onRemove(d.key)}
                    okButtonProps={{ danger: true }}
                    disabled={published}
                  >
                    <Button
                      type="text"
                      size="small"
                      danger
                      disabled={published}
                      icon={<DeleteOutlined aria-hidden />}
                      aria-label={t('collect.removeField', { name })}
                    />
                  </Popconfirm>
                </SortableRow>
              );
            })}
          </ol>
        </SortableList>
      )}
    </Card>
  );
}
