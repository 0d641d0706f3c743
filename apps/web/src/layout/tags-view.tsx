import { CloseOutlined, ReloadOutlined } from '@ant-design/icons';
import { Dropdown, Tag, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { HOME_PATH } from '../app/routes';
import { closeAllViews, closeOtherViews, closeView, pathnameOf, refreshView, useVisitedViews, type VisitedView } from './tags-view-store';

/** The strip of open pages: click to switch, right-click for refresh, close, close others, close all. */
export function TagsView() {
  const { t } = useTranslation('layout');
  const views = useVisitedViews();
  const location = useLocation();
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const isCurrent = (view: VisitedView) => pathnameOf(view.path) === location.pathname;

  const close = (view: VisitedView) => {
    const next = closeView(view.path);
    if (isCurrent(view)) navigate(next?.path ?? HOME_PATH);
  };
  const act = (view: VisitedView, action: string) => {
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

  return (
    <nav
      aria-label={t('tags.label')}
      style={{
        display: 'flex',
        gap: 4,
        padding: '6px 16px',
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        overflowX: 'auto',
      }}
    >
      {views.map((view) => {
        const active = isCurrent(view);
        return (
          <Dropdown
            key={pathnameOf(view.path)}
            trigger={['contextMenu']}
            menu={{
              items: [
                { key: 'refresh', icon: <ReloadOutlined />, label: t('tags.refresh') },
                { key: 'close', icon: <CloseOutlined />, label: t('tags.close'), disabled: view.affix },
                { key: 'others', label: t('tags.closeOthers') },
                { key: 'all', label: t('tags.closeAll') },
              ],
              onClick: ({ key }) => act(view, key),
            }}
          >
            <Tag
              data-testid="tags-view-item"
              color={active ? 'processing' : undefined}
              closable={!view.affix}
              onClose={(e) => {
                e.preventDefault();
                close(view);
              }}
              onClick={() => navigate(view.path)}
              style={{ cursor: 'pointer', marginInlineEnd: 0, userSelect: 'none' }}
            >
              {t(view.titleKey)}
            </Tag>
          </Dropdown>
        );
      })}
    </nav>
  );
}
