import { FileWordOutlined, PrinterOutlined } from '@ant-design/icons';
import { type DrawnItem, paperApi } from '@cloud-exam/contract/paper/paper';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Divider, Form, Input, Skeleton, Space, Switch, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { downloadFrom, endpointQuery } from '../../../api/call';
import { CandidateView } from '../../../components/bank/candidate-view';
import { PartHeader, PartView } from '../../../components/bank/item-key-view';
import { useViewLocation } from '../../../components/view-location';
import { KindTag } from '../components/paper-labels';
import { editPaperPath, paperPreviewPath } from '../paths';
import './paper-preview.css';
import { PaperMissing } from '../components/paper-missing';

/**
 * A paper's preview (`/bank/paper-preview?id=…&seed=…`): a draw of its current version as a candidate meets it. The
 * seed lives in the address, so a reload or a shared link shows the same draw; a seed the preview's own input schema
 * refuses (an edited address) is dropped, the paper's id drawing instead.
 */
export default function PaperPreviewPage() {
  const { search } = useViewLocation();
  const query = new URLSearchParams(search);
  const id = query.get('id') ?? '';
  const parsed = paperApi.preview.input.safeParse({ id, seed: query.get('seed') ?? undefined });
  const fallback = paperApi.preview.input.safeParse({ id });
  const input = parsed.success ? parsed.data : fallback.success ? fallback.data : undefined;
  return input ? <Preview key={input.id} id={input.id} seed={input.seed || undefined} /> : <PaperMissing />;
}

/**
 * The heading (name, total, duration), each section with its instructions and score, every item in the order of
 * the draw with its options as drawn; with the key, each item's key and explanation. The same seed draws the same
 * paper (a candidate's seed shows what that candidate would get); Word export and the browser's print take the
 * same draw.
 */
function Preview({ id, seed }: { id: string; seed: string | undefined }) {
  const { t } = useTranslation(['paper', 'bank']);
  const navigate = useNavigate();
  const { current } = useViewLocation();
  const [withKey, setWithKey] = useState(false);
  const [exporting, setExporting] = useState(false);
  const drawn = useQuery({ ...endpointQuery(paperApi.preview, { id, seed }), placeholderData: keepPreviousData });

  if (drawn.isError && !drawn.data) return <PaperMissing />;
  if (!drawn.data) return <Skeleton active />;
  const paper = drawn.data;
  let number = 0;
  const exportWord = async () => {
    setExporting(true);
    try {
      await downloadFrom(paperApi.exportWord, { id, seed });
    } catch {
      // told by the request layer
    } finally {
      setExporting(false);
    }
  };

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card size="small" className="paper-no-print">
        <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
          <SeedForm
            seed={seed}
            drawing={drawn.isFetching}
            onDraw={(next) => {
              if (current) void navigate(paperPreviewPath(id, next), { replace: true });
            }}
          />
          <Space wrap>
            <Space>
              <Switch id="paper-with-key" checked={withKey} onChange={setWithKey} />
              <label htmlFor="paper-with-key">{t('preview.withKey')}</label>
            </Space>
            <Button icon={<FileWordOutlined aria-hidden />} loading={exporting} onClick={() => void exportWord()}>
              {t('preview.exportWord')}
            </Button>
            <Button icon={<PrinterOutlined aria-hidden />} onClick={() => window.print()}>
              {t('preview.print')}
            </Button>
            <Link to={editPaperPath(id)}>{t('preview.edit')}</Link>
          </Space>
        </Space>
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }} data-testid="paper-seed-shown">
          {t('preview.seedShown', { seed: paper.seed, version: paper.version })}
        </Typography.Text>
      </Card>
      <Card className="paper-sheet">
        <header style={{ textAlign: 'center' }}>
          <Typography.Title level={3} style={{ marginBottom: 8 }}>
            {paper.name}
          </Typography.Title>
          <Space wrap size={16} style={{ justifyContent: 'center' }}>
            <KindTag kind={paper.kind} />
            {paper.kind !== 'personality' && <Typography.Text>{t('preview.total', { score: paper.totalScore })}</Typography.Text>}
            {paper.passMark !== null && <Typography.Text>{t('preview.passMark', { score: paper.passMark })}</Typography.Text>}
            <Typography.Text>{t('preview.duration', { count: paper.duration })}</Typography.Text>
          </Space>
          {paper.description && (
            <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
              {paper.description}
            </Typography.Paragraph>
          )}
        </header>
        {paper.sections.map((section, s) => (
          <section key={s} aria-labelledby={`paper-section-${s}`}>
            <Divider />
            <Typography.Title level={4} id={`paper-section-${s}`}>
              {section.topicName}
              <Typography.Text type="secondary" style={{ fontSize: 14, fontWeight: 'normal', marginInlineStart: 8 }}>
                {t('preview.sectionScore', { count: section.items.length, score: section.score })}
              </Typography.Text>
            </Typography.Title>
            {section.topicDescription && <Typography.Paragraph type="secondary">{section.topicDescription}</Typography.Paragraph>}
            {section.items.map((item) => (
              <DrawnItemView key={item.itemId} item={item} number={++number} withKey={withKey} />
            ))}
          </section>
        ))}
      </Card>
    </Space>
  );
}

/**
 * The seed to draw with, filled from the address; a seed the address brings later (back, a link) refills it, set
 * while rendering rather than remounting, so the field keeps the focus it was submitted from.
 */
function SeedForm({ seed, drawing, onDraw }: { seed: string | undefined; drawing: boolean; onDraw: (seed: string | undefined) => void }) {
  const { t } = useTranslation('paper');
  const [text, setText] = useState(seed ?? '');
  const [filledFrom, setFilledFrom] = useState(seed);
  if (filledFrom !== seed) {
    setFilledFrom(seed);
    setText(seed ?? '');
  }
  return (
    <Form layout="inline" onFinish={() => onDraw(text.trim() || undefined)}>
      <Form.Item label={t('preview.seed')} htmlFor="paper-seed" tooltip={t('preview.seedHint')}>
        <Input id="paper-seed" value={text} onChange={(e) => setText(e.target.value)} maxLength={100} allowClear style={{ width: 200 }} />
      </Form.Item>
      <Button htmlType="submit" loading={drawing}>
        {t('preview.draw')}
      </Button>
    </Form>
  );
}

function DrawnItemView({ item, number, withKey }: { item: DrawnItem; number: number; withKey: boolean }) {
  const { t } = useTranslation(['paper', 'bank']);
  return (
    <div className="paper-item" data-testid="paper-item" data-item-id={item.itemId} style={{ display: 'flex', gap: 12, marginBottom: 8 }}>
      <div style={{ flex: 1, minWidth: 0 }}>
        {withKey ? (
          <Space orientation="vertical" size={8} style={{ width: '100%', marginBottom: 16 }}>
            <PartHeader part={item.content} difficulty={item.content.difficulty} label={`${number}.`} />
            <PartView part={item.content} />
            {item.optionOrder && <Tag bordered={false}>{t('preview.optionOrder', { order: item.optionOrder.join(' ') })}</Tag>}
          </Space>
        ) : (
          <CandidateView part={item.content} number={`${number}.`} />
        )}
      </div>
      {!withKey && (
        <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
          {t('preview.itemScore', { count: item.score })}
        </Typography.Text>
      )}
    </div>
  );
}
