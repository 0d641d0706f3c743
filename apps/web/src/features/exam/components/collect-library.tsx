import { PlusOutlined } from '@ant-design/icons';
import type { CollectComponent } from '@cloud-exam/contract/exam/collect-info';
import { Button, Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DRAG_TYPE } from './collect-draft';

/**
 * The components a field is made from: a click adds one at the end of the form, a drag drops it there; a component
 * that may stand once is offered while the form does not hold it.
 */
export function ComponentLibrary({
  library,
  used,
  published,
  onAdd,
}: {
  library: CollectComponent[];
  /** The components the form holds. */
  used: Set<string>;
  published: boolean;
  onAdd: (component: CollectComponent) => void;
}) {
  const { t } = useTranslation('exam');
  return (
    <Card size="small" title={<span id="collect-library">{t('collect.library')}</span>}>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
        {t('collect.libraryHint')}
      </Typography.Paragraph>
      <ul aria-labelledby="collect-library" style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 8 }}>
        {library.map((c) => {
          const taken = c.unique && used.has(c.id);
          return (
            <li key={c.id}>
              <Button
                block
                icon={<PlusOutlined aria-hidden />}
                disabled={published || taken}
                draggable={!published && !taken}
                onDragStart={(e) => e.dataTransfer.setData(DRAG_TYPE, c.id)}
                onClick={() => onAdd(c)}
                aria-label={taken ? t('collect.componentTaken', { name: c.title }) : t('collect.addComponent', { name: c.title })}
                style={{ justifyContent: 'flex-start' }}
              >
                {c.title}
              </Button>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
