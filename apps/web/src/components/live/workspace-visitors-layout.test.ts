import { describe, expect, it } from 'vitest';
import { diffVisitors, layoutWorkspaceVisitors } from './workspace-visitors-layout';

const visitors = (count: number) => Array.from({ length: count }, (_, index) => ({ userId: index + 1 }));

describe('layoutWorkspaceVisitors', () => {
  it('shows nobody and no "more" label for an empty record', () => {
    expect(layoutWorkspaceVisitors([])).toEqual({
      visitors: [],
      displayVisitors: [],
      showVisitors: [],
      totalMoreVisitors: 0,
    });
  });

  it('shifts each avatar left from 50 px by 25 px (spec 000 §9)', () => {
    const layout = layoutWorkspaceVisitors(visitors(3));
    expect(layout.showVisitors.map((entry) => [entry.visitor.userId, entry.leftPx])).toEqual([
      [1, 50],
      [2, 25],
      [3, 0],
    ]);
    expect(layout.totalMoreVisitors).toBe(0);
  });

  it('shows at most 5, keeps 6 and counts every other visitor as more', () => {
    const five = layoutWorkspaceVisitors(visitors(5));
    expect(five.showVisitors.map((entry) => entry.leftPx)).toEqual([50, 25, 0, -25, -50]);
    expect(five.totalMoreVisitors).toBe(0);

    const six = layoutWorkspaceVisitors(visitors(6));
    expect(six.showVisitors).toHaveLength(5);
    expect(six.displayVisitors.map((visitor) => visitor.userId)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(six.totalMoreVisitors).toBe(1);

    const nine = layoutWorkspaceVisitors(visitors(9));
    expect(nine.displayVisitors).toHaveLength(6);
    expect(nine.totalMoreVisitors).toBe(4);
  });
});

describe('diffVisitors', () => {
  it('names who entered and who left by user id', () => {
    const changes = diffVisitors([{ userId: 1 }, { userId: 2 }], [{ userId: 2 }, { userId: 3 }]);
    expect(changes.entered).toEqual([{ userId: 3 }]);
    expect(changes.left).toEqual([{ userId: 1 }]);
  });
});
