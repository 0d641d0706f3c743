import { CloseOutlined, LeftOutlined, MoreOutlined, ReloadOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps, Tag, theme } from 'antd';
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { HOME_PATH } from '../lib/paths';
import { closeAllViews, closeOtherViews, closeView, pathnameOf, refreshView, useVisitedViews, type VisitedView } from './tags-view-store';

type Action = 'refresh' | 'close' | 'others' | 'all';

/** A long name (an exam's, say) shortened for its tab; the whole of it shows on hover. */
const clipped = (name: string) => (name.length > 16 ? `${name.slice(0, 15)}…` : name);

/**
 * The strip of open pages. A tag opens its page on click or Enter, closes on its cross or Delete, and moves the focus
 * with the arrow keys; its actions (refresh, close, close others, close all) are on right-click, on the context-menu
 * key and on the visible ⋯ button at the end, which acts on the current page. The strip scrolls with the wheel and
 * with its arrow buttons, and always brings the current page's tag into view.
 */
export function TagsView() {
  const { t } = useTranslation('layout');
  const views = useVisitedViews();
  const location = useLocation();
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const strip = useRef<HTMLDivElement>(null);
  const [menuFor, setMenuFor] = useState<string>();
  const [edges, setEdges] = useState({ left: false, right: false });
  const isCurrent = (view: VisitedView) => pathnameOf(view.path) === location.pathname;
  const current = views.find(isCurrent);

  const close = (view: VisitedView) => {
    const next = closeView(view.path);
    if (isCurrent(view)) navigate(next?.path ?? HOME_PATH);
  };
  const act = (view: VisitedView, action: Action) => {
    if (action === 'refresh') refreshView(view.path);
    if (action === 'close') close(view);
    if (action === 'others') {
      closeOtherViews(view.path);
      if (!isCurrent(view)) navigate(view.path);
    }
    if (action === 'all') {
      closeAllViews();
      navigate(HOME_PATH);
    }
  };
  const menuOf = (view: VisitedView): MenuProps => ({
    items: [
      { key: 'refresh', icon: <ReloadOutlined />, label: t('tags.refresh') },
      { key: 'close', icon: <CloseOutlined />, label: t('tags.close'), disabled: view.affix },
      { key: 'others', label: t('tags.closeOthers') },
      { key: 'all', label: t('tags.closeAll') },
    ],
    onClick: ({ key }) => {
      setMenuFor(undefined);
      act(view, key as Action);
    },
  });

  // Which ends of the strip hide tags: the arrow buttons scroll there.
  const measure = useCallback(() => {
    const el = strip.current;
    if (!el) return;
    setEdges({ left: el.scrollLeft > 1, right: el.scrollLeft + el.clientWidth < el.scrollWidth - 1 });
  }, []);
  useEffect(() => {
    const el = strip.current;
    if (!el) return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure]);

  // The current page's tag is always in view, however many are open.
  const currentPath = current && pathnameOf(current.path);
  useEffect(() => {
    strip.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    measure();
  }, [currentPath, views.length, measure]);

  const scrollBy = (dx: number) => strip.current?.scrollBy({ left: dx, behavior: 'smooth' });
  const focusTag = (index: number) => strip.current?.querySelectorAll<HTMLElement>('[data-testid="tags-view-item"]')[index]?.focus();
  const onKey = (view: VisitedView, index: number) => (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') navigate(view.path);
    else if (e.key === 'Delete' || e.key === 'Backspace') {
      if (!view.affix) close(view);
    } else if (e.key === 'ArrowRight') focusTag(Math.min(index + 1, views.length - 1));
    else if (e.key === 'ArrowLeft') focusTag(Math.max(index - 1, 0));
    else if (e.key === 'Home') focusTag(0);
    else if (e.key === 'End') focusTag(views.length - 1);
    else if (e.key === 'ContextMenu' || (e.shiftKey && e.key === 'F10')) setMenuFor(view.path);
    else return;
    e.preventDefault();
  };

  const arrow = (side: 'left' | 'right') =>
    (edges.left || edges.right) && (
      <Button
        type="text"
        size="small"
        icon={side === 'left' ? <LeftOutlined /> : <RightOutlined />}
        aria-label={t(side === 'left' ? 'tags.scrollLeft' : 'tags.scrollRight')}
        disabled={!edges[side]}
        onClick={() => scrollBy(side === 'left' ? -240 : 240)}
      />
    );

  return (
    <nav
      aria-label={t('tags.label')}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 4,
        padding: '6px 8px',
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      {arrow('left')}
      <div
        ref={strip}
        data-testid="tags-view-strip"
        onScroll={measure}
        // A mouse wheel turns vertically; the strip scrolls sideways.
        onWheel={(e) => {
          if (strip.current && Math.abs(e.deltaY) > Math.abs(e.deltaX)) strip.current.scrollLeft += e.deltaY;
        }}
        style={{ display: 'flex', gap: 4, flex: 1, minWidth: 0, overflowX: 'auto', scrollbarWidth: 'none', padding: 2 }}
      >
        {views.map((view, index) => {
          const active = isCurrent(view);
          const title = view.name ? `${t(view.titleKey)} · ${clipped(view.name)}` : t(view.titleKey);
          return (
            <Dropdown
              key={pathnameOf(view.path)}
              trigger={['contextMenu']}
              open={menuFor === view.path ? true : undefined}
              onOpenChange={(open) => !open && setMenuFor(undefined)}
              menu={menuOf(view)}
            >
              <Tag
                data-testid="tags-view-item"
                role="link"
                tabIndex={0}
                aria-current={active ? 'page' : undefined}
                color={active ? 'processing' : undefined}
                closable={!view.affix}
                closeIcon={<CloseOutlined aria-label={t('tags.closeTag', { title })} />}
                onClose={(e) => {
                  e.preventDefault();
                  close(view);
                }}
                onClick={() => navigate(view.path)}
                onKeyDown={onKey(view, index)}
                title={view.name && view.name !== clipped(view.name) ? `${t(view.titleKey)} · ${view.name}` : undefined}
                style={{ cursor: 'pointer', marginInlineEnd: 0, userSelect: 'none', flexShrink: 0 }}
              >
                {title}
              </Tag>
            </Dropdown>
          );
        })}
      </div>
      {arrow('right')}
      {current && (
        <Dropdown trigger={['click']} menu={menuOf(current)}>
          <Button type="text" size="small" icon={<MoreOutlined />} aria-label={t('tags.actions')} data-testid="tags-view-actions" />
        </Dropdown>
      )}
    </nav>
  );
}
