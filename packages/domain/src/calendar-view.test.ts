import { describe, expect, it } from 'vitest';
import { chooseView, isCalendarToggleDisabled, timeGridStartHour, NARROW_WIDTH_PX, type ViewChoiceInput } from './calendar-view';

const input = (o: Partial<ViewChoiceInput> = {}): ViewChoiceInput => ({
  DefaultHybridView: false,
  ForceListView: false,
  chosen: '',
  windowWidth: 1280,
  ...o,
});

describe('chooseView', () => {
  it('gives hybrid when DefaultHybridView is set, whatever else is set', () => {
    expect(chooseView(input({ DefaultHybridView: true }))).toBe('HybridView');
    expect(chooseView(input({ DefaultHybridView: true, ForceListView: true, chosen: 'CalendarView', windowWidth: 320 }))).toBe('HybridView');
  });

  it('gives list when ForceListView is set, even if calendar was chosen or the window is wide', () => {
    expect(chooseView(input({ ForceListView: true }))).toBe('ListView');
    expect(chooseView(input({ ForceListView: true, chosen: 'CalendarView', windowWidth: 1920 }))).toBe('ListView');
  });

  it('keeps the view the visitor chose', () => {
    expect(chooseView(input({ chosen: 'ListView', windowWidth: 1920 }))).toBe('ListView');
    expect(chooseView(input({ chosen: 'CalendarView', windowWidth: 320 }))).toBe('CalendarView');
    expect(chooseView(input({ chosen: 'HybridView' }))).toBe('HybridView');
  });

  it('with no choice yet, gives list under 850 px and calendar from 850 px', () => {
    expect(NARROW_WIDTH_PX).toBe(850);
    expect(chooseView(input({ windowWidth: 375 }))).toBe('ListView');
    expect(chooseView(input({ windowWidth: 849 }))).toBe('ListView');
    expect(chooseView(input({ windowWidth: 850 }))).toBe('CalendarView');
    expect(chooseView(input({ windowWidth: 1280 }))).toBe('CalendarView');
  });
});

describe('isCalendarToggleDisabled', () => {
  it('is disabled only when the list view is forced', () => {
    expect(isCalendarToggleDisabled({ ForceListView: true })).toBe(true);
    expect(isCalendarToggleDisabled({ ForceListView: false })).toBe(false);
  });
});

describe('timeGridStartHour (spec 01 §2, §9 CalendarStartHour)', () => {
  it('starts at the configured hour when no event is earlier', () => {
    expect(timeGridStartHour(8, ['2026-11-24T09:00:00-06:00', '2026-11-24T16:00:00-06:00'])).toBe(8);
    expect(timeGridStartHour(8, [])).toBe(8);
  });
  it('starts at an earlier event so that it stays visible', () => {
    expect(timeGridStartHour(9, ['2026-11-24T10:00:00-06:00', '2026-11-25T07:30:00-06:00'])).toBe(7);
  });
});
