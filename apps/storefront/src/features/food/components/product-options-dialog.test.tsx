import type { MenuProduct } from '@gt/contract/food';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { testConfig } from '../../../testing/fixtures';
import { renderWithData } from '../../../testing/render';
import { ProductOptionsDialog } from './product-options-dialog';

const choice = (ProductID: number, ProductName: string, Price: number, IsSelected = false) => ({ ProductID, ProductName, Price, PriceIncTax: Price, IsSelected });
const latte: MenuProduct = {
  ProductID: 1,
  ProductName: 'Latte',
  ProductDescription: 'Double espresso with steamed milk.',
  ProductImageURL: null,
  Price: 4.5,
  PriceIncTax: 4.87,
  Taxes: [{ TaxName: 'Sales tax', TaxIncluded: false, TaxPercentage: 8.25 }],
  GetProductNotes: true,
  Options: [
    { OptionID: 1, OptionName: 'Milk', IsRequired: true, Products: [choice(20, 'Whole Milk', 0), choice(21, 'Oat Milk', 0.6)] },
    { OptionID: 2, OptionName: 'Extras', IsRequired: false, Products: [choice(23, 'Extra Shot', 0.75, true), choice(24, 'Vanilla Syrup', 0.5)] },
  ],
};

function renderDialog(props: Partial<Parameters<typeof ProductOptionsDialog>[0]> = {}) {
  const onConfirm = vi.fn(() => null);
  renderWithData(<ProductOptionsDialog product={latte} onClose={() => undefined} onConfirm={onConfirm} {...props} />, { config: testConfig({ Headings: { ProductNotes: 'Kitchen notes' } }) });
  return { onConfirm, dialog: screen.getByRole('dialog', { name: 'Latte' }) };
}

describe('product options dialog (spec 02 §2.12 item 5)', () => {
  it("is disabled until the required option is chosen, adds option prices to the total × quantity, and hands over the item", async () => {
    const { onConfirm, dialog } = renderDialog();
    const add = within(dialog).getByRole('button', { name: 'Add to cart' });
    expect(add).toBeDisabled();
    // The optional Extra Shot starts checked (IsSelected): 4.50 + 0.75.
    expect(within(dialog).getByText('Total $5.25')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Milk \(Required\)/ }));
    expect(screen.getByRole('option', { name: 'None' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: 'Oat Milk (+$0.60)' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'More Latte' }));
    expect(within(dialog).getByText('Total $11.70')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Kitchen notes'), 'no foam');
    await userEvent.click(add);
    expect(onConfirm).toHaveBeenCalledWith({ ProductID: 1, Quantity: 2, ProductNotes: 'no foam', Options: [{ OptionID: 2, ProductID: 23 }, { OptionID: 1, ProductID: 21 }] });
  });

  it("says 'Save' when editing a cart line and starts from its choices; a refusal is shown in the dialog", async () => {
    const line = { UniqueID: 'a', ProductID: 1, Quantity: 3, ProductNotes: 'hot', Options: [{ OptionID: 1, ProductID: 20 }] };
    const { dialog } = renderDialog({ editing: line, onConfirm: () => 'Your cart holds items that cannot be combined with this purchase.' });
    expect(within(dialog).getByRole('textbox', { name: 'Latte quantity' })).toHaveValue('3');
    expect(within(dialog).getByLabelText('Kitchen notes')).toHaveValue('hot');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Your cart holds items that cannot be combined with this purchase.');
  });
});
