import { describe, expect, it } from 'vitest';
import { fitTabs } from './tab-overflow';

const widths = [100, 100, 100, 100, 100];

describe('fitTabs', () => {
  it('keeps every tab when they all fit, gaps included', () => {
    expect(fitTabs({ widths, available: 520, moreWidth: 80, gap: 5, selectedIndex: 0 })).toEqual([0, 1, 2, 3, 4]);
  });

  it('leaves out the tabs past the first that does not fit beside the More trigger', () => {
    // 519 px: the five tabs need 520; beside an 80 px trigger four fit (80 + 4 × 105 = 500, a fifth would need 605).
    expect(fitTabs({ widths, available: 519, moreWidth: 80, gap: 5, selectedIndex: 0 })).toEqual([0, 1, 2, 3]);
    expect(fitTabs({ widths, available: 400, moreWidth: 80, gap: 5, selectedIndex: 0 })).toEqual([0, 1, 2]);
  });

  it('keeps the selected tab visible even when it sits among the left-out ones', () => {
    expect(fitTabs({ widths, available: 400, moreWidth: 80, gap: 5, selectedIndex: 4 })).toEqual([0, 1, 4]);
  });

  it('keeps the run from the start unbroken: a narrow tab after a wide one that does not fit is left out too', () => {
    expect(fitTabs({ widths: [100, 300, 20], available: 300, moreWidth: 80, gap: 0, selectedIndex: -1 })).toEqual([0]);
  });

  it('shows only the selected tab when nothing else fits', () => {
    expect(fitTabs({ widths, available: 150, moreWidth: 80, gap: 0, selectedIndex: 2 })).toEqual([2]);
  });

  it('counts one gap per tab: a tab fits only while trigger, tabs and gaps stay within the width', () => {
    const three = { widths: [50, 50, 50], moreWidth: 30, gap: 4, selectedIndex: -1 };
    // 30 + (50 + 4) × 2 = 138: exactly the width still fits the second tab, 130 does not.
    expect(fitTabs({ ...three, available: 138 })).toEqual([0, 1]);
    expect(fitTabs({ ...three, available: 130 })).toEqual([0]);
  });

  it("reserves the selected tab's width and its gap before filling the row from the start", () => {
    const three = { widths: [50, 50, 50], moreWidth: 30, gap: 4, selectedIndex: 2 };
    // Trigger 30 + selected 54 = 84; the first tab needs 54 more: 138 fits it, 134 does not.
    expect(fitTabs({ ...three, available: 138 })).toEqual([0, 2]);
    expect(fitTabs({ ...three, available: 134 })).toEqual([2]);
    expect(fitTabs({ ...three, available: 100 })).toEqual([2]);
  });
});
