import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { HolderOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A vertical list reordered by dragging a row's handle: with a pointer or a finger, or from the keyboard (space to
 * take the row, arrows to move it, space to put it down, escape to cancel), what happens read out in the user's
 * language. `ids` are the rows' keys in order, `nameOf` names a row for the announcements.
 */
export function SortableList({
  ids,
  nameOf,
  onMove,
  children,
}: {
  ids: string[];
  nameOf: (id: string) => string;
  onMove: (from: number, to: number) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('list');
  const sensors = useSensors(
    // a few pixels of travel before a drag starts, so a click on the handle stays a click
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const name = (id: UniqueIdentifier) => nameOf(String(id));
  const place = (id: UniqueIdentifier) => ids.indexOf(String(id)) + 1;
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: t('sortable.instructions') },
        announcements: {
          onDragStart: ({ active }) => t('sortable.picked', { name: name(active.id), place: place(active.id) }),
          onDragOver: ({ active, over }) => (over ? t('sortable.over', { name: name(active.id), place: place(over.id) }) : undefined),
          onDragEnd: ({ active, over }) =>
            over
              ? t('sortable.dropped', { name: name(active.id), place: place(over.id) })
              : t('sortable.cancelled', { name: name(active.id) }),
          onDragCancel: ({ active }) => t('sortable.cancelled', { name: name(active.id) }),
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/** A row of a `SortableList`: an `li` whose first part is the drag handle, named `handleLabel`. */
export function SortableRow({
  id,
  handleLabel,
  style,
  children,
}: {
  id: string;
  handleLabel: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  const { token } = theme.useToken();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  // The handle stays a button to a screen reader (dnd-kit would describe it by an English "sortable").
  const { 'aria-roledescription': _roleDescription, ...handleAttributes } = attributes;
  return (
    <li
      ref={setNodeRef}
      data-sortable-row={id}
      style={{
        ...style,
        transform: CSS.Translate.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 1 : undefined,
        background: isDragging ? token.colorBgElevated : undefined,
        boxShadow: isDragging ? token.boxShadowSecondary : undefined,
      }}
    >
      <span
        ref={setActivatorNodeRef}
        {...handleAttributes}
        {...listeners}
        aria-label={handleLabel}
        style={{
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          minWidth: 24,
          minHeight: 24,
          cursor: isDragging ? 'grabbing' : 'grab',
          color: token.colorTextSecondary,
          touchAction: 'none',
        }}
      >
        <HolderOutlined aria-hidden />
      </span>
      {children}
    </li>
  );
}
