import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { RichTextEditorProps } from './rich-text-editor';
import type { RichTextViewProps } from './rich-text-view';

// tiptap (editor) and KaTeX (both) are fetched with the first one shown, not with the page that holds them.
const Editor = lazy(() => import('./rich-text-editor').then((m) => ({ default: m.RichTextEditor })));
const View = lazy(() => import('./rich-text-view').then((m) => ({ default: m.RichTextView })));

export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Skeleton.Input active block style={{ height: 160 }} />}>
      <Editor {...props} />
    </Suspense>
  );
}

export function LazyRichTextView(props: RichTextViewProps) {
  return (
    <Suspense fallback={<Skeleton active title={false} paragraph={{ rows: 1 }} />}>
      <View {...props} />
    </Suspense>
  );
}
