import type { KnowledgeNode } from '@cloud-exam/contract/bank/knowledge';
import { describe, expect, it } from 'vitest';
import { isWithin, moveOnDrop, placesOf } from './knowledge-places';

const point = (id: string, ...children: KnowledgeNode[]): KnowledgeNode => ({
  id,
  parentId: null,
  name: id,
  sort: 0,
  itemCount: 0,
  children,
});
// 力学 (运动, 声音), 光学
const places = placesOf([point('力学', point('运动'), point('声音')), point('光学')]);

describe('a drop in the knowledge tree', () => {
  it('onto a point makes the dragged one its first child', () => {
    expect(moveOnDrop(places, '光学', '运动', 0)).toEqual({ id: '光学', parentId: '运动', index: 0 });
  });

  it('above the first point puts it first at the top', () => {
    expect(moveOnDrop(places, '光学', '力学', -1)).toEqual({ id: '光学', parentId: null, index: 0 });
  });

  it('below a point puts it next among that point’s siblings, counted without itself', () => {
    expect(moveOnDrop(places, '力学', '光学', 1)).toEqual({ id: '力学', parentId: null, index: 1 });
    expect(moveOnDrop(places, '运动', '声音', 1)).toEqual({ id: '运动', parentId: '力学', index: 1 });
    expect(moveOnDrop(places, '光学', '运动', 1)).toEqual({ id: '光学', parentId: '力学', index: 1 });
  });

  it('onto itself asks nothing', () => {
    expect(moveOnDrop(places, '光学', '光学', 0)).toBeUndefined();
  });
});

describe('places', () => {
  it('know each point’s level and ancestors', () => {
    expect(places.get('声音')).toMatchObject({ parentId: '力学', level: 2 });
    expect(isWithin(places, '声音', '力学')).toBe(true);
    expect(isWithin(places, '光学', '力学')).toBe(false);
  });
});
