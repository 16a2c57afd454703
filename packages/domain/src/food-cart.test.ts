import { describe, expect, it } from 'vitest';
import { addOrderLine, cartConflict, editOrderLine, orderItemProblem, removeOrderLine, type OrderLine } from './food-cart';

const latte = (Quantity: number, Options = [{ OptionID: 1, ProductID: 11 }], ProductNotes = '') => ({ ProductID: 1, Quantity, ProductNotes, Options });
let n = 0;
const newId = () => `id${++n}`;

describe('adding to the food cart (spec 02 §4.10)', () => {
  it('an equal item (same product, notes and options in any order) adds to the line', () => {
    const two = [{ OptionID: 1, ProductID: 11 }, { OptionID: 2, ProductID: 21 }];
    const lines = addOrderLine([], latte(1, two, 'extra hot'), () => 'a');
    const after = addOrderLine(lines, latte(2, [...two].reverse(), ' extra hot '), () => 'b');
    expect(after).toEqual([{ ...latte(3, two, 'extra hot'), UniqueID: 'a' }]);
  });

  it('other notes or other options make a new line with a fresh id', () => {
    let lines = addOrderLine([], latte(1), () => 'a');
    lines = addOrderLine(lines, latte(1, [{ OptionID: 1, ProductID: 12 }]), () => 'b');
    lines = addOrderLine(lines, latte(1, undefined, 'no foam'), () => 'c');
    expect(lines.map((l) => l.UniqueID)).toEqual(['a', 'b', 'c']);
  });

  it('a merge never goes above 50', () => {
    const lines = addOrderLine(addOrderLine([], latte(30), newId), latte(30), newId);
    expect(lines.map((l) => l.Quantity)).toEqual([50]);
  });
});

describe('editing a food cart line (spec 02 §4.10)', () => {
  const lines: OrderLine[] = [
    { ...latte(2), UniqueID: 'a' },
    { ...latte(1, [{ OptionID: 1, ProductID: 12 }]), UniqueID: 'b' },
  ];

  it('an edit that makes the line equal to another merges the two (quantities summed, the edited one removed)', () => {
    expect(editOrderLine(lines, 'b', latte(4))).toEqual([{ ...latte(6), UniqueID: 'a' }]);
  });

  it('otherwise the line takes the new options, notes and quantity in its place', () => {
    expect(editOrderLine(lines, 'a', latte(5, undefined, 'decaf'))).toEqual([{ ...latte(5, undefined, 'decaf'), UniqueID: 'a' }, lines[1]]);
  });

  it('removing drops only that line', () => {
    expect(removeOrderLine(lines, 'a')).toEqual([lines[1]]);
  });
});

describe('order item rules (spec 02 §5 "Food")', () => {
  const groups = [
    { OptionID: 1, IsRequired: true, ProductIDs: [11, 12] },
    { OptionID: 2, IsRequired: false, ProductIDs: [21, 22] },
  ];
  it('a required group without a choice: required-option', () => {
    expect(orderItemProblem(groups, { Quantity: 1, Options: [{ OptionID: 2, ProductID: 21 }] })).toBe('required-option');
  });
  it('quantity 0 or 51: quantity; 1 and 50 pass', () => {
    const options = [{ OptionID: 1, ProductID: 11 }];
    expect(orderItemProblem(groups, { Quantity: 0, Options: options })).toBe('quantity');
    expect(orderItemProblem(groups, { Quantity: 51, Options: options })).toBe('quantity');
    expect(orderItemProblem(groups, { Quantity: 1, Options: options })).toBeNull();
    expect(orderItemProblem(groups, { Quantity: 50, Options: [...options, { OptionID: 2, ProductID: 21 }, { OptionID: 2, ProductID: 22 }] })).toBeNull();
  });
  it('a choice from another group, two choices in a required group or one twice: invalid-option', () => {
    expect(orderItemProblem(groups, { Quantity: 1, Options: [{ OptionID: 1, ProductID: 21 }] })).toBe('invalid-option');
    expect(orderItemProblem(groups, { Quantity: 1, Options: [{ OptionID: 1, ProductID: 11 }, { OptionID: 1, ProductID: 12 }] })).toBe('invalid-option');
    expect(orderItemProblem(groups, { Quantity: 1, Options: [{ OptionID: 1, ProductID: 11 }, { OptionID: 2, ProductID: 21 }, { OptionID: 2, ProductID: 21 }] })).toBe('invalid-option');
  });
});

describe('food and other carts exclude each other (spec 02 §4.10)', () => {
  it('food is refused with CartConflict while the cart holds other items, and the reverse with OrderItemsInCart', () => {
    expect(cartConflict('food', { orderItems: 0, otherItems: 2 })).toBe('CartConflict');
    expect(cartConflict('other', { orderItems: 1, otherItems: 0 })).toBe('OrderItemsInCart');
    expect(cartConflict('food', { orderItems: 3, otherItems: 0 })).toBeNull();
    expect(cartConflict('other', { orderItems: 0, otherItems: 3 })).toBeNull();
  });
});
